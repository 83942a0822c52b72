import type { ReactNode } from "react";
import { Outlet, useLocation, useRouteLoaderData } from "react-router";
import type { Category } from "@shop/store-api";
import { css } from "@shop/styled-system/css";
import type { Route } from "./+types/default";
import { ErrorPage } from "../components/ErrorPage.tsx";
import { SiteFooter } from "../components/SiteFooter.tsx";
import { SiteHeader } from "../components/SiteHeader.tsx";
import { splitLocalePath } from "../lib/locale.ts";
import { localeContext, storeApiContext, storeApiMiddleware } from "../lib/request-context.server.ts";

export const middleware: Route.MiddlewareFunction[] = [storeApiMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const api = context.get(storeApiContext);
  // Secondary to the page: a failing footer navigation renders empty columns, never an error page.
  const footerColumns = await api
    .readNavigation(
      { activeId: "footer-navigation", rootId: "footer-navigation", depth: 2 },
      { includeSeoUrls: true },
    )
    .catch((error: unknown) => {
      console.error("footer navigation failed", error);
      return [] as Category[];
    });
  return { locale: context.get(localeContext), footerColumns, year: new Date().getFullYear() };
}

function Shell({
  children,
  footerColumns,
  year,
}: {
  children: ReactNode;
  footerColumns: Category[];
  year?: number;
}) {
  const { locale } = splitLocalePath(useLocation().pathname);
  return (
    <div className={styles.shell}>
      <SiteHeader locale={locale} />
      <div className={styles.content}>{children}</div>
      <SiteFooter locale={locale} columns={footerColumns} year={year} />
    </div>
  );
}

export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Shell footerColumns={loaderData.footerColumns} year={loaderData.year}>
      <Outlet />
    </Shell>
  );
}

/** Page errors (404, 5xx, maintenance) render inside the shop's header and footer. */
export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  void params;
  const data = useRouteLoaderData<typeof loader>(useLayoutId());
  return (
    <Shell footerColumns={data?.footerColumns ?? []} year={data?.year}>
      <ErrorPage error={error} />
    </Shell>
  );
}

function useLayoutId() {
  const { locale } = splitLocalePath(useLocation().pathname);
  return `${locale}/default-layout`;
}

const styles = {
  shell: css({ minH: "100dvh", display: "flex", flexDirection: "column" }),
  content: css({ flex: "1" }),
};
