import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { WishlistToggle, type WishlistToggleProps } from "./WishlistToggle.tsx";

/** The toggle with its own state, as the app wires it to the wishlist. */
function Toggle(props: WishlistToggleProps) {
  const [isSelected, setSelected] = useState(props.isSelected);
  return <WishlistToggle {...props} isSelected={isSelected} onChange={setSelected} />;
}

const meta = {
  title: "Design system/WishlistToggle",
  component: WishlistToggle,
  args: { isSelected: false, onChange: () => {}, label: "Merken" },
  argTypes: { variant: { control: "inline-radio", options: ["icon", "labelled"] } },
  render: (args) => <Toggle {...args} />,
} satisfies Meta<typeof WishlistToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The round heart of a product card: pressing it fills the heart. */
export const Icon: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole("button", { name: "Merken" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
  },
};

export const IconSelected: Story = { args: { isSelected: true } };

/** The buy box's toggle: heart and label. */
export const Labelled: Story = {
  args: { variant: "labelled", label: "Auf die Merkliste" },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole("button", { name: "Auf die Merkliste" });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
  },
};

export const LabelledSelected: Story = {
  args: { variant: "labelled", label: "Auf die Merkliste", isSelected: true },
};
