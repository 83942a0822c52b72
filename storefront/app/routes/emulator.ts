import type { Route } from "./+types/emulator";
import { shopCache } from "../lib/shop-cache.server.ts";
import { shop } from "../lib/shop.server.ts";

/**
 * Offline mode only: the emulator's own pages under the shop's origin — the payment provider's page
 * (`/__emulator/payment/<token>`, docs/emulator.md "Payment"; the Store API names the gateway on the origin
 * it was asked from, this shop's, as it does for media) and the dev mailbox (`/__emulator/mailbox`, every
 * mail the shop sent: order confirmations, opt-in and recovery links). With a real Shopware this is 404.
 */
async function gateway({ request }: Route.LoaderArgs | Route.ActionArgs) {
  if (!shop.emulatorOrigin) return new Response("Not Found", { status: 404 });
  const url = new URL(request.url);
  const headers = new Headers({
    "x-forwarded-host": url.host,
    "x-forwarded-proto": url.protocol.replace(":", ""),
  });
  const contentType = request.headers.get("content-type");
  if (contentType) headers.set("content-type", contentType);
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  // A switch or the clock may change what shop-wide reads answer: the shop cache starts over.
  if (hasBody) shopCache.clear();
  const upstream = await fetch(`${shop.emulatorOrigin}${url.pathname}${url.search}`, {
    method: request.method,
    headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
    redirect: "manual",
  });
  const responseHeaders = new Headers({ "cache-control": "no-store" });
  for (const name of ["content-type", "location"]) {
    const value = upstream.headers.get(name);
    if (value) responseHeaders.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
}

export const loader = gateway;
export const action = gateway;
