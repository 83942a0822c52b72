import { isReadOperation } from "@shop/store-api";
import type { Route } from "./+types/store-api";
import { contextTokenCookieName, readCookie, serializeCookie } from "../lib/cookies.server.ts";
import { shop } from "../lib/shop.server.ts";
import { PRIVATE_CACHE_CONTROL } from "../lib/http-cache.server.ts";

const forwardedRequestHeaders = [
  "accept",
  "content-type",
  "sw-language-id",
  "sw-currency-id",
  "sw-include-seo-urls",
];
const forwardedResponseHeaders = ["content-type", "cache-control", "content-language"];

/**
 * The same-origin Store API proxy for browser code: adds the access key and the shopper's context token
 * (from the HttpOnly cookie), so browser JavaScript never holds either, and writes a new token back as a
 * cookie. Reads by shoppers without a session do not mint one.
 */
async function proxy({ request, params }: Route.LoaderArgs | Route.ActionArgs) {
  const url = new URL(request.url);
  const path = `/${params["*"] ?? ""}`;
  const target = `${shop.endpoint}${path}${url.search}`;
  const token = readCookie(request.headers.get("cookie"), contextTokenCookieName);

  const headers = new Headers({ "sw-access-key": shop.accessKey });
  for (const name of forwardedRequestHeaders) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (token) headers.set("sw-context-token", token);
  if (shop.emulatorOrigin) {
    headers.set("x-forwarded-host", url.host);
    headers.set("x-forwarded-proto", url.protocol.replace(":", ""));
  }

  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  const upstream = await fetch(target, {
    method: request.method,
    headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
    redirect: "manual",
  });

  const responseHeaders = new Headers();
  for (const name of forwardedResponseHeaders) {
    const value = upstream.headers.get(name);
    if (value) responseHeaders.set(name, value);
  }
  const newToken = upstream.headers.get("sw-context-token");
  const startsSession = !isReadOperation(request.method, path);
  if (newToken && newToken !== token && (token || startsSession)) {
    responseHeaders.append(
      "Set-Cookie",
      serializeCookie(contextTokenCookieName, newToken, { request, httpOnly: true }),
    );
  }
  if (token || newToken) responseHeaders.set("Cache-Control", PRIVATE_CACHE_CONTROL);
  return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
}

export const loader = proxy;
export const action = proxy;
