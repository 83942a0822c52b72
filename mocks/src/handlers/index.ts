import { http } from "msw";
import { preflightResponse, withCors } from "../lib/cors.ts";
import { errorResponse, errors } from "../lib/errors.ts";
import type { EmulatorRuntime } from "../lib/route.ts";
import { accountAddressHandlers } from "./account-address.ts";
import { wishlistHandlers } from "./wishlist.ts";
import { newsletterHandlers } from "./newsletter.ts";
import { storeLocatorHandlers } from "./store-locator.ts";
import { accountProfileHandlers } from "./account-profile.ts";
import { accountRecoveryHandlers } from "./account-recovery.ts";
import { accountHandlers } from "./account.ts";
import { breadcrumbHandlers } from "./breadcrumb.ts";
import { cartHandlers } from "./cart.ts";
import { categoryHandlers } from "./category.ts";
import { contextHandlers } from "./context.ts";
import { crossSellingHandlers } from "./cross-selling.ts";
import { landingPageHandlers } from "./landing-page.ts";
import { mailboxHandlers } from "./mailbox.ts";
import { mediaHandlers } from "./media.ts";
import { navigationHandlers } from "./navigation.ts";
import { orderActionHandlers } from "./order-actions.ts";
import { orderHandlers } from "./order.ts";
import { paymentHandlers } from "./payment.ts";
import { productListingHandlers } from "./product-listing.ts";
import { productHandlers } from "./product.ts";
import { registerHandlers } from "./register.ts";
import { reviewHandlers } from "./review.ts";
import { searchHandlers } from "./search.ts";
import { seoUrlHandlers } from "./seo-url.ts";
import { sitemapHandlers } from "./sitemap.ts";
import { snippetHandlers } from "./snippet.ts";
import { systemHandlers } from "./system.ts";

/**
 * Every Store API route of the emulator (after the CORS preflight), then Shopware's 404 for any other
 * `/store-api/...` path. Add more routes before the catch-all (or with `server.use()` / story parameters).
 */
export function createHandlers(runtime: EmulatorRuntime) {
  return [
    http.options("*/store-api/*", ({ request }) => preflightResponse(request)),
    ...contextHandlers(runtime),
    ...accountHandlers(runtime),
    ...registerHandlers(runtime),
    ...accountRecoveryHandlers(runtime),
    ...accountProfileHandlers(runtime),
    ...accountAddressHandlers(runtime),
    ...wishlistHandlers(runtime),
    ...newsletterHandlers(runtime),
    ...storeLocatorHandlers(runtime),
    ...systemHandlers(runtime),
    ...sitemapHandlers(runtime),
    ...snippetHandlers(runtime),
    ...navigationHandlers(runtime),
    ...seoUrlHandlers(runtime),
    ...categoryHandlers(runtime),
    ...cartHandlers(runtime),
    ...orderHandlers(runtime),
    ...orderActionHandlers(runtime),
    ...paymentHandlers(runtime),
    ...mailboxHandlers(runtime),
    // Catalog routes last: `/product/{productId}` must not shadow fixed paths like `/product/purchase-limit`.
    ...productListingHandlers(runtime),
    ...searchHandlers(runtime),
    ...crossSellingHandlers(runtime),
    ...reviewHandlers(runtime),
    ...productHandlers(runtime),
    ...breadcrumbHandlers(runtime),
    ...landingPageHandlers(runtime),
    ...mediaHandlers(runtime),
    http.all("*/store-api/*", ({ request }) =>
      withCors(errorResponse(errors.routeNotFound(request.method, new URL(request.url).pathname))),
    ),
  ];
}
