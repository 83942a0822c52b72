import { describe, expect, it } from "vitest";
import {
  mergeCriteria,
  parseListingQuery,
  toListingBody,
  toListingQuery,
  type ListingCriteria,
} from "./criteria.ts";

const full: ListingCriteria = {
  page: 2,
  limit: 24,
  order: "price-asc",
  manufacturer: ["m1", "m2"],
  properties: ["o1", "o2"],
  minPrice: 10,
  maxPrice: 50,
  rating: 3,
  shippingFree: true,
  search: "boden",
  noAggregations: true,
  onlyAggregations: true,
  reduceAggregations: true,
  propertyWhitelist: ["g1", "g2"],
  filters: { manufacturer: false, price: true, "shipping-free": false },
};

describe("toListingBody (POST)", () => {
  it("writes every typed field under its Shopware wire name, ids joined with |", () => {
    expect(toListingBody(full)).toEqual({
      p: 2,
      limit: 24,
      order: "price-asc",
      manufacturer: "m1|m2",
      properties: "o1|o2",
      "min-price": 10,
      "max-price": 50,
      rating: 3,
      "shipping-free": true,
      search: "boden",
      "no-aggregations": true,
      "only-aggregations": true,
      "reduce-aggregations": true,
      "property-whitelist": "g1|g2",
      "manufacturer-filter": false,
      "price-filter": true,
      "shipping-free-filter": false,
    });
  });

  it("keeps generic criteria fields as they are (JSON values, not strings)", () => {
    const body = toListingBody({
      page: 1,
      filter: [{ type: "equals", field: "available", value: true }],
      "post-filter": [{ type: "equalsAny", field: "categoriesRo.id", value: ["c1"] }],
      associations: { manufacturer: {} },
      includes: { product: ["id", "name"] },
      "total-count-mode": "exact",
    });
    expect(body).toEqual({
      filter: [{ type: "equals", field: "available", value: true }],
      "post-filter": [{ type: "equalsAny", field: "categoriesRo.id", value: ["c1"] }],
      associations: { manufacturer: {} },
      includes: { product: ["id", "name"] },
      "total-count-mode": "exact",
      p: 1,
    });
    // Shopware's listing pages with `p`; a criteria `page` would be ignored, so none is sent.
    expect(body).not.toHaveProperty("page");
  });

  it("leaves out empty id lists, false toggles and undefined fields", () => {
    expect(
      toListingBody({
        manufacturer: [],
        properties: [],
        shippingFree: false,
        noAggregations: false,
        order: undefined,
        filters: { rating: undefined },
      }),
    ).toEqual({});
    expect(toListingBody()).toEqual({});
  });

  it("merges over base criteria with mergeCriteria", () => {
    const merged = mergeCriteria(
      { associations: { media: {} }, filter: [{ type: "equals", field: "a", value: 1 }] },
      toListingBody({ page: 3, filter: [{ type: "equals", field: "b", value: 2 }] }),
    );
    expect(merged).toEqual({
      associations: { media: {} },
      filter: [
        { type: "equals", field: "a", value: 1 },
        { type: "equals", field: "b", value: 2 },
      ],
      p: 3,
    });
  });
});

describe("toListingQuery (GET and storefront URLs)", () => {
  it("turns the typed fields into string query parameters with | joins", () => {
    expect(toListingQuery(full)).toEqual({
      p: "2",
      limit: "24",
      order: "price-asc",
      manufacturer: "m1|m2",
      properties: "o1|o2",
      "min-price": "10",
      "max-price": "50",
      rating: "3",
      "shipping-free": "true",
      search: "boden",
      "no-aggregations": "true",
      "only-aggregations": "true",
      "reduce-aggregations": "true",
      "property-whitelist": "g1|g2",
      "manufacturer-filter": "false",
      "price-filter": "true",
      "shipping-free-filter": "false",
    });
    expect(new URLSearchParams(toListingQuery({ manufacturer: ["a", "b"], page: 2 })).toString()).toBe(
      "p=2&manufacturer=a%7Cb",
    );
  });

  it("has no form for generic criteria (they need a POST body)", () => {
    expect(toListingQuery({ limit: 5, associations: { media: {} }, filter: [] })).toEqual({ limit: "5" });
  });
});

describe("parseListingQuery", () => {
  it("reads the wire names back (the inverse of toListingQuery for URL fields)", () => {
    const criteria: ListingCriteria = {
      page: 2,
      limit: 24,
      order: "price-asc",
      manufacturer: ["m1", "m2"],
      properties: ["o1"],
      minPrice: 10,
      maxPrice: 50.5,
      rating: 3,
      shippingFree: true,
      search: "boden",
    };
    expect(parseListingQuery(new URLSearchParams(toListingQuery(criteria)))).toEqual(criteria);
  });

  it("keeps the first of repeated parameters and drops numbers that are not numbers", () => {
    const query = new URLSearchParams(
      "p=abc&limit=-3&min-price=ten&max-price=20&max-price=30&order=name-asc&order=price-desc&rating=",
    );
    expect(parseListingQuery(query)).toEqual({ maxPrice: 20, order: "name-asc" });
  });

  it("ignores empty id lists and a false shipping-free", () => {
    expect(parseListingQuery(new URLSearchParams("manufacturer=&properties=||&shipping-free=false"))).toEqual(
      {},
    );
    expect(parseListingQuery(new URLSearchParams("shipping-free=1&p=2.7"))).toEqual({
      shippingFree: true,
      page: 2,
    });
  });
});
