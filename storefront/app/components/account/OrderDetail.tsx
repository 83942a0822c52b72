import { Form, Link as RouterLink, useNavigation } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { Button, Link } from "@shop/design-system";
import { css } from "@shop/styled-system/css";
import type { AccountOrderData } from "../../lib/account-orders.server.ts";
import { localizePath } from "../../lib/locale.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { OrderSummary } from "../OrderPage.tsx";
import { OrderFacts, orderListStyles, orderPath } from "./OrderList.tsx";

export interface OrderDetailProps extends AccountOrderData {
  /** The page's heading. */
  title: string;
  /** Shown to a guest through the order mail's link: no way back into an account they do not have. */
  linked?: boolean;
}

/**
 * `/account/order/{id}` (an island): one of the customer's orders — its states, documents (downloaded
 * through the shop), "repeat order" (a POST form: the products into the cart, then the cart page) and,
 * for an unpaid asynchronous payment, the way to the checkout's retry page. The positions (a download's
 * files: its link once paid, else the note that the payment unlocks it), totals, addresses and methods are
 * the order pages' `OrderSummary` (a virtual order: no shipping rows).
 */
export function OrderDetail({ title, order, summary, documents, repeatable, linked }: OrderDetailProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const navigation = useNavigation();
  const action = orderPath(order.id, locale);
  const repeating = navigation.state !== "idle" && navigation.formAction === action;
  const retry = order.paymentMethod.asynchronous && order.paymentChangeable && order.paymentState !== "paid";
  const retryHref = localizePath(`/checkout/success/${encodeURIComponent(order.id)}/unpaid`, locale);
  return (
    <main id="main" className={styles.main}>
      {!linked && (
        <p>
          <RouterLink to={localizePath("/account/order", locale)} className={styles.back}>
            {t`Back to your orders`}
          </RouterLink>
        </p>
      )}
      <h1 className={styles.heading}>{title}</h1>
      <section className={orderListStyles.card} aria-labelledby="order-states">
        <h2 id="order-states" className={styles.subheading}>
          {t`Status`}
        </h2>
        <OrderFacts order={summary} />
        {retry && (
          <p>
            <Link href={retryHref}>{t`Retry payment`}</Link>
          </p>
        )}
      </section>
      <div className={styles.actions}>
        {repeatable && (
          <Form method="post" action={action}>
            <input type="hidden" name="intent" value="repeat" />
            <Button type="submit" isPending={repeating} pendingLabel={t`Adding the products to the cart`}>
              {t`Repeat order`}
            </Button>
          </Form>
        )}
      </div>
      {documents.length > 0 && (
        <section aria-labelledby="order-documents" className={styles.documents}>
          <h2 id="order-documents" className={styles.subheading}>
            {t`Documents`}
          </h2>
          <ul className={styles.plainList}>
            {documents.map((document) => {
              const name = document.name || t`Document`;
              const number = document.number ?? "";
              return (
                <li key={document.id}>
                  <Link href={`${action}/document/${encodeURIComponent(document.id)}`} download>
                    {number ? t`${name} ${number} (PDF)` : t`${name} (PDF)`}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <OrderSummary order={order} />
    </main>
  );
}

const styles = {
  main: css({ display: "flex", flexDirection: "column", gap: "6", minW: "0" }),
  heading: css({ textStyle: "h1", overflowWrap: "anywhere" }),
  subheading: css({ textStyle: "h3" }),
  back: orderListStyles.link,
  actions: css({ display: "flex", flexWrap: "wrap", gap: "3" }),
  documents: css({ display: "flex", flexDirection: "column", gap: "2" }),
  plainList: css({ listStyle: "none", p: "0", m: "0", display: "flex", flexDirection: "column", gap: "1" }),
};
