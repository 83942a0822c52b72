import { Trans } from "@lingui/react/macro";
import { Link as RouterLink } from "react-router";
import { css, cx } from "@shop/styled-system/css";
import { link } from "@shop/styled-system/recipes";
import { localizePath } from "../../lib/locale.ts";
import { useLocale } from "../../lib/use-locale.ts";

/**
 * `/registration/confirm` when the link leads nowhere: an unknown or altered link (`invalid`), or the shop
 * failed (`failed`). Both lead to the login page.
 */
export function RegistrationConfirmFailure({ reason }: { reason: "invalid" | "failed" }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="confirm-heading" className={styles.card}>
      <h1 id="confirm-heading" className={styles.heading}>
        <Trans>Your account could not be activated</Trans>
      </h1>
      <p role="alert">
        {reason === "invalid" ? (
          <Trans>This activation link is invalid. Please use the complete link from the e-mail.</Trans>
        ) : (
          <Trans>Something went wrong. Please try again later.</Trans>
        )}
      </p>
      <RouterLink to={localizePath("/login", locale)} className={styles.link}>
        <Trans>Go to login</Trans>
      </RouterLink>
    </section>
  );
}

const styles = {
  card: css({
    w: "full",
    maxW: "40rem",
    display: "flex",
    flexDirection: "column",
    gap: "4",
    borderWidth: "thin",
    borderStyle: "solid",
    borderColor: "border",
    borderRadius: "lg",
    p: { base: "4", md: "8" },
  }),
  heading: css({ textStyle: "h2" }),
  link: cx(link(), css({ alignSelf: "flex-start" })),
};
