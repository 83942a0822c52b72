import { useCallback, useMemo, useState, type ReactNode } from "react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link as RouterLink, useLocation } from "react-router";
import {
  Badge,
  Icon,
  MegaMenu,
  MobileMenu,
  useIdleImport,
  useIsHydrated,
  useLazyNavItems,
  type IconName,
  type LinkRenderProps,
  type NavItem,
} from "@shop/design-system";
import { HydrationSlice } from "@shop/cms-blocks";
import { css, cx } from "@shop/styled-system/css";
import { button } from "@shop/styled-system/recipes";
import { loginRedirectFor } from "../lib/account.ts";
import { localePrefix, localizePath, type Locale } from "../lib/locale.ts";
import { activeRoute, fetchNavigationMenu } from "../lib/navigation.ts";
import { HeaderSearch, preloadSearchSuggest } from "./HeaderSearch.tsx";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";
import { LoginForm } from "./LoginForm.tsx";
import { Logo } from "./Logo.tsx";
import type { SearchSuggestionsState } from "./useSearchSuggestions.ts";

/** The mobile menu's drawer (react-aria modal) loads after hydration, off the first load. */
const loadDrawer = () => import("@shop/design-system/drawer");

export interface SiteHeaderProps {
  locale: Locale;
  /**
   * The main navigation, already mapped (`toNavItems`): the mega menu and the mobile menu. Items with
   * `lazyChildren` get their submenus from `loadNavigationChildren` on first opening (or hover, focus).
   */
  navigation?: readonly NavItem[];
  /** An item's children, for the submenus. Default: the `navigation-menu` route. */
  loadNavigationChildren?: (item: NavItem) => Promise<NavItem[]>;
  /**
   * The links of the current page's ancestors (`categoryTrail`): the menus mark the page's branch even
   * before its submenu is loaded.
   */
  navigationTrail?: readonly string[];
  /** The service navigation (contact, shipping, ...), already mapped. */
  serviceNavigation?: readonly NavItem[];
  /** Products on the wishlist; the badge shows above zero. */
  wishlistCount?: number;
  /** Products in the cart (sum of quantities); the badge shows above zero. */
  cartCount?: number;
  /** A logged-in customer's account icon links to the account; else it opens the login. */
  isLoggedIn?: boolean;
  /** Live suggestions for the search bar (`useSearchSuggestions`, or a fixed state in stories). */
  search?: SearchSuggestionsState;
  /**
   * With JavaScript, a plain click of the cart icon (a link to the cart page) calls this instead of
   * navigating: the side cart opens. Modifier clicks (new tab, new window) keep the link's default.
   */
  onCartOpen?: () => void;
  /** Hover or focus of the cart icon: a shopper may open the side cart soon (load its code). */
  onCartIntent?: () => void;
}

const noTrail: readonly string[] = [];

const noSuggestions: SearchSuggestionsState = {
  term: "",
  rows: [],
  total: undefined,
  isLoading: false,
  onInputChange: () => {},
};

/** Router links for internal paths; external ones (new tab) stay plain anchors. */
export function renderLink({ href, children, ...props }: LinkRenderProps) {
  return /^[a-z][a-z\d+.-]*:/i.test(href) ? (
    <a href={href} {...props}>
      {children}
    </a>
  ) : (
    <RouterLink to={href} {...props}>
      {children}
    </RouterLink>
  );
}

/**
 * The site header (docs/storefront-rules.md, "Page parts"): skip link, logo, search toggle with the search bar, wishlist, cart and account
 * links with count badges, language switcher, the hamburger opening the mobile menu, and on large screens
 * the service navigation and the mega menu. Every link works without JavaScript; the search toggle and
 * the hamburger are then links to in-page fallbacks (`:target`). Its height never changes with data or
 * hydration (badges sit over their icons; the search bar only opens on request).
 */
