import wretch, { type ConfiguredMiddleware } from "wretch";
import { contextTokenMiddleware, type ContextTokenState } from "./context-token.ts";
import { bindEndpoints, endpoints, type BoundEndpoints, type Endpoints } from "./endpoints/index.ts";
import { DEFAULT_MAX_RETRY_AFTER, retryAfterMs, retryOnceMiddleware } from "./retry.ts";
import {
  ABORTED_ERROR_CODE,
  INVALID_RESPONSE_ERROR_CODE,
  NETWORK_ERROR_CODE,
  PRECONDITION_FAILED_HINT,
  StoreApiError,
  TIMEOUT_ERROR_CODE,
  UNKNOWN_ERROR_DETAIL,
  UNKNOWN_ERROR_TITLE,
  invalidResponseError,
  isStoreApiError,
  parseErrorBody,
} from "./store-api-error.ts";
import { StoreApiTimeoutError, timeoutMiddleware } from "./timeout.ts";
import type {
  HttpMethod,
  OperationKind,
  QueryValue,
  StoreApiRequest,
  StoreApiTransport,
} from "./transport.ts";

/** Thrown by createStoreApiClient without an endpoint (spec §8 text). */
export const MISSING_CONFIGURATION_MESSAGE =
  "Make sure that endpoint and accessToken are settled in the configuration";

/** Default per-attempt timeout in ms. */
export const DEFAULT_TIMEOUT = 10_000;
/** Default pause before the one retry of a read, in ms. */
export const DEFAULT_RETRY_DELAY = 300;
/** Delay before the 412 configuration hint is logged, in ms. */
export const PRECONDITION_FAILED_HINT_DELAY = 2_000;

export type FetchFunction = (input: string, init?: RequestInit) => Promise<Response>;

export interface StoreApiLogger {
  error(...args: unknown[]): void;
}

/** What the client knew when it adopted a token; lets the app decide whether to persist it. */
export interface ContextTokenChange {
  method: HttpMethod;
  path: string;
  kind: OperationKind;
  status: number;
}

export interface StoreApiClientOptions {
  /** Base URL ending in `/store-api`, absolute (`http://127.0.0.1:4010/store-api`) or same-origin (`/store-api`). */
  endpoint: string;
  /** Sales channel access key, sent as `sw-access-key`. Omit behind the storefront proxy, which adds it. */
  accessKey?: string;
  /** Session token, sent as `sw-context-token`. */
  contextToken?: string;
  /** Sent as `sw-language-id`. */
  languageId?: string;
  /** Extra headers sent on every call. */
  headers?: Record<string, string>;
  /** Custom fetch; default is the global `fetch` (looked up per call). */
  fetch?: FetchFunction;
  /** Called whenever a response carried a new `sw-context-token` (not for `Cache-Control: public`). */
  onContextTokenChange?: (token: string, change: ContextTokenChange) => void;
  /** Default `console`. */
  logger?: StoreApiLogger;
  /** Per-attempt timeout in ms (default 10 000); a timeout becomes a 408 StoreApiError. 0 disables it. */
  timeout?: number;
  /** Pause before the one retry of a read, in ms (default 300). */
  retryDelay?: number;
  /**
   * The longest `Retry-After` (of a 429 or 503) a read waits for before its retry, in ms (default 2 000); a
   * read told to wait longer fails at once with the answer's status and `retryAfter`.
   */
  maxRetryAfter?: number;
}

export interface StoreApiClient extends StoreApiTransport, BoundEndpoints<Endpoints> {
  /** The endpoint without trailing slash. */
  readonly endpoint: string;
  getContextToken(): string | undefined;
  /** Replaces the token (e.g. after the app read a cookie); does not call `onContextTokenChange`. */
  setContextToken(token: string | undefined): void;
  getLanguageId(): string | undefined;
  setLanguageId(languageId: string | undefined): void;
}

const lowerCaseKeys = (headers: Record<string, string> | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(headers ?? {}).map(([key, value]) => [key.toLowerCase(), value]));

