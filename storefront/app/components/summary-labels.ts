import { useLingui } from "@lingui/react/macro";
import type { CartSummaryLabels } from "@shop/design-system";

/** The texts of design-system `CartSummary` (the cart page, the order pages), with the shipping method's name. */
export function useSummaryLabels(method?: string): CartSummaryLabels {
  const { t } = useLingui();
  return {
    heading: t`Summary`,
    subtotal: t`Subtotal`,
    discount: t`Discount`,
    shippingCosts: method ? t`Shipping costs (${method})` : t`Shipping costs`,
    shippingDiscount: t`Shipping discount`,
    netTotal: t`Total without VAT`,
    tax: (rate) => t`plus ${rate} % VAT`,
    total: t`Total`,
  };
}
