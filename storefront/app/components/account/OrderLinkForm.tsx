import { Trans, useLingui } from "@lingui/react/macro";
import { TextField } from "@shop/design-system";
import { cx } from "@shop/styled-system/css";
import { orderLinkRules, type AccountFormResult } from "../../lib/account-forms.ts";
import { AccountForm, styles } from "./AccountForm.tsx";

export interface OrderLinkFormProps {
  /** The page's heading. */
  title: string;
  /** The order's deep link code (the page's path segment). */
  code: string;
  /** The answer to the form posted without JavaScript. */
  answer?: AccountFormResult;
  isSubmitting?: boolean;
}

/**
 * The order mail's link `/account/order/<deepLinkCode>` opened by a guest (an order without an account), in
 * another browser than the one that ordered: the order's e-mail address and billing postal code prove it is
 * theirs, then the page shows the order.
 */
export function OrderLinkForm({ title, code, answer, isSubmitting }: OrderLinkFormProps) {
  const { t } = useLingui();
  return (
    <main id="main" className={cx(styles.main, styles.narrowPage)}>
      <h1 id="order-link-heading" className={styles.heading}>
        {title}
      </h1>
      <p className={styles.hint}>
        <Trans>
          To see your order, enter the e-mail address you ordered with and the postal code of the billing
          address.
        </Trans>
      </p>
      <AccountForm
        intent="order-link"
        action={`/account/order/${encodeURIComponent(code)}`}
        answer={answer}
        rules={() => orderLinkRules}
        labelledBy="order-link-heading"
        isSubmitting={isSubmitting}
        labels={{ email: t`E-mail address`, zipcode: t`Postal code` }}
        successText={t`Your order is shown.`}
        submitLabel={t`Show order`}
      >
        {(field) => (
          <>
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
            <TextField
              id={field.id("zipcode")}
              name="zipcode"
              autoComplete="postal-code"
              label={t`Postal code`}
              isRequired
              defaultValue={field.value("zipcode")}
              errorMessage={field.error("zipcode")}
            />
          </>
        )}
      </AccountForm>
    </main>
  );
}
