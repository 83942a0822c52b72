import { describe, expect, it } from "vitest";
import { productListingResultSchema } from "@shop/store-api";
import { earlierPages, joinPages, listingStateOf } from "./listing.server.ts";

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
