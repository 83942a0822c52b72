import type { ComponentType } from "react";
import { lazyComponent } from "@shop/cms-blocks";
import { loadBrowserCatalog, type CatalogName } from "../lib/i18n.ts";

/**
 * The page's islands (ADR 6), in one place: everything a shopper sees is in the server HTML and works
 * without JavaScript; the code of these parts is not in the first load. It loads once the shell (root,
 * layout and route) has hydrated, and each island hydrates in a task of its own, keeping its server HTML
 * until then. A new page puts its interactive content in an island of this list. Each island runs inside
 * react-aria's providers (AriaProviders.tsx), which load with it. A page whose island no other page shows
 * may declare it in its route module with `island` (the cart page): then only that page's chunk carries it,
 * and the other pages' first load does not grow. An island whose texts are in a catalog of their own (the
 * purchase islands, lingui.config.ts) names it, or them (the account islands use the form toolkit's
 * `purchase` texts too): they load with the island's code.
 */
export function island<P extends object, M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  catalog?: CatalogName | readonly CatalogName[],
) {
  const names = catalog === undefined ? [] : typeof catalog === "string" ? [catalog] : catalog;
  return lazyComponent(
    () => Promise.all([load(), import("./AriaProviders.tsx"), Promise.all(names.map(loadBrowserCatalog))]),
    ([module, aria]) => aria.withAriaProviders(pick(module)),
  );
}

/** The header, with the wishlist count and the search suggestions it keeps in the browser. */
export const ShopHeader = island(
  () => import("./ShopHeader.tsx"),
  (module) => module.ShopHeader,
);
export const SiteFooter = island(
  () => import("./SiteFooter.tsx"),
  (module) => module.SiteFooter,
);
export const Notifications = island(
  () => import("./Notifications.tsx"),
  (module) => module.Notifications,
  "cart",
);
/** A Shopping Experiences page (home, categories, landing pages, the product page's layout). */
export const ShopCmsPage = island(
  () => import("./ShopCmsPage.tsx"),
  (module) => module.ShopCmsPage,
  "cart",
);
/** The product page's data and actions around its layout (buy box, variants, reviews). */
export const ProductPageProvider = island(
  () => import("./ProductPageProvider.tsx"),
  (module) => module.ProductPageProvider,
  ["product", "cart"],
);
/** The trail above a category or product page: static, but its links and icons are not in the first load. */
export const PageBreadcrumbs = island(
  () => import("./PageBreadcrumbs.tsx"),
  (module) => module.PageBreadcrumbs,
);
/** The layout's rotate hint, loading bar and the shop's text overrides for the browser (server texts as props). */
export const ShellStatus = island(
  () => import("./ShellStatus.tsx"),
  (module) => module.ShellStatus,
);
/** 404, 5xx and maintenance pages. */
export const ErrorPage = island(
  () => import("./ErrorPage.tsx"),
  (module) => module.ErrorPage,
  "errors",
);
