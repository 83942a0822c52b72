import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { withRouter } from "../../stories/router.tsx";
import type { ProfilePageData } from "../../lib/account-profile.server.ts";
import { ProfileForms } from "./ProfileForms.tsx";

const page: ProfilePageData = {
  salutations: [
    { id: "mr", name: "Herr" },
    { id: "mrs", name: "Frau" },
    { id: "none", name: "Keine Angabe" },
  ],
  profile: {
    salutationId: "mrs",
    title: "",
    firstName: "Anna",
    lastName: "Muster",
    accountType: "private",
    company: "",
    vatId: "",
    email: "anna@example.ch",
  },
};

const meta = {
  title: "Storefront/Account/ProfileForms",
  component: ProfileForms,
  decorators: [withRouter],
  parameters: { path: "/account/profile" },
  args: { page },
} satisfies Meta<typeof ProfileForms>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The three forms, the personal data filled from the customer. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Persönliches Profil");
    await expect(canvas.getByRole("textbox", { name: /^Vorname/ })).toHaveValue("Anna");
    await expect(canvas.getByRole("form", { name: "E-Mail-Adresse ändern" })).toHaveAttribute(
      "action",
      "/account/profile",
    );
    await expect(canvas.getByText("Ihre aktuelle E-Mail-Adresse: anna@example.ch")).toBeVisible();
  },
};

/** Sent with a short, unrepeated new password: the messages at the fields and in the summary, which takes focus. */
export const PasswordRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole("form", { name: "Passwort ändern" }));
    await userEvent.type(form.getByLabelText(/^Neues Passwort\s*\*?$/), "kurz");
    await userEvent.type(form.getByLabelText(/^Neues Passwort wiederholen/), "anders");
    await userEvent.click(form.getByRole("button", { name: "Passwort ändern" }));
    await expect(form.getByRole("group", { name: "Bitte korrigieren Sie folgende Angaben:" })).toHaveFocus();
    await expect(form.getByLabelText(/^Neues Passwort\s*\*?$/)).toHaveAccessibleDescription(
      expect.stringContaining("Bitte geben Sie mindestens 8 Zeichen ein."),
    );
    await expect(form.getByLabelText(/^Neues Passwort wiederholen/)).toHaveAccessibleDescription(
      "Die Passwörter stimmen nicht überein.",
    );
  },
};

/** The Store API refused the current password: the message at that field. */
export const WrongCurrentPassword: Story = {
  args: {
    answer: {
      ok: false,
      intent: "password",
      values: { intent: "password" },
      errors: { password: { rule: "serverWrongPassword" } },
    },
  },
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole("form", { name: "Passwort ändern" }));
    await expect(form.getByLabelText(/^Aktuelles Passwort/)).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabelText(/^Aktuelles Passwort/)).toHaveAccessibleDescription(
      "Das Passwort ist falsch.",
    );
  },
};

/** The e-mail is used by another account: the message at the address, the typed addresses kept. */
export const EmailTaken: Story = {
  args: {
    answer: {
      ok: false,
      intent: "email",
      values: { intent: "email", email: "lea@example.ch", emailConfirmation: "lea@example.ch" },
      errors: { email: { rule: "serverEmailTaken" } },
    },
  },
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole("form", { name: "E-Mail-Adresse ändern" }));
    await expect(form.getByRole("textbox", { name: /^Neue E-Mail-Adresse\s*\*?$/ })).toHaveValue(
      "lea@example.ch",
    );
    await expect(form.getAllByText("Diese E-Mail-Adresse wird bereits verwendet.").length).toBeGreaterThan(0);
  },
};

/** Saved: the form's own success message. */
export const Saved: Story = {
  args: { answer: { ok: true, intent: "profile", values: {}, errors: {} } },
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole("form", { name: "Persönliche Daten" }));
    await expect(form.getByRole("status")).toHaveTextContent("Ihre persönlichen Daten wurden gespeichert.");
  },
};

/** A business account: company and VAT id. */
export const Business: Story = {
  args: {
    page: {
      ...page,
      profile: {
        ...page.profile,
        accountType: "business",
        company: "Muster AG",
        vatId: "CHE-123.456.789 MWST",
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: /^Firma/ })).toHaveValue("Muster AG");
  },
};

/** While sending: the buttons wait. */
export const Pending: Story = {
  args: { isSubmitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("form", { name: "Passwort ändern" })).toHaveAttribute("aria-busy", "true");
  },
};

export const French: Story = {
  args: {
    answer: {
      ok: false,
      intent: "password",
      values: { intent: "password" },
      errors: { password: { rule: "serverWrongPassword" } },
    },
  },
  parameters: { path: "/fr-CH/account/profile" },
  globals: { locale: "fr-CH" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Profil personnel");
    await expect(canvas.getAllByText("Le mot de passe est erroné.").length).toBeGreaterThan(0);
  },
};
