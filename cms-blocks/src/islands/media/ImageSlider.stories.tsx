import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { bottle, meadow, slot, tiles } from "../../__fixtures__/cms.ts";
import { CmsElementImageSlider } from "./ImageSlider.tsx";

const items = [
  { media: meadow({ alt: "Frisch gereinigter Boden im Sitzungszimmer" }), url: null, newTab: false },
  {
    media: bottle({ alt: "Clarus Grundreiniger Forte, 5 Liter" }),
    url: "/aktionen/herbst-grundreinigung",
    newTab: false,
  },
  { media: tiles({ alt: "Fliesenboden nach der Zwischenreinigung" }), url: null, newTab: false },
  { media: meadow({ alt: "Versiegelter Linoleumboden im Schulhaus" }), url: null, newTab: false },
  { media: bottle({ alt: "Clarus Polymerbeschichtung glänzend" }), url: null, newTab: false },
];
const slider = (config: Record<string, unknown>, count = 5) =>
  slot("image-slider", "imageSlider", { sliderItems: items.slice(0, count) }, config);

const meta = { title: "CMS/Elements/ImageSlider", component: CmsElementImageSlider } satisfies Meta<
  typeof CmsElementImageSlider
>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) => within(canvasElement).getByRole("region");

/** The admin's default: arrows outside, no dots; the arrow keys move a focused slider. */
export const ArrowsOutside: Story = {
  args: { slot: slider({ navigationArrows: "outside", navigationDots: null }) },
  play: async ({ canvasElement }) => {
    const carousel = within(region(canvasElement));
    await expect(carousel.getAllByRole("group")).toHaveLength(5);
    await expect(carousel.getAllByRole("group")[1]).toHaveAccessibleName(/2/);
    // The linked slide is a link named by its image.
    await expect(
      carousel.getByRole("link", { name: "Clarus Grundreiniger Forte, 5 Liter" }),
    ).toBeInTheDocument();
    const previous = carousel.getByRole("button", { name: /Vorherige|précédente/ });
    await waitFor(() => expect(previous).toHaveAttribute("aria-disabled", "true"));
    const track = region(canvasElement).querySelector<HTMLElement>("[tabindex='0']")!;
    track.focus();
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(previous).not.toHaveAttribute("aria-disabled"));
    await userEvent.keyboard("{ArrowLeft}");
    await waitFor(() => expect(previous).toHaveAttribute("aria-disabled", "true"));
  },
};

/** Cover with a minimum height, arrows and dots over the image, rotating with a pause button (WCAG 2.2.2). */
export const CoverDotsInsideAutoplay: Story = {
  args: {
    slot: slider({
      navigationArrows: "inside",
      navigationDots: "inside",
      displayMode: "cover",
      minHeight: "280px",
      autoSlide: true,
      autoplayTimeout: 5000,
    }),
  },
  play: async ({ canvasElement }) => {
    const carousel = within(region(canvasElement));
    const dots = carousel.getAllByRole("button", { name: /^(Slide|Diapositive) \d/ });
    await expect(dots).toHaveLength(5);
    await expect(dots[0]).toHaveAttribute("aria-current", "true");
    // Stopped before it moves, so the screenshot is stable; then it plays again on request.
    const pause = await carousel.findByRole("button", { name: /anhalten|pause/ });
    await userEvent.click(pause);
    await expect(carousel.getByRole("button", { name: /abspielen|Lancer/ })).toBeInTheDocument();
    await userEvent.click(dots[2]!);
    await waitFor(() => expect(dots[2]).toHaveAttribute("aria-current", "true"));
  },
};

/** Contain (16:9 box), dots below, no arrows: swipe, scroll or a dot. */
export const ContainDotsOutside: Story = {
  args: { slot: slider({ navigationArrows: null, navigationDots: "outside", displayMode: "contain" }, 3) },
  play: async ({ canvasElement }) => {
    const carousel = within(region(canvasElement));
    await expect(carousel.queryByRole("button", { name: /Nächste|suivante/ })).not.toBeInTheDocument();
    await expect(carousel.getAllByRole("button", { name: /^(Slide|Diapositive) \d/ })).toHaveLength(3);
  },
};
