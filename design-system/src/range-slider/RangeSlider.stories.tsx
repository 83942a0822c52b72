import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { css } from "@shop/styled-system/css";
import { RangeSlider } from "./RangeSlider.tsx";

const meta = {
  title: "Design system/RangeSlider",
  component: RangeSlider,
  tags: ["autodocs"],
  args: {
    label: "Preis",
    minLabel: "Mindestpreis (CHF)",
    maxLabel: "Höchstpreis (CHF)",
    minName: "min-price",
    maxName: "max-price",
    minValue: 0,
    maxValue: 250,
    step: 5,
    defaultValue: [20, 180],
    currency: "CHF",
    onChange: fn(),
    onChangeEnd: fn(),
  },
  decorators: [(Story) => <div className={css({ maxW: "xs" })}>{Story()}</div>],
} satisfies Meta<typeof RangeSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Preis" })).toBeInTheDocument();
    await expect(canvas.getByRole("slider", { name: /Mindestpreis/ })).toHaveAttribute("aria-valuetext");
  },
};

export const FullRange: Story = { args: { defaultValue: undefined } };

export const WithDescription: Story = { args: { description: "Preise inkl. MWST" } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("slider", { name: /Mindestpreis/ })).toBeDisabled();
    await expect(canvas.getByRole("spinbutton", { name: /Höchstpreis/ })).toBeDisabled();
  },
};

/** Arrows, Page Up/Down, Home/End move a thumb; the number input follows. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const min = canvas.getByRole("slider", { name: /Mindestpreis/ });
    await waitFor(() => expect(min).toHaveFocus());
    await expect(min.closest("[data-focus-visible]")).not.toBeNull();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("spinbutton", { name: /Mindestpreis/ })).toHaveValue(25);
    await userEvent.keyboard("{Home}");
    // At the bound the number input is empty and shows the bound (an untouched form sends no filter).
    await expect(canvas.getByRole("spinbutton", { name: /Mindestpreis/ })).toHaveValue(null);
    await expect(canvas.getByRole("spinbutton", { name: /Mindestpreis/ })).toHaveAttribute(
      "placeholder",
      "0",
    );
    await userEvent.tab();
    await userEvent.keyboard("{PageDown}");
    const max = canvas.getByRole("spinbutton", { name: /Höchstpreis/ });
    await expect(Number((max as HTMLInputElement).value)).toBeLessThan(180);
    await userEvent.keyboard("{End}");
    await expect(max).toHaveValue(null);
    await expect(max).toHaveAttribute("placeholder", "250");
    await expect(args.onChangeEnd).toHaveBeenCalled();
  },
};

/** Typing moves the thumb; leaving the input clamps to the other thumb and the step. */
export const TypedValues: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const max = canvas.getByRole("spinbutton", { name: /Höchstpreis/ });
    await userEvent.clear(max);
    await userEvent.type(max, "98");
    await userEvent.tab();
    await expect(max).toHaveValue(100);
    await expect(canvas.getByRole("slider", { name: /Höchstpreis/ })).toHaveValue("100");
  },
};

/** In a plain GET form only the two number inputs submit: `min-price=20&max-price=180`. */
export const InGetForm: Story = {
  render: (args) => (
    <form method="get" action="" onSubmit={(event) => event.preventDefault()}>
      <RangeSlider {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector("form")!;
    await expect([...new FormData(form).entries()]).toEqual([
      ["min-price", "20"],
      ["max-price", "180"],
    ]);
  },
};
