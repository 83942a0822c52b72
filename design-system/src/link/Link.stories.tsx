import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { css } from "@shop/styled-system/css";
import { Icon } from "../icon/Icon.tsx";
import { Link, linkStyle } from "./Link.tsx";

const meta = {
  title: "Design system/Link",
  component: Link,
  args: { href: "#reinigung", children: "Reinigungsmittel" },
  argTypes: { variant: { control: "inline-radio", options: ["default", "subtle", "nav", "inverted"] } },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <p>
      Alle <Link {...args} /> sind biologisch abbaubar.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Reinigungsmittel" });
    await expect(link).toHaveAttribute("href", "#reinigung");
    await expect(link.tagName).toBe("A");
  },
};

export const Subtle: Story = {
  args: { variant: "subtle" },
  render: (args) => (
    <p>
      Fragen? Lesen Sie die <Link {...args}>Lieferbedingungen</Link>.
    </p>
  ),
};

export const Navigation: Story = {
  render: () => (
    <nav aria-label="Kategorien">
      <ul className={css({ display: "flex", gap: "6", listStyle: "none" })}>
        <li>
          <Link href="#boden" variant="nav" isCurrent>
            Bodenpflege
          </Link>
        </li>
        <li>
          <Link href="#kueche" variant="nav">
            Küche
          </Link>
        </li>
        <li>
          <Link href="#sanitaer" variant="nav">
            <Icon name="globe" size="sm" /> Sanitär
          </Link>
        </li>
      </ul>
    </nav>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Bodenpflege" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "Küche" })).not.toHaveAttribute("aria-current");
  },
};

export const Inverted: Story = {
  args: { variant: "inverted", children: "Newsletter abonnieren" },
  render: (args) => (
    <div className={css({ bg: "bg.inverted", color: "fg.inverted", p: "6" })}>
      <Link {...args} />
    </div>
  ),
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link");
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe("solid");
  },
};

/** A router link (here a stand-in) rendered through `render`, or styled with `linkStyle()`. */
export const WithRouter: Story = {
  render: () => (
    <p className={css({ display: "flex", gap: "6" })}>
      <Link
        href="#konto"
        variant="nav"
        render={({ href, children, ...props }) => (
          <a {...props} href={href} data-router-link="">
            {children}
          </a>
        )}
      >
        Mein Konto
      </Link>
      <a href="#merkliste" className={linkStyle({ variant: "nav" })}>
        Merkliste
      </a>
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Mein Konto" });
    await expect(link).toHaveAttribute("data-router-link");
    await expect(link).toHaveAttribute("href", "#konto");
  },
};
