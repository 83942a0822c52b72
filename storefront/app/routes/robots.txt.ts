import type { Route } from "./+types/robots.txt";
import { robotsTxt, SITEMAP_CACHE } from "../lib/sitemap.server.ts";

/** `/robots.txt`: crawl everything but the personal pages; where the sitemap is (absolute, this origin). */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": SITEMAP_CACHE },
  });
}
