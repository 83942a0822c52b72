/** The store finder's radius choices in km, and the default (lib/store-finder.server.ts, the search form). */
export const STORE_FINDER_RADII = [10, 30, 50, 100] as const;
export const DEFAULT_RADIUS = 30;
