import { useEffect, useRef, useState } from "react";
import { Link as RouterLink, useFetcher } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { formatPrice } from "@shop/design-system";
import { css } from "@shop/styled-system/css";
import { button } from "@shop/styled-system/recipes";
import type { OrderListData, OrderListItem } from "../../lib/account-orders.server.ts";
import { localizePath, type Locale } from "../../lib/locale.ts";
import { useLocale } from "../../lib/use-locale.ts";

/** An order's date in the page's locale, in the shop's time zone (the same text on server and browser). */
export function formatOrderDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "Europe/Zurich" }).format(date);
}

export const orderPath = (orderId: string, locale: Locale) =>
  localizePath(`/account/order/${encodeURIComponent(orderId)}`, locale);

/** The order's facts: date, total, and the order's, payment's and delivery's states. */
export function OrderFacts({ order }: { order: OrderListItem }) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t`Order date`}</dt>
        <dd>{formatOrderDate(order.orderDate, locale)}</dd>
      </div>
      <div>
        <dt>{t`Total`}</dt>
        <dd className={styles.number}>{formatPrice(order.total, order.currency)}</dd>
      </div>
      <div>
        <dt>{t`Order status`}</dt>
        <dd>{order.orderState.name}</dd>
      </div>
      <div>
        <dt>{t`Payment status`}</dt>
        <dd>{order.paymentState.name}</dd>
      </div>
      {order.deliveryState && (
        <div>
          <dt>{t`Delivery status`}</dt>
          <dd>{order.deliveryState.name}</dd>
        </div>
      )}
    </dl>
  );
}

/** One order as a card: number (the link), date, total and its three states. */
export function OrderCard({
  order,
  linkRef,
}: {
  order: OrderListItem;
  linkRef?: React.Ref<HTMLAnchorElement>;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const number = order.orderNumber;
  return (
    <article className={styles.card} aria-labelledby={`order-${order.id}`}>
      <h2 id={`order-${order.id}`} className={styles.cardHeading}>
        <RouterLink ref={linkRef} to={orderPath(order.id, locale)} className={styles.link}>
          {t`Order ${number}`}
        </RouterLink>
      </h2>
      <OrderFacts order={order} />
    </article>
  );
}

export interface OrderListProps extends OrderListData {
  /** The page's heading. */
  title: string;
}

/**
 * `/account/order` (an island): the customer's orders, newest first. "Show more" is a link to the next page
 * (`?page=2` shows the first two pages' orders), so it works without JavaScript; with JavaScript a fetcher
 * loads it, the new orders appear below, the focus moves to the first of them and the count is announced.
 */
export function OrderList({ title, ...initial }: OrderListProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const fetcher = useFetcher<{ list: OrderListData }>();
  const list = fetcher.data?.list ?? initial;
  const { orders, total, page } = list;
  const hasMore = orders.length < total;
  const nextPage = page + 1;
  const href = `${localizePath("/account/order", locale)}?page=${nextPage}`;
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const firstNew = useRef<HTMLAnchorElement>(null);
  const previousCount = useRef(orders.length);
  const loading = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (orders.length > previousCount.current) {
      setFocusIndex(previousCount.current);
      previousCount.current = orders.length;
    }
  }, [fetcher.state, fetcher.data, orders.length]);

  useEffect(() => {
    if (focusIndex !== null) firstNew.current?.focus();
  }, [focusIndex]);

  const shown = orders.length;
  return (
    <main id="main" className={styles.main}>
      <h1 className={styles.heading}>{title}</h1>
      {orders.length === 0 ? (
        <p>{t`You have not placed any orders yet.`}</p>
      ) : (
        <>
          <p className={styles.muted}>{t`Your orders, newest first.`}</p>
          <ol className={styles.list} aria-label={title}>
            {orders.map((order, index) => (
              <li key={order.id}>
                <OrderCard order={order} linkRef={index === focusIndex ? firstNew : undefined} />
              </li>
            ))}
          </ol>
        </>
      )}
      <p aria-live="polite" className={styles.status} data-testid="order-count">
        {orders.length > 0 ? t`Showing ${shown} of ${total} orders.` : ""}
      </p>
      {hasMore && (
        <p>
          <a
            href={href}
            className={button({ variant: "secondary" }).root}
            aria-disabled={loading || undefined}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              if (!loading) fetcher.load(href);
            }}
          >
            {loading ? t`Loading more orders…` : t`Show more orders`}
          </a>
        </p>
      )}
    </main>
  );
}

export const orderListStyles = {
  card: css({
    display: "flex",
    flexDirection: "column",
    gap: "3",
    p: "4",
    borderWidth: "1px",
    borderColor: "border",
    borderRadius: "lg",
    overflowWrap: "anywhere",
  }),
  /** The order's facts: date, total, states (two columns on a phone). */
  facts: css({
    display: "grid",
    gap: "3",
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    md: { gridTemplateColumns: "repeat(5, minmax(0, 1fr))" },
    "& dt": { fontSize: "sm", color: "fg.muted" },
    "& dd": { m: "0", fontWeight: "medium" },
  }),
  link: css({
    color: "accent.text",
    textDecoration: "underline",
    borderRadius: "sm",
    focusVisibleRing: "outside",
  }),
};

const styles = {
  main: css({ display: "flex", flexDirection: "column", gap: "6", minW: "0" }),
  heading: css({ textStyle: "h1", overflowWrap: "anywhere" }),
  muted: css({ color: "fg.muted" }),
  list: css({ listStyle: "none", p: "0", m: "0", display: "flex", flexDirection: "column", gap: "4" }),
  card: orderListStyles.card,
  cardHeading: css({ textStyle: "h4" }),
  link: orderListStyles.link,
  facts: orderListStyles.facts,
  number: css({ fontVariantNumeric: "tabular-nums" }),
  status: css({ color: "fg.muted", fontSize: "sm" }),
};
