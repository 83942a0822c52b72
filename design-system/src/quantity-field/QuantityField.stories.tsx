import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { css } from "@shop/styled-system/css";
import { Button } from "../button/Button.tsx";
import { QuantityField, type QuantityMessages } from "./QuantityField.tsx";

const messages: QuantityMessages = {
  required: "Bitte eine Menge eingeben.",
  integer: "Bitte eine ganze Zahl eingeben.",
  min: (min) => `Die Mindestbestellmenge ist ${min}.`,
  max: (max) => `Die Höchstbestellmenge ist ${max}.`,
  step: (step, min) => `Nur in Schritten von ${step} ab ${min} bestellbar.`,
};

const meta = {
  title: "Design system/QuantityField",
  component: QuantityField,
  args: {
    name: "quantity",
    label: "Menge",
    messages,
    decrementLabel: "Menge verringern",
    incrementLabel: "Menge erhöhen",
    onChange: fn(),
  },
} satisfies Meta<typeof QuantityField>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("spinbutton", { name: "Menge" });

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(field(canvasElement)).toHaveValue(1);
    await userEvent.click(canvas.getByRole("button", { name: "Menge erhöhen" }));
    await expect(field(canvasElement)).toHaveValue(2);
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

/** Minimum purchase 5, in steps of 5: 5 → 10 → 15. */
export const MinAndSteps: Story = {
  args: { min: 5, step: 5, description: "Verkaufseinheit: Karton à 5 Stück" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plus = canvas.getByRole("button", { name: "Menge erhöhen" });
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect(field(canvasElement)).toHaveValue(15);
    await expect(field(canvasElement)).toHaveAccessibleDescription("Verkaufseinheit: Karton à 5 Stück");
  },
};

export const WithMax: Story = { args: { max: 12, defaultValue: 10, description: "Noch 12 an Lager" } };

export const BelowMinimum: Story = {
  args: { min: 5, step: 5 },
  play: async ({ canvasElement }) => {
    const input = field(canvasElement);
    await userEvent.clear(input);
    await userEvent.type(input, "2");
    await userEvent.tab();
    await expect(within(canvasElement).getByText("Die Mindestbestellmenge ist 5.")).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Die Mindestbestellmenge ist 5.");
    // What was typed stays.
    await expect(input).toHaveValue(2);
  },
};

export const AboveMaximum: Story = {
  play: async ({ canvasElement }) => {
    const input = field(canvasElement);
    await userEvent.clear(input);
    await userEvent.type(input, "101");
    await userEvent.tab();
    await expect(within(canvasElement).getByText("Die Höchstbestellmenge ist 100.")).toBeVisible();
    await expect(within(canvasElement).getByRole("button", { name: "Menge erhöhen" })).toBeDisabled();
  },
};

export const StepMismatch: Story = {
  args: { min: 5, step: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = field(canvasElement);
    await userEvent.clear(input);
    await userEvent.type(input, "7");
    await userEvent.tab();
    await expect(canvas.getByText("Nur in Schritten von 5 ab 5 bestellbar.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Menge erhöhen" }));
    await expect(input).toHaveValue(10);
    await expect(canvas.queryByText("Nur in Schritten von 5 ab 5 bestellbar.")).toBeNull();
  },
};

export const ButtonsAtBounds: Story = {
  args: { min: 1, max: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const minus = canvas.getByRole("button", { name: "Menge verringern" });
    const plus = canvas.getByRole("button", { name: "Menge erhöhen" });
    await expect(minus).toBeDisabled();
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect(field(canvasElement)).toHaveValue(3);
    await expect(plus).toBeDisabled();
    // The pressed button turned disabled: focus went to the field, not to the page.
    await expect(field(canvasElement)).toHaveFocus();
  },
};

const onSubmit = fn();

/** In a plain form: an invalid quantity blocks the submit, shows the message and focuses the field. */
export const InForm: Story = {
  args: { min: 5, step: 5 },
  render: (args) => (
    <form
      method="post"
      action="/checkout/line-item"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className={css({ display: "flex", alignItems: "flex-end", gap: "3", flexWrap: "wrap" })}
    >
      <QuantityField {...args} />
      <Button type="submit">In den Warenkorb</Button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    onSubmit.mockClear();
    const input = field(canvasElement);
    await userEvent.clear(input);
    await userEvent.type(input, "12");
    await userEvent.click(canvas.getByRole("button", { name: "In den Warenkorb" }));
    await expect(onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText("Nur in Schritten von 5 ab 5 bestellbar.")).toBeVisible();
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.clear(input);
    await userEvent.type(input, "15");
    await userEvent.click(canvas.getByRole("button", { name: "In den Warenkorb" }));
    await expect(onSubmit).toHaveBeenCalledTimes(1);
    await expect(new FormData(canvasElement.querySelector("form")!).get("quantity")).toBe("15");
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toBeDisabled();
  },
};
