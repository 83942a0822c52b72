import { cx } from "@shop/styled-system/css";
import { Link, type LinkProps } from "../link/Link.tsx";
import type { linkState, NavItem } from "./navItems.ts";

/** One navigation link with its active state (`link-active`, `link-exact-active`, `aria-current`). */
export interface NavLinkProps {
  item: NavItem;
  state: ReturnType<typeof linkState>;
  className: string;
  renderLink: LinkProps["render"];
  id?: string;
  children?: LinkProps["children"];
  /** A click on a panel link closes the panel (client-side navigation keeps the menu mounted). */
  onClick?: () => void;
  "data-top-link"?: string;
}

export function NavLink({ item, state, className, renderLink, children, ...rest }: NavLinkProps) {
  return (
    <Link
      {...rest}
      href={item.href}
      target={item.target}
      rel={item.rel}
      variant="nav"
      render={renderLink}
      aria-current={state["aria-current"]}
      data-active={state["data-active"]}
      className={cx(className, state.className)}
    >
      {children ?? item.label}
    </Link>
  );
}
