import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { storyFixtures } from "@shop/mocks/stories";
import { css } from "@shop/styled-system/css";
import { navItems, routeTo } from "../mega-menu/navigation.fixtures.ts";
import type { NavItem } from "../mega-menu/navItems.ts";
import { MobileMenu } from "./MobileMenu.tsx";

const meta = {
  title: "Design system/MobileMenu",
  component: MobileMenu,
  tags: ["autodocs"],
  args: { items: [], label: "Hauptnavigation", toggleLabel: "Untermenü" },
  loaders: [async () => ({ items: navItems(await storyFixtures.navigation()) })],
  render: (args, { loaded }) => <MobileMenu {...args} items={loaded.items} />,
  decorators: [
    (Story) => (
      <div className={css({ maxW: "22rem" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MobileMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Untermenü Reinigungsmittel" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("link", { name: "Bodenreiniger" })).toBeNull();
  },
};

export const ExpandSubmenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Untermenü Reinigungsmittel" });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("link", { name: "Bodenreiniger" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Untermenü Bodenreiniger" }));
    await expect(canvas.getByRole("link", { name: "Grundreiniger" })).toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.queryByRole("link", { name: "Bodenreiniger" })).toBeNull();
  },
};

/** The branch of the current page starts open and is highlighted. */
export const ActiveRoute: Story = {
  render: (args, { loaded }) => {
    const items = loaded.items as NavItem[];
    const current = items[0]!.children![0]!.children![1]!;
    return (
      <MobileMenu {...args} items={items} activeIds={routeTo(items, current.id)} currentId={current.id} />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Grundreiniger" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("button", { name: "Untermenü Bodenreiniger" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  },
};
