import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { css } from "@shop/styled-system/css";
import { MegaMenu, type MegaMenuProps } from "./MegaMenu.tsx";
import { navigationTree, routeTo, topNavItems, useStoryNavigation } from "./__fixtures__/navigation.ts";

/** The menu as the shop runs it: the top level at hand, each panel's items loaded when it first opens. */
function ShopMegaMenu(props: MegaMenuProps) {
  const menu = useStoryNavigation(props.items);
  return <MegaMenu {...props} items={menu.items} onLoadChildren={menu.loadChildren} />;
}

const meta = {
  title: "Design system/MegaMenu",
  component: MegaMenu,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: {
    items: [],
    label: "Hauptnavigation",
    toggleLabel: "Untermenü",
    showAllLabel: "Alle anzeigen",
    loadingLabel: "Kategorien werden geladen",
  },
  render: (args) => <ShopMegaMenu {...args} items={args.items.length ? args.items : topNavItems} />,
  decorators: [
    (Story) => (
      <div className={css({ minH: "40rem" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MegaMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const firstToggle = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole("button", { name: /^Untermenü/ })[0]!;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("navigation", { name: "Hauptnavigation" })).toBeVisible();
    await expect(firstToggle(canvasElement)).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("link", { name: "Bodenreiniger" })).toBeNull();
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = firstToggle(canvasElement);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    // The panel's items arrive on its first opening.
    await expect(await canvas.findByRole("link", { name: "Bodenreiniger" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Grundreiniger" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: /Alle anzeigen Reinigungsmittel/ })).toBeVisible();
  },
};

/**
 * `activeIds` / `currentId` from the current route: highlighted along the path, `aria-current` on the page
 * (its panel shows it once loaded).
 */
export const ActiveRoute: Story = {
  render: (args) => {
    const current = navigationTree[0]!.children![0]!.children![1]!;
    const route = routeTo(navigationTree, current.id)!;
    return <ShopMegaMenu {...args} items={topNavItems} activeIds={route} currentId={current.id} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Reinigungsmittel" })).toHaveClass("link-active");
    await userEvent.click(firstToggle(canvasElement));
    const current = await canvas.findByRole("link", { name: "Grundreiniger" });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(current).toHaveClass("link-exact-active");
    await expect(canvas.getByRole("link", { name: "Bodenreiniger" })).toHaveClass("link-active");
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole("link", { name: "Reinigungsmittel" });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(canvas.getByRole("link", { name: "Oberflächenbehandlung" })).toHaveFocus());
    await userEvent.keyboard("{ArrowLeft}");
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.tab();
    const toggle = firstToggle(canvasElement);
    await waitFor(() => expect(toggle).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await canvas.findByRole("link", { name: "Bodenreiniger" });
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole("link", { name: "Bodenreiniger" })).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await waitFor(() => expect(toggle).toHaveFocus());
  },
};

export const HoverIntent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole("link", { name: "Reinigungsmittel" }));
    await expect(firstToggle(canvasElement)).toHaveAttribute("aria-expanded", "false");
    await waitFor(() => expect(firstToggle(canvasElement)).toHaveAttribute("aria-expanded", "true"));
  },
};

const withoutImages: MegaMenuProps["items"] = [
  {
    id: "service",
    label: "Service",
    href: "/service",
    children: [
      {
        id: "downloads",
        label: "Downloads",
        href: "/service/downloads",
        children: [{ id: "sdb", label: "Sicherheitsdatenblätter", href: "/service/downloads/sdb" }],
      },
      {
        id: "shop",
        label: "Clarus Magazin",
        href: "https://example.com/magazin",
        target: "_blank",
        rel: "noopener",
      },
    ],
  },
  { id: "sale", label: "Aktionen", href: "/aktionen" },
];

/** Categories without images show a placeholder of the same size; items without children have no toggle. */
export const PlaceholderImages: Story = {
  args: { items: withoutImages },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("button")).toHaveLength(1);
    await userEvent.click(firstToggle(canvasElement));
    await expect(canvas.getByRole("link", { name: "Clarus Magazin" })).toHaveAttribute("target", "_blank");
  },
};
