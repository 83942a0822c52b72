import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { RadioGroupField, SelectField, TextField, useIsHydrated } from "@shop/design-system";
import { emailRules, passwordRules, profileRules, type AccountFormResult } from "../../lib/account-forms.ts";
import type { ProfilePageData } from "../../lib/account-profile.server.ts";
import { shownForBusiness } from "../AddressFields.tsx";
import { AccountForm, styles } from "./AccountForm.tsx";

export interface ProfileFormsProps {
  page: ProfilePageData;
  /** The page's answer to a form posted without JavaScript. */
  answer?: AccountFormResult;
  /** Shown while sending (stories). */
  isSubmitting?: boolean;
}

const action = "/account/profile";

/**
 * `/account/profile` (spec §2): the personal data, the e-mail address and the password, each its own form
 * with its own answer (`AccountForm`). The e-mail and the password need the current password; a wrong one
 * shows at that field (Shopware's `CUSTOMER_PASSWORD_NOT_CORRECT`).
 */
export function ProfileForms({ page, answer, isSubmitting }: ProfileFormsProps) {
  const { t } = useLingui();
  return (
    <main id="main" className={styles.main}>
      <h1 className={styles.heading}>
        <Trans>Personal profile</Trans>
      </h1>
      <section className={styles.card} aria-labelledby="profile-data">
        <h2 id="profile-data" className={styles.sectionHeading}>
          <Trans>Personal data</Trans>
        </h2>
        <PersonalData page={page} answer={answer} isSubmitting={isSubmitting} />
      </section>
      <section className={styles.card} aria-labelledby="profile-email">
        <h2 id="profile-email" className={styles.sectionHeading}>
          <Trans>Change e-mail address</Trans>
        </h2>
        <p className={styles.hint}>{t`Your current e-mail address: ${page.profile.email}`}</p>
        <AccountForm
          intent="email"
          action={action}
          answer={answer}
          rules={() => emailRules}
          labelledBy="profile-email"
          isSubmitting={isSubmitting}
          labels={{
            email: t`New e-mail address`,
            emailConfirmation: t`Confirm the new e-mail address`,
            password: t`Current password`,
          }}
          successText={t`Your e-mail address was changed.`}
          submitLabel={t`Change e-mail address`}
        >
          {(field) => (
            <>
              <TextField
                id={field.id("email")}
                name="email"
                type="email"
                autoComplete="email"
                label={t`New e-mail address`}
                isRequired
                defaultValue={field.value("email")}
                errorMessage={field.error("email")}
              />
              <TextField
                id={field.id("emailConfirmation")}
                name="emailConfirmation"
                type="email"
                autoComplete="email"
                label={t`Confirm the new e-mail address`}
                isRequired
                defaultValue={field.value("emailConfirmation")}
                errorMessage={field.error("emailConfirmation")}
              />
              <TextField
                id={field.id("password")}
                name="password"
                type="password"
                autoComplete="current-password"
                label={t`Current password`}
                isRequired
                errorMessage={field.error("password")}
              />
            </>
          )}
        </AccountForm>
      </section>
      <section className={styles.card} aria-labelledby="profile-password">
        <h2 id="profile-password" className={styles.sectionHeading}>
          <Trans>Change password</Trans>
        </h2>
        <AccountForm
          intent="password"
          action={action}
          answer={answer}
          rules={() => passwordRules}
          labelledBy="profile-password"
          isSubmitting={isSubmitting}
          labels={{
            password: t`Current password`,
            newPassword: t`New password`,
            newPasswordConfirm: t`Repeat the new password`,
          }}
          successText={t`Your password was changed.`}
          submitLabel={t`Change password`}
        >
          {(field) => (
            <>
              <TextField
                id={field.id("password")}
                name="password"
                type="password"
                autoComplete="current-password"
                label={t`Current password`}
                isRequired
                errorMessage={field.error("password")}
              />
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
      </section>
    </main>
  );
}

function PersonalData({ page, answer, isSubmitting }: ProfileFormsProps) {
  const { t } = useLingui();
  const hydrated = useIsHydrated();
  const typed = answer?.intent === "profile" ? answer.values : undefined;
  const initial = (name: keyof ProfilePageData["profile"]) => typed?.[name] ?? page.profile[name];
  const [accountType, setAccountType] = useState(initial("accountType") || "private");
  return (
    <AccountForm
      intent="profile"
      action={action}
      answer={answer}
      rules={profileRules}
      labelledBy="profile-data"
      isSubmitting={isSubmitting}
      labels={{
        salutationId: t`Salutation`,
        title: t`Title`,
        firstName: t`First name`,
        lastName: t`Last name`,
        company: t`Company`,
        vatId: t`VAT ID`,
      }}
      successText={t`Your personal data was saved.`}
      submitLabel={t`Save personal data`}
    >
      {(field) => (
        <>
          <RadioGroupField
            name="accountType"
            label={t`Account type`}
            orientation="horizontal"
            value={accountType}
            onChange={setAccountType}
            options={[
              { value: "private", label: t`Private` },
              { value: "business", label: t`Business` },
            ]}
          />
          <SelectField
            id={field.id("salutationId")}
            name="salutationId"
            label={t`Salutation`}
            placeholder={t`Please choose`}
            defaultValue={initial("salutationId")}
            options={page.salutations.map((salutation) => ({ value: salutation.id, label: salutation.name }))}
            errorMessage={field.error("salutationId")}
          />
          <TextField
            id={field.id("title")}
            name="title"
            label={t`Title`}
            autoComplete="honorific-prefix"
            defaultValue={initial("title")}
            errorMessage={field.error("title")}
          />
          <TextField
            id={field.id("firstName")}
            name="firstName"
            label={t`First name`}
            autoComplete="given-name"
            isRequired
            defaultValue={initial("firstName")}
            errorMessage={field.error("firstName")}
          />
          <TextField
            id={field.id("lastName")}
            name="lastName"
            label={t`Last name`}
            autoComplete="family-name"
            isRequired
            defaultValue={initial("lastName")}
            errorMessage={field.error("lastName")}
          />
          {/* Shown by CSS while "Business customer" is checked (AddressFields.tsx). */}
          <div className={shownForBusiness}>
            <TextField
              id={field.id("company")}
              name="company"
              label={t`Company`}
              autoComplete="organization"
              isRequired={hydrated && accountType === "business"}
              defaultValue={initial("company")}
              errorMessage={field.error("company")}
            />
            <TextField
              id={field.id("vatId")}
              name="vatId"
              label={t`VAT ID`}
              description={t`e.g. CHE-123.456.789 MWST`}
              defaultValue={initial("vatId")}
              errorMessage={field.error("vatId")}
            />
          </div>
        </>
      )}
    </AccountForm>
  );
}
