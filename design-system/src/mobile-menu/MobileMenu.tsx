import { useEffect, useId, useState } from "react";
import { Button } from "react-aria-components";
import { css, cx } from "@shop/styled-system/css";
import { mobileMenu } from "@shop/styled-system/recipes";
import { Icon } from "../icon/Icon.tsx";
import type { LinkProps } from "../link/Link.tsx";
import { NavLink } from "../mega-menu/NavLink.tsx";
import { hasSubmenu, linkState, type NavItem } from "../mega-menu/navItems.ts";
import { Spinner } from "../spinner/Spinner.tsx";

export interface MobileMenuProps {
  /** The same items as the mega menu (children at hand, or `lazyChildren` loaded on demand). */
  items: readonly NavItem[];
  /** Asked for an item's children (`lazyChildren` "idle" or "failed") when its submenu opens. */
  onLoadChildren?: (item: NavItem) => void;
  /** The `<nav>` landmark's name, e.g. "Hauptnavigation". */
  label: string;
  /** Ids along the current route: highlighted, and their submenus start open. */
  activeIds?: readonly string[];
  /** The current page's id: its link gets `aria-current="page"` and `link-exact-active`. */
  currentId?: string;
  /** The hidden text of each submenu toggle, named together with the item's label ("Untermenü Bodenreiniger"). */
  toggleLabel: string;
  /** The spinner's name while a submenu's children load. */
  loadingLabel: string;
  /** A submenu whose children could not be loaded links to the item itself under this text ("Alle anzeigen"). */
  showAllLabel: string;
  /** Renders the links as router links (see `Link`). */
  renderLink?: LinkProps["render"];
  /** Extra classes on the `<nav>`. */
  className?: string;
}

const srOnly = css({ srOnly: true });
const loadingRow = css({ my: "3", mx: "1" });

/**
 * The navigation for small screens, meant for a drawer (a modal dialog the app provides): a nested list
 * where every item is a link and items with children get a disclosure toggle for their sublist. Children
 * marked `lazyChildren` are asked for (`onLoadChildren`) when their sublist first opens.
 */
export function MobileMenu({ items, label, className, ...shared }: MobileMenuProps) {
  const styles = mobileMenu();
  const context: ItemContext = { ...shared, styles };
  return (
    <nav aria-label={label} className={cx(styles.root, className)} data-slot="mobile-menu">
      <ul className={styles.list}>
        {items.map((item) => (
          <MobileMenuItem key={item.id} item={item} depth={0} context={context} />
        ))}
      </ul>
    </nav>
  );
}

/** What every item of the tree needs: the menu's props but its own, and the recipe's classes. */
interface ItemContext extends Omit<MobileMenuProps, "items" | "label" | "className"> {
  styles: ReturnType<typeof mobileMenu>;
}

function MobileMenuItem({ item, depth, context }: { item: NavItem; depth: number; context: ItemContext }) {
  const { onLoadChildren, activeIds, currentId, renderLink, styles } = context;
  const state = linkState(item.id, activeIds, currentId);
  const [isExpanded, setExpanded] = useState(Boolean(state["data-active"]));
  const id = useId();
  const children = item.children ?? [];
  const withSubmenu = hasSubmenu(item);
  const load = () => {
    if (item.lazyChildren === "idle" || item.lazyChildren === "failed") onLoadChildren?.(item);
  };
  // The current page's branch starts open: its children are asked for at once.
  const startsLoading = isExpanded && item.lazyChildren === "idle";
  useEffect(() => {
    if (startsLoading) onLoadChildren?.(item);
  }, [startsLoading, onLoadChildren, item]);
  return (
    <li className={styles.item}>
      <div className={styles.row} data-depth={depth}>
        <NavLink
          id={`${id}-link`}
          item={item}
          state={state}
          renderLink={renderLink}
          className={styles.link}
        />
        {withSubmenu && (
          <Button
            id={`${id}-toggle`}
            className={styles.toggle}
            aria-expanded={isExpanded}
            aria-controls={`${id}-list`}
            aria-labelledby={`${id}-toggle ${id}-link`}
            onPress={() => {
              if (!isExpanded) load();
              setExpanded(!isExpanded);
            }}
          >
            <span className={srOnly}>{context.toggleLabel}</span>
            <Icon name="chevron-down" />
          </Button>
        )}
      </div>
      {withSubmenu && (
        <ul id={`${id}-list`} className={styles.sublist} hidden={!isExpanded}>
          {children.map((child) => (
            <MobileMenuItem key={child.id} item={child} depth={depth + 1} context={context} />
          ))}
          {children.length === 0 && item.lazyChildren === "failed" && (
            <li className={styles.item}>
              <div className={styles.row} data-depth={depth + 1}>
                <NavLink
                  item={item}
                  state={linkState(item.id, undefined, undefined)}
                  renderLink={renderLink}
                  className={styles.link}
                >
                  {context.showAllLabel}
                  <span className={srOnly}> {item.label}</span>
                </NavLink>
              </div>
            </li>
          )}
          {children.length === 0 && item.lazyChildren !== "failed" && isExpanded && (
            <li className={styles.item}>
              <div className={styles.row} data-depth={depth + 1}>
                <Spinner label={context.loadingLabel} size="sm" delay={300} className={loadingRow} />
              </div>
            </li>
          )}
        </ul>
      )}
    </li>
  );
}
