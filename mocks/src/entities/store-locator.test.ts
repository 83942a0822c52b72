import { describe, expect, it } from "vitest";
import { gazetteer, stores } from "../fixtures/stores.ts";
import {
  DEFAULT_STORE_LOCATOR_RADIUS,
  distanceKm,
  foldPlace,
  geocode,
  placeSuggestions,
  radiusOf,
  storesNear,
} from "./store-locator.ts";

describe("distanceKm", () => {
  it("is 0 for the same point and symmetric", () => {
    const bern = { latitude: 46.9481, longitude: 7.4474 };
    const zurich = { latitude: 47.3717, longitude: 8.5422 };
    expect(distanceKm(bern, bern)).toBe(0);
    expect(distanceKm(bern, zurich)).toBeCloseTo(distanceKm(zurich, bern), 9);
  });

  it("matches known straight-line distances (Bern–Zürich ≈ 95 km, Genève–Lausanne ≈ 51 km)", () => {
    expect(
      distanceKm({ latitude: 46.9481, longitude: 7.4474 }, { latitude: 47.3717, longitude: 8.5422 }),
    ).toBeCloseTo(95, -1);
    expect(
      distanceKm({ latitude: 46.21, longitude: 6.1424 }, { latitude: 46.5197, longitude: 6.6323 }),
    ).toBeCloseTo(51, -1);
  });
});

describe("geocode", () => {
  it("finds a postal code, with or without the place", () => {
    expect(geocode("1700")).toMatchObject({ postalCode: "1700", place: "Fribourg" });
    expect(geocode(" 1700 Fribourg ")).toMatchObject({ postalCode: "1700", place: "Fribourg" });
    expect(geocode("CH-8004")).toMatchObject({ place: "Zürich" });
  });

  it("finds a place by name or by its other language's name, folded", () => {
    expect(geocode("fribourg")).toMatchObject({ postalCode: "1700" });
    expect(geocode("Freiburg")).toMatchObject({ postalCode: "1700" });
    expect(geocode("Geneve")).toMatchObject({ place: "Genève" });
    expect(geocode("Sankt Gallen")).toMatchObject({ place: "St. Gallen" });
    expect(geocode("Romont")).toMatchObject({ postalCode: "1680" });
    expect(geocode("ZURICH")).toMatchObject({ postalCode: "8001" });
  });

  it("answers undefined for an unknown place or postal code", () => {
    expect(geocode("Atlantis")).toBeUndefined();
    expect(geocode("9999")).toBeUndefined();
    expect(geocode("   ")).toBeUndefined();
  });

  it("knows every store's own postal code and place, and at least 150 entries", () => {
    expect(gazetteer.length).toBeGreaterThanOrEqual(150);
    const unknown = stores.filter((store) => !geocode(store.postalCode) || !geocode(store.place));
    expect(unknown.map((store) => store.id)).toEqual([]);
    // Every store lies within 15 km of its place's centre: no swapped coordinates.
    const far = stores.filter((store) => distanceKm(geocode(store.postalCode)!, store) >= 15);
    expect(far.map((store) => store.id)).toEqual([]);
  });
});

describe("placeSuggestions", () => {
  it("suggests close spellings", () => {
    expect(placeSuggestions("Fribourk")).toContain("1700 Fribourg");
    expect(placeSuggestions("Lozanne")).toEqual([]);
    expect(placeSuggestions("Lausane")).toContain("1000 Lausanne");
    expect(placeSuggestions("Winter")).toContain("8400 Winterthur");
  });

  it("suggests nothing for a far-off word or a single letter", () => {
    expect(placeSuggestions("Atlantis")).toEqual([]);
    expect(placeSuggestions("x")).toEqual([]);
  });
});

describe("radiusOf", () => {
  it("accepts the choices only", () => {
    expect(radiusOf("10")).toBe(10);
    expect(radiusOf(100)).toBe(100);
    expect(radiusOf("25")).toBe(DEFAULT_STORE_LOCATOR_RADIUS);
    expect(radiusOf(null)).toBe(DEFAULT_STORE_LOCATOR_RADIUS);
  });
});

describe("storesNear", () => {
  it("lists the stores within the radius of 1700 Fribourg, nearest first", () => {
    const hits = storesNear(geocode("1700")!, 30);
    expect(hits[0]!.store.id).toBe("fribourg");
    const distances = hits.map((hit) => hit.distance);
    expect(distances).toEqual(distances.toSorted((a, b) => a - b));
    expect(distances.every((distance) => distance <= 30)).toBe(true);
    expect(hits.map((hit) => hit.store.id)).toEqual(expect.arrayContaining(["marly", "duedingen", "bern"]));
    expect(hits.map((hit) => hit.store.id)).not.toContain("lausanne");
  });

  it("grows with the radius and can be empty", () => {
    const origin = geocode("Zermatt")!;
    expect(storesNear(origin, 10)).toEqual([]);
    expect(storesNear(origin, 100).length).toBeGreaterThan(0);
  });
});

describe("foldPlace", () => {
  it("ignores case, accents and punctuation", () => {
    expect(foldPlace("Neuchâtel")).toBe("neuchatel");
    expect(foldPlace("Biel/Bienne")).toBe("biel bienne");
  });
});
