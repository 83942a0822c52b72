import { useEffect, useRef, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { useLingui } from "@lingui/react/macro";
import type { QuantityMessages } from "@shop/design-system";
import { useShowCartMessage } from "./add-to-cart.ts";
import type { CartActionResult } from "./cart.server.ts";
import { broadcastCartChange } from "./cart-sync.ts";
import { localizePath } from "./locale.ts";
import { useLocale } from "./use-locale.ts";

/**
 * One of the cart's forms (the cart page's and the side cart's) with JavaScript: submitted through its own
 * fetcher to the cart page's action (no page load; the page, the header's badge and a loaded side cart
 * revalidate after it), its answer shown as toasts, and the shop's other tabs told (lib/cart-sync.ts).
 * Without JavaScript, or before hydration, the same form posts natively and comes back with 303 and a flash.
 * A form whose success unmounts it (a line's removal) takes its hook from the list around it, which stays:
 * the answer's toast and the other tabs' message come from there (`pendingLineItemId` names the line).
 */
export type CartForm = ReturnType<typeof useCartForm>;

export function useCartForm(onDone?: (result: CartActionResult) => void) {
  const fetcher = useFetcher<CartActionResult>();
  const showMessage = useShowCartMessage();
  const shown = useRef<CartActionResult | undefined>(undefined);
  const cartPath = localizePath("/checkout/cart", useLocale());

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || shown.current === result) return;
    shown.current = result;
    result.messages.forEach(showMessage);
    if (result.ok) broadcastCartChange(result.cartCount);
    onDone?.(result);
  }, [fetcher.state, fetcher.data, showMessage, onDone]);

  const isPending = fetcher.state !== "idle";
  return {
    isPending,
    /** The line whose form is waiting, when one hook serves every line's removal. */
    pendingLineItemId: isPending ? (fetcher.formData?.get("lineItemId")?.toString() ?? undefined) : undefined,
    result: fetcher.state === "idle" ? fetcher.data : undefined,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      const formData = new FormData(event.currentTarget);
      // The answer is JSON for the toasts; the page updates by revalidation.
      formData.delete("redirectTo");
      void fetcher.submit(formData, { method: "post", action: cartPath });
    },
  };
}

/** The quantity field's messages (spec §5: a positive whole number within the product's limits). */
export function useQuantityMessages(): QuantityMessages {
  const { t } = useLingui();
  return {
    required: t`Please enter a quantity.`,
    integer: t`Please enter a whole number.`,
    min: (min) => t`The minimum order quantity is ${min}.`,
    max: (max) => t`The maximum order quantity is ${max}.`,
    step: (step, min) => t`This product is sold in steps of ${step} from ${min}.`,
  };
}
