import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { block, textSlot } from "../__fixtures__/cms.ts";
import { clarusText, textColumns } from "../__fixtures__/layoutBlocks.ts";
import { CmsBlock } from "../CmsBlock.tsx";

const meta = { title: "CMS/Blocks/Text columns", component: CmsBlock } satisfies Meta<typeof CmsBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `text-hero`: centred h2, rule and paragraph. */
export const TextHero: Story = {
  args: { block: block("text-hero", [textSlot(clarusText.hero)]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Sauberkeit mit System" })).toBeVisible();
    await expect(within(canvasElement).getByRole("separator")).toBeInTheDocument();
  },
};

/** `text-teaser`: centred h2 and an italic paragraph. */
export const TextTeaser: Story = { args: { block: block("text-teaser", [textSlot(clarusText.teaser)]) } };

/** `text-teaser-section`: the teaser in 4 of 12 columns, the text in 8, from md. */
export const TextTeaserSection: Story = {
  args: {
    block: textColumns("text-teaser-section", {
      left: "<h2>Seit 1987 in Fribourg</h2>",
      right:
        "<p>Was als Drogerie begann, ist heute der Fachhandel für professionelle Reinigung in der Romandie und der Deutschschweiz. Über 1200 Betriebe beziehen ihre Reinigungsmittel bei uns.</p>",
    }),
  },
};

export const TextTwoColumn: Story = {
  args: {
    block: textColumns("text-two-column", { left: clarusText.floorCare, right: clarusText.stripping }),
  },
};

/** Three equal columns from md, stacked in order (left, center, right) below. */
export const TextThreeColumn: Story = {
  args: {
    block: textColumns("text-three-column", {
      right: clarusText.coating,
      left: clarusText.floorCare,
      center: clarusText.stripping,
    }),
  },
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement).getAllByRole("heading", { level: 3 });
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      "Unterhaltsreinigung",
      "Grundreinigung",
      "Beschichtung",
    ]);
  },
};
