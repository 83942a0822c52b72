import { cx } from "@shop/styled-system/css";
import { icon, type IconVariantProps } from "@shop/styled-system/recipes";
import { icons, type IconName } from "./icons.tsx";

export interface IconProps {
  /** Which icon to draw. */
  name: IconName;
  /** A step of the scale (sm 16, md 20, lg 24, xl 32 px) or a size in px. @default "md" */
  size?: IconVariantProps["size"] | number;
  /**
   * What the icon means, when nothing else says it. With a label the icon is `role="img"` named by it;
   * without one it is decorative and hidden from assistive technology.
   */
  label?: string;
  /** Extra classes, applied after the recipe's. */
  className?: string;
}

/** An inline SVG icon from the shop's own set; strokes follow `currentColor` (and forced colours). */
export function Icon({ name, size = "md", label, className }: IconProps) {
  const px = typeof size === "number" ? size : undefined;
  const step = typeof size === "number" ? undefined : size;
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  return (
    <svg
      {...a11y}
      className={cx(icon({ size: step }), className)}
      width={px}
      height={px}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
    >
      {icons[name]}
    </svg>
  );
}
