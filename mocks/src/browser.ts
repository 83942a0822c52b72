/**
 * Handlers for the browser (Storybook's MSW service worker). One shared emulator instance; nothing here
 * may import `node:` modules.
 */
import { createEmulator } from "./emulator.ts";

/** The emulator behind `handlers` (reset it in a story's loader if a story needs a clean session). */
export const browserEmulator = createEmulator();

export const handlers = browserEmulator.handlers;

export { createEmulator, EMULATOR_ACCESS_KEY } from "./emulator.ts";
export {
  fixtureIds,
  homeCmsPage,
  cmsPageWithUnknownTypes,
  unknownTypesCmsPage,
  languageIds,
} from "./fixtures/index.ts";
