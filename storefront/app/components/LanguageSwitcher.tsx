import { useId } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useLocation } from "react-router";
import { css } from "@shop/styled-system/css";
import { localeLabel, locales } from "../lib/locale.ts";
import { submitOnChange } from "../lib/submit-on-change.ts";
import { useLocale } from "../lib/use-locale.ts";

/**
 * A select showing DE / FR. Choosing a language reloads the same page in it (the `/language` action finds the
 * translated path and remembers the choice). Without JavaScript the OK button submits the form.
 */
export function LanguageSwitcher() {
  const { t } = useLingui();
  const location = useLocation();
  const locale = useLocale();
  const hintId = useId();
  return (
    <Form method="post" action="/language" reloadDocument className={styles.form}>
      <input type="hidden" name="path" value={location.pathname + location.search} />
      <label className={styles.label}>
        <span className={srOnly}>
          <Trans>Language</Trans>
        </span>
        <select
          name="locale"
          defaultValue={locale}
          aria-describedby={hintId}
          className={styles.select}
          {...submitOnChange}
        >
          {locales.map((option) => (
            <option key={option} value={option} lang={option}>
              {localeLabel(option)}
            </option>
          ))}
        </select>
      </label>
      <span id={hintId} className={srOnly}>
        {t`Choosing a language reloads this page in that language.`}
      </span>
      <noscript>
        <button type="submit" className={styles.submit}>
          <Trans>OK</Trans>
        </button>
      </noscript>
    </Form>
  );
}

const srOnly = css({ srOnly: true });

const styles = {
  form: css({ display: "flex", alignItems: "center", gap: "2" }),
  label: css({ display: "inline-flex" }),
  select: css({
    minH: "10",
    minW: "16",
    px: "2",
    borderWidth: "1px",
    borderColor: "border",
    borderRadius: "md",
    bg: "bg",
    color: "fg",
    fontWeight: "semibold",
    cursor: "pointer",
    focusVisibleRing: "outside",
  }),
  submit: css({ minH: "10", px: "3", borderWidth: "1px", borderColor: "border", borderRadius: "md" }),
};
