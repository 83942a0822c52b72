import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

// Shoppers see only de-DE and fr-CH. Source messages are written in English in the code and never shown:
// `lingui extract` + `lingui compile --strict` (run by the tests) fail when a translation is missing.
export default defineConfig({
  sourceLocale: "en",
  locales: ["de-DE", "fr-CH"],
  fallbackLocales: false,
  // Origins without line numbers: catalogs change only when messages do.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: "<rootDir>/storefront/app/locales/{locale}/messages",
      include: ["<rootDir>/storefront/app", "<rootDir>/cms-blocks/src", "<rootDir>/design-system/src"],
      exclude: ["**/node_modules/**", "**/*.test.*", "**/*.stories.*"],
    },
  ],
});
