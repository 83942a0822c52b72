import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { viewportWidth } from "@shop/design-system";
import { slot } from "../__fixtures__/cms.ts";
import { floorCleaner, glassCleaner, sanitaryCleaner } from "../__fixtures__/commerce.ts";
import { CmsElementProductSlider } from "../islands/commerce/CmsElementProductSlider.tsx";
import { renderWithI18n } from "../test-utils.tsx";
import { slotSliderProducts } from "./slotProducts.ts";
import { ProductSlider } from "./ProductSlider.tsx";

const products = [floorCleaner, glassCleaner, sanitaryCleaner];
const labels = {
  label: "Produkte",
  previous: "Vorherige Produkte",
  next: "Nächste Produkte",
  slide: (index: number, total: number) => `${index} von ${total}`,
  pause: "Anhalten",
  play: "Starten",
};
const sliderSlot = (config: Record<string, unknown>, data: unknown = { products }) =>
  slot("product-slider", "productSlider", data, config);

describe("product-slider", () => {
  it("keeps the usable products in their order and drops broken ones", () => {
    expect(
      slotSliderProducts({ products: [glassCleaner, { id: 1 }, null, floorCleaner] }).map((p) => p.id),
    ).toEqual([glassCleaner.id, floorCleaner.id]);
    expect(slotSliderProducts({ products: "x" })).toEqual([]);
    expect(slotSliderProducts(null)).toEqual([]);
  });

  it("renders a titled, named carousel of product cards", () => {
    renderWithI18n(<CmsElementProductSlider slot={sliderSlot({ title: "Topseller" })} />);
    expect(screen.getByRole("heading", { level: 2, name: "Topseller" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Topseller" })).toBeTruthy();
    expect(screen.getAllByRole("group")).toHaveLength(3);
    expect(screen.getAllByRole("article")).toHaveLength(3);
  });

  it("has no heading without a title, and renders nothing without products", () => {
    const { container } = renderWithI18n(
      <>
        <CmsElementProductSlider slot={sliderSlot({ title: "" })} />
        <CmsElementProductSlider slot={sliderSlot({}, { products: [] })} />
      </>,
    );
    expect(screen.queryByRole("heading", { level: 2 })).toBeNull();
    expect(container.querySelectorAll("[data-product-slider]")).toHaveLength(1);
  });

  it("takes elMinWidth as the cards' minimum width, falling back to 300px for anything but a length", () => {
    const { container } = renderWithI18n(
      <>
        <CmsElementProductSlider slot={sliderSlot({ elMinWidth: "240px" })} />
        <CmsElementProductSlider slot={sliderSlot({ elMinWidth: "1px;background:url(x)" })} />
      </>,
    );
    const widths = [...container.querySelectorAll("[data-carousel]")].map((el) =>
      el.getAttribute("data-carousel"),
    );
    expect(widths).toEqual(["240px", "300px"]);
  });

  it("frames the slider with border and hides the arrows without navigation", () => {
    const { container } = renderWithI18n(
      <ProductSlider products={products} labels={labels} width={viewportWidth} border navigation={false} />,
    );
    const root = container.querySelector("[data-product-slider]")!;
    expect(root.className).not.toBe("");
    expect(container.querySelector("[data-carousel]")!.className).toMatch(/data-carousel-controls/);
  });

  it("does not rotate (no pause button) when the shopper prefers reduced motion", () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes("reduce"),
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    try {
      renderWithI18n(<ProductSlider products={products} labels={labels} width={viewportWidth} rotate />);
      expect(screen.queryByRole("button", { name: "Anhalten" })).toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });

  it("rotates with a pause button otherwise", () => {
    const original = window.matchMedia;
    window.matchMedia = (() => ({
      matches: false,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    try {
      renderWithI18n(<ProductSlider products={products} labels={labels} width={viewportWidth} rotate />);
      const pause = screen.getByRole("button", { name: "Anhalten" });
      fireEvent.click(pause);
      expect(screen.getByRole("button", { name: "Starten" })).toBeTruthy();
    } finally {
      window.matchMedia = original;
    }
  });
});
