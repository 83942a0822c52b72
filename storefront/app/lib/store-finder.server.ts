import {
  StoreApiError,
  type OpeningInterval,
  type StoreApiClient,
  type StoreLocation,
  type StoreService,
  type StoreType,
} from "@shop/store-api";
import { DEFAULT_RADIUS, STORE_FINDER_RADII } from "./store-finder.ts";

/**
 * The store finder (`/store-finder`, docs/storefront-rules.md "Store finder"): reads the GET form's
 * `search` (postal code or place) and `radius`, asks the shop's custom route `/store-locator`, and hands the
 * page the results with everything computed on the server: today's opening state in Europe/Zurich time
 * (from the Store API's `now`, the emulator's clock offline), the week's hours, map and route links.
 */

export { DEFAULT_RADIUS, STORE_FINDER_RADII };
export const SHOP_TIME_ZONE = "Europe/Zurich";
const MAX_SEARCH_LENGTH = 100;

/** Today's state of a store, at the time of the request. */
export type OpeningState =
  | { state: "open"; until: string }
  /** Closed now, opens again today (before opening or in the lunch break). */
  | { state: "opens-later"; at: string }
  /** Closed for the rest of the day; `weekday` (1 = Monday) and `at` of the next opening, if any. */
  | { state: "closed"; next: { weekday: number; at: string } | null };

export interface StoreCard {
  id: string;
  name: string;
  type: StoreType;
  street: string;
  postalCode: string;
  place: string;
  canton: string;
  latitude: number;
  longitude: number;
  phone: string;
  phoneHref: string;
  email: string;
  /** km, one decimal. */
  distance: number;
  services: StoreService[];
  opening: OpeningState;
  /** Monday to Sunday: the day's intervals (empty: closed). */
  week: { weekday: number; intervals: OpeningInterval[] }[];
  /** 1 = Monday … 7 = Sunday, the day of the request in Zurich. */
  today: number;
  mapUrl: string;
  routeUrl: string;
}

export type StoreFinderResult =
  /** The page without a search yet. */
  | { status: "initial"; search: ""; radius: number }
  /** The form was sent without a search. */
  | { status: "invalid"; search: ""; radius: number }
  | { status: "not-found"; search: string; radius: number; suggestions: string[] }
  | {
      status: "found";
      search: string;
      radius: number;
      origin: { postalCode: string; place: string; latitude: number; longitude: number };
      stores: StoreCard[];
    };

/** The radius of the form, if offered; else the default. */
export function radiusParam(value: string | null): number {
  const radius = Number(value);
  return (STORE_FINDER_RADII as readonly number[]).includes(radius) ? radius : DEFAULT_RADIUS;
}

/** Weekday (1 = Monday … 7 = Sunday) and "HH:MM" of an instant in Zurich. */
export function zurichClock(instant: Date): { weekday: number; time: string } {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: SHOP_TIME_ZONE,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? "";
  const weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(part("weekday")) + 1;
  return { weekday, time: `${part("hour")}:${part("minute")}` };
}

type Hours = StoreLocation["openingHours"];
const intervalsOn = (hours: Hours, weekday: number): OpeningInterval[] =>
  hours[String(weekday) as keyof Hours] ?? [];

/**
 * Whether a store is open at `instant` (Zurich time): open until the interval's end; closed before an
 * interval of today (incl. the lunch break) until it opens; else closed until its next opening day (within a
 * week; null when it never opens).
 */
export function openingState(hours: Hours, instant: Date): OpeningState {
  const { weekday, time } = zurichClock(instant);
  const today = intervalsOn(hours, weekday);
  const current = today.find((interval) => interval.opens <= time && time < interval.closes);
  if (current) return { state: "open", until: current.closes };
  const later = today.find((interval) => time < interval.opens);
  if (later) return { state: "opens-later", at: later.opens };
  for (let offset = 1; offset <= 7; offset++) {
    const day = ((weekday - 1 + offset) % 7) + 1;
    const first = intervalsOn(hours, day)[0];
    if (first) return { state: "closed", next: { weekday: day, at: first.opens } };
  }
  return { state: "closed", next: null };
}

const coordinate = (value: number) => value.toFixed(5).replace(/0+$/, "").replace(/\.$/, "");

/** The store on OpenStreetMap, zoomed to its street. */
export function mapUrl(latitude: number, longitude: number): string {
  const lat = coordinate(latitude);
  const lon = coordinate(longitude);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}

/** Google Maps' route planner to the store (the shopper's position as start). */
export function routeUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${coordinate(latitude)},${coordinate(longitude)}`;
}

export function toStoreCard(store: StoreLocation, instant: Date): StoreCard {
  return {
    id: store.id,
    name: store.name,
    type: store.type,
    street: store.street,
    postalCode: store.postalCode,
    place: store.place,
    canton: store.canton,
    latitude: store.latitude,
    longitude: store.longitude,
    phone: store.phone,
    phoneHref: `tel:${store.phone.replace(/[^\d+]/g, "")}`,
    email: store.email,
    distance: store.distance,
    services: store.services,
    opening: openingState(store.openingHours, instant),
    week: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      intervals: intervalsOn(store.openingHours, weekday),
    })),
    today: zurichClock(instant).weekday,
    mapUrl: mapUrl(store.latitude, store.longitude),
    routeUrl: routeUrl(store.latitude, store.longitude),
  };
}

/** The page's result for the request URL (`?search=…&radius=…`). */
export async function findStores(api: StoreApiClient, url: URL): Promise<StoreFinderResult> {
  const radius = radiusParam(url.searchParams.get("radius"));
  const raw = url.searchParams.get("search");
  if (raw === null) return { status: "initial", search: "", radius };
  const search = raw.trim().slice(0, MAX_SEARCH_LENGTH);
  if (!search) return { status: "invalid", search: "", radius };
  try {
    const result = await api.searchStores({ search, radius });
    if (!result.origin) {
      return { status: "not-found", search, radius: result.radius, suggestions: result.suggestions };
    }
    const instant = new Date(result.now);
    const { postalCode, place, latitude, longitude } = result.origin;
    return {
      status: "found",
      search,
      radius: result.radius,
      origin: { postalCode, place, latitude, longitude },
      stores: result.elements.map((store) => toStoreCard(store, instant)),
    };
  } catch (error) {
    if (error instanceof StoreApiError && error.status === 400)
      return { status: "invalid", search: "", radius };
    throw error;
  }
}
