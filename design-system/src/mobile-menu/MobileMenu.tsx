import { useId, useState } from "react";
import { Button } from "react-aria-components";
import { css, cx } from "@shop/styled-system/css";
import { mobileMenu } from "@shop/styled-system/recipes";
import { Icon } from "../icon/Icon.tsx";
import type { LinkProps } from "../link/Link.tsx";
import { NavLink } from "../mega-menu/NavLink.tsx";
import { linkState, type NavItem } from "../mega-menu/navItems.ts";

export interface MobileMenuProps {
  /** The same items as the mega menu. */
  items: readonly NavItem[];
  /** The `<nav>` landmark's name, e.g. "Hauptnavigation". */
  label: string;
  /** Ids along the current route: highlighted, and their submenus start open. */
  activeIds?: readonly string[];
  /** The current page's id: its link gets `aria-current="page"` and `link-exact-active`. */
  currentId?: string;
  /** The hidden text of each submenu toggle, named together with the item's label ("Untermenü Bodenreiniger"). */
  toggleLabel: string;
  /** Renders the links as router links (see `Link`). */
  renderLink?: LinkProps["render"];
  /** Extra classes on the `<nav>`. */
  className?: string;
}

const srOnly = css({ srOnly: true });

/**
 * The navigation for small screens, meant for a drawer (a modal dialog the app provides): a nested list
 * where every item is a link and items with children get a disclosure toggle for their sublist.
 */
export function MobileMenu({
  items,
  label,
  activeIds,
  currentId,
  toggleLabel,
  renderLink,
  className,
}: MobileMenuProps) {
  const styles = mobileMenu();
  return (
    <nav aria-label={label} className={cx(styles.root, className)} data-slot="mobile-menu">
      <ul className={styles.list}>
        {items.map((item) => (
          <MobileMenuItem
            key={item.id}
            item={item}
            depth={0}
            context={{ activeIds, currentId, toggleLabel, renderLink, styles }}
          />
        ))}
      </ul>
    </nav>
  );
}

interface ItemContext extends Pick<
  MobileMenuProps,
  "activeIds" | "currentId" | "toggleLabel" | "renderLink"
> {
  styles: ReturnType<typeof mobileMenu>;
}

function MobileMenuItem({ item, depth, context }: { item: NavItem; depth: number; context: ItemContext }) {
  const { activeIds, currentId, toggleLabel, renderLink, styles } = context;
  const state = linkState(item.id, activeIds, currentId);
  const [isExpanded, setExpanded] = useState(Boolean(state["data-active"]));
  const id = useId();
  const children = item.children ?? [];
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
        {children.length > 0 && (
          <Button
            id={`${id}-toggle`}
            className={styles.toggle}
            aria-expanded={isExpanded}
            aria-controls={`${id}-list`}
            aria-labelledby={`${id}-toggle ${id}-link`}
            onPress={() => setExpanded(!isExpanded)}
          >
            <span className={srOnly}>{toggleLabel}</span>
            <Icon name="chevron-down" />
          </Button>
        )}
      </div>
      {children.length > 0 && (
        <ul id={`${id}-list`} className={styles.sublist} hidden={!isExpanded}>
          {children.map((child) => (
            <MobileMenuItem key={child.id} item={child} depth={depth + 1} context={context} />
          ))}
        </ul>
      )}
    </li>
  );
}
