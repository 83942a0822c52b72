import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { withRouter } from "../../stories/router.tsx";
import { RegisterForm } from "./RegisterForm.tsx";
import type { RegisterPageData } from "../../lib/register.ts";

const page: RegisterPageData = {
  countries: [
    {
      id: "0191c1a2b3c4d5e6f708192a3b4c5d6e",
      name: "Schweiz",
      iso: "CH",
      zipPattern: "\\d{4}",
      states: [
        { id: "1191c1a2b3c4d5e6f708192a3b4c5d6e", name: "Bern" },
        { id: "2191c1a2b3c4d5e6f708192a3b4c5d6e", name: "Zürich" },
      ],
    },
    { id: "3191c1a2b3c4d5e6f708192a3b4c5d6e", name: "Liechtenstein", iso: "LI", states: [] },
  ],
  salutations: [
    { id: "4191c1a2b3c4d5e6f708192a3b4c5d6e", name: "Frau" },
    { id: "5191c1a2b3c4d5e6f708192a3b4c5d6e", name: "Herr" },
  ],
  defaultCountryId: "0191c1a2b3c4d5e6f708192a3b4c5d6e",
};

const meta = {
  title: "Storefront/RegisterForm",
  component: RegisterForm,
  decorators: [withRouter],
  parameters: { path: "/register" },
  args: { page },
} satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: a private customer, no business fields, the password hidden. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Kundenkonto erstellen" })).toBeVisible();
    await expect(canvas.getByRole("form", { name: "Kundenkonto erstellen" })).toHaveAttribute(
      "action",
      "/register",
    );
    await expect(canvas.queryByRole("textbox", { name: "Firma" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("combobox", { name: "Kanton" })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Passwort anzeigen" }));
    await expect(canvas.getByRole("button", { name: "Passwort verbergen" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

/** Sent empty: the summary takes focus and names every missing field; nothing is posted. */
export const Errors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Konto erstellen" }));
    const summary = canvas.getByRole("group", { name: "Bitte korrigieren Sie folgende Angaben:" });
    await expect(summary).toHaveFocus();
    await expect(canvas.getByRole("textbox", { name: "Vorname" })).toHaveAttribute("aria-invalid", "true");
    // A password field has no textbox role.
    await expect(canvasElement.querySelector('input[name="password"]')).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  },
};

/** The server's answer: the e-mail in use, the typed values kept. */
export const EmailTaken: Story = {
  args: {
    failure: {
      ok: false,
      values: { firstName: "Anna", lastName: "Muster", email: "demo@clarus-shop.ch" },
      errors: { email: { rule: "serverEmailTaken" } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole("textbox", { name: "E-Mail-Adresse" });
    await expect(email).toHaveValue("demo@clarus-shop.ch");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByRole("textbox", { name: "Vorname" })).toHaveValue("Anna");
  },
};

/** A business customer: company and VAT id appear. */
export const Business: Story = {
  parameters: { path: "/fr-CH/register" },
  globals: { locale: "fr-CH" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText("Client professionnel"));
    await expect(canvas.getByRole("textbox", { name: "Entreprise" })).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox", { name: "Numéro IDE / TVA" }), "CHE-123.456.789 TVA");
  },
};

/** After registering: the double opt-in notice with the address. */
export const Sent: Story = {
  args: { page: { ...page, sentTo: "anna@example.ch" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("anna@example.ch");
    await expect(canvas.getByRole("link", { name: "Zur Anmeldung" })).toHaveAttribute("href", "/login");
  },
};
