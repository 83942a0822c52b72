import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { css } from "@shop/styled-system/css";
import { ErrorSummary, RadioGroupField, SelectField, TextField } from "./FormField.tsx";

const cantons = [
  { value: "zh", label: "Zürich" },
  { value: "be", label: "Bern" },
  { value: "ge", label: "Genève" },
];

const shipping = [
  { value: "standard", label: "Standard (Post)", description: "2–3 Arbeitstage", price: "CHF 9.90" },
  { value: "express", label: "Express (Post)", description: "Nächster Arbeitstag", price: "CHF 19.50" },
  { value: "pickup", label: "Abholung in Volketswil", price: "gratis" },
];

/** An address form in every state: empty, filled, with the browser's errors, with the server's. */
function AddressForm({
  values = {},
  errors = {},
  business = false,
  focusKey,
}: {
  values?: Record<string, string>;
  errors?: Record<string, string>;
  business?: boolean;
  focusKey?: number;
}) {
  const summary = Object.entries(errors).map(([field, message]) => ({ fieldId: `f-${field}`, message }));
  return (
    <form className={css({ display: "grid", gap: "4", maxW: "md" })} onSubmit={(e) => e.preventDefault()}>
      <ErrorSummary title="Bitte korrigieren Sie folgende Angaben:" errors={summary} focusKey={focusKey} />
      {business && (
        <>
          <TextField
            id="f-company"
            name="company"
            label="Firma"
            isRequired
            defaultValue={values["company"]}
            errorMessage={errors["company"]}
          />
          <TextField
            id="f-vatId"
            name="vatId"
            label="UID / MWST-Nummer"
            description="z. B. CHE-123.456.789 MWST"
            defaultValue={values["vatId"]}
            errorMessage={errors["vatId"]}
          />
        </>
      )}
      <TextField
        id="f-email"
        name="email"
        type="email"
        label="E-Mail-Adresse"
        isRequired
        autoComplete="email"
        defaultValue={values["email"]}
        errorMessage={errors["email"]}
      />
      <TextField
        id="f-zipcode"
        name="zipcode"
        label="PLZ"
        isRequired
        inputMode="numeric"
        defaultValue={values["zipcode"]}
        errorMessage={errors["zipcode"]}
      />
      <SelectField
        id="f-state"
        name="state"
        label="Kanton"
        placeholder="Bitte wählen"
        options={cantons}
        defaultValue={values["state"]}
        errorMessage={errors["state"]}
      />
      <RadioGroupField name="shipping" label="Versandart" options={shipping} defaultValue="standard" />
      <TextField id="f-comment" name="comment" label="Bestellreferenz / Kommentar" multiline />
    </form>
  );
}

const meta = {
  title: "Design system/FormField",
  component: AddressForm,
  tags: ["autodocs"],
} satisfies Meta<typeof AddressForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole("textbox", { name: /E-Mail-Adresse/ });
    await expect(email).toHaveAttribute("aria-required", "true");
    await expect(email).not.toHaveAttribute("aria-invalid");
    await expect(canvas.queryByRole("group", { name: /korrigieren/ })).toBeNull();
    await userEvent.click(canvas.getByRole("radio", { name: /Express/ }));
    await expect(canvas.getByRole("radio", { name: /Express/ })).toBeChecked();
  },
};

export const Filled: Story = {
  args: { values: { email: "anna@example.ch", zipcode: "8604", state: "zh" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: /PLZ/ })).toHaveValue("8604");
    await expect(canvas.getByRole("combobox", { name: "Kanton" })).toHaveValue("zh");
  },
};

export const ClientErrors: Story = {
  args: {
    values: { email: "anna@", zipcode: "" },
    errors: {
      email: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
      zipcode: "Dieses Feld ist erforderlich.",
    },
    focusKey: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole("group", { name: /korrigieren/ });
    await expect(summary).toHaveFocus();
    const zip = canvas.getByRole("textbox", { name: /PLZ/ });
    await expect(zip).toHaveAttribute("aria-invalid", "true");
    await expect(zip).toHaveAccessibleDescription("Dieses Feld ist erforderlich.");
    await userEvent.click(canvas.getByRole("link", { name: "Dieses Feld ist erforderlich." }));
    await expect(zip).toHaveFocus();
  },
};

export const ServerErrors: Story = {
  args: {
    values: { email: "anna@example.ch", zipcode: "86043", state: "zh" },
    errors: { zipcode: "Die Postleitzahl hat das falsche Format." },
    focusKey: 2,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: /PLZ/ })).toHaveValue("86043");
    await expect(canvas.getByRole("textbox", { name: /E-Mail/ })).toHaveValue("anna@example.ch");
  },
};

export const Business: Story = {
  args: {
    business: true,
    values: { company: "Muster AG", vatId: "CHE-123.456", email: "einkauf@muster.ch" },
    errors: { vatId: "Die UID hat das falsche Format." },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: /Firma/ })).toHaveValue("Muster AG");
    await expect(canvas.getByRole("textbox", { name: /UID/ })).toHaveAttribute("aria-invalid", "true");
  },
};
