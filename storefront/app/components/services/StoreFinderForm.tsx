import { useLingui } from "@lingui/react/macro";
import { Button, SelectField, TextField } from "@shop/design-system";
import { css } from "@shop/styled-system/css";
import { Form } from "react-router";
import { STORE_FINDER_RADII } from "../../lib/store-finder.ts";

export interface StoreFinderFormProps {
  /** Where the GET form goes (the page's own path in the shopper's language). */
  action: string;
  search: string;
  radius: number;
  /** The required-field message, after a search without a place. */
  errorMessage?: string;
  /** While the next result loads (with JavaScript). */
  isPending?: boolean;
}

/**
 * The store finder's search: postal code or place, radius. A GET form: without JavaScript the browser
 * loads `/store-finder?search=…&radius=…`, with JavaScript React Router does the same without a reload.
 */
export function StoreFinderForm({
  action,
  search,
  radius,
  errorMessage,
  isPending = false,
}: StoreFinderFormProps) {
  const { t } = useLingui();
  return (
    <Form method="get" action={action} className={styles.form} aria-label={t`Find a location`}>
      <TextField
        name="search"
        label={t`Postal code or place`}
        defaultValue={search}
        isRequired
        errorMessage={errorMessage}
        autoComplete="postal-code"
        maxLength={100}
        className={styles.search}
      />
      <SelectField
        name="radius"
        label={t`Radius`}
        defaultValue={String(radius)}
        options={STORE_FINDER_RADII.map((value) => ({ value: String(value), label: t`${value} km` }))}
        className={styles.radius}
      />
      <Button type="submit" variant="primary" isPending={isPending} className={styles.submit}>
        {t({ message: "Search", context: "store finder" })}
      </Button>
    </Form>
  );
}

const styles = {
  form: css({
    display: "grid",
    gridTemplateColumns: { base: "1fr", sm: "minmax(0, 2fr) minmax(0, 1fr) auto" },
    alignItems: "start",
    gap: "3 4",
  }),
  search: css({ minW: "0" }),
  radius: css({ minW: "0" }),
  submit: css({ mt: { sm: "6" }, justifySelf: "start" }),
};
