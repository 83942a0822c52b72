import { useLingui } from "@lingui/react/macro";
import type { CartSummaryLabels } from "@shop/design-system";
import type { TaxState } from "@shop/store-api";

/**
 * The texts of design-system `CartSummary` (cart page, checkout, order pages), with the shipping method's
 * name. The rows are the Store API's numbers as they are; with net prices (`taxState` of the context, or
 * the order's `taxStatus`) the subtotal says that it is without VAT, which the rows below add.
 */
export function useSummaryLabels(method?: string, taxState: TaxState = "gross"): CartSummaryLabels {
  const { t } = useLingui();
  return {
    heading: t`Summary`,
    subtotal: taxState === "gross" ? t`Subtotal` : t`Subtotal (excl. VAT)`,
    discount: t`Discount`,
    shippingCosts: method ? t`Shipping costs (${method})` : t`Shipping costs`,
    shippingDiscount: t`Shipping discount`,
    netTotal: t`Total without VAT`,
    tax: (rate) => t`plus ${rate} % VAT`,
    total: t`Total`,
  };
}
