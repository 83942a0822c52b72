import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PriceTiers, type PriceTiersProps } from "./PriceTiers.tsx";

const base: PriceTiersProps = {
  tiers: [
    { quantityLabel: "bis 9", price: 9.9, referencePrice: "CHF 1.98 / 1 l" },
    { quantityLabel: "ab 10", price: 8.9, referencePrice: "CHF 1.78 / 1 l" },
  ],
  currency: "CHF",
  caption: "Staffelpreise",
  quantityHeader: "Menge",
  priceHeader: "Stückpreis",
};

describe("PriceTiers", () => {
  it("is a table named by its caption, with column and row headers", () => {
    render(<PriceTiers {...base} />);
    const table = screen.getByRole("table", { name: "Staffelpreise" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Menge", "Stückpreis"]);
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((th) => th.textContent),
    ).toEqual(["bis 9", "ab 10"]);
    expect(within(table).getAllByRole("row")[2]?.textContent).toContain("CHF 8.90");
  });

  it("adds the reference column only with a header and a tier that has a reference price", () => {
    const { rerender } = render(<PriceTiers {...base} referenceHeader="Grundpreis" />);
    expect(screen.getByRole("columnheader", { name: "Grundpreis" })).toBeTruthy();
    expect(screen.getByRole("cell", { name: "CHF 1.78 / 1 l" })).toBeTruthy();

    const withoutReference = base.tiers.map(({ quantityLabel, price }) => ({ quantityLabel, price }));
    rerender(<PriceTiers {...base} tiers={withoutReference} referenceHeader="Grundpreis" />);
    expect(screen.queryByRole("columnheader", { name: "Grundpreis" })).toBeNull();
  });

  it("marks the row of the chosen quantity", () => {
    render(<PriceTiers {...base} selectedIndex={1} selectedLabel="aktuelle Menge" />);
    const rows = screen.getAllByRole("row");
    expect(rows[2]?.getAttribute("aria-current")).toBe("true");
    expect(rows[1]?.hasAttribute("aria-current")).toBe(false);
    expect(screen.getByRole("rowheader", { name: "ab 10 (aktuelle Menge)" })).toBeTruthy();
  });

  it("reads a list price as one phrase after the price", () => {
    render(
      <PriceTiers
        {...base}
        tiers={[{ quantityLabel: "ab 1", price: 7.5, listPrice: 9.9 }]}
        listPriceLabel="statt"
      />,
    );
    const cell = screen.getByRole("cell");
    expect(cell.textContent).toBe("CHF 7.50 statt CHF 9.90");
    expect(within(cell).getByText("CHF 9.90").tagName).toBe("S");
  });

  it("renders nothing without tiers", () => {
    const { container } = render(<PriceTiers {...base} tiers={[]} />);
    expect(container.innerHTML).toBe("");
  });
});
