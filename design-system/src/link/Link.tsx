import type { ComponentPropsWithRef, ReactElement } from "react";
import { cx } from "@shop/styled-system/css";
import { link, type LinkVariantProps } from "@shop/styled-system/recipes";

/** What `render` receives: everything an `<a>` needs, class names already merged. */
export type LinkRenderProps = ComponentPropsWithRef<"a"> & { href: string; className: string };

export interface LinkProps extends Omit<ComponentPropsWithRef<"a">, "href" | "className"> {
  /** Where the link goes. Always rendered as a real `href`, so it works before and without JavaScript. */
  href: string;
  /** @default "default" */
  variant?: LinkVariantProps["variant"];
  /** Marks the link as the page being shown (`aria-current="page"`). @default false */
  isCurrent?: boolean;
  /** Extra classes, applied after the recipe's. */
  className?: string;
  /**
   * Renders something else than a plain `<a>`, e.g. a router link:
   * `render={({ href, ...props }) => <RouterLink to={href} {...props} />}`. It must render an `<a>` with
   * the props it receives (children included).
   */
  render?: (props: LinkRenderProps) => ReactElement;
}

/** The class names of a link, for router links styled like ours: `<NavLink className={linkStyle({ variant: "nav" })}>`. */
export const linkStyle = link;

/**
 * A styled anchor. No react-aria here on purpose: a plain `<a>` needs no client JavaScript, and the
 * recipe's `_hovered` / `_focusVisible` / `_current` conditions fall back to native pseudo-classes.
 */
export function Link({ variant, isCurrent, className, render, children, ...props }: LinkProps) {
  const anchorProps: LinkRenderProps = {
    ...props,
    "aria-current": isCurrent ? "page" : props["aria-current"],
    className: cx(link({ variant }), className),
  };
  return render ? render({ ...anchorProps, children }) : <a {...anchorProps}>{children}</a>;
}
