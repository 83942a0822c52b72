import type { ReactNode } from "react";
import { css, cx } from "@shop/styled-system/css";
import { badge, type BadgeVariantProps } from "@shop/styled-system/recipes";
import { Icon } from "../icon/Icon.tsx";
import type { IconName } from "../icon/icons.tsx";

export interface BadgeProps {
  /** The visible, translated text ("Topseller", "Neu", "-20 %"). It carries the meaning; colour only repeats it. */
  children: ReactNode;
  /**
   * What a screen reader hears instead of the visible text, when that text is terse or symbolic
   * (e.g. "-20 %" read as "20 % Rabatt"). Translated by the app.
   */
  accessibleLabel?: string;
  /** A decorative icon before the text. */
  icon?: IconName;
  /** @default "neutral" */
  variant?: BadgeVariantProps["variant"];
  /** @default "md" */
  size?: BadgeVariantProps["size"];
  /** Extra classes on the root, applied after the recipe's. */
  className?: string;
}

/**
 * A small, non-interactive label for product cards: `topseller`, `new`, `sale` or `neutral`.
 * The variant is exposed as `data-variant` for styling and tests.
 */
export function Badge({ children, accessibleLabel, icon, variant, size, className }: BadgeProps) {
  const styles = badge({ variant, size });
  return (
    <span className={cx(styles.root, className)} data-variant={variant ?? "neutral"}>
      {icon && <Icon name={icon} size={size === "sm" ? 12 : 14} className={styles.icon} />}
      {accessibleLabel ? (
        <>
          <span aria-hidden="true">{children}</span>
          <span className={css({ srOnly: true })}>{accessibleLabel}</span>
        </>
      ) : (
        children
      )}
    </span>
  );
}
