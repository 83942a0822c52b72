import type { ReactNode } from "react";
import { data as withHeaders, Outlet, useRouteLoaderData, type ShouldRevalidateFunction } from "react-router";
import type { NavItem } from "@shop/design-system";
import type { Route } from "./+types/default";
import { ErrorPage, Notifications, ShellStatus, ShopHeader, SiteFooter } from "../components/islands.ts";
import { shellAttributes } from "../components/shell-styles.ts";
import { readIsLoggedIn } from "../lib/account.server.ts";
import { readCartCount } from "../lib/cart.server.ts";
import { readCurrencyState } from "../lib/currency.server.ts";
import { isSessionReload, sessionFingerprint, useSessionSync } from "../lib/session-sync.ts";
import type { CurrencyOption } from "../lib/currency.ts";
import { takeFlash } from "../lib/flash.server.ts";
import { readLayoutNavigation } from "../lib/layout.server.ts";
import { useLocale } from "../lib/use-locale.ts";
import type { FooterColumn } from "../lib/navigation.ts";
import { localeContext, storeApiContext, storeApiMiddleware } from "../lib/request-context.server.ts";
import { readShellTexts } from "../lib/shell-texts.server.ts";
import { isLanguageDebug } from "../lib/text-options.ts";
import type { ShellTexts } from "../lib/shell-texts.ts";
import { readTextOverrides } from "../lib/text-overrides.server.ts";

// Caching (a page rendered with the shopper's session is private): root.tsx's httpCacheMiddleware, ADR 7.
export const middleware: Route.MiddlewareFunction[] = [storeApiMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(storeApiContext);
  const locale = context.get(localeContext);
  const [navigation, cartItems, isLoggedIn, currency, textOverrides] = await Promise.all([
    readLayoutNavigation(api, locale),
    readCartCount(api),
    readIsLoggedIn(api),
    readCurrencyState(api),
    readTextOverrides(api, locale),
  ]);
  const shellTexts = await readShellTexts(locale, {
    debug: isLanguageDebug(new URL(request.url).searchParams),
    overrides: textOverrides,
  });
  // A one-time message from a form posted without JavaScript (e.g. add to cart), cleared once read.
  const { flash, headers } = takeFlash(request);
  return withHeaders(
    {
      locale,
      ...navigation,
      cartCount: cartItems,
      isLoggedIn,
      ...currency,
      flash,
      year: new Date().getFullYear(),
      textOverrides,
      shellTexts,
    },
    { headers },
  );
}

/**
 * The layout's data (three navigations, the cart count, whether the shopper is logged in) changes with the
 * cart and the session, not with the page: a client-side navigation (a filter, "load more", another
 * category) keeps it, an action (add to cart, login, logout) reloads it. Another locale is another layout route, loaded on its own.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  isSessionReload() ||
  (formMethod !== undefined && formMethod.toUpperCase() !== "GET" ? defaultShouldRevalidate : false);

/** What the shell shows of the layout's data (the page's data, or nothing on an error page). */
interface LayoutData {
  footerColumns: FooterColumn[];
  mainNavigation: NavItem[];
  serviceNavigation: NavItem[];
  cartCount: number;
  isLoggedIn: boolean;
  currency?: string;
  currencies?: CurrencyOption[];
  year?: number;
  textOverrides?: Record<string, string>;
  shellTexts?: ShellTexts;
}

function Shell({ children, data }: { children: ReactNode; data: LayoutData | undefined }) {
  const locale = useLocale();
  return (
    <div {...{ [shellAttributes.pageFrame]: "" }}>
      <ShopHeader
        locale={locale}
        navigation={data?.mainNavigation ?? []}
        serviceNavigation={data?.serviceNavigation ?? []}
        cartCount={data?.cartCount ?? 0}
        isLoggedIn={data?.isLoggedIn ?? false}
      />
      <div>{children}</div>
      {data?.shellTexts && <ShellStatus texts={data.shellTexts} overrides={data.textOverrides} />}
      <SiteFooter
        locale={locale}
        columns={data?.footerColumns ?? []}
        year={data?.year}
        currency={data?.currency}
        currencies={data?.currencies}
      />
    </div>
  );
}

export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  useSessionSync(sessionFingerprint(loaderData.isLoggedIn, loaderData.currency));
  return (
    <Shell data={loaderData}>
      <Notifications flash={loaderData.flash} />
      <Outlet />
    </Shell>
  );
}

/** Page errors (404, 5xx, maintenance) render inside the shop's header and footer. */
export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  void params;
  const data = useRouteLoaderData<typeof loader>(useLayoutId());
  return (
    <Shell data={data}>
      <ErrorPage error={error} />
    </Shell>
  );
}

function useLayoutId() {
  const locale = useLocale();
  return `${locale}/default-layout`;
}