export function SiteHeader({
  locale,
  navigation = [],
  loadNavigationChildren,
  navigationTrail = noTrail,
  serviceNavigation = [],
  wishlistCount = 0,
  cartCount = 0,
  isLoggedIn = false,
  search = noSuggestions,
  onCartOpen,
  onCartIntent,
}: SiteHeaderProps) {
  const { t } = useLingui();
  const location = useLocation();
  const searchId = "header-search";
  const fallbackMenuId = "mobile-navigation";
  const [isSearchOpen, setSearchOpen] = useState(false);
  const [focusSearch, setFocusSearch] = useState(false);
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [isLoginOpen, setLoginOpen] = useState(false);
  const drawer = useIdleImport(loadDrawer);

  // A new page (a suggestion, "see all", a menu link) closes the search bar and the menu.
  const page = location.pathname + location.search;
  const [shownFor, setShownFor] = useState(page);
  if (shownFor !== page) {
    setShownFor(page);
    setSearchOpen(false);
    setMenuOpen(false);
    setLoginOpen(false);
  }

  const fetchChildren = useCallback(
    (item: NavItem) =>
      fetchNavigationMenu(item.id, locale).catch((error: unknown) => {
        console.error("submenu failed", error);
        throw error;
      }),
    [locale],
  );
  const menu = useLazyNavItems(navigation, loadNavigationChildren ?? fetchChildren);

  const { activeIds, currentId } = useMemo(
    () => activeRoute(menu.items, location.pathname, navigationTrail),
    [menu.items, location.pathname, navigationTrail],
  );

  const closeSearch = () => {
    setSearchOpen(false);
    document.getElementById(`${searchId}-toggle`)?.focus();
  };

  const wishlistLabel =
    wishlistCount > 0
      ? t({ message: plural(wishlistCount, { one: "Wishlist, # item", other: "Wishlist, # items" }) })
      : t`Wishlist`;
  const cartLabel =
    cartCount > 0
      ? t({ message: plural(cartCount, { one: "Cart, # item", other: "Cart, # items" }) })
      : t`Cart`;

  const menuContent = (items: readonly NavItem[]) => (
    <>
      {items.length > 0 && (
        <MobileMenu
          items={items}
          onLoadChildren={menu.loadChildren}
          label={t`Main navigation`}
          activeIds={activeIds}
          currentId={currentId}
          toggleLabel={t`Submenu`}
          loadingLabel={t`Loading categories`}
          showAllLabel={t`Show all`}
          renderLink={renderLink}
        />
      )}
      <ServiceLinks
        items={serviceNavigation}
        label={t`Service navigation`}
        className={styles.drawerService}
      />
      <div className={styles.drawerLanguage}>
        <LanguageSwitcher />
      </div>
    </>
  );

  return (
    <header className={styles.header}>
      <a href="#main" className={styles.skip}>
        <Trans>Skip to content</Trans>
      </a>
      {serviceNavigation.length > 0 && (
        <div className={styles.serviceBar}>
          <ServiceLinks
            items={serviceNavigation}
            label={t`Service navigation`}
            className={styles.serviceInner}
          />
        </div>
      )}
      <div className={styles.bar}>
        <div className={styles.start}>
          <MenuButton isOpen={isMenuOpen} onOpen={() => setMenuOpen(true)} fallbackId={fallbackMenuId} />
          <RouterLink
            to={localePrefix(locale) || "/"}
            aria-label={t`Clarus home page`}
            className={styles.logo}
          >
            <Logo />
          </RouterLink>
        </div>
        <div className={styles.actions}>
          <SearchToggle
            id={searchId}
            isOpen={isSearchOpen}
            onToggle={() => {
              setFocusSearch(!isSearchOpen);
              setSearchOpen(!isSearchOpen);
            }}
          />
          <CountLink
            href={localizePath("/wishlist", locale)}
            icon="heart"
            label={wishlistLabel}
            count={wishlistCount}
          />
          <CountLink
            href={localizePath("/checkout/cart", locale)}
            icon="cart"
            label={cartLabel}
            count={cartCount}
            onOpen={onCartOpen}
            onIntent={onCartIntent}
          />
          {!isLoggedIn && drawer ? (
            // With JavaScript a guest's account icon opens the login modal; focus returns to it on close.
            <button
              type="button"
              className={iconButton}
              aria-label={t`Account`}
              aria-haspopup="dialog"
              aria-expanded={isLoginOpen}
              onClick={() => setLoginOpen(true)}
            >
              <Icon name="user" />
            </button>
          ) : (
            <RouterLink
              to={isLoggedIn ? localizePath("/account", locale) : localizePath("/login", locale)}
              className={iconButton}
              aria-label={isLoggedIn ? t`Your account` : t`Account`}
            >
              <Icon name="user" />
            </RouterLink>
          )}
          <div className={styles.barLanguage}>
            <LanguageSwitcher />
          </div>
        </div>
      </div>
      {menu.items.length > 0 && (
        <div className={styles.navRow}>
          {/* The menu and the search hydrate in commits of their own (ADR 6). */}
          <HydrationSlice>
            <MegaMenu
              className={styles.megaMenu}
              items={menu.items}
              onLoadChildren={menu.loadChildren}
              label={t`Main navigation`}
              activeIds={activeIds}
              currentId={currentId}
              pageKey={location.pathname}
              toggleLabel={t`Submenu`}
              showAllLabel={t`Show all`}
              loadingLabel={t`Loading categories`}
              renderLink={renderLink}
            />
          </HydrationSlice>
        </div>
      )}
      <HydrationSlice>
        <HeaderSearch
          id={searchId}
          locale={locale}
          isOpen={isSearchOpen}
          focusOnOpen={focusSearch}
          onClose={closeSearch}
          search={search}
        />
      </HydrationSlice>
      {!isLoggedIn && drawer && (
        <drawer.Drawer
          placement="right"
          title={t`Log in`}
          closeLabel={t`Close login`}
          isOpen={isLoginOpen}
          onOpenChange={setLoginOpen}
        >
          <LoginForm showHeading={false} redirectTo={loginRedirectFor(location.pathname, location.search)} />
        </drawer.Drawer>
      )}
      {drawer && (
        <drawer.Drawer
          placement="left"
          title={t`Menu`}
          closeLabel={t`Close menu`}
          isOpen={isMenuOpen}
          onOpenChange={setMenuOpen}
        >
          {menuContent(menu.items)}
        </drawer.Drawer>
      )}
      {/* Without JavaScript the hamburger links here: the top-level categories (each category page links
          its subcategories), so the page stays light to load and to hydrate (the drawer loads the submenus).
          Hidden unless it is the page's target, it stays once the drawer is there: taken out then, its
          elements left the page in the task that brought the drawer, in the middle of the page's start. */}
      <div id={fallbackMenuId} className={styles.fallbackMenu}>
        {/* Hidden once hydrated: its hydration is a commit of its own, not part of the header's (ADR 6). */}
        <HydrationSlice>
          {menuContent(navigation.map(({ children: _below, lazyChildren: _later, ...item }) => item))}
        </HydrationSlice>
      </div>
    </header>
  );
}

