import { Trans } from "@lingui/react/macro";
import { css } from "@shop/styled-system/css";
import { button } from "@shop/styled-system/recipes";
import { localizePath } from "../../lib/locale.ts";
import type { NewsletterConfirmation as Result } from "../../lib/newsletter.server.ts";
import { useLocale } from "../../lib/use-locale.ts";

/** `/newsletter-subscribe`'s message: the subscription is confirmed, or the link no longer works. */
export function NewsletterConfirmation({ result }: { result: Result }) {
  const locale = useLocale();
  return (
    <div className={styles.box}>
      <h1 className={styles.heading}>
        {result === "confirmed" ? (
          <Trans>Subscription confirmed</Trans>
        ) : (
          <Trans>This link has expired</Trans>
        )}
      </h1>
      <p role={result === "confirmed" ? undefined : "alert"}>
        {result === "confirmed" ? (
          <Trans>Thank you! You will now receive our newsletter. You can unsubscribe at any time.</Trans>
        ) : (
          <Trans>
            The confirmation link is invalid or has already been used. Please subscribe again in the footer of
            any page.
          </Trans>
        )}
      </p>
      <a className={button({ variant: "primary", size: "md" }).root} href={localizePath("/", locale)}>
        <Trans>Continue shopping</Trans>
      </a>
    </div>
  );
}

const styles = {
  box: css({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: "4", maxW: "40rem" }),
  heading: css({ textStyle: "h1" }),
};
