import { css, cx } from "@shop/styled-system/css";

type Visibility =
  { mobile?: boolean | null; tablet?: boolean | null; desktop?: boolean | null } | null | undefined;

const hiddenOn = {
  mobile: css({ hideBelow: "md" }),
  tablet: css({ mdToLg: { display: "none" } }),
  desktop: css({ hideFrom: "lg" }),
};

/**
 * Classes hiding a section or block per device (`visibility.X === false`); null means visible everywhere.
 * The Shopware class names (`hidden-mobile`, …) stay as stable hooks for themes and tests.
 */
export function visibilityClass(visibility: Visibility): string {
  return cx(
    ...(["mobile", "tablet", "desktop"] as const).map(
      (device) => visibility?.[device] === false && cx(`hidden-${device}`, hiddenOn[device]),
    ),
  );
}
