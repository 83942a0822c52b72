import { useId } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useLocation } from "react-router";
import { css } from "@shop/styled-system/css";
import { button } from "@shop/styled-system/recipes";
import { NEWSLETTER_ACTION } from "../lib/newsletter.ts";
import { localizePath, type Locale } from "../lib/locale.ts";

/**
 * The footer's newsletter signup (spec §2, docs/storefront-rules.md "Newsletter"): a plain HTML form that
 * posts to `/newsletter` (routes/newsletter.ts) with a full page load and comes back to this page with 303
 * and a notice (the flash). It needs no JavaScript of its own, so the footer, in every page's first load,
 * stays small; the browser checks the address first (`type="email"`, `required`), the server again.
 */
export function NewsletterSignup({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const location = useLocation();
  const inputId = useId();
  const hintId = useId();
  return (
    <section aria-labelledby="footer-newsletter" className={styles.section}>
      <h2 id="footer-newsletter" className={styles.heading}>
        <Trans>Newsletter</Trans>
      </h2>
      <form method="post" action={localizePath(NEWSLETTER_ACTION, locale)} className={styles.form}>
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <label htmlFor={inputId} className={styles.label}>
          {t`E-mail address`}
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            aria-describedby={hintId}
            className={styles.input}
          />
          <button type="submit" className={button({ variant: "primary", size: "md" }).root}>
            <Trans>Subscribe</Trans>
          </button>
        </div>
        <p id={hintId} className={styles.hint}>
          <Trans>
            News and offers by e-mail. We send you a link to confirm; you can unsubscribe at any time.
          </Trans>
        </p>
      </form>
    </section>
  );
}

const styles = {
  section: css({ maxW: "container", mx: "auto", px: "gutter", pb: "8", w: "full" }),
  heading: css({ fontSize: "md", fontWeight: "bold", mb: "2" }),
  form: css({ display: "flex", flexDirection: "column", gap: "2", maxW: "36rem" }),
  label: css({ fontSize: "sm", fontWeight: "semibold" }),
  row: css({ display: "flex", flexWrap: "wrap", gap: "2", "& > input": { flex: "1 1 14rem", minW: "0" } }),
  input: css({
    minH: "10",
    px: "3",
    borderWidth: "1px",
    borderColor: "border.strong",
    borderRadius: "md",
    bg: "bg",
    color: "fg",
    focusVisibleRing: "outside",
  }),
  hint: css({ fontSize: "sm", color: "fg.muted" }),
};
