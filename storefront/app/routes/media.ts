import type { Route } from "./+types/media";
import { cachePolicies, mediaPolicy } from "../lib/http-cache.server.ts";
import { shop } from "../lib/shop.server.ts";

/** Offline mode only: media files of the embedded emulator, served under the shop's own origin. */
export async function loader({ request }: Route.LoaderArgs) {
  if (!shop.emulatorOrigin) return new Response("Not Found", { status: 404 });
  const url = new URL(request.url);
  const upstream = await fetch(`${shop.emulatorOrigin}${url.pathname}`);
  const headers = new Headers();
  for (const name of ["content-type", "content-length", "etag", "last-modified"]) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set("Cache-Control", cachePolicies[upstream.ok ? mediaPolicy(url.pathname) : "noStore"]);
  return new Response(upstream.body, { status: upstream.status, headers });
}
