import { z } from "zod";
import type { RequestOptions, StoreApiTransport } from "../transport.ts";

/**
 * The store finder: a custom Store API route of the shop (a plugin's route in Shopware, the emulator's
 * handlers/store-locator.ts; docs/emulator.md "Store locator").
 */

export const storeTypeSchema = z.enum(["branch", "partner-depot", "showroom"]);
export type StoreType = z.infer<typeof storeTypeSchema>;
export const storeServiceSchema = z.enum(["machine-service", "test-machines", "pickup"]);
export type StoreService = z.infer<typeof storeServiceSchema>;

const time = z.string().regex(/^\d{2}:\d{2}$/);
export const openingIntervalSchema = z.object({ opens: time, closes: time });
export type OpeningInterval = z.infer<typeof openingIntervalSchema>;

export const storeLocationSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  type: storeTypeSchema,
  street: z.string(),
  postalCode: z.string(),
  place: z.string(),
  canton: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  phone: z.string(),
  email: z.string(),
  /** ISO weekday ("1" = Monday … "7" = Sunday) → intervals in Europe/Zurich time; a missing day is closed. */
  openingHours: z.partialRecord(z.enum(["1", "2", "3", "4", "5", "6", "7"]), z.array(openingIntervalSchema)),
  services: z.array(storeServiceSchema),
  /** Straight-line distance from the searched place, km. */
  distance: z.number().nonnegative(),
});
export type StoreLocation = z.infer<typeof storeLocationSchema>;

export const storeLocatorOriginSchema = z.looseObject({
  postalCode: z.string(),
  place: z.string(),
  canton: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type StoreLocatorOrigin = z.infer<typeof storeLocatorOriginSchema>;

export const storeLocatorResultSchema = z.looseObject({
  search: z.string(),
  radius: z.number(),
  /** The server's time (the emulator's clock), for the opening states. */
  now: z.string(),
  /** The geocoded place; null when the search names no known place. */
  origin: storeLocatorOriginSchema.nullable(),
  /** Close spellings of an unknown place ("1700 Fribourg"). */
  suggestions: z.array(z.string()),
  total: z.number(),
  elements: z.array(storeLocationSchema),
});
export type StoreLocatorResult = z.infer<typeof storeLocatorResultSchema>;

/**
 * `GET /store-locator?search=&radius=`: the stores within `radius` km (10, 30, 50 or 100; else 30) of the
 * postal code or place searched, nearest first. An empty search is a 400; an unknown place is `origin: null`
 * with `suggestions`. A read.
 */
export function searchStores(
  api: StoreApiTransport,
  params: { search: string; radius?: number },
  options?: RequestOptions,
): Promise<StoreLocatorResult> {
  return api.request({
    ...options,
    method: "GET",
    path: "/store-locator",
    kind: "read",
    query: { search: params.search, radius: params.radius },
    schema: storeLocatorResultSchema,
  });
}

export const storeLocatorEndpoints = { searchStores };
