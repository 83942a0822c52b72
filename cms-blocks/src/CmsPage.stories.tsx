import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { block, lorem, page, section, slot, textBlock } from "./__fixtures__/cms.ts";
import { emulatorHomePage } from "./__fixtures__/emulator.ts";
import { showcasePage } from "./__fixtures__/showcasePage.ts";
import { CmsPage } from "./CmsPage.tsx";

const meta = {
  title: "CMS/Page",
  component: CmsPage,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof CmsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The shop's home page as the emulator serves it, in the toolbar's locale. */
/**
 * Not a visual baseline ("no-visual"): at 375 px the product sliders' cards take their width once the
 * slider island has measured them, so which srcset candidate each card image loads depends on timing (a
 * clean-clone run differed in those images only). The home page's look is covered by its e2e specs and the
 * crawl; the sliders by their own stories.
 */
export const Home: Story = {
  tags: ["no-visual"],
  args: { cmsPage: emulatorHomePage() },
  render: (args, { globals }) => (
    <CmsPage {...args} cmsPage={emulatorHomePage(globals.locale === "fr-CH" ? "fr-CH" : "de-DE")} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("img")[0]).toHaveAttribute("loading", "eager");
    await expect(canvasElement.querySelector("[data-cms-fallback]")).toBeNull();
  },
};

/** Every implemented layout feature: full-width cover hero, boxed sections, backgrounds, a sidebar. */
export const Showcase: Story = {
  args: { cmsPage: showcasePage },
  play: async ({ canvasElement }) => {
    const hero = within(canvasElement).getByRole("img", { name: "Sunny meadow below green hills" });
    await expect(hero).toHaveAttribute("loading", "eager");
    await expect(hero).toHaveAttribute("fetchpriority", "high");
  },
};

/** Types without a component show a neutral placeholder; everything else still renders. */
export const UnknownTypes: Story = {
  args: {
    cmsPage: page([
      section([textBlock(lorem.heading)], { type: "hero-banner" }),
      section(
        [
          textBlock(lorem.heading, { position: 0 }),
          block("x-confetti-wall", [slot("x-confetti", "content", { products: [] })], {
            position: 1,
          }),
          block("text", [slot("product-box-grid", "content", null)], { position: 2 }),
          textBlock(lorem.paragraph, { position: 3 }),
        ],
        { position: 1 },
      ),
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/CmsSectionHeroBanner/)).toBeVisible();
    await expect(canvas.getByText(/CmsBlockXConfettiWall/)).toBeVisible();
    await expect(canvas.getByText(/CmsElementProductBoxGrid/)).toBeVisible();
  },
};
