import { island } from "./islands.ts";

/**
 * The account's order islands (ADR 6), apart from `account-islands.ts` so that only the routes showing
 * them carry them: their texts are in the `account` catalog, the order summary's in `purchase`.
 */

/** `/account/order`: the customer's orders with "show more". */
export const OrderList = island(
  () => import("./account/OrderList.tsx"),
  (module) => module.OrderList,
  ["account", "purchase"],
);
/** `/account/order/{id}`: one order, its documents, "repeat order". */
export const OrderDetail = island(
  () => import("./account/OrderDetail.tsx"),
  (module) => module.OrderDetail,
  ["account", "purchase"],
);
/** The account overview's latest order. */
export const RecentOrder = island(
  () => import("./account/RecentOrder.tsx"),
  (module) => module.RecentOrder,
  "account",
);
/** `/account/order/{deepLinkCode}` for a guest: the order's e-mail and postal code first. */
export const OrderLinkForm = island(
  () => import("./account/OrderLinkForm.tsx"),
  (module) => module.OrderLinkForm,
  ["account", "purchase"],
);
