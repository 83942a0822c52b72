import { storesNear, geocode, placeSuggestions, radiusOf } from "../entities/store-locator.ts";
import { clock } from "../lib/clock.ts";
import { errorResponse, errors } from "../lib/errors.ts";
import { jsonResponse, storeApiRoute, type EmulatorRuntime, type RouteArgs } from "../lib/route.ts";

/**
 * `GET /store-locator?search=<postal code or place>&radius=<10|30|50|100>` — a custom Store API route (like a
 * plugin's `/store-api/...` route; docs/emulator.md "Store locator"). Empty `search` → 400
 * `FRAMEWORK__MISSING_REQUEST_PARAMETER`. An unknown place answers 200 with `origin: null`, no stores and
 * `suggestions` (close spellings). `now` is the emulator clock's time, so opening states are testable.
 */
function searchStores({ request, runtime }: RouteArgs): Response {
  const url = new URL(request.url);
  const search = (url.searchParams.get("search") ?? "").trim().slice(0, 100);
  if (!search) return errorResponse(errors.missingRequestParameter("search"));
  const radius = radiusOf(url.searchParams.get("radius"));
  const now = new Date(clock(runtime.state).now()).toISOString();
  const place = geocode(search);
  if (!place) {
    return jsonResponse({
      apiAlias: "store_locator_result",
      search,
      radius,
      now,
      origin: null,
      suggestions: placeSuggestions(search),
      total: 0,
      elements: [],
    });
  }
  const hits = storesNear(place, radius);
  return jsonResponse({
    apiAlias: "store_locator_result",
    search,
    radius,
    now,
    origin: {
      postalCode: place.postalCode,
      place: place.place,
      canton: place.canton,
      latitude: place.latitude,
      longitude: place.longitude,
    },
    suggestions: [],
    total: hits.length,
    elements: hits.map(({ store, distance }) => ({ ...store, apiAlias: "store_locator_store", distance })),
  });
}

export function storeLocatorHandlers(runtime: EmulatorRuntime) {
  return [storeApiRoute(runtime, "get", "/store-locator", searchStores)];
}
