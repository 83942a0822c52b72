import { I18nProvider } from "@lingui/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { createI18n } from "./lib/i18n.ts";
import { splitLocalePath } from "./lib/locale.ts";
import { loadProductPageCode, PRODUCT_PAGE_ATTRIBUTE } from "./lib/product-page-code.ts";

// The page's catalog is loaded before hydration so the first client render matches the server HTML; so is
// a product page's own code (its chunks are not part of the route's).
const [i18n] = await Promise.all([
  createI18n(splitLocalePath(window.location.pathname).locale),
  document.querySelector(`main[${PRODUCT_PAGE_ATTRIBUTE}]`) ? loadProductPageCode() : undefined,
]);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <HydratedRouter />
      </I18nProvider>
    </StrictMode>,
  );
});
