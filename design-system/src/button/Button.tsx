import {
  Button as AriaButton,
  ProgressBar,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from "react-aria-components";
import { cx } from "@shop/styled-system/css";
import { button, type ButtonVariantProps } from "@shop/styled-system/recipes";
import { SpinnerIcon } from "../icon/SpinnerIcon.tsx";

/**
 * Render props (react-aria): `data-hovered`, `data-pressed`, `data-focused`, `data-focus-visible`,
 * `data-disabled` and `data-pending` are set on the `<button>`; the recipe styles them.
 */
export interface ButtonProps extends Omit<AriaButtonProps, "className">, ButtonVariantProps {
  /** Extra classes, applied after the recipe's. */
  className?: string;
  /**
   * What a screen reader hears while `isPending` (e.g. "Adding to cart"). Without it the spinner is
   * decorative and only `aria-disabled` tells that the button is busy.
   */
  pendingLabel?: string;
  /** @default "primary" */
  variant?: ButtonVariantProps["variant"];
  /** @default "md" */
  size?: ButtonVariantProps["size"];
  /** `square` for icon-only buttons, which then need an `aria-label`. @default "default" */
  shape?: ButtonVariantProps["shape"];
}

/** A button (react-aria): presses, never navigates. Use `Link` for navigation. */
export function Button({ variant, size, shape, className, pendingLabel, children, ...props }: ButtonProps) {
  const styles = button({ variant, size, shape });
  return (
    <AriaButton {...props} className={cx(styles.root, className)} data-variant={variant ?? "primary"}>
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending && <Spinner className={styles.spinner} label={pendingLabel} />}
          {content}
        </>
      ))}
    </AriaButton>
  );
}

function Spinner({ className, label }: { className: string; label: string | undefined }) {
  const circle = <SpinnerIcon />;
  if (!label) return <span className={className}>{circle}</span>;
  // Inside a react-aria Button the ProgressBar is wired to the button, which announces the pending state.
  return (
    <ProgressBar isIndeterminate aria-label={label} className={className}>
      {circle}
    </ProgressBar>
  );
}
