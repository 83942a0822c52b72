import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { withRouter } from "../../stories/router.tsx";
import { CmsForm } from "./CmsForm.tsx";

const salutations = [
  { id: "0b9e1b1d1d6b4c4e9a0c6f3a2d8e7f10", name: "Keine Angabe" },
  { id: "1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f", name: "Frau" },
  { id: "2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a", name: "Herr" },
];
const slotId = "9f8e7d6c5b4a39281706f5e4d3c2b1a0";

const meta = {
  title: "Storefront/Services/CmsForm",
  component: CmsForm,
  decorators: [withRouter],
  parameters: { path: "/Service/Kontakt/" },
  args: {
    type: "contact",
    slotId,
    title: "Schreiben Sie uns",
    confirmationText:
      "<p><strong>Vielen Dank für Ihre Nachricht!</strong> Unser Kundendienst meldet sich innert eines Arbeitstages.</p>",
    salutations,
    action: "/Service/Kontakt/",
  },
} satisfies Meta<typeof CmsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The contact form, sent empty: the browser names every required field. */
export const Contact: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Nachricht senden" }));
    await expect(canvas.getByRole("textbox", { name: /^Betreff/ })).toHaveAccessibleDescription(
      "Dieses Feld ist erforderlich.",
    );
    await expect(canvas.getByRole("combobox", { name: /^Anrede/ })).toBeInvalid();
  },
};

/** The server's answer without JavaScript: the problems at their fields, what was typed kept. */
export const ContactErrors: Story = {
  args: {
    answer: {
      ok: false,
      intent: "cms-contact",
      values: {
        slotId,
        firstName: "Lea",
        lastName: "Muster",
        email: "lea@hotel-rigi",
        comment: "Muster bitte.",
      },
      errors: {
        email: { rule: "email" },
        subject: { rule: "required" },
        privacy: { rule: "acceptDataProtection" },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: /^Vorname/ })).toHaveValue("Lea");
    await expect(canvas.getByRole("textbox", { name: /^Kommentar/ })).toHaveValue("Muster bitte.");
    await expect(canvas.getByRole("textbox", { name: /^Betreff/ })).toHaveAccessibleDescription(
      "Dieses Feld ist erforderlich.",
    );
  },
};

/** Sent: the element's confirmation text. */
export const ContactSent: Story = {
  args: { answer: { ok: true, intent: "cms-contact", values: { slotId }, errors: {} } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Vielen Dank für Ihre Nachricht!/)).toBeVisible();
  },
};

/** The newsletter form: subscribe or unsubscribe, the names optional. */
export const Newsletter: Story = {
  args: { type: "newsletter", title: "Newsletter abonnieren", confirmationText: "" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: /^Was möchten Sie tun/ })).toHaveValue("subscribe");
    await userEvent.click(canvas.getByRole("button", { name: "Absenden" }));
    await expect(canvas.getByRole("textbox", { name: /^E-Mail-Adresse/ })).toHaveAccessibleDescription(
      "Dieses Feld ist erforderlich.",
    );
    await expect(canvas.getByRole("textbox", { name: /^Vorname/ })).not.toBeInvalid();
  },
};
