import { describe, expect, it } from "vitest";
import {
  aggregateEntities,
  compareValues,
  countTotal,
  fieldValue,
  filterEntities,
  matchesTerm,
  paginateCounted,
  readSortings,
  readTotalCountMode,
  sortEntities,
} from "./criteria.ts";

const items = [
  { id: "a", name: "Éponge", price: 3, tags: [{ id: "x" }, { id: "y" }], nested: { level: 2 } },
  { id: "b", name: "brosse", price: 10, tags: [{ id: "y" }], nested: { level: 1 } },
  { id: "c", name: "Brosse 10", price: 3, tags: [], nested: { level: 3 } },
  { id: "d", name: "Brosse 9", price: null, tags: [{ id: "x" }], nested: { level: 1 } },
];

describe("criteria: fields and filters", () => {
  it("reads dotted paths through objects and lists, with or without the entity name", () => {
    expect(fieldValue(items[0]!, "nested.level")).toBe(2);
    expect(fieldValue(items[0]!, "product.nested.level", "product")).toBe(2);
    expect(fieldValue(items[0]!, "tags.id")).toEqual(["x", "y"]);
  });

  it("filters on to-many fields like the DAL (any item matches)", () => {
    const result = filterEntities(items, { filter: [{ type: "equals", field: "tags.id", value: "x" }] });
    expect(result.map((item) => item.id)).toEqual(["a", "d"]);
  });
});

describe("criteria: sort", () => {
  it("sorts case- and accent-insensitively, with null first, stable for ties", () => {
    const byName = sortEntities(items, [{ field: "name", order: "ASC" }]);
    expect(byName.map((item) => item.id)).toEqual(["b", "c", "d", "a"]);
    const byPrice = sortEntities(items, [{ field: "price", order: "ASC" }]);
    expect(byPrice.map((item) => item.id)).toEqual(["d", "a", "c", "b"]);
    const byPriceDesc = sortEntities(items, [{ field: "price", order: "DESC" }]);
    expect(byPriceDesc.map((item) => item.id)).toEqual(["b", "a", "c", "d"]);
  });

  it("sorts naturally when asked (9 before 10)", () => {
    const brushes = items.filter((item) => item.id === "c" || item.id === "d");
    expect(sortEntities(brushes, [{ field: "name", order: "ASC" }]).map((item) => item.id)).toEqual([
      "c",
      "d",
    ]);
    expect(
      sortEntities(brushes, [{ field: "name", order: "ASC", naturalSorting: true }]).map((item) => item.id),
    ).toEqual(["d", "c"]);
  });

  it("sorts by several fields and dotted paths", () => {
    const sorted = sortEntities(items, [
      { field: "nested.level", order: "ASC" },
      { field: "id", order: "DESC" },
    ]);
    expect(sorted.map((item) => item.id)).toEqual(["d", "b", "a", "c"]);
  });

  it("reads sortings from lists, single objects and the GET string form", () => {
    expect(readSortings({ sort: [{ field: "name", order: "DESC" }] })).toEqual([
      { field: "name", order: "DESC" },
    ]);
    expect(readSortings({ sort: { field: "name" } as never })).toEqual([{ field: "name" }]);
    expect(readSortings({ sort: "-price,name" as never })).toEqual([
      { field: "price", order: "DESC" },
      { field: "name", order: "ASC" },
    ]);
    expect(compareValues(true, false)).toBeGreaterThan(0);
  });
});

describe("criteria: term", () => {
  it("finds every word accent- and case-insensitively in the given fields", () => {
    expect(matchesTerm(items[0]!, "eponge", ["name"])).toBe(true);
    expect(matchesTerm(items[2]!, "BROSSE 10", ["name"])).toBe(true);
    expect(matchesTerm(items[2]!, "brosse 11", ["name"])).toBe(false);
  });
});

describe("criteria: total-count-mode", () => {
  it("reads names and numbers", () => {
    expect(readTotalCountMode({ "total-count-mode": 0 }, "exact")).toBe("none");
    expect(readTotalCountMode({ "total-count-mode": "exact" }, "none")).toBe("exact");
    expect(readTotalCountMode({ "total-count-mode": 2 }, "none")).toBe("next-pages");
    expect(readTotalCountMode({}, "none")).toBe("none");
  });

  it("counts the page (none), everything (exact) or the pages ahead (next-pages)", () => {
    const many = Array.from({ length: 100 }, (_, index) => ({ id: String(index) }));
    expect(paginateCounted(many, { limit: 5, page: 2 }, "none")).toMatchObject({
      total: 5,
      page: 2,
      limit: 5,
    });
    expect(paginateCounted(many, { limit: 5, "total-count-mode": "exact" }, "none").total).toBe(100);
    expect(paginateCounted(many, { limit: 5, page: 2, "total-count-mode": "next-pages" }, "none").total).toBe(
      31,
    );
    expect(countTotal("next-pages", { matching: 12, offset: 10, pageSize: 2, limit: 5 })).toBe(2);
  });
});

describe("criteria: aggregations", () => {
  it("computes metrics, terms and entities keyed by name", () => {
    const result = aggregateEntities(
      items,
      [
        { name: "min-price", type: "min", field: "price" },
        { name: "max-price", type: "max", field: "price" },
        { name: "sum-price", type: "sum", field: "price" },
        { name: "avg-price", type: "avg", field: "price" },
        { name: "stats", type: "stats", field: "price" },
        { name: "tag-counts", type: "terms", field: "tags.id", sort: { field: "_count", order: "DESC" } },
        { name: "tags", type: "entity", field: "tags.id", definition: "tag" },
        {
          name: "cheap",
          type: "filter",
          filter: [{ type: "range", field: "price", parameters: { lte: 5 } }],
          aggregation: { name: "cheap-count", type: "count", field: "id" },
        },
      ],
      undefined,
      (definition, ids) => ids.map((id) => ({ id, definition })),
    );
    expect(result["min-price"]).toMatchObject({ min: 3, apiAlias: "min-price_aggregation" });
    expect(result["max-price"]).toMatchObject({ max: 10 });
    expect(result["sum-price"]).toMatchObject({ sum: 16 });
    expect((result["avg-price"] as { avg: number }).avg).toBeCloseTo(16 / 3);
    expect(result.stats).toMatchObject({ min: 3, max: 10, sum: 16 });
    expect((result["tag-counts"] as { buckets: unknown[] }).buckets).toEqual([
      expect.objectContaining({ key: "x", count: 2 }),
      expect.objectContaining({ key: "y", count: 2 }),
    ]);
    expect((result.tags as { entities: unknown[] }).entities).toEqual([
      { id: "x", definition: "tag" },
      { id: "y", definition: "tag" },
    ]);
    expect(result["cheap-count"]).toMatchObject({ count: 2 });
  });
});
