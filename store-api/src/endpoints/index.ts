import type { StoreApiTransport } from "../transport.ts";
import { accountAddressEndpoints } from "./account-address.ts";
import { wishlistEndpoints } from "./wishlist.ts";
import { newsletterEndpoints } from "./newsletter.ts";
import { storeLocatorEndpoints } from "./store-locator.ts";
import { accountLifecycleEndpoints } from "./account-lifecycle.ts";
import { accountProfileEndpoints } from "./account-profile.ts";
import { accountEndpoints } from "./account.ts";
import { cartEndpoints } from "./cart.ts";
import { categoryEndpoints } from "./category.ts";
import { checkoutMethodEndpoints } from "./checkout-method.ts";
import { checkoutEndpoints } from "./checkout.ts";
import { contentEndpoints } from "./content.ts";
import { contextEndpoints } from "./context.ts";
import { languageEndpoints } from "./language.ts";
import { listingEndpoints } from "./listing.ts";
import { navigationEndpoints } from "./navigation.ts";
import { productEndpoints } from "./product.ts";
import { seoUrlEndpoints } from "./seo-url.ts";
import { sitemapEndpoints } from "./sitemap.ts";
import { systemEndpoints } from "./system.ts";

/**
 * Every endpoint function, by name. They become methods of the client (without the first
 * `api` argument). To add a call: write `fooBar(api, ...args, options?)` in the domain's file,
 * add it to that file's `...Endpoints` object (or add a new domain object here), export it
 * from src/index.ts, and list POST reads in read-operations.ts.
 */
export const endpoints = {
  ...contextEndpoints,
  ...accountEndpoints,
  ...accountLifecycleEndpoints,
  ...accountProfileEndpoints,
  ...accountAddressEndpoints,
  ...wishlistEndpoints,
  ...newsletterEndpoints,
  ...storeLocatorEndpoints,
  ...navigationEndpoints,
  ...seoUrlEndpoints,
  ...sitemapEndpoints,
  ...categoryEndpoints,
  ...contentEndpoints,
  ...languageEndpoints,
  ...systemEndpoints,
  ...checkoutMethodEndpoints,
  ...listingEndpoints,
  ...productEndpoints,
  ...cartEndpoints,
  ...checkoutEndpoints,
};

export type Endpoints = typeof endpoints;

// oxlint-disable-next-line typescript/no-explicit-any -- parameter lists of any shape
type EndpointFunction = (api: StoreApiTransport, ...args: any[]) => unknown;

/** The endpoint functions with the transport argument bound. */
export type BoundEndpoints<E extends Record<string, EndpointFunction>> = {
  [K in keyof E]: E[K] extends (api: StoreApiTransport, ...args: infer A) => infer R
    ? (...args: A) => R
    : never;
};

export function bindEndpoints<E extends Record<string, EndpointFunction>>(
  api: StoreApiTransport,
  functions: E,
): BoundEndpoints<E> {
  const bound: Record<string, unknown> = {};
  for (const [name, fn] of Object.entries(functions)) {
    bound[name] = (...args: unknown[]) => fn(api, ...args);
  }
  return bound as BoundEndpoints<E>;
}
