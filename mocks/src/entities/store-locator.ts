import { gazetteer, stores, type GazetteerEntry, type StoreFixture } from "../fixtures/stores.ts";

/**
 * The store finder's rules (custom route `GET /store-locator`, docs/emulator.md "Store locator"): the search
 * is geocoded with the gazetteer (a postal code, a place, or both), the stores within the radius are listed
 * by their straight-line (haversine) distance, nearest first.
 */

/** The radius choices in km; anything else falls back to the default. */
export const STORE_LOCATOR_RADII = [10, 30, 50, 100] as const;
export const DEFAULT_STORE_LOCATOR_RADIUS = 30;

const EARTH_RADIUS_KM = 6371.0088;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two WGS84 points in km (haversine). */
export function distanceKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const dLat = rad(to.latitude - from.latitude);
  const dLon = rad(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(from.latitude)) * Math.cos(rad(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Lower case, accents removed, "St." and "Sankt" alike, only letters, digits and single spaces. */
export function foldPlace(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\bsankt\b/g, "st")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const namesOf = (entry: GazetteerEntry) => [entry.place, ...(entry.aliases ?? [])].map(foldPlace);

/**
 * The place the shopper means: a 4-digit postal code (with or without a place after it) is looked up by
 * code, else by the place's name or an alias (first entry, the lowest postal code, wins). `undefined` when
 * nothing matches.
 */
export function geocode(search: string): GazetteerEntry | undefined {
  const trimmed = search.trim();
  const code = /^(?:CH-?)?(\d{4})\b/i.exec(trimmed)?.[1];
  if (code) {
    const byCode = gazetteer.find((entry) => entry.postalCode === code);
    if (byCode) return byCode;
  }
  const name = foldPlace(code ? trimmed.replace(/^(?:CH-?)?\d{4}/i, "") : trimmed);
  if (!name) return undefined;
  // Places spelled with a canton suffix ("Romont FR") also match without it.
  return (
    gazetteer.find((entry) => namesOf(entry).includes(name)) ??
    gazetteer.find((entry) => namesOf(entry).some((known) => known.replace(/ [a-z]{2}$/, "") === name))
  );
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

/**
 * Up to 5 places spelled like an unknown search (edit distance ≤ 2, or ≤ 3 for words of 8+ letters, or a
 * place that starts with it), nearest spelling first, each as "<postal code> <place>".
 */
export function placeSuggestions(search: string): string[] {
  const name = foldPlace(search.replace(/^(?:CH-?)?\d{4}/i, ""));
  if (name.length < 2) return [];
  const limit = name.length >= 8 ? 3 : 2;
  const seen = new Set<string>();
  return gazetteer
    .flatMap((entry) =>
      namesOf(entry).map((known) => ({
        entry,
        score: known.startsWith(name) ? 0.5 : editDistance(name, known),
      })),
    )
    .filter(({ score }) => score <= limit)
    .toSorted((a, b) => a.score - b.score)
    .filter(({ entry }) => !seen.has(entry.place) && seen.add(entry.place))
    .slice(0, 5)
    .map(({ entry }) => `${entry.postalCode} ${entry.place}`);
}

/** The radius asked for, if it is one of the choices; else the default. */
export function radiusOf(value: unknown): number {
  const radius = Number(value);
  return (STORE_LOCATOR_RADII as readonly number[]).includes(radius) ? radius : DEFAULT_STORE_LOCATOR_RADIUS;
}

export interface StoreHit {
  store: StoreFixture;
  distance: number;
}

/** The stores within `radius` km of the origin, nearest first (ties by name), distances in km to 0.1 km. */
export function storesNear(origin: { latitude: number; longitude: number }, radius: number): StoreHit[] {
  return stores
    .map((store) => ({ store, distance: Math.round(distanceKm(origin, store) * 10) / 10 }))
    .filter(({ distance }) => distance <= radius)
    .toSorted((a, b) => a.distance - b.distance || a.store.name.localeCompare(b.store.name));
}
