import { sanitizeCmsPage } from "@shop/cms-blocks/sanitize";
import type { NavItem } from "@shop/design-system";
import { navigationDepth, type Category, type NavigationId, type StoreApiClient } from "@shop/store-api";
import { footerCmsCategoryId } from "./config.server.ts";
import type { Locale } from "./locale.ts";
import { toFooterColumns, toNavItems, type FooterColumn } from "./navigation.ts";
import { cachedShopRead } from "./shop-cache.server.ts";

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
  /** The footer content block: the sanitised HTML of the footer category's text slots, in order. */
  footerBlock: string[];
}

/**
 * One navigation, reduced by `toItems`. The same for every shopper of a language: kept in the shop cache
 * (shop-cache.server.ts) after its reduction, so no media URL of one request's host is kept. Secondary to
 * the page: a failing navigation renders empty (and is not cached), never an error page.
 */
function readNavigation<T>(
  api: StoreApiClient,
  rootId: keyof typeof LAYOUT_NAVIGATION_LEVELS,
  toItems: (categories: Category[]) => T[],
): Promise<T[]> {
  return cachedShopRead(api, ["layout-navigation", rootId], async () =>
    toItems(
      await api.readNavigation(
        { activeId: rootId, rootId, depth: navigationDepth(LAYOUT_NAVIGATION_LEVELS[rootId]) },
        { includeSeoUrls: true },
      ),
    ),
  ).catch((error: unknown) => {
    console.error(`${rootId} failed`, error);
    return [] as T[];
  });
}

/** The layout's navigations, read together and reduced to what the header and the footer render. */
export async function readLayoutNavigation(api: StoreApiClient, locale: Locale): Promise<LayoutNavigation> {
  const [mainNavigation, footerColumns, serviceNavigation, footerBlock] = await Promise.all([
    // No images: the top bar shows none (a panel's images come with its items).
    readNavigation(api, "main-navigation", (main) => toNavItems(main, locale, { imageLevels: 0 })),
    readNavigation(api, "footer-navigation", (footer) => toFooterColumns(footer, locale)),
    readNavigation(api, "service-navigation", (service) => toNavItems(service, locale, { imageLevels: 0 })),
    readFooterBlock(api),
  ]);
  return { mainNavigation, serviceNavigation, footerColumns, footerBlock };
}

/**
 * The footer content block (spec §2): the CMS page of a fixed category (`footerCmsCategoryId`, in no
 * navigation), read with the navigations and reduced to its text slots' HTML, sanitised here so no
 * sanitiser and no CMS renderer reach the browser. Secondary to the page: a missing category, a category
 * without a layout or a failing Store API render nothing.
 */
export async function readFooterBlock(
  api: StoreApiClient,
  categoryId: string = footerCmsCategoryId(),
): Promise<string[]> {
  try {
    // Kept in the shop cache as the sanitised HTML (the same for every shopper of a language).
    return await cachedShopRead(api, ["footer-block", categoryId], async () => {
      const category = await api.readCategory(categoryId);
      if (!category.cmsPage) return [];
      const page = sanitizeCmsPage(category.cmsPage);
      return (page.sections ?? [])
        .flatMap((section) => section.blocks ?? [])
        .flatMap((block) => block.slots ?? [])
        .map((slot) => (slot.data as { content?: unknown } | null | undefined)?.content)
        .filter((content): content is string => typeof content === "string" && content.trim() !== "");
    });
  } catch (error) {
    console.error("footer content block failed", error);
    return [];
  }
}
