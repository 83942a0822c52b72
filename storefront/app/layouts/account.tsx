import { NavLink, Outlet } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { css } from "@shop/styled-system/css";
import type { Route } from "./+types/account";
import { LogoutButton } from "../components/account-islands.ts";
import { readAccountCustomer, requireCustomer, toAccountSummary } from "../lib/account.server.ts";
import { isOrderLinkPath } from "../lib/account-orders.server.ts";
import type { AccountSection } from "../lib/account.ts";
import { localizePath } from "../lib/locale.ts";
import { useLocale } from "../lib/use-locale.ts";
import { localeContext, storeApiContext } from "../lib/request-context.server.ts";
import { PRIVATE_CACHE_CONTROL } from "../lib/http-cache.server.ts";

/**
 * The account layout (spec §2 "/account"): the customer's pages with the account navigation and the logout
 * button beside them. Only for a logged-in customer: a guest goes to the login page, which leads back here
 * (`requireCustomer`). The order mail's link `/account/order/<deepLinkCode>` also serves a guest, who has no
 * account: that page alone, without the account's navigation. Never cached: it shows the customer's own data.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const api = context.get(storeApiContext);
  if (isOrderLinkPath(url.pathname)) {
    const customer = await readAccountCustomer(api);
    return { account: customer ? toAccountSummary(customer) : null };
  }
  const customer = await requireCustomer(api, url, locale);
  return { account: toAccountSummary(customer) };
}

export function headers() {
  return { "Cache-Control": PRIVATE_CACHE_CONTROL };
}

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const links: { to: string; label: string }[] = [
    { to: "/account", label: t`Overview` },
    { to: "/account/profile" satisfies AccountSection, label: t`Personal profile` },
    { to: "/account/address" satisfies AccountSection, label: t`Addresses` },
    { to: "/account/payment" satisfies AccountSection, label: t`Payment methods` },
    { to: "/account/order" satisfies AccountSection, label: t`Orders` },
  ];
  if (!loaderData.account) return <Outlet />;
  return (
    <div className={styles.page}>
      <aside className={styles.aside}>
        <nav aria-label={t`Your account`}>
          <ul className={styles.list}>
            {links.map(({ to, label }) => (
              <li key={to}>
                <NavLink to={localizePath(to, locale)} end className={styles.link}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LogoutButton />
      </aside>
      <Outlet />
    </div>
  );
}

const styles = {
  page: css({
    maxW: "container",
    mx: "auto",
    px: "gutter",
    py: "8",
    display: "grid",
    gap: "8",
    md: { gridTemplateColumns: "15rem minmax(0, 1fr)" },
  }),
  aside: css({
    display: "flex",
    flexDirection: "column",
    gap: "6",
    alignItems: "flex-start",
    md: { order: 0 },
  }),
  list: css({ display: "flex", flexDirection: "column", gap: "1", listStyle: "none" }),
  link: css({
    display: "block",
    py: "2",
    px: "3",
    borderRadius: "md",
    color: "fg",
    textDecoration: "none",
    _hover: { bg: "bg.muted" },
    focusVisibleRing: "outside",
    "&[aria-current=page]": { fontWeight: "semibold", bg: "bg.muted" },
  }),
};
