import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { css } from "@shop/styled-system/css";
import {
  navigationTree,
  routeTo,
  topNavItems,
  useStoryNavigation,
} from "../mega-menu/__fixtures__/navigation.ts";
import { MobileMenu, type MobileMenuProps } from "./MobileMenu.tsx";

/** The menu as the shop runs it: the top level at hand, a submenu's items loaded when it first opens. */
function ShopMobileMenu(props: MobileMenuProps) {
  const menu = useStoryNavigation(props.items);
  return <MobileMenu {...props} items={menu.items} onLoadChildren={menu.loadChildren} />;
}

const meta = {
  title: "Design system/MobileMenu",
  component: MobileMenu,
  tags: ["autodocs"],
  args: {
    items: [],
    label: "Hauptnavigation",
    toggleLabel: "Untermenü",
    loadingLabel: "Kategorien werden geladen",
    showAllLabel: "Alle anzeigen",
  },
  render: (args) => <ShopMobileMenu {...args} items={topNavItems} />,
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
    await expect(await canvas.findByRole("link", { name: "Bodenreiniger" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Untermenü Bodenreiniger" }));
    await expect(canvas.getByRole("link", { name: "Grundreiniger" })).toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.queryByRole("link", { name: "Bodenreiniger" })).toBeNull();
  },
};

/** The branch of the current page starts open (its items load at once) and is highlighted. */
export const ActiveRoute: Story = {
  render: (args) => {
    const current = navigationTree[0]!.children![0]!.children![1]!;
    return (
      <ShopMobileMenu
        {...args}
        items={topNavItems}
        activeIds={routeTo(navigationTree, current.id)}
        currentId={current.id}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("link", { name: "Grundreiniger" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(canvas.getByRole("button", { name: "Untermenü Bodenreiniger" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  },
};
