import { setupI18n, type I18n, type Messages } from "@lingui/core";
import type { Locale } from "./locale.ts";

// Each catalog is its own chunk: a shopper downloads only the language of the page.
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  "de-DE": () => import("../locales/de-DE/messages.po"),
  "fr-CH": () => import("../locales/fr-CH/messages.po"),
};

/** A fresh Lingui instance for one locale (one per server request; one per page load in the browser). */
export async function createI18n(locale: Locale): Promise<I18n> {
  const { messages } = await catalogs[locale]();
  return setupI18n({ locale, messages: { [locale]: messages } });
}
