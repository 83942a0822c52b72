import { css } from "@shop/styled-system/css";

/**
 * A control that only works with JavaScript (show password, show map, add a line) is in the server HTML
 * with its place kept but invisible (and out of the accessibility tree) until the island has hydrated:
 * rendering it only once hydrated would push the content below it down, a layout shift (CLS).
 */
export const hiddenUntilHydrated = css({ visibility: "hidden" });
