import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { RadioGroupField } from "@shop/design-system";
import { paymentMethodRules, type AccountFormResult } from "../../lib/account-forms.ts";
import type { PaymentPageData } from "../../lib/account-profile.server.ts";
import { AccountForm, styles } from "./AccountForm.tsx";

export interface PaymentMethodFormProps {
  page: PaymentPageData;
  answer?: AccountFormResult;
  isSubmitting?: boolean;
}

/**
 * `/account/payment` (spec §2): the payment method the shop uses for the customer's orders. Shopware 6.7
 * keeps it in the session (`PATCH /context {paymentMethodId}`); the overview shows it.
 */
export function PaymentMethodForm({ page, answer, isSubmitting }: PaymentMethodFormProps) {
  const { t } = useLingui();
  const [value, setValue] = useState(
    (answer?.intent === "payment-method" ? answer.values["paymentMethodId"] : undefined) ?? page.current,
  );
  return (
    <main id="main" className={styles.main}>
      <h1 id="payment-heading" className={styles.heading}>
        <Trans>Payment method</Trans>
      </h1>
      <section className={styles.card}>
        <AccountForm
          intent="payment-method"
          action="/account/payment"
          answer={answer}
          rules={() => paymentMethodRules}
          labelledBy="payment-heading"
          isSubmitting={isSubmitting}
          labels={{ paymentMethodId: t`Default payment method` }}
          successText={t`Your default payment method was changed.`}
          submitLabel={t`Save payment method`}
        >
          {(field) => (
            <RadioGroupField
              name="paymentMethodId"
              label={t`Default payment method`}
              isRequired
              value={value}
              onChange={setValue}
              errorMessage={field.error("paymentMethodId")}
              options={page.methods.map((method) => ({
                value: method.id,
                label: method.name,
                description: method.description,
              }))}
            />
          )}
        </AccountForm>
      </section>
    </main>
  );
}