function buildUrl(endpoint: string, path: string, query: Record<string, QueryValue> | undefined): string {
  const url = `${endpoint}${path.startsWith("/") ? path : `/${path}`}`;
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${url}${url.includes("?") ? "&" : "?"}${qs}` : url;
}

async function parseBody(response: Response, url: string): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new StoreApiError({
      status: 502,
      url,
      errors: [
        {
          code: INVALID_RESPONSE_ERROR_CODE,
          title: "Invalid response",
          detail: `The Store API answered ${response.status} with a body that is not JSON.`,
        },
      ],
      cause,
    });
  }
}

/** Converts whatever a call threw into a StoreApiError. */
async function toStoreApiError(
  error: unknown,
  url: string,
  signal: AbortSignal | undefined,
): Promise<StoreApiError> {
  if (isStoreApiError(error)) return error;
  if (error instanceof wretch.WretchError) {
    let text = "";
    try {
      text = await error.response.text();
    } catch {
      // body unreadable: fall back to the default entry
    }
    const wait = retryAfterMs(error.response.headers.get("retry-after"));
    return new StoreApiError({
      status: error.status,
      url,
      errors: parseErrorBody(text),
      cause: error,
      ...(wait === undefined ? {} : { retryAfter: Math.ceil(wait / 1000) }),
    });
  }
  if (error instanceof StoreApiTimeoutError) {
    return new StoreApiError({
      status: 408,
      url,
      errors: [{ status: "408", code: TIMEOUT_ERROR_CODE, title: "Request Timeout", detail: error.message }],
      cause: error,
    });
  }
  if (signal?.aborted) {
    return new StoreApiError({
      status: 0,
      url,
      errors: [{ code: ABORTED_ERROR_CODE, title: "Request aborted", detail: "The request was aborted." }],
      cause: error,
    });
  }
  return new StoreApiError({
    status: 0,
    url,
    errors: [{ code: NETWORK_ERROR_CODE, title: UNKNOWN_ERROR_TITLE, detail: UNKNOWN_ERROR_DETAIL }],
    cause: error,
  });
}

/**
 * Creates a Store API client for Node and browsers.
 *
 * - Sends `sw-access-key`, `sw-context-token` and `sw-language-id` when known.
 * - Adopts a changed `sw-context-token` from any response (also errors) unless it is
 *   `Cache-Control: public`, and reports it through `onContextTokenChange`.
 * - Retries reads once on 408/409/425/429/500/502/503/504, network errors and timeouts; never writes. A
 *   short `Retry-After` (≤ `maxRetryAfter`) is waited for; a longer one fails at once (`retryAfter` on the error).
 * - Throws only StoreApiError (maintenance → 503 + `MAINTENANCE_MODE`, timeout → 408, network → 0).
 * - Validates every answer with the endpoint's zod schema (a mismatch is a 502 StoreApiError).
 *
 * One client holds one shopper's token: on the server, create one per request.
 */
export function createStoreApiClient(options: StoreApiClientOptions): StoreApiClient {
  if (!options.endpoint?.trim()) throw new Error(MISSING_CONFIGURATION_MESSAGE);
  const endpoint = options.endpoint.replace(/\/+$/, "");
  const logger = options.logger ?? console;
  const defaultTimeout = options.timeout ?? DEFAULT_TIMEOUT;
  const retryDelay = options.retryDelay ?? DEFAULT_RETRY_DELAY;
  const maxRetryAfter = options.maxRetryAfter ?? DEFAULT_MAX_RETRY_AFTER;
  const defaultHeaders = lowerCaseKeys(options.headers);
  let contextToken = options.contextToken || undefined;
  let languageId = options.languageId || undefined;
  let preconditionHintScheduled = false;

  function schedulePreconditionHint(): void {
    if (preconditionHintScheduled) return;
    preconditionHintScheduled = true;
    const timer: unknown = setTimeout(
      () => logger.error(PRECONDITION_FAILED_HINT),
      PRECONDITION_FAILED_HINT_DELAY,
    );
    // Do not keep a Node process alive just for the hint.
    (timer as { unref?: () => void } | undefined)?.unref?.();
  }

  function headersFor(
    req: Pick<StoreApiRequest<unknown>, "headers" | "includeSeoUrls">,
  ): Record<string, string> {
    return {
      accept: "application/json",
      ...defaultHeaders,
      ...(options.accessKey ? { "sw-access-key": options.accessKey } : {}),
      ...(languageId ? { "sw-language-id": languageId } : {}),
      ...(req.includeSeoUrls ? { "sw-include-seo-urls": "true" } : {}),
      ...lowerCaseKeys(req.headers),
    };
  }

  async function request<T, R = T>(req: StoreApiRequest<T, R>): Promise<R> {
    const url = buildUrl(endpoint, req.path, req.query);
    const tokenState: ContextTokenState = {
      get: () => contextToken,
      adopt: (token, response) => {
        contextToken = token;
        try {
          options.onContextTokenChange?.(token, {
            method: req.method,
            path: req.path,
            kind: req.kind,
            status: response.status,
          });
        } catch (error) {
          logger.error("onContextTokenChange failed", error);
        }
      },
    };
    const middlewares: ConfiguredMiddleware[] = [
      ...(req.kind === "read" ? [retryOnceMiddleware(retryDelay, maxRetryAfter)] : []),
      contextTokenMiddleware(tokenState),
      timeoutMiddleware(req.timeout ?? defaultTimeout),
    ];

    let chain = wretch(url, { headers: headersFor(req), ...(req.signal ? { signal: req.signal } : {}) });
    if (options.fetch) chain = chain.fetchPolyfill(options.fetch);
    try {
      const response = await chain
        .middlewares(middlewares)
        .fetch(req.method, "", req.body === undefined ? null : req.body)
        .res();
      const body = await parseBody(response, url).catch((error: unknown) => {
        logger.error(
          `Store API answer rejected: ${req.method} ${req.path}: the ${response.status} body is not JSON`,
        );
        throw error;
      });
      const result = req.schema.safeParse(body);
      if (!result.success) {
        const invalid = invalidResponseError({
          method: req.method,
          path: req.path,
          url,
          responseStatus: response.status,
          issues: result.error.issues,
          cause: result.error,
        });
        // A Shopware that answers in a shape the shop does not know is an operator's problem, not the
        // shopper's: the log names the endpoint and the broken fields; the page gets a 502.
        logger.error(`Store API answer rejected: ${invalid.message}`);
        throw invalid;
      }
      if (!req.select) return result.data as unknown as R;
      return req.select(result.data, { status: response.status, headers: response.headers, contextToken });
    } catch (error) {
      const apiError = await toStoreApiError(error, url, req.signal);
      if (apiError.status === 412) schedulePreconditionHint();
      throw apiError;
    }
  }

  const transport: StoreApiTransport = { request };
  return {
    endpoint,
    request,
    getContextToken: () => contextToken,
    setContextToken: (token) => {
      contextToken = token || undefined;
    },
    getLanguageId: () => languageId,
    setLanguageId: (id) => {
      languageId = id || undefined;
    },
    ...bindEndpoints(transport, endpoints),
  };
}
