import { http } from "msw";
import { preflightResponse, withCors } from "../lib/cors.ts";
import { errorResponse, errors } from "../lib/errors.ts";
import type { EmulatorRuntime } from "../lib/route.ts";
import { categoryHandlers } from "./category.ts";
import { contextHandlers } from "./context.ts";
import { navigationHandlers } from "./navigation.ts";
import { seoUrlHandlers } from "./seo-url.ts";
import { systemHandlers } from "./system.ts";

/**
 * Every Store API route of the emulator (after the CORS preflight), then Shopware's 404 for any other
 * `/store-api/...` path. Add more routes before the catch-all (or with `server.use()` / story parameters).
 */
export function createHandlers(runtime: EmulatorRuntime) {
  return [
    http.options("*/store-api/*", ({ request }) => preflightResponse(request)),
    ...contextHandlers(runtime),
    ...systemHandlers(runtime),
    ...navigationHandlers(runtime),
    ...seoUrlHandlers(runtime),
    ...categoryHandlers(runtime),
    http.all("*/store-api/*", ({ request }) =>
      withCors(errorResponse(errors.routeNotFound(request.method, new URL(request.url).pathname))),
    ),
  ];
}
