import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { footerColumns } from "../stories/footer-columns.ts";
import { withRouter } from "../stories/router.tsx";
import { SiteFooter } from "./SiteFooter.tsx";

const meta = {
  title: "Storefront/SiteFooter",
  component: SiteFooter,
  decorators: [withRouter],
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sales channel's currencies (ids as the emulator's). */
const currencies = [
  { id: "0d2c1a4e3f7b4c5d8e9fa0b1c2d3e4f5", isoCode: "CHF" },
  { id: "1e3d2b5f4a8c5d6e9fa0b1c2d3e4f506", isoCode: "EUR" },
];

export const German: Story = {
  args: { locale: "de-DE", columns: footerColumns("de-DE"), year: 2026, currency: "CHF", currencies },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const currency = canvas.getByRole("combobox", { name: "Währung" });
    await expect(currency).toHaveValue(currencies[0]?.id);
    await expect(currency).toHaveAccessibleDescription(
      "Alle Preise werden in der gewählten Währung angezeigt.",
    );
    await expect(canvas.getByRole("link", { name: "+41 44 945 20 20" })).toHaveAttribute(
      "href",
      "tel:+41449452020",
    );
    await expect(canvas.getByRole("link", { name: "Zertifikate und Labels" })).toHaveAttribute(
      "href",
      "/making-green-work/",
    );
    await expect(canvas.getByRole("navigation", { name: "Rechtliches" })).toBeInTheDocument();
    await expect(canvas.getAllByRole("img", { name: /Clarus auf/ })).toHaveLength(3);
  },
};

export const French: Story = {
  args: { locale: "fr-CH", columns: footerColumns("fr-CH"), year: 2026, currency: "EUR", currencies },
  parameters: { path: "/fr-CH" },
  globals: { locale: "fr-CH" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Monnaie" })).toHaveValue(currencies[1]?.id);
    await expect(canvas.getByRole("link", { name: "Certificats et labels" })).toHaveAttribute(
      "href",
      "/fr-CH/making-green-work/labels/",
    );
    await expect(canvas.getByRole("img", { name: "Qualité suisse" })).toHaveAttribute(
      "src",
      "/images/badges/swiss-quality-fr.svg",
    );
  },
};

/** When the footer navigation cannot be loaded the columns are simply absent. */
export const WithoutNavigation: Story = { args: { locale: "de-DE", columns: [], year: 2026 } };
