import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/**
 * The purchase islands: the cart page, the side cart, checkout and the order pages, with the form toolkit's
 * texts. Their texts are a catalog of their own (`purchase`) that loads with those islands
 * (storefront/app/lib/i18n.ts), so the catalog every page loads before hydration stays small. A file
 * listed here must only be rendered inside an island declared with `island(..., "purchase")` or code
 * loaded together with `loadBrowserCatalog("purchase")` (the side cart); a route module or layout is
 * never listed.
 */
const purchase = [
  "<rootDir>/storefront/app/components/CartPage.tsx",
  "<rootDir>/storefront/app/components/CartLine.tsx",
  "<rootDir>/storefront/app/components/CartNotices.tsx",
  "<rootDir>/storefront/app/components/SideCartPanel.tsx",
  "<rootDir>/storefront/app/lib/cart-form.ts",
  "<rootDir>/storefront/app/components/CheckoutPage.tsx",
  "<rootDir>/storefront/app/components/AddressFields.tsx",
  "<rootDir>/storefront/app/components/DataProtectionConsent.tsx",
  "<rootDir>/storefront/app/components/OrderPage.tsx",
  "<rootDir>/storefront/app/components/summary-labels.ts",
  "<rootDir>/storefront/app/lib/forms",
];
/**
 * The cart's messages (add to cart, the cart page's answers): shown by islands only (the listing's and the
 * product page's add-to-cart, the notifications, the purchase islands), so catalog `cart`, loaded with
 * them; `purchase` always brings it along (lib/i18n.ts).
 */
const cart = ["<rootDir>/storefront/app/lib/add-to-cart.ts"];
/**
 * The product page's own elements: the buy box and the tabs (with reviews and size chart) render only
 * inside the product page's context, which `ProductPageProvider` gives; that island loads the `product`
 * catalog with its code.
 */
const product = [
  "<rootDir>/storefront/app/components/ProductPageProvider.tsx",
  "<rootDir>/cms-blocks/src/product-detail/BuyBox.tsx",
  "<rootDir>/cms-blocks/src/product-detail/ProductTabs.tsx",
  "<rootDir>/cms-blocks/src/product-detail/ProductReviews.tsx",
  "<rootDir>/cms-blocks/src/product-detail/SizeChart.tsx",
];
/**
 * The account pages' islands (registration, recovery, the account area, the wishlist page), all in
 * `storefront/app/components/account/`: catalog `account`, loaded with those islands. They use the form
 * toolkit too, so they name both catalogs: `island(..., ["account", "purchase"])`.
 */
const account = ["<rootDir>/storefront/app/components/account"];
/**
 * The CMS islands (sliders, videos, forms, ...: everything under cms-blocks/src/islands/): catalog `cms`,
 * loaded with their code by `cmsIsland` (the storefront's ShopCmsPage.tsx says how).
 */
const cms = ["<rootDir>/cms-blocks/src/islands"];
/**
 * The service pages' islands (store finder, quotation request, test-machine inquiry), all in
 * `storefront/app/components/services/`: catalog `services`, loaded with those islands (the forms together
 * with `account` (their form) and `purchase` (the form toolkit)).
 */
const services = ["<rootDir>/storefront/app/components/services"];
/**
 * The error page (404, 5xx, maintenance): an island (`island(..., "errors")`), so its texts load with its
 * code, never in the first load of the pages that work.
 */
const errors = ["<rootDir>/storefront/app/components/ErrorPage.tsx"];
const sources = ["<rootDir>/storefront/app", "<rootDir>/cms-blocks/src", "<rootDir>/design-system/src"];
const notSources = ["**/node_modules/**", "**/*.test.*", "**/*.stories.*"];

// Shoppers see only de-DE and fr-CH. Source messages are written in English in the code and never shown:
// `lingui extract` + `lingui compile --strict` (run by the tests) fail when a translation is missing.
export default defineConfig({
  sourceLocale: "en",
  locales: ["de-DE", "fr-CH"],
  fallbackLocales: false,
  // Origins without line numbers: catalogs change only when messages do.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    { path: "<rootDir>/storefront/app/locales/{locale}/purchase", include: purchase, exclude: notSources },
    { path: "<rootDir>/storefront/app/locales/{locale}/product", include: product, exclude: notSources },
    { path: "<rootDir>/storefront/app/locales/{locale}/cart", include: cart, exclude: notSources },
    { path: "<rootDir>/storefront/app/locales/{locale}/account", include: account, exclude: notSources },
    { path: "<rootDir>/storefront/app/locales/{locale}/cms", include: cms, exclude: notSources },
    { path: "<rootDir>/storefront/app/locales/{locale}/services", include: services, exclude: notSources },
    { path: "<rootDir>/storefront/app/locales/{locale}/errors", include: errors, exclude: notSources },
    {
      path: "<rootDir>/storefront/app/locales/{locale}/messages",
      include: sources,
      exclude: [...notSources, ...purchase, ...product, ...account, ...cart, ...cms, ...services, ...errors],
    },
  ],
});
