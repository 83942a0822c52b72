import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Icon, TextField, useIsHydrated } from "@shop/design-system";
import { css, cx } from "@shop/styled-system/css";
import { hiddenUntilHydrated } from "../hydration-styles.ts";
import type { AccountFormResult } from "../../lib/account-forms.ts";
import {
  EMPTY_QUOTATION_LINES,
  MAX_QUOTATION_LINES,
  quotationLines,
  quotationRules,
  type QuotationLine,
} from "../../lib/service-forms.ts";
import { AccountForm, type FieldHelpers } from "../account/AccountForm.tsx";
import { ContactFields, PrivacyConsent, SentSummary, serviceStyles } from "./ServiceFields.tsx";

export interface QuotationFormProps {
  salutations: readonly { id: string; name: string }[];
  /** The prefilled lines (a product's link, the cart's). */
  lines: readonly QuotationLine[];
  /** The answer to a form posted without JavaScript. */
  answer?: AccountFormResult;
  isSubmitting?: boolean;
}

/**
 * `/quotation-request` (spec §1, issue 15): product numbers and quantities (prefilled from a product or
 * the cart; five empty lines more, and with JavaScript lines can be added and removed), company, contact,
 * comment and privacy consent. A plain POST form; with JavaScript checked first with the same rules
 * (lib/service-forms.ts) and sent through a fetcher. Once sent, a notice shows what was sent.
 */
export function QuotationForm({ salutations, lines, answer, isSubmitting }: QuotationFormProps) {
  const { t } = useLingui();
  const labels: Record<string, string> = {
    company: t`Company`,
    salutationId: t`Salutation`,
    firstName: t`First name`,
    lastName: t`Last name`,
    email: t`E-mail address`,
    phone: t`Phone`,
    comment: t`Comment`,
    privacy: t`Data protection`,
  };
  for (let index = 0; index < MAX_QUOTATION_LINES; index += 1) {
    labels[`productNumber-${index}`] = t`Product number (line ${index + 1})`;
    labels[`quantity-${index}`] = t`Quantity (line ${index + 1})`;
  }
  return (
    <main id="main" className={serviceStyles.page}>
      <div className={serviceStyles.main}>
        <h1 id="quotation-heading" className={serviceStyles.heading}>
          <Trans>Request a quote</Trans>
        </h1>
        <p className={serviceStyles.hint}>
          <Trans>
            Tell us which products you need and in what quantities. We will send you a personal offer within
            two working days.
          </Trans>
        </p>
        <AccountForm
          intent="quotation"
          action="/quotation-request"
          answer={answer}
          rules={quotationRules}
          labels={labels}
          labelledBy="quotation-heading"
          isSubmitting={isSubmitting}
          successText={t`Thank you! We have received your quotation request and will get back to you shortly.`}
          renderSummary={(values) => (
            <SentSummary
              label={t`What you sent`}
              rows={[
                [
                  t`Products`,
                  quotationLines(values)
                    .map((line) => `${line.quantity} × ${line.productNumber}`)
                    .join("\n"),
                ],
                [t`Company`, values["company"] ?? ""],
                [t`Name`, `${values["firstName"] ?? ""} ${values["lastName"] ?? ""}`],
                [t`E-mail address`, values["email"] ?? ""],
                [t`Phone`, values["phone"] ?? ""],
                [t`Comment`, values["comment"] ?? ""],
              ]}
            />
          )}
          submitLabel={t`Send quotation request`}
        >
          {(field) => (
            <>
              <QuotationLines field={field} lines={lines} />
              <ContactFields field={field} salutations={salutations} companyRequired />
              <TextField
                id={field.id("comment")}
                name="comment"
                label={t`Comment`}
                multiline
                maxLength={5000}
                defaultValue={field.value("comment")}
                errorMessage={field.error("comment")}
              />
              <PrivacyConsent field={field} />
            </>
          )}
        </AccountForm>
      </div>
    </main>
  );
}

/** The lines: what the last answer held, else the prefilled ones; then empty lines. */
function initialRows(field: FieldHelpers, lines: readonly QuotationLine[]): number[] {
  let used = lines.length;
  for (let index = 0; index < MAX_QUOTATION_LINES; index += 1) {
    if (field.value(`productNumber-${index}`) || field.value(`quantity-${index}`))
      used = Math.max(used, index + 1);
  }
  const count = Math.min(used + EMPTY_QUOTATION_LINES, MAX_QUOTATION_LINES);
  return Array.from({ length: count }, (_, index) => index);
}

function QuotationLines({ field, lines }: { field: FieldHelpers; lines: readonly QuotationLine[] }) {
  const { t } = useLingui();
  const hydrated = useIsHydrated();
  const [rows, setRows] = useState(() => initialRows(field, lines));
  const value = (name: "productNumber" | "quantity", index: number) =>
    field.value(`${name}-${index}`) ?? lines[index]?.[name] ?? "";
  const add = () => {
    const next = Math.max(-1, ...rows) + 1;
    if (next < MAX_QUOTATION_LINES) setRows([...rows, next]);
  };
  return (
    <fieldset className={styles.lines}>
      <legend className={serviceStyles.legend}>{t`Products`}</legend>
      <p
        className={serviceStyles.hint}
      >{t`Product number as shown on the product page, and the quantity.`}</p>
      <ol className={styles.list}>
        {rows.map((index, position) => (
          <li key={index} className={styles.line}>
            <TextField
              id={field.id(`productNumber-${index}`)}
              name={`productNumber-${index}`}
              label={t`Product number (line ${position + 1})`}
              defaultValue={value("productNumber", index)}
              errorMessage={field.error(`productNumber-${index}`)}
              isRequired={position === 0}
              maxLength={64}
              className={styles.number}
            />
            <TextField
              id={field.id(`quantity-${index}`)}
              name={`quantity-${index}`}
              label={t`Quantity (line ${position + 1})`}
              inputMode="numeric"
              defaultValue={value("quantity", index)}
              errorMessage={field.error(`quantity-${index}`)}
              isRequired={position === 0}
              className={styles.quantity}
            />
            {rows.length > 1 && (
              <Button
                variant="ghost"
                onPress={() => setRows(rows.filter((row) => row !== index))}
                aria-label={t`Remove line ${position + 1}`}
                className={cx(styles.remove, !hydrated && hiddenUntilHydrated)}
              >
                <Icon name="trash" />
              </Button>
            )}
          </li>
        ))}
      </ol>
      {rows.length < MAX_QUOTATION_LINES && (
        <Button
          variant="secondary"
          onPress={add}
          className={cx(styles.add, !hydrated && hiddenUntilHydrated)}
        >
          <Icon name="plus" />
          {t`Add line`}
        </Button>
      )}
    </fieldset>
  );
}

const styles = {
  lines: css({
    display: "flex",
    flexDirection: "column",
    gap: "3",
    border: "none",
    p: "0",
    m: "0",
    minW: "0",
  }),
  list: css({ listStyle: "none", p: "0", m: "0", display: "flex", flexDirection: "column", gap: "3" }),
  line: css({
    display: "grid",
    gap: "3",
    gridTemplateColumns: "minmax(0, 1fr) 6rem auto",
    alignItems: "start",
  }),
  number: css({ minW: "0" }),
  quantity: css({ minW: "0" }),
  remove: css({ mt: "7" }),
  add: css({ alignSelf: "flex-start" }),
};
