import { Trans, useLingui } from "@lingui/react/macro";
import { css } from "@shop/styled-system/css";
import { button } from "@shop/styled-system/recipes";
import { localizePath } from "../../lib/locale.ts";
import type { NewsletterState } from "../../lib/newsletter.server.ts";
import { useLocale } from "../../lib/use-locale.ts";

/**
 * The account overview's newsletter card: the customer's subscription and one POST form (works without
 * JavaScript; 303 back with a notice) to subscribe (opt-in mail) or unsubscribe.
 */
export function NewsletterSettings({ state }: { state: NewsletterState }) {
  const { t } = useLingui();
  const locale = useLocale();
  const subscribed = state === "subscribed";
  return (
    <section className={styles.card} aria-labelledby="account-newsletter">
      <h2 id="account-newsletter" className={styles.heading}>
        <Trans>Your newsletter subscription</Trans>
      </h2>
      <p>
        {subscribed
          ? t`You receive our newsletter.`
          : state === "pending"
            ? t`Please confirm your subscription with the link in the e-mail we sent you.`
            : t`You do not receive our newsletter.`}
      </p>
      <form method="post" action={localizePath("/account", locale)}>
        <input
          type="hidden"
          name="intent"
          value={subscribed ? "newsletter-unsubscribe" : "newsletter-subscribe"}
        />
        <button type="submit" className={button({ variant: "secondary", size: "sm" }).root}>
          {subscribed ? t`Unsubscribe from the newsletter` : t`Subscribe to the newsletter`}
        </button>
      </form>
    </section>
  );
}

const styles = {
  card: css({
    display: "flex",
    flexDirection: "column",
    alignItems: "flex-start",
    gap: "2",
    p: "5",
    borderWidth: "1px",
    borderColor: "border",
    borderRadius: "lg",
    overflowWrap: "anywhere",
  }),
  heading: css({ textStyle: "h4" }),
};
