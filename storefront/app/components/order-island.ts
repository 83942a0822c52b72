import { island } from "./islands.ts";

/**
 * The order pages' content (an island, ADR 6, with the purchase catalog), shared by the three routes after
 * the order (success, paid, unpaid), so that only their chunks carry it.
 */
export const OrderPage = island(
  () => import("./OrderPage.tsx"),
  (module) => module.OrderPage,
  "purchase",
);
