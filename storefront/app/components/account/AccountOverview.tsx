import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { css } from "@shop/styled-system/css";
import type { AccountSummary } from "../../lib/account.server.ts";
import type { NewsletterState } from "../../lib/newsletter.server.ts";
import type { OrderListItem } from "../../lib/account-orders.server.ts";
import { localizePath } from "../../lib/locale.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { NewsletterSettings } from "../account-islands.ts";
import { RecentOrder } from "../account-order-islands.ts";

export interface AccountOverviewProps {
  account: AccountSummary;
  paymentMethod: string | undefined | null;
  newsletter: NewsletterState;
  latestOrder: OrderListItem | null;
}

/**
 * The account overview (`/account`): the greeting, the latest order, the personal data, the payment method,
 * the default addresses, the newsletter and the way to the orders. An island, so that its texts are in the
 * `account` catalog and not in every page's first load.
 */
export function AccountOverview({ account, paymentMethod, newsletter, latestOrder }: AccountOverviewProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const name = [account.firstName, account.lastName].filter(Boolean).join(" ");
  const customerNumber = account.customerNumber;
  return (
    <main id="main" className={styles.main}>
      <h1 className={styles.heading}>{t`Hello ${name}`}</h1>
      <p className={styles.intro}>
        <Trans>
          This is your account: your personal data, addresses, payment methods and orders at a glance.
        </Trans>
      </p>
      <div className={styles.cards}>
        <RecentOrder order={latestOrder} />
        <section className={styles.card} aria-labelledby="account-profile">
          <h2 id="account-profile" className={styles.cardHeading}>
            <Trans>Personal data</Trans>
          </h2>
          <p>{name}</p>
          <p>{account.email}</p>
          {customerNumber && <p>{t`Customer number: ${customerNumber}`}</p>}
          <Link to={localizePath("/account/profile", locale)} className={styles.cardLink}>
            <Trans>Edit profile</Trans>
          </Link>
        </section>
        <section className={styles.card} aria-labelledby="account-payment">
          <h2 id="account-payment" className={styles.cardHeading}>
            <Trans>Payment method</Trans>
          </h2>
          {paymentMethod && <p data-testid="account-payment-method">{paymentMethod}</p>}
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
        <NewsletterSettings state={newsletter} />
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
