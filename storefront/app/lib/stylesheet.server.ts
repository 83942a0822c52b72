import stylesheet from "../app.css?inline";
import { splitStylesheet } from "./critical-css.server.ts";

/** The shop's one stylesheet, split per page into inline rules and the rest (ADR 6). */
export const shopStylesheet = splitStylesheet(stylesheet);

/** Where the rest of the stylesheet for a page's class set is served (routes/stylesheet.ts). */
export function restStylesheetPath(key: string): string {
  return `/stylesheet/${shopStylesheet.version}/${key}.css`;
}
