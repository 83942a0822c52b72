import type { StoreApiClient, StoreLocation } from "@shop/store-api";
import { StoreApiError } from "@shop/store-api";
import { describe, expect, it, vi } from "vitest";
import {
  findStores,
  mapUrl,
  openingState,
  radiusParam,
  routeUrl,
  toStoreCard,
  zurichClock,
} from "./store-finder.server.ts";

const hours: StoreLocation["openingHours"] = {
  "1": [
    { opens: "07:30", closes: "12:00" },
    { opens: "13:30", closes: "17:00" },
  ],
  "2": [
    { opens: "07:30", closes: "12:00" },
    { opens: "13:30", closes: "17:00" },
  ],
  "3": [{ opens: "07:30", closes: "12:00" }],
  "6": [{ opens: "08:00", closes: "12:00" }],
};
// Tuesday 24 November 2026 (winter time, UTC+1) and Tuesday 16 June 2026 (summer time, UTC+2).
const zurich = (iso: string) => new Date(iso);

describe("zurichClock", () => {
  it("reads weekday and time in Europe/Zurich, winter and summer", () => {
    expect(zurichClock(zurich("2026-11-24T09:15:00Z"))).toEqual({ weekday: 2, time: "10:15" });
    expect(zurichClock(zurich("2026-06-16T09:15:00Z"))).toEqual({ weekday: 2, time: "11:15" });
    expect(zurichClock(zurich("2026-11-29T23:30:00Z"))).toEqual({ weekday: 1, time: "00:30" });
  });
});

describe("openingState", () => {
  it("is open until the end of the current interval", () => {
    expect(openingState(hours, zurich("2026-11-24T09:15:00Z"))).toEqual({ state: "open", until: "12:00" });
    expect(openingState(hours, zurich("2026-11-24T14:00:00Z"))).toEqual({ state: "open", until: "17:00" });
  });

  it("opens later today before opening and in the lunch break", () => {
    expect(openingState(hours, zurich("2026-11-24T05:00:00Z"))).toEqual({
      state: "opens-later",
      at: "07:30",
    });
    expect(openingState(hours, zurich("2026-11-24T11:00:00Z"))).toEqual({
      state: "opens-later",
      at: "13:30",
    });
  });

  it("counts the closing minute as closed and names the next opening day", () => {
    // Tuesday 17:00: closed, Wednesday 07:30.
    expect(openingState(hours, zurich("2026-11-24T16:00:00Z"))).toEqual({
      state: "closed",
      next: { weekday: 3, at: "07:30" },
    });
    // Wednesday afternoon: closed, Saturday is the next day with hours after Thursday and Friday are closed.
    expect(openingState(hours, zurich("2026-11-25T13:00:00Z"))).toEqual({
      state: "closed",
      next: { weekday: 6, at: "08:00" },
    });
    // Sunday: closed, Monday.
    expect(openingState(hours, zurich("2026-11-29T10:00:00Z"))).toEqual({
      state: "closed",
      next: { weekday: 1, at: "07:30" },
    });
  });

  it("is closed for good without any hours", () => {
    expect(openingState({}, zurich("2026-11-24T09:15:00Z"))).toEqual({ state: "closed", next: null });
  });
});

describe("links and parameters", () => {
  it("builds the OpenStreetMap and route planner links", () => {
    expect(mapUrl(46.801, 7.1478)).toBe(
      "https://www.openstreetmap.org/?mlat=46.801&mlon=7.1478#map=16/46.801/7.1478",
    );
    expect(routeUrl(46.801, 7.1478)).toBe("https://www.google.com/maps/dir/?api=1&destination=46.801,7.1478");
  });

  it("accepts the radius choices only", () => {
    expect(radiusParam("50")).toBe(50);
    expect(radiusParam("7")).toBe(30);
    expect(radiusParam(null)).toBe(30);
  });
});

const store: StoreLocation = {
  id: "fribourg",
  name: "Clarus Fribourg",
  type: "branch",
  street: "Route des Arsenaux 25",
  postalCode: "1700",
  place: "Fribourg",
  canton: "FR",
  latitude: 46.801,
  longitude: 7.1478,
  phone: "+41 26 422 90 90",
  email: "fribourg@clarus-shop.ch",
  openingHours: hours,
  services: ["pickup"],
  distance: 1.1,
};

describe("toStoreCard", () => {
  it("adds the phone link, the week from Monday and today", () => {
    const card = toStoreCard(store, zurich("2026-11-24T09:15:00Z"));
    expect(card.phoneHref).toBe("tel:+41264229090");
    expect(card.week.map((day) => day.intervals.length)).toEqual([2, 2, 1, 0, 0, 1, 0]);
    expect(card.today).toBe(2);
    expect(card.opening).toEqual({ state: "open", until: "12:00" });
  });
});

type Search = StoreApiClient["searchStores"];
const api = (searchStores: Search) => ({ searchStores }) as unknown as StoreApiClient;
const url = (query: string) => new URL(`http://shop.test/store-finder${query}`);

describe("findStores", () => {
  it("shows the empty form without a search and asks for one when it is blank", async () => {
    const searchStores = vi.fn<Search>();
    await expect(findStores(api(searchStores), url(""))).resolves.toEqual({
      status: "initial",
      search: "",
      radius: 30,
    });
    await expect(findStores(api(searchStores), url("?search=+&radius=50"))).resolves.toEqual({
      status: "invalid",
      search: "",
      radius: 50,
    });
    expect(searchStores).not.toHaveBeenCalled();
  });

  it("maps the answer, with the opening state at the Store API's time", async () => {
    const searchStores = vi.fn<Search>().mockResolvedValue({
      search: "1700",
      radius: 30,
      now: "2026-11-24T11:00:00.000Z",
      origin: { postalCode: "1700", place: "Fribourg", canton: "FR", latitude: 46.8065, longitude: 7.1619 },
      suggestions: [],
      total: 1,
      elements: [store],
    });
    const result = await findStores(api(searchStores), url("?search=1700&radius=30"));
    expect(searchStores).toHaveBeenCalledWith({ search: "1700", radius: 30 });
    expect(result).toMatchObject({ status: "found", origin: { postalCode: "1700", place: "Fribourg" } });
    expect(result.status === "found" && result.stores[0]!.opening).toEqual({
      state: "opens-later",
      at: "13:30",
    });
  });

  it("passes an unknown place's suggestions on", async () => {
    const searchStores = vi.fn<Search>().mockResolvedValue({
      search: "Fribourk",
      radius: 30,
      now: "2026-11-24T11:00:00.000Z",
      origin: null,
      suggestions: ["1700 Fribourg"],
      total: 0,
      elements: [],
    });
    await expect(findStores(api(searchStores), url("?search=Fribourk"))).resolves.toEqual({
      status: "not-found",
      search: "Fribourk",
      radius: 30,
      suggestions: ["1700 Fribourg"],
    });
  });

  it("takes the Store API's 400 as a missing search and rethrows anything else", async () => {
    const refused = new StoreApiError({
      status: 400,
      errors: [{ code: "FRAMEWORK__MISSING_REQUEST_PARAMETER" }],
    } as never);
    await expect(
      findStores(api(vi.fn<Search>().mockRejectedValue(refused)), url("?search=x")),
    ).resolves.toMatchObject({
      status: "invalid",
    });
    await expect(
      findStores(api(vi.fn<Search>().mockRejectedValue(new Error("down"))), url("?search=x")),
    ).rejects.toThrow("down");
  });
});
