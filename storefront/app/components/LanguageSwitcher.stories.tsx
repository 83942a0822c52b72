import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { withRouter } from "../stories/router.tsx";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";

const meta = {
  title: "Storefront/LanguageSwitcher",
  component: LanguageSwitcher,
  decorators: [withRouter],
} satisfies Meta<typeof LanguageSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnAGermanPage: Story = {
  parameters: { path: "/Reinigungsmittel/" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole("combobox", { name: "Sprache" });
    await expect(select).toHaveValue("de-DE");
    await expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["DE", "FR"]);
    await expect(canvasElement.querySelector('input[name="path"]')).toHaveValue("/Reinigungsmittel/");
  },
};

export const OnAFrenchPage: Story = {
  parameters: { path: "/fr-CH/Produits-de-nettoyage/?p=2" },
  globals: { locale: "fr-CH" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Langue" })).toHaveValue("fr-CH");
    await expect(canvasElement.querySelector('input[name="path"]')).toHaveValue(
      "/fr-CH/Produits-de-nettoyage/?p=2",
    );
  },
};
