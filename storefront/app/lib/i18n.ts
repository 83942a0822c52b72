import { setupI18n, type I18n, type Messages } from "@lingui/core";
import type { Locale } from "./locale.ts";

/**
 * The shop's catalogs (lingui.config.ts says which source files feed which): `messages` holds every text
 * the pages' shell and shared islands show and is loaded before hydration; `purchase` holds the texts of
 * the cart, checkout and order islands, `product` those of the product page's buy box and tabs, `account`
 * those of the account pages' islands (components/account/), `services` those of the service pages' islands (components/services/), `cms` those of the CMS islands (sliders, videos, forms: cms-blocks/src/islands/, loaded through `cmsIsland`), `errors` those of the error page (an island), `cart` the cart's messages (lib/add-to-cart.ts,
 * which every purchase island shows too: loading `purchase` loads it), and each
 * loads with its islands (ADR 6, "Texts"), so that the first load of every other page does not grow with
 * them. Each catalog is a chunk per language.
 */
export type CatalogName =
  "messages" | "purchase" | "product" | "account" | "cart" | "cms" | "services" | "errors";

type CatalogModule = () => Promise<{ messages: Messages }>;

const catalogs: Record<CatalogName, Record<Locale, CatalogModule>> = {
  messages: {
    "de-DE": () => import("../locales/de-DE/messages.po"),
    "fr-CH": () => import("../locales/fr-CH/messages.po"),
  },
  purchase: {
    "de-DE": () => import("../locales/de-DE/purchase.po"),
    "fr-CH": () => import("../locales/fr-CH/purchase.po"),
  },
  product: {
    "de-DE": () => import("../locales/de-DE/product.po"),
    "fr-CH": () => import("../locales/fr-CH/product.po"),
  },
  cart: {
    "de-DE": () => import("../locales/de-DE/cart.po"),
    "fr-CH": () => import("../locales/fr-CH/cart.po"),
  },
  account: {
    "de-DE": () => import("../locales/de-DE/account.po"),
    "fr-CH": () => import("../locales/fr-CH/account.po"),
  },
  cms: {
    "de-DE": () => import("../locales/de-DE/cms.po"),
    "fr-CH": () => import("../locales/fr-CH/cms.po"),
  },
  services: {
    "de-DE": () => import("../locales/de-DE/services.po"),
    "fr-CH": () => import("../locales/fr-CH/services.po"),
  },
  errors: {
    "de-DE": () => import("../locales/de-DE/errors.po"),
    "fr-CH": () => import("../locales/fr-CH/errors.po"),
  },
};

const allCatalogs = Object.keys(catalogs) as CatalogName[];

/**
 * A fresh Lingui instance for one locale with the named catalogs (all of them unless said otherwise): one
 * per server request, where every text may be rendered.
 */
export async function createI18n(locale: Locale, names: readonly CatalogName[] = allCatalogs): Promise<I18n> {
  const loaded = await Promise.all(names.map((name) => catalogs[name][locale]()));
  const messages: Messages = Object.assign({}, ...loaded.map((module) => module.messages));
  return setupI18n({ locale, messages: { [locale]: messages } });
}

let hook: ((messages: Messages) => void) | undefined;

/** Runs after each catalog the browser adds (lib/text-options.browser.ts: the shop's text options). */
export const setCatalogHook = (fn: typeof hook) => (hook = fn);

let browser: { i18n: Promise<I18n>; added: Set<CatalogName> } | undefined;

/** The browser's one Lingui instance, with the `messages` catalog (entry.client, before hydration). */
export function browserI18n(locale: Locale): Promise<I18n> {
  browser ??= { i18n: createI18n(locale, ["messages"]), added: new Set(["messages"]) };
  return browser.i18n;
}

/**
 * Adds a catalog to the browser's instance, once, before an island that needs it renders (islands.ts
 * `island(..., catalog)`). Nothing to do on the server (every catalog is loaded there) or outside the app
 * (Storybook and tests load their catalogs themselves). The messages are merged without Lingui's change
 * event: nothing rendered yet shows them, and the event re-renders every Lingui consumer, which during
 * hydration makes React throw away the islands still waiting for their code (e2e/islands.spec.ts).
 */
export async function loadBrowserCatalog(name: CatalogName): Promise<void> {
  if (name === "purchase") await loadBrowserCatalog("cart");
  if (!browser || browser.added.has(name)) return;
  const { added } = browser;
  const i18n = await browser.i18n;
  const { messages } = await catalogs[name][i18n.locale as Locale]();
  if (added.has(name)) return;
  added.add(name);
  Object.assign(i18n.messages, messages);
  hook?.(i18n.messages);
}