/*
 * The header's buttons that need JavaScript are links to a fragment in the server HTML and until hydration
 * (the menu's and the search row's `:target` fallbacks). Each swaps itself, so that the hydrated header does
 * not render again as a whole, synchronously, to swap them (98 components, 20 ms at 4x CPU).
 */

function MenuButton({
  isOpen,
  onOpen,
  fallbackId,
}: {
  isOpen: boolean;
  onOpen: () => void;
  fallbackId: string;
}) {
  const { t } = useLingui();
  return useIsHydrated() ? (
    <button
      type="button"
      className={cx(iconButton, styles.hamburger)}
      aria-label={t`Menu`}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      onClick={onOpen}
    >
      <Icon name="menu" />
    </button>
  ) : (
    <a href={`#${fallbackId}`} className={cx(iconButton, styles.hamburger)} aria-label={t`Menu`}>
      <Icon name="menu" />
    </a>
  );
}

function SearchToggle({ id, isOpen, onToggle }: { id: string; isOpen: boolean; onToggle: () => void }) {
  // Reaching for the toggle (hover, focus, a finger's touch) starts loading the suggestion field.
  const { t } = useLingui();
  return useIsHydrated() ? (
    <button
      type="button"
      id={`${id}-toggle`}
      className={iconButton}
      aria-label={t`Search`}
      aria-expanded={isOpen}
      aria-controls={id}
      onPointerEnter={preloadSearchSuggest}
      onFocus={preloadSearchSuggest}
      onClick={onToggle}
    >
      <Icon name={isOpen ? "close" : "search"} />
    </button>
  ) : (
    <a href={`#${id}`} id={`${id}-toggle`} className={iconButton} aria-label={t`Search`}>
      <Icon name="search" />
    </a>
  );
}

