import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { css } from "@shop/styled-system/css";
import { Breadcrumbs } from "./Breadcrumbs.tsx";

const meta = {
  title: "Design system/Breadcrumbs",
  component: Breadcrumbs,
  args: {
    label: "Brotkrümelnavigation",
    items: [
      { label: "Startseite", href: "#home" },
      { label: "Reinigung", href: "#reinigung" },
      { label: "Bodenpflege", href: "#bodenpflege" },
      { label: "Parkettreiniger 1 l", href: "#parkettreiniger" },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Brotkrümelnavigation" });
    await expect(within(nav).getByRole("link", { name: "Parkettreiniger 1 l" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};

export const CurrentAsText: Story = {
  args: {
    items: [{ label: "Startseite", href: "#home" }, { label: "Suchergebnisse für «Entkalker»" }],
  },
};

export const TwoLevels: Story = {
  args: {
    items: [
      { label: "Startseite", href: "#home" },
      { label: "Reinigung", href: "#reinigung" },
    ],
  },
};

/** A long current page truncates last; on phones only the parent and current page stay (after "…"). */
export const LongNames: Story = {
  args: {
    items: [
      { label: "Startseite", href: "#home" },
      { label: "Oberflächenbehandlung", href: "#oberflaechen" },
      { label: "Steinpflege und Imprägnierung", href: "#stein" },
      {
        label: "Imprägnierung für Naturstein und Feinsteinzeug, lösemittelfrei, 5 Liter Kanister",
        href: "#impraegnierung",
      },
    ],
  },
  decorators: [
    (Story) => (
      <div className={css({ maxW: "full", overflow: "hidden" })}>
        <Story />
      </div>
    ),
  ],
};

/** Router links plug in through `renderLink` (here a stand-in). */
export const WithRouter: Story = {
  args: {
    renderLink: ({ href, children, ...props }) => (
      <a {...props} href={href} data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole("link");
    for (const link of links) await expect(link).toHaveAttribute("data-router-link");
  },
};
