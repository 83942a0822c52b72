import { HttpResponse } from "msw";

/** Reason phrases Shopware puts into `title` (Symfony's Response::$statusTexts). */
const statusTexts: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  412: "Precondition Failed",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

export interface ShopwareErrorInit {
  status: number;
  /** Shopware's error code, e.g. `CONTENT__CATEGORY_NOT_FOUND`; "0" for plain Symfony HTTP exceptions. */
  code: string;
  detail: string;
  /** Template parameters (`meta.parameters`), present on Shopware's own exceptions. */
  parameters?: Record<string, unknown>;
  source?: { pointer: string };
  title?: string;
}

/** One entry of Shopware's error body. */
export function shopwareError({ status, code, detail, parameters, source, title }: ShopwareErrorInit) {
  return {
    status: String(status),
    code,
    title: title ?? statusTexts[status] ?? "Unknown Error",
    detail,
    ...(source ? { source } : {}),
    ...(parameters ? { meta: { parameters } } : {}),
  };
}

/** A Shopware error response: `{errors: [{status: "412", code, title, detail, meta}]}`. */
export function errorResponse(init: ShopwareErrorInit, headers?: HeadersInit): Response {
  return HttpResponse.json({ errors: [shopwareError(init)] }, { status: init.status, headers });
}

/** The errors the emulator answers with, worded like Shopware's exceptions. */
export const errors = {
  missingAccessKey: (): ShopwareErrorInit => ({
    status: 401,
    code: "0",
    detail: 'Header "sw-access-key" is required.',
  }),
  salesChannelNotFound: (): ShopwareErrorInit => ({
    status: 412,
    code: "FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND",
    detail: "No matching sales channel found.",
    parameters: {},
  }),
  maintenance: (): ShopwareErrorInit => ({
    status: 503,
    code: "FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE",
    detail: "The sales channel is in maintenance mode.",
    parameters: {},
  }),
  languageNotFound: (languageId: string): ShopwareErrorInit => ({
    status: 412,
    code: "FRAMEWORK__LANGUAGE_NOT_FOUND",
    detail: `Could not find language with id "${languageId}".`,
    parameters: { entity: "language", field: "id", value: languageId },
  }),
  categoryNotFound: (categoryId: string): ShopwareErrorInit => ({
    status: 404,
    code: "CONTENT__CATEGORY_NOT_FOUND",
    detail: `Category "${categoryId}" not found.`,
    parameters: { categoryId },
  }),
  entityDoesNotExist: (field: string, entity: string, id: string): ShopwareErrorInit => ({
    status: 400,
    code: "VIOLATION::ENTITY_DOES_NOT_EXISTS",
    title: "Constraint violation error",
    detail: `The ${entity} entity with id "${id}" does not exist.`,
    source: { pointer: `/${field}` },
    parameters: { "{{ entity }}": entity, "{{ id }}": id },
  }),
  routeNotFound: (method: string, url: string): ShopwareErrorInit => ({
    status: 404,
    code: "0",
    detail: `No route found for "${method} ${url}"`,
  }),
};
