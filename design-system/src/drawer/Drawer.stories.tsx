import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { css } from "@shop/styled-system/css";
import { Button } from "../button/Button.tsx";
import { Icon } from "../icon/Icon.tsx";
import { Link } from "../link/Link.tsx";
import { Drawer, DrawerTrigger } from "./Drawer.tsx";

const meta = {
  title: "Design system/Drawer",
  component: Drawer,
  args: { title: "Menü", closeLabel: "Schliessen", placement: "left", children: null },
  argTypes: { placement: { control: "inline-radio", options: ["left", "right"] } },
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

const categories = ["Bodenpflege", "Küche", "Sanitär", "Oberflächenbehandlung", "Zubehör", "Maschinen"];
const menu = (
  <nav aria-label="Kategorien">
    <ul className={css({ listStyle: "none", display: "grid", gap: "1" })}>
      {categories.map((name) => (
        <li key={name}>
          <Link href={`#${name}`} variant="nav" className={css({ py: "2", w: "full" })}>
            {name}
          </Link>
        </li>
      ))}
    </ul>
  </nav>
);

/** The mobile menu: from the left, open from the start for visual tests. */
export const MenuOpen: Story = {
  args: { defaultOpen: true, children: menu },
  play: async () => {
    const dialog = await within(document.body).findByRole("dialog", { name: "Menü" });
    await expect(dialog).toBeVisible();
  },
};

/** The side cart: from the right, with a pinned footer. */
export const SideCartOpen: Story = {
  args: {
    defaultOpen: true,
    placement: "right",
    title: "Warenkorb",
    children: <p>Ihr Warenkorb ist leer.</p>,
    footer: (
      <div className={css({ display: "grid", gap: "2" })}>
        <Button isDisabled>Zur Kasse</Button>
        <Button variant="secondary">Weiter einkaufen</Button>
      </div>
    ),
  },
};

/** No visible title: the dialog is named by `aria-label`. */
export const WithoutVisibleTitle: Story = {
  args: { defaultOpen: true, title: undefined, "aria-label": "Menü", children: menu },
  play: async () => {
    await expect(await within(document.body).findByRole("dialog", { name: "Menü" })).toBeVisible();
  },
};

/** Long content scrolls inside the body while the page behind stays locked. */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    title: "Alle Kategorien",
    children: (
      <ul className={css({ display: "grid", gap: "3" })}>
        {Array.from({ length: 40 }, (_, i) => (
          <li key={i}>Kategorie {i + 1}</li>
        ))}
      </ul>
    ),
  },
};

/** Opened from a trigger: Escape closes and focus goes back to the trigger. */
export const WithTrigger: Story = {
  render: (args) => (
    <DrawerTrigger>
      <Button variant="ghost" shape="square" aria-label="Menü öffnen">
        <Icon name="menu" />
      </Button>
      <Drawer {...args}>{menu}</Drawer>
    </DrawerTrigger>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Menü öffnen" });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole("dialog", { name: "Menü" });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await expect(document.documentElement.style.overflow).toBe("hidden");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
