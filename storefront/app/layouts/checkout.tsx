import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data as withHeaders, Outlet } from "react-router";
import { css } from "@shop/styled-system/css";
import type { Route } from "./+types/checkout";
import { ErrorPage, Notifications } from "../components/islands.ts";
import { Logo } from "../components/Logo.tsx";
import { takeFlash } from "../lib/flash.server.ts";
import { localizePath } from "../lib/locale.ts";
import { useLocale } from "../lib/use-locale.ts";
import { storeApiContext, storeApiMiddleware } from "../lib/request-context.server.ts";
import { readIsLoggedIn } from "../lib/account.server.ts";
import { readCurrencyState } from "../lib/currency.server.ts";
import { sessionFingerprint, useSessionSync } from "../lib/session-sync.ts";

export const middleware: Route.MiddlewareFunction[] = [storeApiMiddleware];

/** The checkout layout (spec §2 "Layouts"): no shop navigation, only what keeps the shopper oriented. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(storeApiContext);
  const [isLoggedIn, { currency }] = await Promise.all([readIsLoggedIn(api), readCurrencyState(api)]);
  const { flash, headers } = takeFlash(request);
  // The session as the shop's other tabs compare it (lib/session-sync.ts): a login here shows there.
  return withHeaders({ flash, session: sessionFingerprint(isLoggedIn, currency) }, { headers });
}

function Shell({ children }: { children: React.ReactNode }) {
  const locale = useLocale();
  const { i18n } = useLingui();
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <div className={styles.bar}>
          <a
            href={localizePath("/", locale)}
            className={styles.logo}
            aria-label={i18n._(msg`Clarus shop home`)}
          >
            <Logo />
          </a>
          <p className={styles.secure}>
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M6 10V7a6 6 0 0 1 12 0v3M5 10h14v11H5z"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
              />
            </svg>
            <Trans>Secure checkout</Trans>
          </p>
          <a href={localizePath("/checkout/cart", locale)} className={styles.back}>
            <Trans>Back to the cart</Trans>
          </a>
        </div>
      </header>
      <div className={styles.content}>{children}</div>
    </div>
  );
}

export default function CheckoutLayout({ loaderData }: Route.ComponentProps) {
  useSessionSync(loaderData.session);
  return (
    <Shell>
      <Notifications flash={loaderData.flash} />
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Shell>
      <ErrorPage error={error} />
    </Shell>
  );
}

const styles = {
  shell: css({ minH: "100dvh", display: "flex", flexDirection: "column", bg: "bg" }),
  header: css({ borderBottomWidth: "thin", borderBottomStyle: "solid", borderColor: "border" }),
  bar: css({
    maxW: "container",
    mx: "auto",
    px: "gutter",
    py: "3",
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: "4",
    justifyContent: "space-between",
  }),
  logo: css({ display: "inline-flex", _focusVisible: { focusVisibleRing: "outside" } }),
  secure: css({ display: "inline-flex", alignItems: "center", gap: "2", textStyle: "body.sm", color: "fg" }),
  back: css({
    textStyle: "body.sm",
    color: "accent.text",
    textDecoration: "underline",
    _focusVisible: { focusVisibleRing: "outside" },
  }),
  content: css({ flex: "1" }),
};
