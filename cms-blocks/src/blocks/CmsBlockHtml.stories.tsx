import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { categoryHeadingBlock, htmlBlock } from "../__fixtures__/layoutBlocks.ts";
import { CmsBlock } from "../CmsBlock.tsx";

const meta = { title: "CMS/Blocks/Html and category heading", component: CmsBlock } satisfies Meta<
  typeof CmsBlock
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `html` after the server's sanitiser: headings, tables and links styled as buttons. */
export const Html: Story = {
  args: {
    block: htmlBlock(
      '<h2>Dosiertabelle</h2><table><thead><tr><th scope="col">Anwendung</th><th scope="col">pro 10 l</th></tr></thead><tbody><tr><td>Unterhaltsreinigung</td><td>50 ml</td></tr><tr><td>Grundreinigung</td><td>500 ml</td></tr></tbody></table><p><a class="btn btn-primary" href="/Service/Kontakt/">Beratung anfragen</a> <a class="btn" href="/Service/Downloads/">Sicherheitsdatenblatt</a></p>',
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("table")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Beratung anfragen" })).toHaveClass("btn-primary");
  },
};

/** `category-heading` with `category-name` mapped to the category's name: the page's h1. */
export const CategoryHeading: Story = {
  args: { block: categoryHeadingBlock("Reinigung &amp; Pflege") },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("heading", { level: 1, name: "Reinigung & Pflege" }),
    ).toBeVisible();
  },
};
