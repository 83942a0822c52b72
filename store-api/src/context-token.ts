import type { ConfiguredMiddleware } from "wretch";

export const CONTEXT_TOKEN_HEADER = "sw-context-token";

/** True when a `Cache-Control` value contains the `public` directive. */
export function isPublicCacheControl(value: string | null | undefined): boolean {
  if (!value) return false;
  return value.split(",").some((directive) => directive.trim().toLowerCase() === "public");
}

/**
 * The token a response asks us to adopt, or undefined. Responses marked `Cache-Control: public`
 * are ignored: a shared cache may replay another shopper's token (shopware/frontends PR #2600).
 */
export function tokenToAdopt(response: Response, current: string | undefined): string | undefined {
  const token = response.headers.get(CONTEXT_TOKEN_HEADER)?.trim();
  if (!token || token === current) return undefined;
  if (isPublicCacheControl(response.headers.get("cache-control"))) return undefined;
  return token;
}

export interface ContextTokenState {
  get(): string | undefined;
  /** Called with a token that differs from `get()`, and the response that carried it. */
  adopt(token: string, response: Response): void;
}

/**
 * Per attempt: sends the current token, and adopts a changed token from the response, whatever its
 * status (error answers rotate tokens too). Sits inside the retry middleware, so a retry sends a
 * token adopted from the failed attempt.
 */
export const contextTokenMiddleware =
  (state: ContextTokenState): ConfiguredMiddleware =>
  (next) =>
  async (url, options) => {
    const token = state.get();
    const headers: Record<string, string> = Object.fromEntries(new Headers(options.headers));
    if (token) headers[CONTEXT_TOKEN_HEADER] = token;
    else delete headers[CONTEXT_TOKEN_HEADER];
    const response = await next(url, { ...options, headers });
    const adopted = tokenToAdopt(response, state.get());
    if (adopted) state.adopt(adopted, response);
    return response;
  };
