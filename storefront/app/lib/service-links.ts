/**
 * The links into the service forms (lib/service-forms.ts), apart from their rules so the product page and
 * the cart carry only these few lines.
 */

/** The quotation page's link for products: `/quotation-request?product=…&quantity=…` (unlocalized). */
export function quotationHref(lines: readonly { productNumber: string; quantity: number }[]): string {
  const query = new URLSearchParams();
  for (const line of lines) {
    query.append("product", line.productNumber);
    query.append("quantity", String(line.quantity));
  }
  return `/quotation-request?${query.toString()}`;
}

/** The test-machine page's link for a machine: `/test-machine-inquiry?machine=<name (number)>`. */
export const testMachineHref = (machine: string) =>
  `/test-machine-inquiry?${new URLSearchParams({ machine }).toString()}`;
