import { http, HttpResponse, type JsonBodyType } from "msw";
import type { RequestScope } from "../entities/scope.ts";
import { languageById, languages } from "../fixtures/languages.ts";
import { defaultLocale } from "../fixtures/locale.ts";
import type { EmulatorState, SessionContext } from "../state.ts";
import { withCors } from "./cors.ts";
import { applyIncludes, type Criteria } from "./criteria.ts";
import { errorResponse, errors } from "./errors.ts";
import { requestOrigin } from "./origin.ts";

/** What one emulator instance hands its handlers. */
export interface EmulatorRuntime {
  state: EmulatorState;
  accessKey: string;
  /** Fixed storefront URL for the sales channel's domains; defaults to the request's origin. */
  storefrontUrl?: string;
  mintToken: () => string;
}

export interface RouteArgs {
  request: Request;
  params: Record<string, string>;
  scope: RequestScope;
  /** The context token of this request (sent, or freshly minted). */
  token: string;
  session: SessionContext;
  runtime: EmulatorRuntime;
}

type Method = "get" | "post" | "patch" | "delete";

/**
 * A Store API handler with Shopware's transport rules applied before the resolver runs:
 * any origin (`* /store-api/...`), `sw-access-key` (missing → 401, unknown → 412), maintenance (503),
 * context token (minted when missing, echoed in the `sw-context-token` response header) and the request
 * language (`sw-language-id` header, else the token's context, else de-DE; unknown → 412).
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
  const accessKey = request.headers.get("sw-access-key")?.trim();
  if (!accessKey) return errorResponse(errors.missingAccessKey());
  if (accessKey !== runtime.accessKey) return errorResponse(errors.salesChannelNotFound());
  if (runtime.state.maintenance) return errorResponse(errors.maintenance());

  const token = request.headers.get("sw-context-token")?.trim() || runtime.mintToken();
  const session = runtime.state.session(token);
  const headerLanguageId = request.headers.get("sw-language-id")?.trim();
  if (headerLanguageId && !languageById(headerLanguageId)) {
    return errorResponse(errors.languageNotFound(headerLanguageId));
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
  // Shopware answers every resolved request with the context token it used.
  response.headers.set("sw-context-token", token);
  if (headerLanguageId) response.headers.set("sw-language-id", headerLanguageId);
  return response;
}

/** A JSON answer; `includes` from the criteria trims it like Shopware does. */
export function jsonResponse(body: unknown, criteria?: Criteria, init?: ResponseInit): Response {
  return HttpResponse.json(applyIncludes(body, criteria?.includes) as JsonBodyType, init);
}
