import { useId } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useLocation, useNavigation } from "react-router";
import { css } from "@shop/styled-system/css";
import type { CurrencyOption } from "../lib/currency.ts";
import { submitOnChange } from "../lib/submit-on-change.ts";

/**
 * The footer's currency switch (docs/storefront-rules.md, "Currency and caching"): a select of the sales
 * channel's currencies posting to `/currency`, which sets the session's currency and answers 303 back to
 * this page. With JavaScript choosing submits at once and the page's data (every price) revalidates without
 * a reload; without it the OK button submits the form.
 */
export function CurrencySwitcher({
  currency,
  currencies,
}: {
  currency: string;
  currencies: CurrencyOption[];
}) {
  const { t } = useLingui();
  const location = useLocation();
  const navigation = useNavigation();
  const hintId = useId();
  const selectId = useId();
  const current = currencies.find((option) => option.isoCode === currency);
  if (currencies.length < 2 || !current) return null;
  const isPending = navigation.state !== "idle" && navigation.formAction === "/currency";
  return (
    <Form method="post" action="/currency" className={styles.form} preventScrollReset>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <label htmlFor={selectId} className={styles.label}>
        <Trans>Currency</Trans>
      </label>
      <select
        id={selectId}
        name="currencyId"
        // Keyed by the session's currency: after a switch (or a back navigation) it shows the current one.
        key={current.id}
        defaultValue={current.id}
        aria-describedby={hintId}
        aria-busy={isPending || undefined}
        className={styles.select}
        {...submitOnChange}
      >
        {currencies.map((option) => (
          <option key={option.id} value={option.id}>
            {option.isoCode}
          </option>
        ))}
      </select>
      <span id={hintId} className={srOnly}>
        {t`Every price is shown in the chosen currency.`}
      </span>
      <noscript>
        {/* Named apart from the language switch's OK button beside it (both show without JavaScript). */}
        <button type="submit" className={styles.submit}>
          <Trans>OK</Trans>
          <span className={srOnly}>{t`, change the currency`}</span>
        </button>
      </noscript>
    </Form>
  );
}

const srOnly = css({ srOnly: true });

const styles = {
  form: css({ display: "flex", alignItems: "center", gap: "2", flexWrap: "wrap" }),
  label: css({ fontSize: "sm", fontWeight: "semibold" }),
  select: css({
    minH: "10",
    minW: "20",
    px: "2",
    borderWidth: "1px",
    borderColor: "border.strong",
    borderRadius: "md",
    bg: "bg",
    color: "fg",
    fontWeight: "semibold",
    cursor: "pointer",
    focusVisibleRing: "outside",
  }),
  submit: css({ minH: "10", px: "3", borderWidth: "1px", borderColor: "border", borderRadius: "md" }),
};
