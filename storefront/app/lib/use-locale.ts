import { useLocation } from "react-router";
import { splitLocalePath, type Locale } from "./locale.ts";

/** The current page's locale and its path inside it (`/fr-CH/Nettoyage/` → fr-CH, `/Nettoyage/`). */
export function useLocalePath(): { locale: Locale; path: string } {
  return splitLocalePath(useLocation().pathname);
}

/** The current page's locale, from its path prefix. */
export function useLocale(): Locale {
  return useLocalePath().locale;
}
