import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useRouteLoaderData } from "react-router";
import { css } from "@shop/styled-system/css";
import type { Route } from "./+types/account";
import type { loader as accountLayoutLoader } from "../layouts/account.tsx";
import { readCurrentPaymentMethod } from "../lib/account-profile.server.ts";
import { PRIVATE_CACHE_CONTROL, requireCustomer } from "../lib/account.server.ts";
import { NewsletterSettings } from "../components/account-islands.ts";
import { accountNewsletterAction, readNewsletterState } from "../lib/newsletter.server.ts";
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
  const api = context.get(storeApiContext);
  const [i18n, paymentMethod, newsletter, latestOrder] = await Promise.all([
    createI18n(locale),
    readCurrentPaymentMethod(api),
    readNewsletterState(api),
    readLatestOrder(api),
  ]);
  const meta = {
    title: i18n._(msg`Your account`),
    ...pageUrls(url.origin, (language) => localizePath("/account", language), locale),
  };
  return { meta, paymentMethod, newsletter, latestOrder };
}

/** The overview's forms: the newsletter card's subscribe / unsubscribe (lib/newsletter.server.ts). */
export async function action({ request, url, context }: Route.ActionArgs) {
  const api = context.get(storeApiContext);
  const locale = context.get(localeContext);
  const customer = await requireCustomer(api, url, locale);
  const form = await request.formData().catch(() => new FormData());
  return accountNewsletterAction(
    request,
    api,
    locale,
    customer.email ?? "",
    String(form.get("intent") ?? ""),
  );
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
          {loaderData.paymentMethod && <p data-testid="account-payment-method">{loaderData.paymentMethod}</p>}
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
        <NewsletterSettings state={loaderData.newsletter} />
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
