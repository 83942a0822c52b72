import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link as RouterLink, useFetcher } from "react-router";
import { Button, Icon } from "@shop/design-system";
import { css, cx } from "@shop/styled-system/css";
import { button, link, reviewForm } from "@shop/styled-system/recipes";
import { checkLogin, loginErrorText, type LoginErrorKey, type LoginFailure } from "../lib/account.ts";
import { localizePath } from "../lib/locale.ts";
import { useLocale } from "../lib/use-locale.ts";

export interface LoginFormProps {
  /** Where to go after the login (validated by the server); none: the account overview. */
  redirectTo?: string;
  /** The server's answer to a form posted without JavaScript: its messages and the e-mail as typed. */
  failure?: LoginFailure;
  /** Shown while the login is sent (stories; with JavaScript the form's own fetcher sets it). */
  isSubmitting?: boolean;
  /** The heading's level: 1 on the login page. @default 1 */
  headingLevel?: 1 | 2;
  /** In a dialog whose visible title already says "Log in": no heading of its own. @default true */
  showHeading?: boolean;
}

type Field = "email" | "password";
const fields: readonly Field[] = ["email", "password"];

/**
 * The sign-in form (spec §2 "Login modal", §5 "Login"): e-mail, password, the hidden remember flag, submit,
 * the sign-up button and the link to recover the password. One form for the `/login` page and the header's
 * modal. It posts to `/login` (a 303 on success, the form again with the one login error on failure), so
 * it works without JavaScript; with JavaScript it checks the fields first and sends through a fetcher (no
 * reload; the button shows it is waiting). The e-mail is kept on every failure, the password never.
 */
export function LoginForm({
  redirectTo,
  failure,
  isSubmitting = false,
  headingLevel = 1,
  showHeading = true,
}: LoginFormProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const fetcher = useFetcher<LoginFailure>();
  const id = useId();
  const titleId = `${id}-heading`;
  const passwordRef = useRef<HTMLInputElement>(null);
  const [clientErrors, setClientErrors] = useState<LoginFailure["errors"] | undefined>(undefined);
  const answer = fetcher.data ?? failure;
  const errors = clientErrors ?? answer?.errors ?? {};
  const pending = isSubmitting || fetcher.state !== "idle";

  // A refused login empties the password (never sent back) and puts the shopper back in the form.
  useEffect(() => {
    if (!fetcher.data || fetcher.state !== "idle" || !passwordRef.current) return;
    passwordRef.current.value = "";
    passwordRef.current.form
      ?.querySelector<HTMLElement>("[aria-invalid=true], input[name=password]")
      ?.focus();
  }, [fetcher.data, fetcher.state]);

  const message = (key: LoginErrorKey | undefined) =>
    key ? i18n._(loginErrorText(key, answer?.retryAfter)) : undefined;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const found = checkLogin(String(data.get("email") ?? ""), String(data.get("password") ?? ""));
    const first = fields.find((field) => found[field]);
    if (first) {
      setClientErrors(found);
      (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setClientErrors(undefined);
    void fetcher.submit(data, { method: "post", action: form.getAttribute("action") ?? undefined });
  };

  const Heading = `h${headingLevel}` as const;
  const formError = message(errors.form);
  const emailError = message(errors.email);
  const passwordError = message(errors.password);
  return (
    <fetcher.Form
      method="post"
      action={localizePath("/login", locale)}
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby={showHeading ? titleId : undefined}
      aria-label={showHeading ? undefined : t`Log in`}
      aria-busy={pending || undefined}
      className={styles.form}
    >
      {showHeading && (
        <Heading id={titleId} className={styles.heading}>
          <Trans>Log in</Trans>
        </Heading>
      )}
      {formError && (
        <div role="alert" className={styles.alert}>
          <Icon name="alert" size="sm" />
          <span>{formError}</span>
        </div>
      )}
      <input type="hidden" name="remember" value="1" />
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
      <div className={styles.field}>
        <label htmlFor={`${id}-email`} className={styles.label}>
          <Trans>E-mail address</Trans>
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={answer?.email}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${id}-email-error` : undefined}
          className={styles.control}
        />
        {emailError && <FieldError id={`${id}-email-error`} message={emailError} />}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-password`} className={styles.label}>
          <Trans>Password</Trans>
        </label>
        <input
          ref={passwordRef}
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={passwordError ? `${id}-password-error` : undefined}
          className={styles.control}
        />
        {passwordError && <FieldError id={`${id}-password-error`} message={passwordError} />}
        <RouterLink to={localizePath("/account/recover", locale)} className={styles.link}>
          <Trans>Forgot your password?</Trans>
        </RouterLink>
      </div>
      <Button type="submit" isPending={pending} className={styles.submit}>
        {t`Log in`}
      </Button>
      <div className={styles.signUp}>
        <p className={styles.signUpText}>
          <Trans>New to the Clarus shop?</Trans>
        </p>
        <RouterLink to={localizePath("/register", locale)} className={styles.signUpButton}>
          <Trans>Sign up</Trans>
        </RouterLink>
      </div>
    </fetcher.Form>
  );
}

function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className={styles.error}>
      <Icon name="alert" size="sm" />
      <span>{message}</span>
    </p>
  );
}

/** The shop's form parts (alert, field, label, control, error) are the review form's recipe. */
const form = reviewForm();

const styles = {
  form: css({ display: "flex", flexDirection: "column", gap: "5", w: "full", maxW: "md", minW: "0" }),
  heading: css({ textStyle: "h2", color: "fg" }),
  alert: form.alert,
  field: form.field,
  label: form.label,
  control: form.control,
  error: form.error,
  link: cx(link(), css({ alignSelf: "flex-start", textStyle: "body.sm" })),
  submit: css({ alignSelf: "stretch" }),
  signUp: css({
    display: "flex",
    flexDirection: "column",
    gap: "2",
    pt: "5",
    borderTopWidth: "1px",
    borderColor: "border",
  }),
  signUpText: css({ textStyle: "body.sm", color: "fg.muted" }),
  signUpButton: button({ variant: "secondary" }).root,
};
