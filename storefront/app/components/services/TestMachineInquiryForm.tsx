import { Trans, useLingui } from "@lingui/react/macro";
import { Checkbox, TextField } from "@shop/design-system";
import { css } from "@shop/styled-system/css";
import type { AccountFormResult } from "../../lib/account-forms.ts";
import { testMachineRules } from "../../lib/service-forms.ts";
import { AccountForm } from "../account/AccountForm.tsx";
import { ContactFields, PrivacyConsent, SentSummary, serviceStyles } from "./ServiceFields.tsx";

export interface TestMachineInquiryFormProps {
  salutations: readonly { id: string; name: string }[];
  /** The machine from the product page's link (editable). */
  machine: string;
  /** The earliest test date (`YYYY-MM-DD`, today in Switzerland). */
  today: string;
  answer?: AccountFormResult;
  isSubmitting?: boolean;
}

/**
 * `/test-machine-inquiry` (spec §3 "Inquiry / quotation", issue 15): the machine, a preferred test date
 * (not in the past), consultation and offer wishes, subject, comment, contact and privacy consent. A plain
 * POST form; with JavaScript checked first with the same rules (lib/service-forms.ts) and sent through a
 * fetcher. Once sent, a notice shows what was sent.
 */
export function TestMachineInquiryForm({
  salutations,
  machine,
  today,
  answer,
  isSubmitting,
}: TestMachineInquiryFormProps) {
  const { t } = useLingui();
  const labels: Record<string, string> = {
    machine: t`Machine`,
    testDate: t`Preferred test date`,
    subject: t`Subject`,
    comment: t`Comment`,
    company: t`Company`,
    salutationId: t`Salutation`,
    firstName: t`First name`,
    lastName: t`Last name`,
    email: t`E-mail address`,
    phone: t`Phone`,
    place: t`Postal code and place`,
    privacy: t`Data protection`,
  };
  const yes = (value: string | undefined) => (value === "on" ? t`Yes` : t`No`);
  return (
    <main id="main" className={serviceStyles.page}>
      <div className={serviceStyles.main}>
        <h1 id="test-machine-heading" className={serviceStyles.heading}>
          <Trans>Request a test machine</Trans>
        </h1>
        <p className={serviceStyles.hint}>
          <Trans>
            Try the machine in your own premises before you decide. Tell us when suits you; our specialist
            will contact you to arrange the test.
          </Trans>
        </p>
        <AccountForm
          intent="test-machine"
          action="/test-machine-inquiry"
          answer={answer}
          rules={() => testMachineRules(today)}
          labels={labels}
          labelledBy="test-machine-heading"
          isSubmitting={isSubmitting}
          successText={t`Thank you! We have received your inquiry and will contact you to arrange the test.`}
          renderSummary={(values) => (
            <SentSummary
              label={t`What you sent`}
              rows={[
                [t`Machine`, values["machine"] ?? ""],
                [t`Preferred test date`, values["testDate"] ?? ""],
                [t`Consultation wanted`, yes(values["consultation"])],
                [t`Offer wanted`, yes(values["offer"])],
                [t`Subject`, values["subject"] ?? ""],
                [t`Name`, `${values["firstName"] ?? ""} ${values["lastName"] ?? ""}`],
                [t`E-mail address`, values["email"] ?? ""],
              ]}
            />
          )}
          submitLabel={t`Send inquiry`}
        >
          {(field) => (
            <>
              <fieldset className={serviceStyles.grid}>
                <legend className={serviceStyles.legend}>{t`Machine and test`}</legend>
                <TextField
                  id={field.id("machine")}
                  name="machine"
                  label={t`Machine`}
                  isRequired
                  defaultValue={field.value("machine") ?? machine}
                  errorMessage={field.error("machine")}
                  className={serviceStyles.wide}
                />
                <TextField
                  id={field.id("testDate")}
                  name="testDate"
                  type="date"
                  label={t`Preferred test date`}
                  description={t`Today or later.`}
                  defaultValue={field.value("testDate")}
                  errorMessage={field.error("testDate")}
                />
                <div className={styles.wishes}>
                  <Checkbox
                    name="consultation"
                    value="on"
                    defaultSelected={field.value("consultation") === "on"}
                  >
                    {t`I would like a consultation`}
                  </Checkbox>
                  <Checkbox name="offer" value="on" defaultSelected={field.value("offer") === "on"}>
                    {t`I would like an offer`}
                  </Checkbox>
                </div>
                <TextField
                  id={field.id("subject")}
                  name="subject"
                  label={t`Subject`}
                  isRequired
                  maxLength={255}
                  defaultValue={field.value("subject")}
                  errorMessage={field.error("subject")}
                  className={serviceStyles.wide}
                />
                <TextField
                  id={field.id("comment")}
                  name="comment"
                  label={t`Comment`}
                  multiline
                  maxLength={5000}
                  defaultValue={field.value("comment")}
                  errorMessage={field.error("comment")}
                  className={serviceStyles.wide}
                />
              </fieldset>
              <ContactFields field={field} salutations={salutations} companyRequired={false} />
              <TextField
                id={field.id("place")}
                name="place"
                label={t`Postal code and place`}
                defaultValue={field.value("place")}
                errorMessage={field.error("place")}
              />
              <PrivacyConsent field={field} />
            </>
          )}
        </AccountForm>
      </div>
    </main>
  );
}

const styles = {
  wishes: css({ display: "flex", flexDirection: "column", gap: "2", justifyContent: "center" }),
};
