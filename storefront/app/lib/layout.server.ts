import type { NavItem } from "@shop/design-system";
import { navigationDepth, type Category, type NavigationId, type StoreApiClient } from "@shop/store-api";
import type { Locale } from "./locale.ts";
import { toFooterColumns, toNavItems, type FooterColumn } from "./navigation.ts";

/**
 * How many levels below its root each navigation of the layout shows (Shopware's `depth` is one less, see
 * `navigationDepth`). The main navigation's top level only: the mega menu's panels and the mobile menu's
 * submenus load the rest on first opening (`navigation-menu` route).
 */
export const LAYOUT_NAVIGATION_LEVELS = {
  "main-navigation": 1,
  /** The columns (folders) and their links. */
  "footer-navigation": 2,
  "service-navigation": 1,
} as const satisfies Partial<Record<NavigationId, number>>;

/** What the layout's first paint shows of the three navigations, nothing more (it is inlined in every page). */
export interface LayoutNavigation {
  mainNavigation: NavItem[];
  serviceNavigation: NavItem[];
  footerColumns: FooterColumn[];
}

/** Secondary to the page: a failing navigation renders empty, never an error page. */
function readNavigation(api: StoreApiClient, rootId: keyof typeof LAYOUT_NAVIGATION_LEVELS) {
  return api
    .readNavigation(
      { activeId: rootId, rootId, depth: navigationDepth(LAYOUT_NAVIGATION_LEVELS[rootId]) },
      { includeSeoUrls: true },
    )
    .catch((error: unknown) => {
      console.error(`${rootId} failed`, error);
      return [] as Category[];
    });
}

/** The layout's navigations, read together and reduced to what the header and the footer render. */
export async function readLayoutNavigation(api: StoreApiClient, locale: Locale): Promise<LayoutNavigation> {
  const [main, footer, service] = await Promise.all([
    readNavigation(api, "main-navigation"),
    readNavigation(api, "footer-navigation"),
    readNavigation(api, "service-navigation"),
  ]);
  return {
    // No images: the top bar shows none (a panel's images come with its items).
    mainNavigation: toNavItems(main, locale, { imageLevels: 0 }),
    serviceNavigation: toNavItems(service, locale, { imageLevels: 0 }),
    footerColumns: toFooterColumns(footer, locale),
  };
}
