import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { withRouter } from "../../stories/router.tsx";
import { OrderLinkForm } from "./OrderLinkForm.tsx";

const code = "q3L9xW2mZ7bR4tY8uP1cV6nK0sH5dJ_e";

const meta = {
  title: "Storefront/Account/OrderLinkForm",
  component: OrderLinkForm,
  decorators: [withRouter],
  parameters: { path: `/account/order/${code}` },
  args: { title: "Ihre Bestellung", code },
} satisfies Meta<typeof OrderLinkForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The order mail's link in another browser: sent empty, both fields are required. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("form", { name: "Ihre Bestellung" })).toHaveAttribute(
      "action",
      `/account/order/${code}`,
    );
    await userEvent.click(canvas.getByRole("button", { name: "Bestellung anzeigen" }));
    await expect(canvas.getByRole("textbox", { name: /^PLZ/ })).toHaveAccessibleDescription(
      "Dieses Feld ist erforderlich.",
    );
  },
};

/** E-mail and postal code that are not the order's: said once, what was typed stays. */
export const WrongCredentials: Story = {
  args: {
    answer: {
      ok: false,
      intent: "order-link",
      values: { email: "lukas.brunner@example.ch", zipcode: "3001" },
      errors: {},
      formError: "credentials",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Wir haben keine Bestellung");
    await expect(canvas.getByRole("textbox", { name: /^E-Mail-Adresse/ })).toHaveValue(
      "lukas.brunner@example.ch",
    );
  },
};

/** Checking: the button waits. */
export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("form")).toHaveAttribute("aria-busy", "true");
  },
};
