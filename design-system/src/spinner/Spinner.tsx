import { useEffect, useState } from "react";
import { cx } from "@shop/styled-system/css";
import { spinner, type SpinnerVariantProps } from "@shop/styled-system/recipes";
import { SpinnerIcon } from "../icon/SpinnerIcon.tsx";

export interface SpinnerProps {
  /**
   * What a screen reader hears ("Wird geladen", "Suche läuft"). The spinner is an indeterminate
   * `progressbar` named by it. Translated by the app.
   */
  label: string;
  /** @default "md" */
  size?: SpinnerVariantProps["size"];
  /**
   * Milliseconds to wait before showing anything, so fast loads never flash a spinner. The space
   * stays reserved meanwhile (no layout shift). @default 0
   */
  delay?: number;
  /** Extra classes on the root, applied after the recipe's. */
  className?: string;
}

/**
 * A loading indicator: an indeterminate `progressbar` (no value). Sets `data-delayed` while waiting out
 * `delay`; turns slower under `prefers-reduced-motion`.
 */
export function Spinner({ label, size, delay = 0, className }: SpinnerProps) {
  const isDelayed = useDelay(delay);
  const styles = spinner({ size });
  if (isDelayed) return <span className={cx(styles.root, className)} data-delayed="" aria-hidden="true" />;
  return (
    // A span, not react-aria's <div> ProgressBar nor <progress>, so it fits inside text and turns an SVG.
    <span
      role="progressbar" // oxlint-disable-line jsx-a11y/prefer-tag-over-role
      aria-label={label}
      className={cx(styles.root, className)}
    >
      <SpinnerIcon className={styles.circle} />
    </span>
  );
}

/** True until `delay` ms have passed since mount. */
function useDelay(delay: number) {
  const [isDelayed, setIsDelayed] = useState(delay > 0);
  useEffect(() => {
    if (delay <= 0) return;
    const timer = setTimeout(() => setIsDelayed(false), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return isDelayed;
}
