import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { locales, type Locale } from "./lib/locale.ts";

/** The shop's pages, declared once and mounted per locale: unprefixed for de-DE, under /fr-CH for fr-CH. */
function shopPages(locale: Locale) {
  const id = (name: string) => `${locale}/${name}`;
  return [
    route("search-suggest", "routes/search-suggest.ts", { id: id("search-suggest") }),
    route("navigation-menu/:categoryId", "routes/navigation-menu.ts", { id: id("navigation-menu") }),
    route("logout", "routes/logout.ts", { id: id("logout") }),
    route("newsletter", "routes/newsletter.ts", { id: id("newsletter") }),
    route(
      "account/order/:orderId/document/:documentId",
      "routes/account.order.$orderId.document.$documentId.ts",
      {
        id: id("account-order-document"),
      },
    ),
    route(
      "account/order/:orderId/download/:downloadId",
      "routes/account.order.$orderId.download.$downloadId.ts",
      { id: id("account-order-download") },
    ),
    layout("layouts/default.tsx", { id: id("default-layout") }, [
      index("routes/home.tsx", { id: id("home") }),
      route("search", "routes/search.tsx", { id: id("search") }),
      route("login", "routes/login.tsx", { id: id("login") }),
      route("account/recover", "routes/account.recover.tsx", { id: id("account-recover") }),
      route("account/recover/password", "routes/account.recover.password.tsx", {
        id: id("account-recover-password"),
      }),
      route("reset-password", "routes/reset-password.ts", { id: id("reset-password") }),
      route("register", "routes/register.tsx", { id: id("register") }),
      route("registration/confirm", "routes/registration.confirm.tsx", { id: id("registration-confirm") }),
      layout("layouts/account.tsx", { id: id("account-layout") }, [
        route("account", "routes/account.tsx", { id: id("account") }),
        route("account/profile", "routes/account.profile.tsx", { id: id("account-profile") }),
        route("account/payment", "routes/account.payment.tsx", { id: id("account-payment") }),
        route("account/address", "routes/account.address.tsx", { id: id("account-address") }),
        route("account/address/create", "routes/account.address.create.tsx", {
          id: id("account-address-create"),
        }),
        route("account/address/:addressId", "routes/account.address.$addressId.tsx", {
          id: id("account-address-edit"),
        }),
        route("account/order", "routes/account.order.tsx", { id: id("account-order") }),
        route("account/order/:orderId", "routes/account.order.$orderId.tsx", {
          id: id("account-order-detail"),
        }),
      ]),
      route("checkout/cart", "routes/checkout.cart.tsx", { id: id("checkout-cart") }),
      route("wishlist", "routes/wishlist.tsx", { id: id("wishlist") }),
      route("store-finder", "routes/store-finder.tsx", { id: id("store-finder") }),
      route("shopware", "routes/shopware.tsx", { id: id("shopware") }),
      route("quotation-request", "routes/quotation-request.tsx", { id: id("quotation-request") }),
      route("test-machine-inquiry", "routes/test-machine-inquiry.tsx", { id: id("test-machine-inquiry") }),
      route("newsletter-subscribe", "routes/newsletter-subscribe.tsx", { id: id("newsletter-subscribe") }),
      route("checkout/success/:orderId", "routes/checkout.success.tsx", { id: id("checkout-success") }),
      route("checkout/success/:orderId/paid", "routes/checkout.success.paid.tsx", {
        id: id("checkout-success-paid"),
      }),
      route("checkout/success/:orderId/unpaid", "routes/checkout.success.unpaid.tsx", {
        id: id("checkout-success-unpaid"),
      }),
      route("*", "routes/cms-page.tsx", { id: id("cms-page") }),
    ]),
    layout("layouts/checkout.tsx", { id: id("checkout-layout") }, [
      route("checkout", "routes/checkout.tsx", { id: id("checkout") }),
    ]),
  ];
}

export default [
  route("store-api/*", "routes/store-api.ts"),
  route("media/*", "routes/media.ts"),
  route("__emulator/*", "routes/emulator.ts"),
  route(".well-known/appspecific/*", "routes/well-known.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("stylesheet/:version/:file", "routes/stylesheet.ts"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("sitemap/*", "routes/sitemap.ts"),
  route("language", "routes/language.ts"),
  route("currency", "routes/currency.ts"),
  route("tracking-consent", "routes/tracking-consent.ts"),
  route("wishlist-ids", "routes/wishlist-ids.ts"),
  route("checkout/line-item", "routes/checkout.line-item.ts"),
  ...locales.filter((locale) => locale !== "de-DE").flatMap((locale) => prefix(locale, shopPages(locale))),
  ...shopPages("de-DE"),
] satisfies RouteConfig;
