import type { ReactNode } from "react";
import { I18nProvider, RouterProvider } from "react-aria-components";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useHref,
  useLocation,
  useNavigate,
} from "react-router";
import { fontPreloads } from "@shop/design-system/fonts";
import type { Route } from "./+types/root";
import { ErrorPage } from "./components/ErrorPage.tsx";
import { splitLocalePath } from "./lib/locale.ts";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  ...fontPreloads.map(({ href, type }) => ({
    rel: "preload",
    as: "font",
    href,
    type,
    crossOrigin: "anonymous" as const,
  })),
  // `precedence` makes React emit the render-blocking stylesheet before the script preloads.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  const { locale } = splitLocalePath(useLocation().pathname);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * react-aria links (search suggestions, ...) navigate through the router instead of reloading the page, and
 * react-aria's own texts and number formats follow the shop's locale, not the browser's (the server and
 * the first client render agree, and only the shop's languages are bundled: see vite.config.ts).
 */
export default function App() {
  const navigate = useNavigate();
  const { locale } = splitLocalePath(useLocation().pathname);
  return (
    <I18nProvider locale={locale}>
      {/* react-aria calls `useHref` as a hook while rendering its links (its documented React Router setup). */}
      {/* oxlint-disable-next-line react-hooks/rules-of-hooks */}
      <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
        <Outlet />
      </RouterProvider>
    </I18nProvider>
  );
}

/** Last resort when even the page layout failed: the error page without header data. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
