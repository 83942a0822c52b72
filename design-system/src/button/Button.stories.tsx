import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { css } from "@shop/styled-system/css";
import { Icon } from "../icon/Icon.tsx";
import { Button } from "./Button.tsx";

const meta = {
  title: "Design system/Button",
  component: Button,
  args: { children: "In den Warenkorb", onPress: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: ["primary", "secondary", "ghost", "quiet"] },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    shape: { control: "inline-radio", options: ["default", "square"] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "In den Warenkorb" });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: "secondary" } };

export const Ghost: Story = { args: { variant: "ghost" } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "In den Warenkorb" });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, pendingLabel: "Wird hinzugefügt" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: /In den Warenkorb/ });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(canvas.getByRole("progressbar", { name: "Wird hinzugefügt" })).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button");
    await userEvent.hover(button);
    await expect(button).toHaveAttribute("data-hovered", "true");
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button");
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute("data-focus-visible", "true");
    await expect(getComputedStyle(button).outlineStyle).toBe("solid");
  },
};

export const IconOnly: Story = {
  args: { variant: "ghost", shape: "square", "aria-label": "Menü öffnen", children: <Icon name="menu" /> },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Menü öffnen" });
    const { width, height } = button.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
  },
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <Icon name="cart" /> In den Warenkorb
      </>
    ),
  },
};

const variants = ["primary", "secondary", "ghost"] as const;
const sizes = ["sm", "md", "lg"] as const;
const states = [{}, { isDisabled: true }, { isPending: true, pendingLabel: "Bitte warten" }];
const grid = css({
  display: "grid",
  gridTemplateColumns: "repeat(3, max-content)",
  gap: "4",
  alignItems: "center",
});

/** Every variant x size x state once, for reviewers and visual tests. */
export const AllStates: Story = {
  render: (args) => (
    <div className={css({ display: "grid", gap: "8" })}>
      {variants.map((variant) => (
        <div key={variant} className={grid}>
          {sizes.flatMap((size) =>
            states.map((state, i) => (
              <Button key={`${size}-${i}`} {...args} {...state} variant={variant} size={size} />
            )),
          )}
        </div>
      ))}
    </div>
  ),
};
