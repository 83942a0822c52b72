import { Fragment, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useFetcher } from "react-router";
import { Button, ErrorSummary, TOAST_TIMEOUT, toastQueue } from "@shop/design-system";
import { css } from "@shop/styled-system/css";
import type { AccountFormIntent, AccountFormResult } from "../../lib/account-forms.ts";
import { problemText } from "../../lib/forms/messages.ts";
import { formValues, validate, type FormRules, type Problem } from "../../lib/forms/rules.ts";
import { localizePath } from "../../lib/locale.ts";
import { useLocale } from "../../lib/use-locale.ts";

/** The id of a form's field (the error summary links to it). */
export const accountFieldId = (intent: AccountFormIntent, name: string) => `${intent}-${name}`;

export interface AccountFormProps {
  intent: AccountFormIntent;
  /** The page the form posts to (localized by the form). */
  action: string;
  /** The page's answer to a form posted without JavaScript (another form's answer is ignored). */
  answer?: AccountFormResult;
  rules: (values: Record<string, string>) => FormRules;
  /** The visible labels per field, for messages and the summary. */
  labels: Record<string, string>;
  /** Shown (and with JavaScript toasted) after a success. */
  successText: string;
  /** After a success: what was sent, from the values the answer echoes (the service forms). */
  renderSummary?: (values: Readonly<Record<string, string>>) => ReactNode;
  submitLabel: string;
  /** The form's accessible name (its heading's id). */
  labelledBy?: string;
  /** Shown while sending (stories). */
  isSubmitting?: boolean;
  children: (field: FieldHelpers) => ReactNode;
}

export interface FieldHelpers {
  /** The field's problem as text, if any. */
  error: (name: string) => string | undefined;
  /** What the form showed last for a field (the typed value after a failure). */
  value: (name: string) => string | undefined;
  id: (name: string) => string;
  pending: boolean;
}

/**
 * One form of the account pages (docs/storefront-rules.md "Forms"): a plain POST form with its `intent`
 * that works without JavaScript; with JavaScript it is checked with the same rules first and sent through
 * a fetcher (the button waits), the answer becomes a toast. Problems show at their fields and in the
 * summary above, which takes focus on every failed submit; nothing typed is lost but passwords.
 */
