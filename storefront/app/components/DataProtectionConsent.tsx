import { useId } from "react";
import { useLingui } from "@lingui/react/macro";
import { Checkbox, Icon } from "@shop/design-system";
import { css } from "@shop/styled-system/css";
import { usePrivacyPolicyHref } from "../lib/service-links.ts";

/**
 * The data-protection consent of every form that sends personal data (checkout, registration, the service
 * and contact forms): the required checkbox, its error, and a link to read the privacy policy.
 * The link sits beside the label, not in it (a link in a label would also toggle the box), and opens in a
 * new tab, so reading the policy loses nothing typed into the form.
 */
export function DataProtectionConsent({
  id,
  name,
  defaultSelected,
  error,
}: {
  /** The checkbox's id: the error summary links to it. */
  id: string;
  name: string;
  defaultSelected: boolean;
  error?: string;
}) {
  const { t } = useLingui();
  const errorId = useId();
  const privacyPolicy = usePrivacyPolicyHref();
  return (
    <div className={styles.root}>
      <Checkbox
        id={id}
        name={name}
        value="on"
        defaultSelected={defaultSelected}
        isInvalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
      >
        {t`I have read the data protection information and agree to it.`}
      </Checkbox>
      {error && (
        <p id={errorId} className={styles.error}>
          <Icon name="alert" size="sm" />
          <span>{error}</span>
        </p>
      )}
      <a href={privacyPolicy} target="_blank" rel="noopener" className={styles.link}>
        {t`Read the data protection information`}
        <span className={styles.srOnly}> {t`(opens in a new tab)`}</span>
      </a>
    </div>
  );
}

const styles = {
  root: css({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: "1" }),
  // In line with the checkbox's label, past its box.
  link: css({
    textStyle: "body.sm",
    color: "accent.text",
    textDecoration: "underline",
    textUnderlineOffset: "0.15em",
    ms: "7",
    minH: "6",
    display: "inline-flex",
    alignItems: "center",
  }),
  // As a text field's error (design-system FormField): the alert icon, then the text.
  error: css({ display: "flex", gap: "1", alignItems: "center", textStyle: "body.sm", color: "danger.text" }),
  srOnly: css({ srOnly: true }),
};
