import { cmsPageSchema, type CmsPage } from "@shop/store-api";
import { homeCmsPage, type Locale } from "@shop/mocks/fixtures";

/** The emulator's home page, parsed like the storefront parses `/category/{home}`. */
export const emulatorHomePage = (locale: Locale = "de-DE", origin?: string): CmsPage =>
  cmsPageSchema.parse(homeCmsPage(locale, origin));
