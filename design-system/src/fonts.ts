import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

/**
 * The font file every page needs first (Inter, Latin: German and French text), for a `<link rel="preload">`
 * in the document head. Fetched early, it is there before the first paint, so text never reflows when it
 * arrives (no layout shift in product grids). Other ranges (extended Latin, ...) load on demand.
 */
export const fontPreloads: readonly { href: string; type: string }[] = [
  { href: interLatin, type: "font/woff2" },
];
