import { msg } from "@lingui/core/macro";

/**
 * The texts of `/shopware`, the shop's credits page (routes/shopware.tsx). Translated by its loader on the
 * server, in the `services` catalog: the page is static and ships no JavaScript of its own, and the
 * `messages` catalog every page loads does not grow.
 */
export const shopwareTexts = {
  metaTitle: msg`Shopware: what powers this shop`,
  metaDescription: msg`Clarus runs on Shopware 6 as its commerce backend and a headless React storefront built for speed, accessibility and both of the shop's languages.`,
  breadcrumb: msg`Breadcrumb`,
  home: msg`Home`,
  intro: msg`This shop is made of two parts that talk to each other over Shopware's Store API.`,
  backendTitle: msg`Commerce backend: Shopware 6`,
  backendText: msg`Shopware 6 keeps the catalogue, prices, stock, carts, customer accounts and orders. The shop's team manages products, categories, landing pages and texts in the Shopware Administration.`,
  apiTitle: msg`The Store API`,
  apiText: msg`Every page asks Shopware for its data through the Store API, the same interface Shopware's own storefront and apps use. The shopper's session lives in Shopware, so any server of the shop can answer any request.`,
  storefrontTitle: msg`This headless storefront`,
  storefrontText: msg`The pages are rendered on the server and work without JavaScript; interactive parts load only when they are needed. Every page is available in German and French.`,
  stackTitle: msg`Technology stack`,
  diagramLabel: msg`Browser, storefront server and Shopware 6 connected by the Store API`,
  browser: msg`Browser`,
  storefront: msg`Storefront`,
  reactRouter: msg`React Router (framework mode) and React: server rendering, routing and islands`,
  designSystem: msg`A design system on react-aria-components and Panda CSS: accessible components`,
  lingui: msg`Lingui: texts in German and French`,
  storeApiClient: msg`A typed Store API client on wretch and zod: every answer is checked`,
  emulator: msg`A Store API emulator on MSW: development and tests without a live Shopware`,
  tests: msg`Vitest, Playwright, Storybook and axe: unit, end-to-end, visual and accessibility tests`,
};
