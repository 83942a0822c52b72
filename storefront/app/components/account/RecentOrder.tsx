import { Link as RouterLink } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { css } from "@shop/styled-system/css";
import type { OrderListItem } from "../../lib/account-orders.server.ts";
import { localizePath } from "../../lib/locale.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { formatOrderDate, orderListStyles, orderPath } from "./OrderList.tsx";

/**
 * The account overview's "recent activity" (an island for its texts' catalog): the latest order — number,
 * date, state, a link to it — or that there are no orders yet.
 */
export function RecentOrder({ order }: { order: OrderListItem | null }) {
  const { t } = useLingui();
  const locale = useLocale();
  const number = order?.orderNumber ?? "";
  return (
    <section className={orderListStyles.card} aria-labelledby="account-recent">
      <h2 id="account-recent" className={styles.heading}>
        {t`Recent activity`}
      </h2>
      {order ? (
        <>
          <p>
            {t`Your latest order:`}{" "}
            <RouterLink to={orderPath(order.id, locale)} className={orderListStyles.link}>
              {t`Order ${number}`}
            </RouterLink>
          </p>
          <p className={styles.muted}>
            {formatOrderDate(order.orderDate, locale)} · {order.orderState.name} · {order.paymentState.name}
          </p>
        </>
      ) : (
        <p>{t`You have not placed any orders yet.`}</p>
      )}
      <RouterLink to={localizePath("/account/order", locale)} className={orderListStyles.link}>
        {t`All orders`}
      </RouterLink>
    </section>
  );
}

const styles = {
  heading: css({ textStyle: "h4" }),
  muted: css({ color: "fg.muted" }),
};
