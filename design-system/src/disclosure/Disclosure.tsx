import type { ReactNode } from "react";
import {
  Button,
  Disclosure as AriaDisclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type DisclosureGroupProps,
  type DisclosureProps as AriaDisclosureProps,
} from "react-aria-components";
import { cx } from "@shop/styled-system/css";
import { disclosure } from "@shop/styled-system/recipes";
import { Icon } from "../icon/Icon.tsx";

/**
 * Render props (react-aria): the root carries `data-expanded` and `data-disabled`; the trigger button
 * carries `aria-expanded`, `data-hovered`, `data-focus-visible` and `data-disabled`.
 */
export interface DisclosureProps extends Omit<AriaDisclosureProps, "className" | "children"> {
  /** The trigger's text: the heading that names the panel (e.g. "Marke"). */
  title: ReactNode;
  /** The level of the heading wrapping the trigger, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** What the panel holds; in the DOM (hidden) while collapsed. */
  children: ReactNode;
  /** Extra classes on the root, applied after the recipe's. */
  className?: string;
}

/**
 * A collapsible section (APG disclosure): a heading holding a button with `aria-expanded`, and a panel.
 * Pass `id` when it sits in an `Accordion`. States: expanded / collapsed (`isExpanded`, `defaultExpanded`,
 * `onExpandedChange`) and `isDisabled`.
 */
export function Disclosure({ title, headingLevel = 3, children, className, ...props }: DisclosureProps) {
  const styles = disclosure();
  return (
    <AriaDisclosure {...props} className={cx(styles.root, className)}>
      <Heading level={headingLevel} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          <span>{title}</span>
          <Icon name="chevron-down" className={styles.chevron} />
        </Button>
      </Heading>
      <DisclosurePanel className={styles.panel}>{children}</DisclosurePanel>
    </AriaDisclosure>
  );
}

export interface AccordionProps extends Omit<DisclosureGroupProps, "className" | "children"> {
  /** `Disclosure`s, each with an `id` (the keys of `expandedKeys`). */
  children: ReactNode;
  /** Extra classes, applied after the recipe's. */
  className?: string;
}

/**
 * A group of disclosures (react-aria DisclosureGroup). One panel open at a time unless
 * `allowsMultipleExpanded`; `expandedKeys` / `defaultExpandedKeys` / `onExpandedChange` hold the open ids,
 * `isDisabled` disables every item.
 */
export function Accordion({ className, ...props }: AccordionProps) {
  return <DisclosureGroup {...props} className={cx(disclosure().group, className)} />;
}
