/**
 * On `<html>`: text is set in Inter. Without it, in the fallback alone (typography.ts). The storefront sets it
 * while the page's head is parsed, when an earlier page has put Inter's file into the browser's cache (ADR 6,
 * "Inter once it is cached"); Storybook sets it for every story. A module of its own, so that the browser's
 * code that sets it does not bring the theme's tokens along.
 */
export const WEB_FONT_ATTRIBUTE = "data-web-font";
