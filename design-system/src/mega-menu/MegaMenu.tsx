import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { css, cx } from "@shop/styled-system/css";
import { megaMenu } from "@shop/styled-system/recipes";
import { Icon } from "../icon/Icon.tsx";
import { Link, type LinkProps } from "../link/Link.tsx";
import { Spinner } from "../spinner/Spinner.tsx";
import { NavLink } from "./NavLink.tsx";
import { hasSubmenu, linkState, type NavItem } from "./navItems.ts";

export type { NavImage, NavItem } from "./navItems.ts";

/** Pointer devices: wait this long before a hovered item opens, and before a left one closes. */
export const HOVER_OPEN_DELAY = 150;
export const HOVER_CLOSE_DELAY = 250;

export interface MegaMenuProps {
  /**
   * The top-level items, each with its children and grandchildren, or with `lazyChildren` when they are
   * loaded on demand (`onLoadChildren`).
   */
  items: readonly NavItem[];
  /**
   * Asked for an item's children (`lazyChildren` "idle" or "failed") when its panel opens, and ahead of
   * that when the pointer enters the item or focus reaches it. May be called again for the same item.
   */
  onLoadChildren?: (item: NavItem) => void;
  /** The `<nav>` landmark's name, e.g. "Hauptnavigation". */
  label: string;
  /** Ids along the current route (root first): these links get `link-active` and are highlighted. */
  activeIds?: readonly string[];
  /** The current page's id: its link gets `link-exact-active` and `aria-current="page"`. */
  currentId?: string;
  /**
   * The hidden text of each submenu toggle; the button is named by it plus the item's label, e.g.
   * "Untermenü" gives "Untermenü Reinigungsmittel".
   */
  toggleLabel: string;
  /** The panel's link to the whole top-level category, e.g. "Alle anzeigen". */
  showAllLabel: string;
  /** The spinner's name while a panel's children load, e.g. "Kategorien werden geladen". */
  loadingLabel: string;
  /**
   * Changes with every page (e.g. the path): a new page closes the open panel. Defaults to `currentId`,
   * which may also change when a submenu arrives that holds the current page.
   */
  pageKey?: string;
  /** Renders the links as router links (see `Link`). */
  renderLink?: LinkProps["render"];
  /** Extra classes on the `<nav>`. */
  className?: string;
}

const srOnly = css({ srOnly: true });
// An unfilled panel (before its first opening, and without JavaScript) never shows, not even on hover.
const emptyPanel = css({ _empty: { display: "none !important" } });
const loadingPanel = css({ alignItems: "center", justifyContent: "center", minH: "40" });
const panelLinks = (panel: Element | null) => [...(panel?.querySelectorAll<HTMLElement>("a[href]") ?? [])];

/**
 * The desktop top navigation (APG disclosure navigation, not an ARIA menu). Every item is a real link to its
 * category; a toggle button next to it opens the panel of children and grandchildren. Arrow keys move
 * between top items, Escape closes and returns focus to the toggle, pointer hover opens after a short
 * pause. A panel's links are rendered when it first opens, and its items may be loaded only then
 * (`lazyChildren`, `onLoadChildren`); without JavaScript the top-level links work (each category page links
 * its subcategories).
 */