export function AccountForm({
  intent,
  action,
  answer: pageAnswer,
  rules,
  labels,
  successText,
  renderSummary,
  submitLabel,
  labelledBy,
  isSubmitting = false,
  children,
}: AccountFormProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const fetcher = useFetcher<AccountFormResult>();
  const [clientErrors, setClientErrors] = useState<Record<string, Problem> | undefined>();
  const [submits, setSubmits] = useState(0);
  const ownAnswer = (candidate?: AccountFormResult) => (candidate?.intent === intent ? candidate : undefined);
  const answer = ownAnswer(fetcher.data) ?? (fetcher.data ? undefined : ownAnswer(pageAnswer));
  const errors = clientErrors ?? answer?.errors ?? {};
  const pending = isSubmitting || fetcher.state !== "idle";
  const attempt = `${submits}:${pending ? "busy" : "idle"}`;

  // Every answer renders the fields afresh (in the same commit as its messages): passwords are never
  // kept once sent, the other fields show the values the answer echoes (or, after a success, the page's).
  // A refusal shows at once, while the fetcher still passes through "loading" (React Router does so even
  // when nothing revalidates), so its fields are renewed then: renewed only at "idle", they emptied what
  // the shopper had typed since the messages showed. A success waits for the page's fresh data.
  const [shown, setShown] = useState(fetcher.data);
  const [generation, setGeneration] = useState(0);
  const settled = fetcher.state === "idle" || (fetcher.data !== undefined && !fetcher.data.ok);
  if (settled && fetcher.data !== shown) {
    setShown(fetcher.data);
    setGeneration((count) => count + 1);
  }

  const generalText = (result: AccountFormResult) =>
    result.formError === "throttled"
      ? t`Too many requests. Please try again in ${result.retryAfter ?? 30} seconds.`
      : result.formError === "credentials"
        ? t`We could not find an order with this e-mail address and postal code. Please check your entries.`
        : t`Something went wrong. Please try again later.`;

  const seen = useRef(fetcher.data);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || result === seen.current || result.intent !== intent) return;
    seen.current = result;
    if (result.ok) {
      toastQueue.add({ title: successText, variant: "success" }, { timeout: TOAST_TIMEOUT });
    } else if (Object.keys(result.errors).length === 0) {
      toastQueue.add({ title: generalText(result), variant: "error" }, { timeout: TOAST_TIMEOUT });
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = formValues(data);
    const found = validate(rules(values), values);
    setSubmits((count) => count + 1);
    if (Object.keys(found).length > 0) {
      setClientErrors(found);
      return;
    }
    setClientErrors(undefined);
    void fetcher.submit(data, { method: "post", action: form.getAttribute("action") ?? undefined });
  };

  const error = (name: string) => {
    const problem = errors[name];
    return problem ? i18n._(problemText(problem, labels[name] ?? name)) : undefined;
  };
  const items = Object.entries(errors).map(([name, problem]) => ({
    fieldId: accountFieldId(intent, name),
    message: `${labels[name] ?? name}: ${i18n._(problemText(problem, labels[name] ?? name))}`,
  }));
  const general = answer && !answer.ok && !clientErrors && items.length === 0 ? answer : undefined;
  const success = answer?.ok && !clientErrors && !pending;
  return (
    <fetcher.Form
      method="post"
      action={localizePath(action, locale)}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={labelledBy}
      aria-busy={pending || undefined}
      className={styles.form}
    >
      <input type="hidden" name="intent" value={intent} />
      {general && general.formError === "expired" ? (
        <ExpiredLink />
      ) : general ? (
        <p role="alert" className={styles.alert}>
          {generalText(general)}
        </p>
      ) : null}
      {success && <output className={styles.success}>{successText}</output>}
      {success && renderSummary?.(answer.values)}
      <ErrorSummary title={t`Please correct the following entries:`} errors={items} focusKey={attempt} />
      <Fragment key={generation}>
        {children({
          error,
          value: (name) => (answer?.ok ? undefined : answer?.values[name]),
          id: (name) => accountFieldId(intent, name),
          pending,
        })}
      </Fragment>
      <Button type="submit" isPending={pending} className={styles.submit}>
        {submitLabel}
      </Button>
    </fetcher.Form>
  );
}

/** An expired or unknown recovery link: what happened and the way to a new one. */
export function ExpiredLink() {
  const locale = useLocale();
  return (
    <div role="alert" className={styles.alert}>
      <p>
        <Trans>
          This link has expired or was already used. Links to set a new password are valid for 2 hours.
        </Trans>
      </p>
      <Link to={localizePath("/account/recover", locale)} className={styles.link}>
        <Trans>Request a new link</Trans>
      </Link>
    </div>
  );
}

export const styles = {
  form: css({ display: "flex", flexDirection: "column", gap: "4", minW: "0", maxW: "xl" }),
  alert: css({
    display: "flex",
    flexDirection: "column",
    gap: "2",
    p: "4",
    borderRadius: "md",
    bg: "danger.subtle",
    color: "danger.text",
    borderWidth: "1px",
    borderColor: "danger.border",
  }),
  success: css({
    display: "block",
    p: "4",
    borderRadius: "md",
    bg: "success.subtle",
    color: "success.text",
    borderWidth: "1px",
    borderColor: "success.border",
  }),
  link: css({
    color: "inherit",
    textDecoration: "underline",
    fontWeight: "semibold",
    alignSelf: "flex-start",
    borderRadius: "sm",
    focusVisibleRing: "outside",
  }),
  submit: css({ alignSelf: "flex-start" }),
  card: css({
    display: "flex",
    flexDirection: "column",
    gap: "4",
    p: { base: "4", md: "6" },
    borderWidth: "1px",
    borderColor: "border",
    borderRadius: "lg",
    minW: "0",
  }),
  heading: css({ textStyle: "h1", overflowWrap: "anywhere" }),
  sectionHeading: css({ textStyle: "h3" }),
  main: css({ display: "flex", flexDirection: "column", gap: "6", minW: "0" }),
  hint: css({ color: "fg.muted" }),
  /** Outside the account layout: a narrow column in the middle (a line of text stays readable). */
  narrowPage: css({ maxW: "44rem", mx: "auto", px: "gutter", py: "10", w: "full" }),
};
