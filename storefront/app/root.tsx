import { useEffect, useLayoutEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { FontProbe } from "./components/FontProbe.tsx";
import { cacheWebFont, WebFont } from "./components/WebFont.tsx";
import { ErrorPage } from "./components/islands.ts";
import { TagManagerScript, TrackingConsent } from "./components/TrackingConsent.tsx";
import { createCsrfMiddleware } from "./lib/csrf.server.ts";
import { httpCacheMiddleware } from "./lib/http-cache.server.ts";
import { shop } from "./lib/shop.server.ts";
import { tagManagerState } from "./lib/tag-manager.server.ts";
import { tabSyncOffAttribute } from "./lib/tab-channel.ts";
import { useLocale } from "./lib/use-locale.ts";
import stylesheet from "./app.css?url";

/**
 * Runs before every route's middleware, action and loader, resource routes included. First (outermost) the
 * caching headers of every answer (pages, `.data`, resource routes; lib/http-cache.server.ts, ADR 7), the
 * CSRF refusal's too; then a state-changing request from another site is refused, once for the whole shop
 * (lib/csrf.server.ts).
 */
export const middleware: Route.MiddlewareFunction[] = [
  httpCacheMiddleware,
  createCsrfMiddleware({ publicUrl: shop.publicUrl }),
];

/**
 * What every page needs to know beyond its route: whether a tag manager is configured and what the shopper
 * decided about it (lib/tag-manager.ts), and whether tabs stay unsynced (`BROADCAST_TABS=off`,
 * lib/tab-channel.ts); nothing of either by default. A decision is a form post that loads the page anew, so
 * client-side navigations never ask again.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { tagManager: tagManagerState(request), ...(shop.tabSync ? {} : { tabSyncOff: true as const }) };
}

export function shouldRevalidate() {
  return false;
}

export const links: Route.LinksFunction = () => [
  // `precedence` makes React emit the render-blocking stylesheet before the script preloads. The server's
  // HTML only: entry.server puts the rules the page uses inline and the app loads the rest (ADR 6); the
  // browser never adds the whole stylesheet, which would restyle every element of the page.
  ...(import.meta.env.SSR ? [{ rel: "stylesheet", href: stylesheet, precedence: "default" }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const tabSyncOff = (useRouteLoaderData("root") as { tabSyncOff?: true } | undefined)?.tabSyncOff;
  const tabSync = tabSyncOff ? { [tabSyncOffAttribute]: "" } : {};
  return (
    // WebFont sets an attribute on <html> while the page is parsed.
    <html lang={locale} suppressHydrationWarning {...tabSync}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <WebFont />
      </head>
      <body>
        <FontProbe />
        {children}
        <TrackingConsent />
        <TagManagerScript />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The page; react-aria's providers wrap each island (components/islands.ts), not the whole app. */
export default function App() {
  // Marks the document once React has hydrated the page's shell: tests and the size budget wait for it. A
  // layout effect, so it comes before the islands start loading their code (in their passive effects).
  useLayoutEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  useEffect(cacheWebFont, []);
  return <Outlet />;
}

/** Last resort when even the page layout failed: the error page without header data. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