export function MegaMenu({
  items,
  onLoadChildren,
  label,
  activeIds,
  currentId,
  toggleLabel,
  showAllLabel,
  loadingLabel,
  pageKey,
  renderLink,
  className,
}: MegaMenuProps) {
  const styles = megaMenu();
  const baseId = useId();
  const [openId, setOpenId] = useState<string | null>(null);
  const page = pageKey ?? currentId;
  const [shownFor, setShownFor] = useState(page);
  // Panels are filled on their first opening: the top bar (links and toggles) is all a first view shows,
  // and every panel rendered up front costs HTML, hydration and image requests on every page.
  const [filled, setFilled] = useState<ReadonlySet<string>>(() => new Set());
  if (openId && !filled.has(openId)) setFilled(new Set(filled).add(openId));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const navRef = useRef<HTMLElement>(null);
  // `data-hydrated` switches the CSS-only fallback (panels on hover and focus) off once the menu works with
  // JavaScript. Not in the server HTML; set on the element after hydration rather than rendered, which
  // re-rendered the whole menu in one synchronous render right after it hydrated.
  useEffect(() => {
    navRef.current?.setAttribute("data-hydrated", "");
  }, []);
  // The item whose panel's first link takes focus as soon as it has one (ArrowDown; links may still load).
  const focusFirstLink = useRef<string | null>(null);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    const id = focusFirstLink.current;
    // Not cancelled here: a key pressed before a pending render's effects ran (children arriving in a
    // non-urgent update) meets this effect with the state before the key. `open` and `close` cancel it.
    if (id === null || id !== openId) return;
    const first = panelLinks(
      navRef.current?.querySelector(`[data-item-id="${id}"] [data-slot=panel]`) ?? null,
    )[0];
    if (first) {
      focusFirstLink.current = null;
      first.focus();
    }
  });
  // A new page closes the panel (client-side navigation keeps the menu mounted).
  if (shownFor !== page) {
    setShownFor(page);
    setOpenId(null);
  }
  const close = () => {
    focusFirstLink.current = null;
    setOpenId(null);
  };
  // Children still to load are asked for ahead of the opening (hover, focus) and again when it opens.
  const prefetch = (item: NavItem) => {
    if (item.lazyChildren === "idle" || item.lazyChildren === "failed") onLoadChildren?.(item);
  };
  const open = (item: NavItem) => {
    prefetch(item);
    focusFirstLink.current = null;
    setOpenId(item.id);
  };

  const later = (delay: number, next: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(next, delay);
  };
  const onPointerEnter = (item: NavItem) => (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    prefetch(item);
    // Moving along the bar while a panel is open switches at once; a fresh hover waits (hover intent).
    if (openId) later(0, () => open(item));
    else later(HOVER_OPEN_DELAY, () => open(item));
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    later(HOVER_CLOSE_DELAY, close);
  };

  const topLinks = () => [...(navRef.current?.querySelectorAll<HTMLElement>("[data-top-link]") ?? [])];
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const li = target.closest<HTMLElement>("[data-item-id]");
    if (!li) return;
    const itemId = li.dataset.itemId!;
    const item = items.find((candidate) => candidate.id === itemId);
    const toggle = li.querySelector<HTMLElement>("[aria-expanded]");
    const panel = li.querySelector("[data-slot=panel]");
    const inPanel = panel?.contains(target) ?? false;

    if (event.key === "Escape" && openId === itemId) {
      event.preventDefault();
      close();
      (toggle ?? li.querySelector<HTMLElement>("[data-top-link]"))?.focus();
      return;
    }
    if (inPanel) {
      if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
      event.preventDefault();
      const links = panelLinks(panel!);
      const index = links.indexOf(target) + (event.key === "ArrowDown" ? 1 : -1);
      links[(index + links.length) % links.length]?.focus();
      return;
    }
    const links = topLinks();
    const index = links.indexOf(li.querySelector<HTMLElement>("[data-top-link]")!);
    const move = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: links.length - 1 }[
      event.key as "ArrowRight"
    ];
    if (move !== undefined) {
      event.preventDefault();
      links[(move + links.length) % links.length]?.focus();
    } else if (event.key === "ArrowDown" && panel && item) {
      event.preventDefault();
      clearTimeout(timer.current);
      open(item);
      // The panel is display:none until the state is rendered (and its links may still be loading).
      focusFirstLink.current = itemId;
    }
  };

  return (
    // Keys are handled once for all the links and toggles inside (event delegation).
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav
      ref={navRef}
      aria-label={label}
      className={cx(styles.root, className)}
      data-slot="mega-menu"
      onKeyDown={onKeyDown}
    >
      <ul className={styles.list}>
        {items.map((item) => {
          const children = item.children ?? [];
          const withSubmenu = hasSubmenu(item);
          const isOpen = openId === item.id;
          const ids = { link: `${baseId}-${item.id}-link`, toggle: `${baseId}-${item.id}-toggle` };
          const panelId = `${baseId}-${item.id}-panel`;
          return (
            // Hover intent and focus-out for the item's link, toggle and panel together.
            // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
            <li
              key={item.id}
              className={styles.item}
              data-item-id={item.id}
              data-open={isOpen || undefined}
              onPointerEnter={withSubmenu ? onPointerEnter(item) : undefined}
              onPointerLeave={onPointerLeave}
              onFocus={withSubmenu ? () => prefetch(item) : undefined}
              onBlur={(event) => {
                if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) close();
              }}
            >
              <div className={styles.trigger}>
                <NavLink
                  item={item}
                  id={ids.link}
                  className={styles.topLink}
                  state={linkState(item.id, activeIds, currentId)}
                  renderLink={renderLink}
                  data-top-link=""
                />
                {withSubmenu && (
                  <button
                    type="button"
                    id={ids.toggle}
                    className={styles.toggle}
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    aria-labelledby={`${ids.toggle} ${ids.link}`}
                    onClick={() => {
                      clearTimeout(timer.current);
                      if (isOpen) close();
                      else open(item);
                    }}
                  >
                    <span className={srOnly}>{toggleLabel}</span>
                    <Icon name="chevron-down" size="sm" />
                  </button>
                )}
              </div>
              {withSubmenu && (
                <div id={panelId} className={cx(styles.panel, emptyPanel)} data-slot="panel">
                  {filled.has(item.id) && children.length === 0 && item.lazyChildren !== "failed" && (
                    <div className={cx(styles.panelInner, loadingPanel)}>
                      <Spinner label={loadingLabel} delay={300} />
                    </div>
                  )}
                  {filled.has(item.id) && (children.length > 0 || item.lazyChildren === "failed") && (
                    <div className={styles.panelInner}>
                      {children.length > 0 && (
                        <ul className={styles.columns}>
                          {children.map((child) => (
                            <li key={child.id} className={styles.column}>
                              <NavLink
                                item={child}
                                className={styles.childLink}
                                state={linkState(child.id, activeIds, currentId)}
                                renderLink={renderLink}
                                onClick={close}
                              >
                                <span className={styles.media}>
                                  {child.image ? (
                                    // Decorative here: the link's label follows right after.
                                    <img
                                      src={child.image.src}
                                      srcSet={child.image.srcSet}
                                      sizes={child.image.srcSet ? "16rem" : undefined}
                                      width={child.image.width}
                                      height={child.image.height}
                                      alt=""
                                      loading="lazy"
                                      decoding="async"
                                    />
                                  ) : (
                                    <span className={styles.placeholder}>
                                      <Icon name="image" size="xl" />
                                    </span>
                                  )}
                                </span>
                                {child.label}
                              </NavLink>
                              {(child.children?.length ?? 0) > 0 && (
                                <ul className={styles.grandchildren}>
                                  {child.children!.map((grandchild) => (
                                    <li key={grandchild.id}>
                                      <NavLink
                                        item={grandchild}
                                        className={styles.grandchildLink}
                                        state={linkState(grandchild.id, activeIds, currentId)}
                                        renderLink={renderLink}
                                        onClick={close}
                                      />
                                    </li>
                                  ))}
                                </ul>
                              )}
                            </li>
                          ))}
                        </ul>
                      )}
                      <Link
                        href={item.href}
                        variant="nav"
                        className={styles.showAll}
                        render={renderLink}
                        onClick={close}
                      >
                        {showAllLabel}
                        <span className={srOnly}> {item.label}</span>
                        <Icon name="chevron-right" size="sm" />
                      </Link>
                    </div>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
