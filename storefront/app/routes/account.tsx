import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useRouteLoaderData } from "react-router";
import { css } from "@shop/styled-system/css";
import type { Route } from "./+types/account";
import type { loader as accountLayoutLoader } from "../layouts/account.tsx";
import { PRIVATE_CACHE_CONTROL } from "../lib/account.server.ts";
import { createI18n } from "../lib/i18n.ts";
import { localizePath } from "../lib/locale.ts";
import { metaTags } from "../lib/meta-tags.ts";
import { pageUrls } from "../lib/page-meta.server.ts";
import { useLocale } from "../lib/use-locale.ts";
import { localeContext, storeApiContext } from "../lib/request-context.server.ts";
import { readLatestOrder } from "../lib/account-orders.server.ts";
import { RecentOrder } from "../components/account-order-islands.ts";

/**
 * `/account`: the account overview — the greeting, the e-mail address, the default billing and shipping
 * addresses, and the ways into the account's sections. The customer comes from the account layout.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const i18n = await createI18n(locale);
  const meta = {
    title: i18n._(msg`Your account`),
    ...pageUrls(url.origin, (language) => localizePath("/account", language), locale),
  };
  const latestOrder = await readLatestOrder(context.get(storeApiContext));
  return { meta, latestOrder };
}

export function headers() {
  return { "Cache-Control": PRIVATE_CACHE_CONTROL };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function AccountOverview({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const account = useRouteLoaderData<typeof accountLayoutLoader>(`${locale}/account-layout`)?.account;
  if (!account) return null;
  const name = [account.firstName, account.lastName].filter(Boolean).join(" ");
  return (
    <main id="main" className={styles.main}>
      <h1 className={styles.heading}>{t`Hello ${name}`}</h1>
      <p className={styles.intro}>
        <Trans>
          This is your account: your personal data, addresses, payment methods and orders at a glance.
        </Trans>
      </p>
      <div className={styles.cards}>
        <RecentOrder order={loaderData.latestOrder} />
        <section className={styles.card} aria-labelledby="account-profile">
          <h2 id="account-profile" className={styles.cardHeading}>
            <Trans>Personal data</Trans>
          </h2>
          <p>{name}</p>
          <p>{account.email}</p>
          <Link to={localizePath("/account/profile", locale)} className={styles.cardLink}>
            <Trans>Edit profile</Trans>
          </Link>
        </section>
        <section className={styles.card} aria-labelledby="account-payment">
          <h2 id="account-payment" className={styles.cardHeading}>
            <Trans>Payment method</Trans>
          </h2>
          <Link to={localizePath("/account/payment", locale)} className={styles.cardLink}>
            <Trans>Change payment method</Trans>
          </Link>
        </section>
        <AddressCard id="account-billing" title={t`Default billing address`} lines={account.billingAddress} />
        <AddressCard
          id="account-shipping"
          title={t`Default shipping address`}
          lines={account.shippingAddress}
        />
      </div>
      <p>
        <Link to={localizePath("/account/order", locale)} className={styles.cardLink}>
          <Trans>Show your orders</Trans>
        </Link>
      </p>
    </main>
  );
}

function AddressCard({ id, title, lines }: { id: string; title: string; lines: string[] }) {
  const locale = useLocale();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardHeading}>
        {title}
      </h2>
      {lines.length > 0 ? (
        <address className={styles.address}>
          {lines.map((line, index) => (
            <span key={index}>{line}</span>
          ))}
        </address>
      ) : (
        <p>
          <Trans>No address yet.</Trans>
        </p>
      )}
      <Link to={localizePath("/account/address", locale)} className={styles.cardLink}>
        <Trans>Manage addresses</Trans>
      </Link>
    </section>
  );
}

const styles = {
  main: css({ display: "flex", flexDirection: "column", gap: "6", minW: "0" }),
  heading: css({ textStyle: "h1", overflowWrap: "anywhere" }),
  intro: css({ color: "fg.muted" }),
  cards: css({ display: "grid", gap: "4", md: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } }),
  card: css({
    display: "flex",
    flexDirection: "column",
    gap: "2",
    p: "5",
    borderWidth: "1px",
    borderColor: "border",
    borderRadius: "lg",
    overflowWrap: "anywhere",
  }),
  cardHeading: css({ textStyle: "h4" }),
  address: css({ display: "flex", flexDirection: "column", fontStyle: "normal" }),
  cardLink: css({
    color: "accent.text",
    textDecoration: "underline",
    borderRadius: "sm",
    focusVisibleRing: "outside",
    alignSelf: "flex-start",
  }),
};
