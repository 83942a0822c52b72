import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { css } from "@shop/styled-system/css";
import type { ShellTexts } from "../lib/shell-texts.ts";

/**
 * The rotate hint and the loading overlay (docs/storefront-rules.md, "Rotate hint" and "Loading overlay").
 * The rotate hint is CSS only: hidden (and so out of the accessibility tree) unless a phone is held in
 * landscape. The loading bar and its text in a polite live region appear when a client navigation is still
 * loading after 400 ms; fixed at the top, so nothing moves. (A live region without the status role: the
 * pages' own status messages stay the only `status` on the page.)
 */
export function ShellStatus({ texts, overrides }: { texts: ShellTexts; overrides?: Record<string, string> }) {
  const loading = useNavigation().state == "loading";
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(setSlow, 400, true);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [loading]);
  return (
    <>
      <div aria-live="polite" className={styles.loading} data-active={slow || undefined}>
        {slow && texts.loading}
      </div>
      <div role="alert" className={styles.rotate}>
        <svg
          viewBox="0 0 48 48"
          width="64"
          height="64"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <rect x="16" y="6" width="16" height="30" rx="3" />
          <path d="M8 30a16 16 0 0 0 22 12m-4-4 4 4-4 4" />
        </svg>
        <p className={styles.rotateTitle}>{texts.rotate}</p>
        <p>{texts.rotateHint}</p>
      </div>
      {overrides && Object.keys(overrides).length > 0 && (
        // The shop's text overrides for the browser's catalogs, read by entry.client before hydration.
        <script
          type="application/json"
          id="text-overrides"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(overrides).replace(/</g, "\\u003c") }}
        />
      )}
    </>
  );
}

const styles = {
  loading: css({
    position: "fixed",
    insetInline: "0",
    top: "0",
    zIndex: "overlay",
    h: "1",
    pointerEvents: "none",
    overflow: "hidden",
    whiteSpace: "nowrap",
    color: "transparent",
    "&[data-active]": { bg: "accent" },
  }),
  rotate: css({
    display: "none",
    "@media (orientation: landscape) and (pointer: coarse) and (max-height: 31.25rem)": {
      display: "flex",
      position: "fixed",
      inset: "0",
      zIndex: "overlay",
      flexDirection: "column",
      alignItems: "center",
      justifyContent: "center",
      gap: "2",
      p: "gutter",
      bg: "bg.default",
      color: "fg.default",
      textAlign: "center",
    },
  }),
  rotateTitle: css({ textStyle: "h3" }),
};
