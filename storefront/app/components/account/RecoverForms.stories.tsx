import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { withRouter } from "../../stories/router.tsx";
import { NewPasswordForm, RecoverRequestForm } from "./RecoverForms.tsx";

const meta = {
  title: "Storefront/Account/RecoverForms",
  component: RecoverRequestForm,
  decorators: [withRouter],
  parameters: { path: "/account/recover" },
} satisfies Meta<typeof RecoverRequestForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Asking for a link: sent empty, the address is required. */
export const Request: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Link senden" }));
    await expect(canvas.getByRole("textbox", { name: /^E-Mail-Adresse/ })).toHaveAccessibleDescription(
      "Dieses Feld ist erforderlich.",
    );
  },
};

/** Sent: the same answer for every address. */
export const Sent: Story = {
  args: { answer: { ok: true, intent: "recover", values: { email: "anna@example.ch" }, errors: {} } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      "Falls ein Kundenkonto mit dieser E-Mail-Adresse existiert",
    );
  },
};

/** Asked too often: when to try again. */
export const Throttled: Story = {
  args: {
    answer: { ok: false, intent: "recover", values: {}, errors: {}, formError: "throttled", retryAfter: 30 },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("in 30 Sekunden");
  },
};

/** The mail's link: the new password, repeated differently. */
export const NewPasswordMismatch: Story = {
  render: () => (
    <NewPasswordForm
      hash="h"
      expired={false}
      answer={{
        ok: false,
        intent: "reset",
        values: {},
        errors: { newPasswordConfirm: { rule: "passwordsMatch" } },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Neues Passwort wiederholen/)).toHaveAccessibleDescription(
      "Die Passwörter stimmen nicht überein.",
    );
    await expect(canvas.getByRole("form", { name: "Neues Passwort festlegen" })).toHaveAttribute(
      "action",
      "/account/recover/password?hash=h",
    );
  },
};

/** An expired link: what happened and the way to a new one. */
export const Expired: Story = {
  render: () => <NewPasswordForm hash="h" expired />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Dieser Link ist abgelaufen");
    await expect(canvas.getByRole("link", { name: "Neuen Link anfordern" })).toHaveAttribute(
      "href",
      "/account/recover",
    );
  },
};

export const ExpiredFrench: Story = {
  render: () => <NewPasswordForm hash="h" expired />,
  parameters: { path: "/fr-CH/account/recover/password" },
  globals: { locale: "fr-CH" },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("link", { name: "Demander un nouveau lien" }),
    ).toHaveAttribute("href", "/fr-CH/account/recover");
  },
};
