import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { block, slot } from "../__fixtures__/cms.ts";
import { floorCleaner, glassCleaner, sanitaryCleaner } from "../__fixtures__/commerce.ts";
import { CmsBlock } from "../CmsBlock.tsx";
import { renderWithI18n } from "../test-utils.tsx";
import { preloadCommerceElements } from "../registry.ts";
import { visibleProductColumns } from "./CmsBlockProductThreeColumn.tsx";

beforeAll(preloadCommerceElements);

const box = (name: string, product: unknown, config = {}) =>
  slot("product-box", name, { productId: null, product }, config);

describe("product-three-column", () => {
  it("skips a column whose product-box, product-slider or buy-box has no product", () => {
    expect(
      visibleProductColumns([box("right", sanitaryCleaner), box("left", floorCleaner), box("center", null)]),
    ).toEqual(["left", "right"]);
    expect(visibleProductColumns([slot("product-slider", "left", { products: [] })])).toEqual([]);
    expect(visibleProductColumns([slot("buy-box", "center", { product: glassCleaner })])).toEqual(["center"]);
    expect(visibleProductColumns([slot("text", "center", { content: "<p>x</p>" })])).toEqual(["center"]);
    expect(visibleProductColumns([box("left", { id: "broken" })])).toEqual([]);
    expect(visibleProductColumns(null)).toEqual([]);
  });

  it("renders the remaining products in their visual order", () => {
    renderWithI18n(
      <CmsBlock
        block={block("product-three-column", [
          box("right", sanitaryCleaner),
          box("center", null),
          box("left", floorCleaner),
        ])}
      />,
    );
    const names = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(["Clarus Bodenreiniger Eco 1 l", "Alpenglanz Sanitärreiniger 1 l"]);
  });

  it("renders nothing when no column has a product", () => {
    const { container } = renderWithI18n(
      <CmsBlock block={block("product-three-column", [box("left", null), box("center", null)])} />,
    );
    expect(container.querySelector("article")).toBeNull();
  });

  it("shows the minimal box layout without product number and actions", () => {
    const { container } = renderWithI18n(
      <CmsBlock
        block={block("product-three-column", [box("left", floorCleaner, { boxLayout: "minimal" })])}
      />,
    );
    expect(screen.getByRole("link", { name: "Clarus Bodenreiniger Eco 1 l" })).toBeTruthy();
    expect(container.textContent).not.toContain("CL-FLOOR");
  });
});