/**
 * An icon link with a count badge over the icon (shown above zero); the count is in its name. With `onOpen`
 * a plain click opens a dialog instead (the side cart); a click with a modifier key keeps the link.
 */
function CountLink({
  href,
  icon,
  label,
  count,
  onOpen,
  onIntent,
}: {
  href: string;
  icon: IconName;
  label: string;
  count: number;
  onOpen?: () => void;
  onIntent?: () => void;
}) {
  const open = useIsHydrated() ? onOpen : undefined;
  return (
    <RouterLink
      to={href}
      className={iconButton}
      aria-label={label}
      aria-haspopup={open ? "dialog" : undefined}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onClick={
        open &&
        ((event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          open();
        })
      }
    >
      <Icon name={icon} />
      {count > 0 && (
        <span className={styles.count} aria-hidden="true">
          <Badge variant="new" size="sm">
            {count > 99 ? "99+" : count}
          </Badge>
        </span>
      )}
    </RouterLink>
  );
}

function ServiceLinks({
  items,
  label,
  className,
}: {
  items: readonly NavItem[];
  label: string;
  className?: string;
}) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={className}>
      <ul className={styles.serviceList}>
        {items.map((item) => (
          <li key={item.id}>{serviceLink(item)}</li>
        ))}
      </ul>
    </nav>
  );
}

function serviceLink(item: NavItem): ReactNode {
  return renderLink({
    href: item.href,
    target: item.target,
    rel: item.rel,
    className: styles.serviceLink,
    children: item.label,
  });
}

/** The header's icon buttons and icon links: the Button recipe's quiet square (40 px, text colour). */
const iconButton = button({ variant: "quiet", shape: "square" }).root;

const styles = {
  header: css({ borderBottomWidth: "1px", borderColor: "border", bg: "bg", position: "relative" }),
  serviceBar: css({ display: "none", bg: "bg.muted", lg: { display: "block" } }),
  serviceInner: css({
    maxW: "container",
    mx: "auto",
    px: "gutter",
    h: "8",
    display: "flex",
    justifyContent: "flex-end",
  }),
  serviceList: css({
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: "4",
    h: "full",
    listStyle: "none",
  }),
  serviceLink: css({
    fontSize: "sm",
    color: "fg",
    textDecoration: "none",
    borderRadius: "sm",
    _hover: { textDecoration: "underline" },
    focusVisibleRing: "outside",
  }),
  drawerService: css({ mt: "6", pt: "4", borderTopWidth: "1px", borderColor: "border" }),
  drawerLanguage: css({ mt: "6", md: { display: "none" } }),
  barLanguage: css({ display: "none", md: { display: "block", ml: "2" } }),
  bar: css({
    maxW: "container",
    mx: "auto",
    px: "gutter",
    h: "16",
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: "2",
  }),
  start: css({ display: "flex", alignItems: "center", gap: "2", minW: "0" }),
  actions: css({ display: "flex", alignItems: "center", gap: "1" }),
  logo: css({
    display: "inline-flex",
    borderRadius: "md",
    focusVisibleRing: "outside",
    // Small screens show only the mark, so the icons fit.
    overflow: "hidden",
    w: "9",
    sm: { w: "auto" },
    "& svg": { flexShrink: "0" },
  }),
  hamburger: css({ lg: { display: "none" } }),
  count: css({ position: "absolute", top: "-1", right: "-1", pointerEvents: "none", lineHeight: "1" }),
  navRow: css({ display: "none", borderTopWidth: "1px", borderColor: "border", lg: { display: "block" } }),
  megaMenu: css({ maxW: "container", mx: "auto", px: "gutter" }),
  fallbackMenu: css({
    display: "none",
    px: "gutter",
    py: "4",
    borderTopWidth: "1px",
    borderColor: "border",
    "&:target": { display: "block" },
    lg: { "&:target": { display: "none" } },
    // Submenu toggles need JavaScript: without it every item is a plain link to its category.
    "& button[aria-controls]": { display: "none" },
  }),
  skip: css({
    position: "absolute",
    left: "4",
    top: "-20",
    zIndex: "skipLink",
    px: "4",
    py: "2",
    bg: "accent",
    color: "accent.fg",
    borderRadius: "md",
    _focus: { top: "2" },
  }),
};
