import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { withRouter } from "../stories/router.tsx";
import { NewsletterSignup } from "./NewsletterSignup.tsx";

const meta = {
  title: "Storefront/NewsletterSignup",
  component: NewsletterSignup,
  decorators: [withRouter],
  args: { locale: "de-DE" },
} satisfies Meta<typeof NewsletterSignup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The footer's signup: a plain form that posts to `/newsletter` and comes back to the page. */
export const Empty: Story = {
  parameters: { path: "/Reinigungsmittel/" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole("textbox", { name: "E-Mail-Adresse" });
    await expect(field).toBeRequired();
    await expect(field).toHaveAttribute("type", "email");
    await expect(field).toHaveAccessibleDescription(/jederzeit abbestellen/);
    const form = field.closest("form")!;
    await expect(form).toHaveAttribute("action", "/newsletter");
    await expect(form).toHaveAttribute("method", "post");
    await expect(form.querySelector("input[name=redirectTo]")).toHaveValue("/Reinigungsmittel/");
  },
};

/** Typed in by keyboard, the button next. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "E-Mail-Adresse" }), "leser@example.ch");
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Abonnieren" })).toHaveFocus();
  },
};

export const French: Story = {
  args: { locale: "fr-CH" },
  parameters: { path: "/fr-CH/" },
  globals: { locale: "fr-CH" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole("textbox", { name: "Adresse e-mail" });
    await expect(field.closest("form")).toHaveAttribute("action", "/fr-CH/newsletter");
    await expect(canvas.getByRole("button", { name: "S'abonner" })).toBeInTheDocument();
  },
};
