import { useLingui } from "@lingui/react/macro";
import { useActionData } from "react-router";
import { SelectField, TextField } from "@shop/design-system";
import type { CmsFormRequest } from "@shop/cms-blocks";
import { css } from "@shop/styled-system/css";
import type { AccountFormResult } from "../../lib/account-forms.ts";
import {
  CMS_CONTACT_INTENT,
  CMS_NEWSLETTER_INTENT,
  contactFormRules,
  newsletterFormRules,
} from "../../lib/cms-forms.ts";
import { AccountForm, type FieldHelpers } from "../account/AccountForm.tsx";
import { PrivacyConsent, serviceStyles } from "./ServiceFields.tsx";

export interface CmsFormProps extends CmsFormRequest {
  /** The page the form posts to (its path without the locale prefix). */
  action: string;
  /** The page's answer to a form posted without JavaScript; read from the route when left out. */
  answer?: AccountFormResult;
  isSubmitting?: boolean;
}

/** The confirmation's text for the notice and the toast: the sanitised HTML's words, entities decoded. */
export function confirmationPlainText(html: string): string {
  const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };
  return html
    .replace(/<br\s*\/?>|<\/p>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The CMS `form` element's form (docs/storefront-rules.md "CMS forms"): the contact form (salutation,
 * names, e-mail, phone, subject, comment, privacy consent; sent through the Store API's contact form with
 * the element's slot, so its receivers get the mail) or the newsletter form (subscribe or unsubscribe,
 * e-mail, optional salutation and names, privacy consent). The account's form: a plain POST form to the
 * page that works without JavaScript, with JavaScript checked first with the same rules and sent through
 * a fetcher. On success it shows the element's confirmation text.
 */
export function CmsForm({
  type,
  slotId,
  confirmationText,
  salutations,
  action,
  answer,
  isSubmitting,
}: CmsFormProps) {
  const { t } = useLingui();
  const routeAnswer = useActionData() as AccountFormResult | undefined;
  const pageAnswer = answer ?? routeAnswer;
  // Another form element on the same page answers with the same intent: only its own slot's answer counts.
  const own = pageAnswer?.values?.["slotId"] === slotId || pageAnswer?.values?.["slotId"] === undefined;
  const labels: Record<string, string> = {
    option: t`What would you like to do?`,
    salutationId: t`Salutation`,
    firstName: t`First name`,
    lastName: t`Last name`,
    email: t`E-mail address`,
    phone: t`Phone`,
    subject: t`Subject`,
    comment: t`Comment`,
    privacy: t`Data protection`,
  };
  const contact = type === "contact";
  const confirmation = confirmationPlainText(confirmationText);
  const successText =
    confirmation ||
    (contact
      ? t`Thank you for your message! We will get back to you shortly.`
      : t`Thank you! Please confirm your subscription with the link we have sent to your e-mail address.`);
  const salutation = (helpers: FieldHelpers, isRequired: boolean) => (
    <SelectField
      id={helpers.id("salutationId")}
      name="salutationId"
      label={t`Salutation`}
      isRequired={isRequired}
      options={salutations.map((item) => ({ value: item.id, label: item.name }))}
      placeholder={t`Please choose`}
      defaultValue={helpers.value("salutationId")}
      errorMessage={helpers.error("salutationId")}
      className={serviceStyles.wide}
    />
  );
  return (
    <AccountForm
      intent={contact ? CMS_CONTACT_INTENT : CMS_NEWSLETTER_INTENT}
      action={action}
      answer={own ? pageAnswer : undefined}
      rules={contact ? () => contactFormRules : newsletterFormRules}
      labels={labels}
      isSubmitting={isSubmitting}
      successText={successText}
      submitLabel={contact ? t`Send message` : t`Send`}
    >
      {(helpers) => (
        <>
          <input type="hidden" name="slotId" value={slotId} />
          <p className={styles.required}>{t`Fields marked with * are required.`}</p>
          {contact ? (
            <div className={serviceStyles.grid}>
              {salutation(helpers, true)}
              {field(helpers, "firstName", t`First name`, { isRequired: true, autoComplete: "given-name" })}
              {field(helpers, "lastName", t`Last name`, { isRequired: true, autoComplete: "family-name" })}
              {field(helpers, "email", t`E-mail address`, {
                isRequired: true,
                type: "email",
                autoComplete: "email",
              })}
              {field(helpers, "phone", t`Phone`, { type: "tel", autoComplete: "tel" })}
              {field(helpers, "subject", t`Subject`, { isRequired: true, className: serviceStyles.wide })}
              {field(helpers, "comment", t`Comment`, {
                isRequired: true,
                multiline: true,
                maxLength: 5000,
                className: serviceStyles.wide,
              })}
            </div>
          ) : (
            <div className={serviceStyles.grid}>
              <SelectField
                id={helpers.id("option")}
                name="option"
                label={labels["option"]!}
                isRequired
                options={[
                  { value: "subscribe", label: t`Subscribe to the newsletter` },
                  { value: "unsubscribe", label: t`Unsubscribe from the newsletter` },
                ]}
                defaultValue={helpers.value("option") ?? "subscribe"}
                errorMessage={helpers.error("option")}
                className={serviceStyles.wide}
              />
              {field(helpers, "email", t`E-mail address`, {
                isRequired: true,
                type: "email",
                autoComplete: "email",
                className: serviceStyles.wide,
              })}
              {salutation(helpers, false)}
              {field(helpers, "firstName", t`First name`, { autoComplete: "given-name" })}
              {field(helpers, "lastName", t`Last name`, { autoComplete: "family-name" })}
            </div>
          )}
          <PrivacyConsent field={{ ...helpers, id: (name) => helpers.id(name) }} />
        </>
      )}
    </AccountForm>
  );
}

/** A text field of the form, named by its rule's field. */
const field = (
  helpers: FieldHelpers,
  name: string,
  label: string,
  extra: Partial<Parameters<typeof TextField>[0]> = {},
) => (
  <TextField
    id={helpers.id(name)}
    name={name}
    label={label}
    defaultValue={helpers.value(name)}
    errorMessage={helpers.error(name)}
    {...extra}
  />
);

const styles = {
  required: css({ color: "fg.muted", fontSize: "sm" }),
};
