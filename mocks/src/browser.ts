/**
 * Handlers for the browser (Storybook's MSW service worker). One shared emulator instance; nothing here
 * may import `node:` modules.
 */
import { createEmulator } from "./emulator.ts";

/** The emulator behind `handlers` (reset it in a story's loader if a story needs a clean session). */
export const browserEmulator = createEmulator();

export const handlers = browserEmulator.handlers;

export { createEmulator, EMULATOR_ACCESS_KEY } from "./emulator.ts";
/**
 * Draws the catalog's images and PDFs in the page for `/media/...` paths that are not static files (those pass
 * through to Storybook's static `/media`). Give them their own key next to the Store API handlers, so a story
 * that replaces `storeApi` keeps its pictures: `msw: { handlers: { storeApi: handlers, media: mediaFileHandlers } }`.
 */
export { mediaFileHandlers } from "./handlers/media-files.ts";
export {
  fixtureIds,
  homeCmsPage,
  cmsPageWithUnknownTypes,
  unknownTypesCmsPage,
  languageIds,
} from "./fixtures/index.ts";
