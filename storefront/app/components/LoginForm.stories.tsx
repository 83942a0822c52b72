import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { withRouter } from "../stories/router.tsx";
import { LoginForm } from "./LoginForm.tsx";

const meta = {
  title: "Storefront/LoginForm",
  component: LoginForm,
  decorators: [withRouter],
  parameters: { path: "/login" },
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form as the `/login` page and the modal open it; sending it empty names both missing fields. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole("form", { name: "Anmelden" });
    await expect(form).toHaveAttribute("action", "/login");
    await expect(canvas.getByRole("link", { name: "Registrieren" })).toHaveAttribute("href", "/register");
    await expect(canvas.getByRole("link", { name: "Passwort vergessen?" })).toHaveAttribute(
      "href",
      "/account/recover",
    );
    await expect(canvasElement.querySelector('input[type="hidden"][name="remember"]')).toHaveValue("1");
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

/** Sent empty: each field says what is missing, the first one has focus; nothing is posted. */
export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Anmelden" }));
    const email = canvas.getByRole("textbox", { name: "E-Mail-Adresse" });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription("Bitte geben Sie Ihre E-Mail-Adresse ein.");
    await expect(canvas.getByLabelText("Passwort", { exact: true })).toHaveAccessibleDescription(
      "Bitte geben Sie Ihr Passwort ein.",
    );
  },
};

/** The Store API refused the login: the one login error, the e-mail kept, the password empty. */
export const LoginFailed: Story = {
  args: { failure: { ok: false, errors: { form: "login-failed" }, email: "anna@example.ch" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Die E-Mail-Adresse oder das Passwort ist falsch.",
    );
    await expect(canvas.getByRole("textbox", { name: "E-Mail-Adresse" })).toHaveValue("anna@example.ch");
    await expect(canvas.getByLabelText("Passwort", { exact: true })).toHaveValue("");
  },
};

/** Too many attempts: when to try again. */
export const Throttled: Story = {
  args: {
    failure: { ok: false, errors: { form: "login-throttled" }, email: "anna@example.ch", retryAfter: 30 },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("in 30 Sekunden");
  },
};

/** While the login is sent: the button waits and the form is busy. */
export const Pending: Story = {
  args: { isSubmitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("form", { name: "Anmelden" })).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("button", { name: "Anmelden" })).toHaveAttribute("aria-disabled", "true");
  },
};

export const French: Story = {
  args: { failure: { ok: false, errors: { form: "login-failed" }, email: "anna@example.ch" } },
  parameters: { path: "/fr-CH/login" },
  globals: { locale: "fr-CH" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("form", { name: "Se connecter" })).toHaveAttribute(
      "action",
      "/fr-CH/login",
    );
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "L’adresse e-mail ou le mot de passe est incorrect.",
    );
  },
};
