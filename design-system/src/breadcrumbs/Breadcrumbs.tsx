import type { ReactElement } from "react";
import { css, cx } from "@shop/styled-system/css";
import { breadcrumbs } from "@shop/styled-system/recipes";
import { Icon } from "../icon/Icon.tsx";
import { Link, type LinkRenderProps } from "../link/Link.tsx";

export interface BreadcrumbItem {
  /** The translated name of the page. */
  label: string;
  /** Where it lives. Optional for the last item (the current page), which is then plain text. */
  href?: string;
}

export interface BreadcrumbsProps {
  /** From the home page down to the current page, which is the last item (`aria-current="page"`). */
  items: BreadcrumbItem[];
  /** Names the navigation landmark, e.g. "Brotkrümelnavigation" / "Fil d'Ariane". Translated by the app. */
  label: string;
  /** Renders each link, e.g. a router link: `renderLink={({ href, ...props }) => <RouterLink to={href} {...props} />}`. */
  renderLink?: (props: LinkRenderProps) => ReactElement;
  /** Extra classes on the `<nav>`, applied after the recipe's. */
  className?: string;
}

/**
 * Where the page sits in the catalogue: a labelled `<nav>` with an ordered list (the APG breadcrumb
 * pattern; plain HTML, no script needed). The last item is the current page (`aria-current="page"`, and
 * `data-current` on its `<li>`); links are the design system's `Link`, so router links plug in via
 * `renderLink`.
 */
export function Breadcrumbs({ items, label, renderLink, className }: BreadcrumbsProps) {
  const styles = breadcrumbs();
  return (
    <nav aria-label={label} className={cx(styles.root, className)}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={index} className={styles.item} data-current={isCurrent || undefined}>
              {index > 0 && <Icon name="chevron-right" size="sm" className={styles.separator} />}
              {item.href ? (
                <Link
                  href={item.href}
                  variant="subtle"
                  isCurrent={isCurrent}
                  render={renderLink}
                  className={cx(styles.link, isCurrent && css({ textDecoration: "none" }))}
                >
                  {item.label}
                </Link>
              ) : (
                <span aria-current={isCurrent ? "page" : undefined} className={styles.link}>
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
