import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CartSummary } from "./CartSummary.tsx";
import { cartSummaries } from "./__fixtures__/cartSummaries.ts";

const rows = () =>
  within(screen.getByRole("region", { name: "Zusammenfassung" }))
    .getAllByRole("term")
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

describe("CartSummary", () => {
  it("lists subtotal, shipping, total without VAT, VAT per rate and total, with the free-shipping hint", () => {
    render(<CartSummary {...cartSummaries.belowFreeShipping} />);
    expect(rows()).toEqual([
      "Zwischensumme CHF 47.70",
      "Versandkosten CHF 9.90",
      "Gesamtsumme ohne MwSt. CHF 53.60",
      "zzgl. 8.1 % MwSt. CHF 3.40",
      "zzgl. 2.6 % MwSt. CHF 0.70",
      "Gesamtsumme CHF 57.60",
    ]);
    expect(screen.getByText("Noch CHF 12.30 bis zur Gratislieferung")).toBeTruthy();
  });

  it("shows the discount and the shipping discount only when there are some", () => {
    const { rerender } = render(<CartSummary {...cartSummaries.withDiscount} />);
    expect(rows()).toContain("Rabatt CHF -10.68");
    expect(rows().some((row) => row.startsWith("Versandrabatt"))).toBe(false);
    rerender(<CartSummary {...cartSummaries.withShippingDiscount} />);
    expect(rows()).toContain("Versandrabatt CHF -9.90");
    expect(rows().some((row) => row.startsWith("Rabatt"))).toBe(false);
  });

  it("has no shipping rows for a virtual cart (downloads only)", () => {
    render(<CartSummary {...cartSummaries.belowFreeShipping} shippingCosts={0} virtual />);
    expect(rows().some((row) => row.startsWith("Versand"))).toBe(false);
    expect(rows()[0]).toBe("Zwischensumme CHF 47.70");
  });

  it("formats every amount in the cart's currency", () => {
    render(<CartSummary {...cartSummaries.euro} />);
    expect(rows().at(-1)).toBe("Gesamtsumme EUR 1'245.00");
  });
});
