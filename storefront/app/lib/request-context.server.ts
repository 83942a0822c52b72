import { createContext, type MiddlewareFunction } from "react-router";
import { createStoreApiClient, type StoreApiClient } from "@shop/store-api";
import { contextTokenCookieName, readCookie, serializeCookie } from "./cookies.server.ts";
import { toPageError } from "./errors.server.ts";
import { splitLocalePath, type Locale } from "./locale.ts";
import { shop } from "./shop.server.ts";

/** The Store API client of this request: the shopper's context token and the page's language. */
export const storeApiContext = createContext<StoreApiClient>();
export const localeContext = createContext<Locale>();

/**
 * In emulator mode media URLs point back at this server (`/media/*`), so shoppers' browsers never need to
 * reach the loopback emulator.
 */
export function forwardedHeaders(url: URL): Record<string, string> {
  if (!shop.emulatorOrigin) return {};
  return { "x-forwarded-host": url.host, "x-forwarded-proto": url.protocol.replace(":", "") };
}

export interface StoreApiMiddlewareOptions {
  /** The request's locale. @default the locale prefix of the URL path */
  locale?: (request: Request, url: URL) => Locale | Promise<Locale>;
  /**
   * Routes that change the cart or the session (actions) keep the token the Store API minted for a
   * shopper without one; page views never do.
   */
  startsSession?: boolean;
  /**
   * Answers that are the same for every shopper (publicly cacheable): the shopper's session cookie is not
   * read, so the Store API sees a guest, and no cookie is ever written.
   */
  anonymous?: boolean;
}

/**
 * Builds the per-request Store API client. Anonymous page views mint no session: a token is only written
 * back when the shopper already has one and the Store API rotated it (or, with `startsSession`, minted it).
 */
export function createStoreApiMiddleware(
  options: StoreApiMiddlewareOptions = {},
): MiddlewareFunction<Response> {
  return async ({ request, context, url: pageUrl }, next) => {
    // The page's URL: React Router's client-side data requests add `.data` (`/fr-CH.data` for `/fr-CH`).
    const url = pageUrl ?? new URL(request.url);
    const locale = options.locale ? await options.locale(request, url) : splitLocalePath(url.pathname).locale;
    const token = options.anonymous
      ? undefined
      : readCookie(request.headers.get("cookie"), contextTokenCookieName);
    let rotated: string | undefined;
    let languageId: string;
    try {
      languageId = await shop.languageId(locale);
    } catch (error) {
      throw toPageError(error, url.pathname);
    }
    const api = shareSessionReads(
      createStoreApiClient({
        endpoint: shop.endpoint,
        accessKey: shop.accessKey,
        contextToken: token,
        languageId,
        timeout: shop.timeout,
        headers: forwardedHeaders(url),
        onContextTokenChange: (newToken) => {
          rotated = newToken;
        },
      }),
    );
    context.set(storeApiContext, api);
    context.set(localeContext, locale);
    const response = await next();
    if (!options.anonymous && (token || options.startsSession) && rotated && rotated !== token) {
      response.headers.append(
        "Set-Cookie",
        serializeCookie(contextTokenCookieName, rotated, { request, httpOnly: true }),
      );
    }
    return response;
  };
}

/** The reads a request's loaders share (argument-free calls only): the cart's calculation and the context. */
const SHARED_READS = new Set<string>(["readCart", "readContext"]);

/**
 * One cart calculation and one context read per request: the loaders of a page (the layout's cart count,
 * login state and currency, the cart page, the checkout) run in one request and share one `readCart` and
 * one `readContext` answer, until the request does anything else with the client (a write, a context
 * change), which makes the next read a new one. Besides saving Store API calls, this keeps what Shopware
 * says only in the calculation that did it (a blocked payment method replaced, `payment-method-changed`)
 * from going to the header's count instead of the page.
 */
export function shareSessionReads(api: StoreApiClient): StoreApiClient {
  const shared = new Map<string, Promise<unknown>>();
  return new Proxy(api, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== "function") return value;
      const call = (...args: unknown[]) => (value as (...rest: unknown[]) => unknown).apply(target, args);
      if (typeof key === "string" && SHARED_READS.has(key)) {
        return (...args: unknown[]) => {
          if (args.length > 0) return call(...args);
          let answer = shared.get(key);
          if (!answer) {
            answer = (call() as Promise<unknown>).catch((error: unknown) => {
              shared.delete(key);
              throw error;
            });
            shared.set(key, answer);
          }
          return answer;
        };
      }
      const reads = typeof key === "string" && (key.startsWith("read") || key.startsWith("get"));
      return (...args: unknown[]) => {
        if (!reads) shared.clear();
        return call(...args);
      };
    },
  });
}

/** The middleware of the shop's pages: locale from the URL path, no new sessions. */
export const storeApiMiddleware = createStoreApiMiddleware();

/** The middleware of public resources (the same answer for every shopper): no session read or written. */
export const anonymousStoreApiMiddleware = createStoreApiMiddleware({ anonymous: true });
