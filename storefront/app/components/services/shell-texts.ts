import { msg } from "@lingui/core/macro";

/**
 * Texts of the page layout that only the server translates (layouts/default.tsx passes them down as data):
 * in the `services` catalog, so the `messages` catalog every page loads before hydration does not grow.
 */
export const shellTexts = {
  rotate: msg`Please turn your device`,
  rotateHint: msg`This shop is best viewed upright.`,
  loading: msg`Loading page…`,
};
