import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatPrice } from "./formatPrice.ts";
import { Price } from "./Price.tsx";

describe("formatPrice", () => {
  it.each([
    [1234.5, "CHF", "CHF 1'234.50"],
    [0, "CHF", "CHF 0.00"],
    [-12, "CHF", "CHF -12.00"],
    [1234567.891, "EUR", "EUR 1'234'567.89"],
    [9.9, "CHF", "CHF 9.90"],
    [999.995, "CHF", "CHF 1'000.00"],
    [-0, "CHF", "CHF 0.00"],
    [-0.001, "CHF", "CHF 0.00"],
    [42, "usd", "USD 42.00"],
    [1500, "GBP", "GBP 1'500.00"],
  ])("%s %s is %s", (amount, currency, expected) => {
    expect(formatPrice(amount, currency)).toBe(expected);
  });

  it("always groups with a plain apostrophe, whatever the ICU data", () => {
    expect(formatPrice(12345678, "CHF")).not.toMatch(/[\u2019\u2212\u00a0]/);
  });
});

const text = (element: Element) => element.textContent?.replace(/\s+/g, " ").trim();

describe("Price", () => {
  it("shows the formatted amount", () => {
    render(<Price amount={1234.5} currency="CHF" />);
    expect(screen.getByText("CHF 1'234.50")).toBeTruthy();
  });

  it("reads a list price as one phrase", () => {
    const { container } = render(
      <Price amount={9.9} currency="CHF" listPrice={12.9} listPriceLabel="statt" from="ab" />,
    );
    const listPrice = screen.getByText("CHF 12.90");

    expect(text(container.firstElementChild!)).toBe("ab CHF 9.90 statt CHF 12.90");
    expect(listPrice.tagName).toBe("S");
    expect(container.firstElementChild?.hasAttribute("data-sale")).toBe(true);
  });

  it("has no sale state without a list price", () => {
    const { container } = render(<Price amount={5} currency="EUR" listPriceLabel="au lieu de" />);

    expect(text(container.firstElementChild!)).toBe("EUR 5.00");
    expect(container.firstElementChild?.hasAttribute("data-sale")).toBe(false);
  });
});
