import type { Preview } from "@storybook/react-vite";
import { I18nProvider } from "@lingui/react";
import { setupI18n } from "@lingui/core";
import { mswLoader } from "msw-storybook-addon/csf3";
import { handlers, mediaFileHandlers } from "@shop/mocks/browser";
import { messages as deAccount } from "../storefront/app/locales/de-DE/account.po";
import { messages as deCart } from "../storefront/app/locales/de-DE/cart.po";
import { messages as deCms } from "../storefront/app/locales/de-DE/cms.po";
import { messages as deErrors } from "../storefront/app/locales/de-DE/errors.po";
import { messages as deMessages } from "../storefront/app/locales/de-DE/messages.po";
import { messages as deProduct } from "../storefront/app/locales/de-DE/product.po";
import { messages as dePurchase } from "../storefront/app/locales/de-DE/purchase.po";
import { messages as deServices } from "../storefront/app/locales/de-DE/services.po";
import { messages as frAccount } from "../storefront/app/locales/fr-CH/account.po";
import { messages as frCart } from "../storefront/app/locales/fr-CH/cart.po";
import { messages as frCms } from "../storefront/app/locales/fr-CH/cms.po";
import { messages as frErrors } from "../storefront/app/locales/fr-CH/errors.po";
import { messages as frMessages } from "../storefront/app/locales/fr-CH/messages.po";
import { messages as frProduct } from "../storefront/app/locales/fr-CH/product.po";
import { messages as frPurchase } from "../storefront/app/locales/fr-CH/purchase.po";
import { messages as frServices } from "../storefront/app/locales/fr-CH/services.po";
import { fontFaceCss, WEB_FONT_ATTRIBUTE } from "../design-system/src/fonts.ts";
import "../design-system/src/styles.css";
import "./preview.css";

// The shop's font faces (design-system/src/fonts.ts), Inter swapped in as soon as it loads: stories wait
// for it before any check (below). Text is set in Inter, as on a shopper's pages once the font is cached.
document.head.insertAdjacentHTML("beforeend", `<style data-fonts="">${fontFaceCss("swap")}</style>`);
document.documentElement.setAttribute(WEB_FONT_ATTRIBUTE, "");

const i18nByLocale = {
  "de-DE": setupI18n({
    locale: "de-DE",
    messages: {
      "de-DE": {
        ...deMessages,
        ...dePurchase,
        ...deProduct,
        ...deAccount,
        ...deCart,
        ...deCms,
        ...deServices,
        ...deErrors,
      },
    },
  }),
  "fr-CH": setupI18n({
    locale: "fr-CH",
    messages: {
      "fr-CH": {
        ...frMessages,
        ...frPurchase,
        ...frProduct,
        ...frAccount,
        ...frCart,
        ...frCms,
        ...frServices,
        ...frErrors,
      },
    },
  }),
};

const preview: Preview = {
  parameters: {
    a11y: { test: "error" },
    // The Store API emulator answers every story's /store-api calls through the service worker.
    msw: { handlers: { storeApi: handlers, media: mediaFileHandlers } },
    layout: "padded",
    controls: { expanded: true },
  },
  globalTypes: {
    locale: {
      description: "Shop language",
      toolbar: { title: "Locale", items: ["de-DE", "fr-CH"], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: "de-DE" },
  loaders: [
    mswLoader(),
    // The shop's font before the story renders, as on the shop's pages (preloaded there): a play function
    // that scrolls or measures (a tab strip, a carousel) would otherwise see the fallback font's widths.
    async () => {
      await Promise.all([
        document.fonts.load("400 1em 'Inter Variable'"),
        document.fonts.load("600 1em 'Inter Variable'"),
      ]);
      return {};
    },
  ],
  decorators: [
    (Story, context) => {
      const locale = (context.globals.locale as keyof typeof i18nByLocale) ?? "de-DE";
      const i18n = i18nByLocale[locale] ?? i18nByLocale["de-DE"];
      return (
        <I18nProvider i18n={i18n}>
          <div lang={locale}>
            <Story />
          </div>
        </I18nProvider>
      );
    },
  ],
};
export default preview;
