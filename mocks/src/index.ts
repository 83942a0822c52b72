export { createEmulator, EMULATOR_ACCESS_KEY } from "./emulator.ts";
export type { Emulator, EmulatorOptions } from "./emulator.ts";
export type { EmulatorState, SessionContext } from "./state.ts";
export {
  DEMO_BUSINESS_CUSTOMER_EMAIL,
  DEMO_BUSINESS_CUSTOMER_PASSWORD,
  DEMO_CUSTOMER_EMAIL,
  DEMO_CUSTOMER_PASSWORD,
} from "./fixtures/customers.ts";
export {
  categoryIds,
  cmsPageWithUnknownTypes,
  fixtureIds,
  homeCmsPage,
  labelsPagePaths,
  languageIds,
  currencyIds,
  unknownTypesCmsPage,
  locales,
  defaultLocale,
  registrations,
} from "./fixtures/index.ts";
export type { Mail, Mailbox } from "./lib/mailbox.ts";
export type { EmulatorClock } from "./lib/clock.ts";
export type { Locale } from "./fixtures/index.ts";
/** Handlers of one default emulator instance (what Storybook uses). */
export { handlers } from "./browser.ts";
