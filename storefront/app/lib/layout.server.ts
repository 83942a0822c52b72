import { sanitizeCmsPage } from "@shop/cms-blocks/sanitize";
import type { NavItem } from "@shop/design-system";
import { navigationDepth, type Category, type NavigationId, type StoreApiClient } from "@shop/store-api";
import { footerCmsCategoryId } from "./config.server.ts";
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
  /** The footer content block: the sanitised HTML of the footer category's text slots, in order. */
  footerBlock: string[];
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
  const [main, footer, service, footerBlock] = await Promise.all([
    readNavigation(api, "main-navigation"),
    readNavigation(api, "footer-navigation"),
    readNavigation(api, "service-navigation"),
    readFooterBlock(api),
  ]);
  return {
    // No images: the top bar shows none (a panel's images come with its items).
    mainNavigation: toNavItems(main, locale, { imageLevels: 0 }),
    serviceNavigation: toNavItems(service, locale, { imageLevels: 0 }),
    footerColumns: toFooterColumns(footer, locale),
    footerBlock,
  };
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
    const category = await api.readCategory(categoryId);
    if (!category.cmsPage) return [];
    const page = sanitizeCmsPage(category.cmsPage);
    return (page.sections ?? [])
      .flatMap((section) => section.blocks ?? [])
      .flatMap((block) => block.slots ?? [])
      .map((slot) => (slot.data as { content?: unknown } | null | undefined)?.content)
      .filter((content): content is string => typeof content === "string" && content.trim() !== "");
  } catch (error) {
    console.error("footer content block failed", error);
    return [];
  }
}
