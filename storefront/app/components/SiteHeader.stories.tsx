import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { withRouter } from "../stories/router.tsx";
import { SiteHeader } from "./SiteHeader.tsx";

const meta = {
  title: "Storefront/SiteHeader",
  component: SiteHeader,
  decorators: [withRouter],
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = {
  args: { locale: "de-DE" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Clarus Startseite" })).toHaveAttribute("href", "/");
    await expect(canvas.getByRole("combobox", { name: "Sprache" })).toHaveValue("de-DE");
  },
};

export const French: Story = {
  args: { locale: "fr-CH" },
  parameters: { path: "/fr-CH" },
  globals: { locale: "fr-CH" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Page d'accueil Clarus" })).toHaveAttribute(
      "href",
      "/fr-CH",
    );
    await expect(canvas.getByRole("combobox", { name: "Langue" })).toHaveValue("fr-CH");
  },
};
