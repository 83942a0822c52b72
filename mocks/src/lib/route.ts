import { http, HttpResponse, type JsonBodyType } from "msw";
import type { RequestScope } from "../entities/scope.ts";
import { currencyById } from "../fixtures/currencies.ts";
import { languageById, languages } from "../fixtures/languages.ts";
import { defaultLocale } from "../fixtures/locale.ts";
import type { EmulatorState, SessionContext } from "../state.ts";
import { withCors } from "./cors.ts";
import { applyIncludes, type Criteria } from "./criteria.ts";
import { errorResponse, errors } from "./errors.ts";
import { requestOrigin } from "./origin.ts";
import { decide, sleep, storeApiPath } from "./switches.ts";

/** What one emulator instance hands its handlers. */
export interface EmulatorRuntime {
  state: EmulatorState;
  accessKey: string;
  /** Fixed storefront URL for the sales channel's domains; defaults to the request's origin. */
  storefrontUrl?: string;
  mintToken: () => string;
  /** Random source of latency ranges and rule percentages (tests make it deterministic). */
  random: () => number;
}

export interface RouteArgs {
  request: Request;
  params: Record<string, string>;
  scope: RequestScope;
  /** The context token of this request (sent, or freshly minted). */
  token: string;
  /** The token's session; `currencyId` already reflects an `sw-currency-id` header. */
  session: SessionContext;
  runtime: EmulatorRuntime;
}

type Method = "get" | "post" | "patch" | "delete";

/**
 * A Store API handler with Shopware's transport rules applied before the resolver runs:
 * any origin (`* /store-api/...`), `sw-access-key` (missing → 401, unknown → 412), maintenance (503),
 * context token (minted when missing, echoed in the `sw-context-token` response header), the request
 * language (`sw-language-id` header, else the token's context, else de-DE; unknown → 412) and currency
 * (`sw-currency-id` header, else the token's context).
 *
 * The operator switches (lib/switches.ts) wrap all of it: latency and slow rules delay the answer, failure
 * rules replace it (after the access key and maintenance checks, so a misconfigured client still learns why).
 */
export function storeApiRoute(
  runtime: EmulatorRuntime,
  method: Method,
  path: string,
  resolve: (args: RouteArgs) => Response | Promise<Response>,
) {
  return http[method](`*/store-api${path}`, async (info) => withCors(await answer(runtime, resolve, info)));
}

async function answer(
  runtime: EmulatorRuntime,
  resolve: (args: RouteArgs) => Response | Promise<Response>,
  { request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> },
): Promise<Response> {
  const path = storeApiPath(request.url);
  const { delayMs, failure } = decide(runtime.state.switches, request.method, path, runtime.random);
  if (delayMs > 0) await sleep(delayMs);

  const accessKey = request.headers.get("sw-access-key")?.trim();
  if (!accessKey) return errorResponse(errors.missingAccessKey());
  if (accessKey !== runtime.accessKey) return errorResponse(errors.salesChannelNotFound());
  if (runtime.state.maintenance) return errorResponse(errors.maintenance());
  if (failure?.type === "status")
    return errorResponse(errors.injectedFailure(failure.status, request.method, path));
  if (failure?.type === "throttle") {
    return errorResponse(errors.rateLimitExceeded(failure.retryAfterSeconds), {
      "retry-after": String(failure.retryAfterSeconds),
    });
  }

  const token = request.headers.get("sw-context-token")?.trim() || runtime.mintToken();
  let session = runtime.state.session(token);
  // Shopware lets a request override the currency without storing it (`sw-currency-id`).
  const headerCurrencyId = request.headers.get("sw-currency-id")?.trim();
  if (headerCurrencyId) {
    if (!/^[0-9a-f]{32}$/i.test(headerCurrencyId)) return errorResponse(errors.invalidCurrencyId());
    if (!currencyById(headerCurrencyId)) return errorResponse(errors.currencyNotFound(headerCurrencyId));
    session = { ...session, currencyId: headerCurrencyId };
  }
  const headerLanguageId = request.headers.get("sw-language-id")?.trim();
  if (headerLanguageId && !/^[0-9a-f]{32}$/i.test(headerLanguageId)) {
    return errorResponse(errors.invalidLanguageId());
  }
  if (headerLanguageId && !languageById(headerLanguageId)) {
    const available = Object.values(languages).map((item) => item.id);
    return errorResponse(errors.languageNotAvailable(headerLanguageId, available));
  }
  const language = languageById(headerLanguageId || session.languageId) ?? languages[defaultLocale];
  const includeSeoUrls = ["true", "1"].includes(request.headers.get("sw-include-seo-urls")?.trim() ?? "");
  const scope: RequestScope = {
    locale: language.locale,
    languageId: language.id,
    origin: requestOrigin(request),
    includeSeoUrls,
  };

  const response = await resolve({
    request,
    params: Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value ?? "")])),
    scope,
    token,
    session,
    runtime,
  });
  // Shopware answers every resolved request with the context token it used, or with the new one a route
  // issued (login, logout and register rotate the token).
  if (!response.headers.has("sw-context-token")) response.headers.set("sw-context-token", token);
  if (headerLanguageId) response.headers.set("sw-language-id", headerLanguageId);
  if (failure?.type === "malformed") return truncated(response);
  if (failure?.type === "schema") return schemaBroken(response);
  return response;
}

/** Every `id` anywhere and every text at the top level become numbers: valid JSON of the wrong shape. */
function breakShape(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) return value.map((item) => breakShape(item, depth + 1));
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      (key === "id" || depth === 0) && typeof item === "string" ? 404 : breakShape(item, depth + 1),
    ]),
  );
}

/**
 * A 200 with valid JSON that breaks the answer's schema (a Shopware update that changed a field's type):
 * clients that validate answers must fail the call cleanly and say which endpoint broke.
 */
async function schemaBroken(response: Response): Promise<Response> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = {};
  }
  const broken = body && typeof body === "object" ? breakShape(body) : { id: 404 };
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  return new Response(JSON.stringify(broken), { status: 200, headers });
}

/**
 * A 200 whose JSON stops halfway, like an upstream that died mid-response: clients must treat a body that
 * does not parse as a failure, not crash on it.
 */
async function truncated(response: Response): Promise<Response> {
  const text = await response.text();
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  return new Response(text.slice(0, Math.floor(text.length / 2)) || "{", { status: 200, headers });
}

/** A JSON answer; `includes` from the criteria trims it like Shopware does. */
export function jsonResponse(body: unknown, criteria?: Criteria, init?: ResponseInit): Response {
  return HttpResponse.json(applyIncludes(body, criteria?.includes) as JsonBodyType, init);
}
