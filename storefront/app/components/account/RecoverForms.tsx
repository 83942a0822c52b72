import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { TextField } from "@shop/design-system";
import { cx } from "@shop/styled-system/css";
import { recoverRules, resetRules, type AccountFormResult } from "../../lib/account-forms.ts";
import { localizePath } from "../../lib/locale.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { AccountForm, ExpiredLink, styles } from "./AccountForm.tsx";

export interface RecoverRequestFormProps {
  answer?: AccountFormResult;
  isSubmitting?: boolean;
}

/**
 * `/account/recover` (spec §2): asks for a link to set a new password. The answer is the same whether an
 * account has the address or not.
 */
export function RecoverRequestForm({ answer, isSubmitting }: RecoverRequestFormProps) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <main id="main" className={cx(styles.main, styles.narrowPage)}>
      <h1 id="recover-heading" className={styles.heading}>
        <Trans>Forgot your password?</Trans>
      </h1>
      <p className={styles.hint}>
        <Trans>
          Enter the e-mail address of your account. We will send you a link to set a new password.
        </Trans>
      </p>
      <AccountForm
        intent="recover"
        action="/account/recover"
        answer={answer}
        rules={() => recoverRules}
        labelledBy="recover-heading"
        isSubmitting={isSubmitting}
        labels={{ email: t`E-mail address` }}
        successText={t`If an account exists for this e-mail address, we have sent you a link to set a new password. Please check your inbox.`}
        submitLabel={t`Send link`}
      >
        {(field) => (
          <TextField
            id={field.id("email")}
            name="email"
            type="email"
            autoComplete="email"
            label={t`E-mail address`}
            isRequired
            defaultValue={field.value("email")}
            errorMessage={field.error("email")}
          />
        )}
      </AccountForm>
      <Link to={localizePath("/login", locale)} className={styles.link}>
        <Trans>Back to the login</Trans>
      </Link>
    </main>
  );
}

export interface NewPasswordFormProps {
  hash: string;
  /** The link is no longer valid: no form, the way to a new link. */
  expired: boolean;
  answer?: AccountFormResult;
  isSubmitting?: boolean;
}

/** `/account/recover/password?hash=…` (spec §2): the new password and its repetition. */
export function NewPasswordForm({ hash, expired, answer, isSubmitting }: NewPasswordFormProps) {
  const { t } = useLingui();
  return (
    <main id="main" className={cx(styles.main, styles.narrowPage)}>
      <h1 id="reset-heading" className={styles.heading}>
        <Trans>Set a new password</Trans>
      </h1>
      {expired ? (
        <ExpiredLink />
      ) : (
        <AccountForm
          intent="reset"
          action={`/account/recover/password?${new URLSearchParams({ hash }).toString()}`}
          answer={answer}
          rules={() => resetRules}
          labelledBy="reset-heading"
          isSubmitting={isSubmitting}
          labels={{ newPassword: t`New password`, newPasswordConfirm: t`Repeat the new password` }}
          successText={t`Your password was changed.`}
          submitLabel={t`Save new password`}
        >
          {(field) => (
            <>
              <input type="hidden" name="hash" value={hash} />
              <TextField
                id={field.id("newPassword")}
                name="newPassword"
                type="password"
                autoComplete="new-password"
                label={t`New password`}
                description={t`At least 8 characters.`}
                isRequired
                errorMessage={field.error("newPassword")}
              />
              <TextField
                id={field.id("newPasswordConfirm")}
                name="newPasswordConfirm"
                type="password"
                autoComplete="new-password"
                label={t`Repeat the new password`}
                isRequired
                errorMessage={field.error("newPasswordConfirm")}
              />
            </>
          )}
        </AccountForm>
      )}
    </main>
  );
}
