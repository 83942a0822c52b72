import { describe, expect, it, vi } from "vitest";
import { productListingResultSchema, type Category, type StoreApiClient } from "@shop/store-api";
import { categoryLinks, earlierPages, joinPages, listingStateOf } from "./listing.server.ts";

const price = { unitPrice: 1, quantity: 1, totalPrice: 1, calculatedTaxes: [], taxRules: [] };
const page = (ids: string[], extra: Record<string, unknown> = {}) =>
  productListingResultSchema.parse({
    elements: ids.map((id) => ({ id: id.repeat(32), productNumber: id, calculatedPrice: price })),
    total: 5,
    ...extra,
  });

describe("load more (p=N shows pages 1 to N)", () => {
  it("reads the pages before p without aggregations, with the same filters", async () => {
    const asked: unknown[] = [];
    const criteria = listingStateOf(new URL("https://shop.test/x/?order=price-asc&p=3"));
    await earlierPages(criteria, async (pageCriteria) => {
      asked.push(pageCriteria);
      return page([]);
    });
    expect(asked).toEqual([
      expect.objectContaining({ page: 1, order: "price-asc", noAggregations: true }),
      expect.objectContaining({ page: 2, order: "price-asc", noAggregations: true }),
    ]);
    expect(await earlierPages({ ...criteria, page: 1 }, () => Promise.reject(new Error("no")))).toEqual([]);
  });

  it("joins pages in order, drops repeats and keeps the last page's aggregations and sortings", () => {
    const joined = joinPages(
      [page(["a", "b"]), page(["b", "c"])],
      page(["d"], { availableSortings: [{ key: "price-asc" }], aggregations: { rating: { max: 4 } } }),
    );
    expect(joined.elements.map((product) => product.productNumber)).toEqual(["a", "b", "c", "d"]);
    expect(joined.availableSortings.map((sorting) => sorting.key)).toEqual(["price-asc"]);
    expect(joined.aggregations.rating?.max).toBe(4);
    expect(joined.total).toBe(5);
  });
});

describe("categoryLinks", () => {
  it("asks for one level below the category (Shopware's depth 0), not its grandchildren", async () => {
    const child = { id: "c".repeat(32), name: "Kind", type: "page", children: [], seoUrls: [] };
    const readNavigation = vi.fn<StoreApiClient["readNavigation"]>(
      async () => [child] as unknown as Category[],
    );
    const api = { readNavigation } as unknown as StoreApiClient;
    const category = { id: "p".repeat(32), childCount: 1, children: [] } as unknown as Category;
    const links = await categoryLinks(api, category, "de-DE");
    expect(readNavigation).toHaveBeenCalledWith(
      { activeId: category.id, rootId: category.id, depth: 0 },
      { includeSeoUrls: true },
    );
    expect(links).toEqual([
      { id: child.id, name: "Kind", href: `/navigation/${child.id}`, isCurrent: false },
    ]);
  });
});
