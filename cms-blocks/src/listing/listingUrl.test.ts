import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  DEFAULT_LISTING_LIMIT,
  listingChange,
  listingHref,
  readListingState,
  toggleId,
} from "./listingUrl.ts";

const at = (path: string) => new URL(path, "https://shop.test");

describe("readListingState", () => {
  it("reads Shopware's parameter names with defaults for page and limit", () => {
    const { criteria, canonicalSearch } = readListingState(
      at(
        "/Reinigungsmittel/?order=price-asc&manufacturer=a|b&min-price=10&max-price=50&rating=3&shipping-free=true&p=2",
      ),
    );
    expect(criteria).toMatchObject({
      order: "price-asc",
      manufacturer: ["a", "b"],
      minPrice: 10,
      maxPrice: 50,
      rating: 3,
      shippingFree: true,
      page: 2,
      limit: DEFAULT_LISTING_LIMIT,
    });
    expect(canonicalSearch).toBeNull();
  });

  it("turns what a no-JavaScript filter form sends into the canonical URL", () => {
    const { criteria, canonicalSearch } = readListingState(
      at(
        "/Reinigungsmittel/?properties=o1&properties=o2&manufacturer=m1&min-price=&max-price=&order=name-asc",
      ),
    );
    expect(criteria.properties).toEqual(["o1", "o2"]);
    expect(canonicalSearch).toBe("?order=name-asc&manufacturer=m1&properties=o1|o2");
  });

  it("drops invalid numbers, the default limit and page 1, and keeps other parameters", () => {
    const { criteria, canonicalSearch } = readListingState(at("/x/?p=1&limit=10&rating=abc&utm_source=mail"));
    expect(criteria).toMatchObject({ page: 1, limit: 10 });
    expect(criteria.rating).toBeUndefined();
    expect(canonicalSearch).toBe("?utm_source=mail");
  });

  it("caps the limit at 100", () => {
    expect(readListingState(at("/x/?limit=5000")).criteria.limit).toBe(100);
  });
});

describe("listingHref", () => {
  const url = at("/Reinigungsmittel/?search=boden&order=price-asc&limit=20&p=3&manufacturer=a");
  const { criteria } = readListingState(url);

  it("a filter change goes back to page 1 and keeps limit and search", () => {
    expect(
      listingHref(url, criteria, {
        kind: "filter",
        changes: { manufacturer: toggleId(criteria.manufacturer, "b") },
      }),
    ).toBe("/Reinigungsmittel/?search=boden&order=price-asc&manufacturer=a|b&limit=20");
  });

  it("the next page only sets p", () => {
    expect(listingHref(url, criteria, { kind: "next-page" })).toBe(
      "/Reinigungsmittel/?search=boden&order=price-asc&manufacturer=a&limit=20&p=4",
    );
  });

  it("a limit change resets p; an order change too", () => {
    expect(listingHref(url, criteria, { kind: "limit", limit: 40 })).toBe(
      "/Reinigungsmittel/?search=boden&order=price-asc&manufacturer=a&limit=40",
    );
    expect(listingHref(url, criteria, { kind: "order", order: "name-desc" })).toBe(
      "/Reinigungsmittel/?search=boden&order=name-desc&manufacturer=a&limit=20",
    );
  });

  it("a change made with listingChange builds on the URL it is given when it is made, not on an earlier one", () => {
    const sortByName = listingChange({ kind: "order", order: "name-desc" });
    expect(sortByName(at("/Reinigungsmittel/?manufacturer=a"))).toBe(
      "/Reinigungsmittel/?order=name-desc&manufacturer=a",
    );
    expect(sortByName(url)).toBe("/Reinigungsmittel/?search=boden&order=name-desc&manufacturer=a&limit=20");
  });

  it("the next page is the one after the URL's own, on the URL given when the change is made", () => {
    const loadMore = listingChange({ kind: "next-page" });
    expect(loadMore(at("/Reinigungsmittel/?manufacturer=a"))).toBe("/Reinigungsmittel/?manufacturer=a&p=2");
    // "Load more" tapped again while page 2 loads: page 3, not page 2 again.
    expect(loadMore(at("/Reinigungsmittel/?manufacturer=a&p=2"))).toBe(
      "/Reinigungsmittel/?manufacturer=a&p=3",
    );
  });

  it("reset keeps only the search, the order and the limit", () => {
    expect(listingHref(url, criteria, { kind: "reset" })).toBe(
      "/Reinigungsmittel/?search=boden&order=price-asc&limit=20",
    );
  });

  it("toggleId adds and removes", () => {
    expect(toggleId(["a"], "b")).toEqual(["a", "b"]);
    expect(toggleId(["a", "b"], "a")).toEqual(["b"]);
  });
});

describe("activeFilterCount", () => {
  it("counts each id, a price range once, rating and free shipping; not order, page or search", () => {
    expect(activeFilterCount({ order: "price-asc", page: 3, search: "reiniger" })).toBe(0);
    expect(
      activeFilterCount({
        manufacturer: ["a", "b"],
        properties: ["c"],
        minPrice: 10,
        maxPrice: 80,
        rating: 3,
        shippingFree: true,
      }),
    ).toBe(6);
    expect(activeFilterCount({ maxPrice: 80 })).toBe(1);
  });
});
