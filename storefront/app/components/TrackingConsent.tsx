import { useId, type ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { useLocation, useRouteLoaderData } from "react-router";
import { css } from "@shop/styled-system/css";
import { button } from "@shop/styled-system/recipes";
import {
  ASK_AGAIN,
  TRACKING_CONSENT_ACTION,
  tagManagerBootCode,
  type TagManagerState,
} from "../lib/tag-manager.ts";
import { usePrivacyPolicyHref } from "../lib/service-links.ts";
import { InlineScript } from "./InlineScript.tsx";

/** The page's tracking state, from the root loader: undefined when no tag manager is configured. */
export function useTagManager(): TagManagerState | undefined {
  return (useRouteLoaderData("root") as { tagManager?: TagManagerState } | undefined)?.tagManager;
}

/**
 * Asks the shopper before any tracking (lib/tag-manager.ts): shown on every page until "Accept" or
 * "Refuse", when a tag manager is configured. A plain form (routes/tracking-consent.ts): it works before the
 * page has hydrated and without JavaScript, and needs no script of its own. It sticks to the bottom of the
 * window without covering the page's end: it is the last thing in the page, in the flow.
 */
export function TrackingConsent(props: { tagManager?: TagManagerState }) {
  const fromLoader = useTagManager();
  const tagManager = props.tagManager ?? fromLoader;
  const headingId = useId();
  const location = useLocation();
  const privacyPolicy = usePrivacyPolicyHref();
  if (tagManager === undefined || tagManager.consent !== undefined) return null;
  return (
    <section aria-labelledby={headingId} className={styles.banner} data-tracking-consent="">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id={headingId} className={styles.heading}>
            <Trans>Statistics cookies</Trans>
          </h2>
          <p>
            <Trans>
              With your consent, Google measures how our shop is used and sets cookies to do so. Without it,
              the shop works just the same. You can change your choice at any time at the foot of every page.
            </Trans>{" "}
            <a href={privacyPolicy} className={styles.link}>
              <Trans>Privacy policy</Trans>
            </a>
          </p>
        </div>
        <ConsentForm redirectTo={location.pathname + location.search} className={styles.form}>
          <button type="submit" name="consent" value="denied" className={secondary}>
            <Trans>Refuse</Trans>
          </button>
          <button type="submit" name="consent" value="granted" className={primary}>
            <Trans>Accept</Trans>
          </button>
        </ConsentForm>
      </div>
    </section>
  );
}

/** The footer's way back to the question once the shopper has answered it. */
export function TrackingSettings(props: { tagManager?: TagManagerState }) {
  const fromLoader = useTagManager();
  const tagManager = props.tagManager ?? fromLoader;
  const location = useLocation();
  if (tagManager?.consent === undefined) return null;
  return (
    <ConsentForm redirectTo={location.pathname + location.search} className={styles.settingsForm}>
      <button type="submit" name="consent" value={ASK_AGAIN} className={styles.settings}>
        {tagManager.consent === "granted" ? (
          <Trans>Cookie settings: statistics allowed</Trans>
        ) : (
          <Trans>Cookie settings: statistics refused</Trans>
        )}
      </button>
    </ConsentForm>
  );
}

/** Starts the tag once the shopper has accepted (the script is the server's; hydration keeps it). */
export function TagManagerScript(props: { tagManager?: TagManagerState }) {
  const fromLoader = useTagManager();
  const tagManager = props.tagManager ?? fromLoader;
  if (tagManager?.consent !== "granted") return null;
  // The browser keeps the server's script: the boot code stays out of the browser's bundle (InlineScript).
  return <InlineScript code={import.meta.env.SSR ? tagManagerBootCode(tagManager.id) : ""} />;
}

function ConsentForm({
  redirectTo,
  className,
  children,
}: {
  redirectTo: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action={TRACKING_CONSENT_ACTION} className={className}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {children}
    </form>
  );
}

const primary = button({ variant: "primary", size: "md" }).root;
const secondary = button({ variant: "secondary", size: "md" }).root;

const styles = {
  banner: css({
    position: "sticky",
    bottom: "0",
    zIndex: "sticky",
    bg: "bg",
    color: "fg",
    borderTopWidth: "1px",
    borderColor: "border.strong",
  }),
  inner: css({
    maxW: "container",
    mx: "auto",
    px: "gutter",
    py: "4",
    display: "flex",
    flexDirection: { base: "column", md: "row" },
    alignItems: { base: "stretch", md: "center" },
    gap: "4",
  }),
  text: css({ flex: "1", fontSize: "sm", display: "flex", flexDirection: "column", gap: "1" }),
  heading: css({ fontSize: "md", fontWeight: "bold" }),
  link: css({ color: "accent.text", textDecoration: "underline", textUnderlineOffset: "0.15em" }),
  form: css({ display: "flex", flexWrap: "wrap", gap: "2", "& > button": { flex: "1 0 auto" } }),
  settingsForm: css({ display: "flex", justifyContent: "center", pt: "4" }),
  settings: css({
    fontSize: "sm",
    color: "fg.muted",
    textDecoration: "underline",
    textUnderlineOffset: "0.15em",
    cursor: "pointer",
    minH: "6",
    focusVisibleRing: "outside",
  }),
};
