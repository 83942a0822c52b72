import { useLingui } from "@lingui/react/macro";
import { CartLineItem } from "@shop/design-system";
import { useCartForm, useQuantityMessages, type CartForm } from "../lib/cart-form.ts";
import type { CartPageLine } from "../lib/cart.server.ts";

/**
 * A product line of the cart (the cart page and the side cart): its quantity and remove forms post the
 * cart page's intents to `cartPath` (without JavaScript natively, with it through `useCartForm`; the
 * removal through the list's).
 */
export function CartLine({
  line,
  currency,
  cartPath,
  removal,
  layout,
}: {
  line: CartPageLine;
  currency: string;
  cartPath: string;
  /** The list's removal form (`useCartForm`): it outlives the removed line, for the answer's toast. */
  removal: CartForm;
  /** `compact` in the side cart's narrow panel. */
  layout?: "responsive" | "compact";
}) {
  const { t } = useLingui();
  const messages = useQuantityMessages();
  const update = useCartForm();
  const name = line.name;
  const fields = { lineItemId: line.id, name, redirectTo: cartPath };
  return (
    <li>
      <CartLineItem
        layout={layout}
        name={name}
        href={line.href}
        image={line.image}
        options={line.options}
        productNumber={line.productNumber}
        productNumberLabel={t`Product number`}
        currency={currency}
        unitPrice={line.unitPrice}
        totalPrice={line.totalPrice}
        unitPriceLabel={t`Unit price`}
        totalPriceLabel={t`Total`}
        quantity={line.quantity}
        min={line.min}
        max={line.max}
        step={line.step}
        quantityLabel={t`Quantity`}
        quantityMessages={messages}
        decrementLabel={t`Decrease quantity`}
        incrementLabel={t`Increase quantity`}
        update={{
          action: cartPath,
          fields: { intent: "update", ...fields },
          label: t`Update`,
          ariaLabel: t`Update the quantity of ${name}`,
          pendingLabel: t`Updating`,
          isPending: update.isPending,
          onSubmit: update.onSubmit,
        }}
        remove={
          line.removable
            ? {
                action: cartPath,
                fields: { intent: "remove", ...fields },
                label: t`Remove`,
                ariaLabel: t`Remove ${name} from the cart`,
                pendingLabel: t`Removing`,
                isPending: removal.pendingLineItemId === line.id,
                onSubmit: removal.onSubmit,
              }
            : undefined
        }
      />
    </li>
  );
}
