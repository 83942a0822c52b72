import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { css } from "@shop/styled-system/css";
import { Icon } from "./Icon.tsx";
import { iconNames } from "./icons.tsx";

const meta = {
  title: "Design system/Icon",
  component: Icon,
  args: { name: "cart" },
  argTypes: {
    name: { control: "select", options: iconNames },
    size: { control: "inline-radio", options: ["sm", "md", "lg", "xl"] },
  },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("img")).toBeNull();
    await expect(canvasElement.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  },
};

export const Labelled: Story = {
  args: { name: "heart", label: "Merkliste" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("img", { name: "Merkliste" })).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className={css({ display: "flex", gap: "4", alignItems: "center" })}>
      {(["sm", "md", "lg", "xl"] as const).map((size) => (
        <Icon key={size} {...args} size={size} />
      ))}
      <Icon {...args} size={40} />
    </div>
  ),
};

export const All: Story = {
  render: (args) => (
    <ul
      className={css({
        display: "grid",
        gridTemplateColumns: "repeat(auto-fill, minmax(8rem, 1fr))",
        gap: "4",
        listStyle: "none",
      })}
    >
      {iconNames.map((name) => (
        <li
          key={name}
          className={css({ display: "flex", gap: "2", alignItems: "center", textStyle: "body.sm" })}
        >
          <Icon {...args} name={name} size="lg" />
          {name}
        </li>
      ))}
    </ul>
  ),
};

export const Coloured: Story = {
  render: (args) => (
    <div className={css({ display: "flex", gap: "4" })}>
      <span className={css({ color: "success.text" })}>
        <Icon {...args} name="check" label="Verfügbar" />
      </span>
      <span className={css({ color: "danger.text" })}>
        <Icon {...args} name="alert" label="Nicht verfügbar" />
      </span>
      <span className={css({ color: "accent.text" })}>
        <Icon {...args} name="truck" label="Lieferung" />
      </span>
    </div>
  ),
};
