import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { css } from "@shop/styled-system/css";
import { Gallery } from "./Gallery.tsx";
import { galleryImages, mixedImages } from "./__fixtures__/galleryImages.ts";

const meta = {
  title: "Design system/Gallery",
  component: Gallery,
  args: {
    images: galleryImages,
    label: "Produktbilder",
    formatImageLabel: (index, total) => `Bild ${index} von ${total}`,
    previousLabel: "Vorheriges Bild",
    nextLabel: "Nächstes Bild",
    thumbnailsLabel: "Bild auswählen",
    openFullscreenLabel: "Vollbild öffnen",
    closeLabel: "Schliessen",
    sizes: "32rem",
  },
  decorators: [
    (Story) => (
      <div className={css({ maxW: "32rem" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Five images: the first is selected and carries the fetch priority. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gallery = canvas.getByRole("region", { name: "Produktbilder" });
    const slides = within(gallery).getAllByRole("group");
    await expect(slides).toHaveLength(5);
    await expect(within(slides[0]!).getByRole("img")).toHaveAttribute("fetchpriority", "high");
    await expect(within(slides[1]!).getByRole("img")).toHaveAttribute("loading", "lazy");
    await expect(canvas.getByRole("status")).toHaveTextContent("Bild 1 von 5");
    await expect(canvas.getByRole("link", { name: "Bild 1 von 5" })).toHaveAttribute("aria-current", "true");
  },
};

/** One image: no previous / next buttons, no thumbnails, still the full-screen button. */
export const SingleImage: Story = {
  args: { images: galleryImages.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: "Nächstes Bild" })).toBeNull();
    await expect(canvas.queryByRole("list", { name: "Bild auswählen" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Vollbild öffnen" })).toBeVisible();
  },
};

/** No images: a neutral placeholder keeps the square box. */
export const NoImages: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("img")).toBeNull();
    await expect(canvas.queryByRole("button")).toBeNull();
    const viewport = canvas.getByRole("region", { name: "Produktbilder" }).firstElementChild!;
    const box = viewport.getBoundingClientRect();
    await expect(Math.round(box.height)).toBe(Math.round(box.width));
  },
};

/** A click on the third thumbnail selects it, scrolls the track there and announces the position. */
export const ThumbnailNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const third = canvas.getByRole("link", { name: "Bild 3 von 5" });
    await userEvent.click(third);
    await expect(third).toHaveAttribute("aria-current", "true");
    await expect(canvas.getByRole("link", { name: "Bild 1 von 5" })).not.toHaveAttribute("aria-current");
    await expect(canvas.getByRole("status")).toHaveTextContent("Bild 3 von 5");
    await expect(window.location.hash).toBe("");
    const slide = canvas.getByRole("group", { name: "Bild 3 von 5" });
    const track = slide.parentElement!;
    await waitFor(() =>
      expect(Math.abs(slide.getBoundingClientRect().left - track.getBoundingClientRect().left)).toBeLessThan(
        2,
      ),
    );
  },
};

/** Arrow keys and Home / End while focus is inside the gallery; previous from the first wraps to the last. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole("status");
    canvas.getByRole("link", { name: "Bild 1 von 5" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(status).toHaveTextContent("Bild 2 von 5");
    await userEvent.keyboard("{End}");
    await expect(status).toHaveTextContent("Bild 5 von 5");
    await expect(canvas.getByRole("link", { name: "Bild 5 von 5" })).toHaveAttribute("aria-current", "true");
    await userEvent.keyboard("{ArrowRight}");
    await expect(status).toHaveTextContent("Bild 1 von 5");
    await userEvent.keyboard("{ArrowLeft}");
    await expect(status).toHaveTextContent("Bild 5 von 5");
    await userEvent.keyboard("{Home}");
    await expect(status).toHaveTextContent("Bild 1 von 5");
    await userEvent.click(canvas.getByRole("button", { name: "Nächstes Bild" }));
    await expect(status).toHaveTextContent("Bild 2 von 5");
  },
};

/** The full-screen dialog: opens on the selected image, arrow keys move, Escape closes, focus returns. */
export const FullscreenOpen: Story = {
  args: { defaultSelectedIndex: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("button", { name: "Vollbild öffnen" });
    await userEvent.click(trigger);
    // The dialog's code loads on first use: allow for the download.
    const dialog = await within(document.body).findByRole(
      "dialog",
      { name: "Produktbilder" },
      { timeout: 10_000 },
    );
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByText("Bild 2 von 5")).toBeVisible();
    await userEvent.keyboard("{ArrowRight}");
    await expect(within(dialog).getByText("Bild 3 von 5")).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Bild 3 von 5");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(canvas.getByRole("link", { name: "Bild 3 von 5" })).toHaveAttribute("aria-current", "true");
  },
};

/** Portrait, landscape and very wide images share one square box: selecting another never shifts the page. */
export const PortraitAndLandscape: Story = {
  args: { images: mixedImages },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "Produktbilder" });
    const height = region.getBoundingClientRect().height;
    for (const name of ["Bild 2 von 4", "Bild 4 von 4", "Bild 1 von 4"]) {
      await userEvent.click(canvas.getByRole("link", { name }));
      await expect(region.getBoundingClientRect().height).toBe(height);
    }
    // Quick clicks end on the last one clicked, not on a slide passed on the way.
    const firstSlide = within(region).getByRole("group", { name: "Bild 1 von 4" });
    const track = firstSlide.parentElement!;
    await waitFor(() => expect(track.scrollLeft).toBe(0));
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(canvas.getByRole("link", { name: "Bild 1 von 4" })).toHaveAttribute("aria-current", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent("Bild 1 von 4");
    for (const img of within(region).getAllByRole("img")) {
      const box = img.getBoundingClientRect();
      await expect(box.width).toBeGreaterThan(0);
    }
  },
};

/** The full-screen dialog left open (for reviewers, visual tests and axe on the dialog). */
export const FullscreenView: Story = {
  args: { defaultSelectedIndex: 2 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Vollbild öffnen" }));
    const dialog = await within(document.body).findByRole(
      "dialog",
      { name: "Produktbilder" },
      { timeout: 10_000 },
    );
    await expect(within(dialog).getByText("Bild 3 von 5")).toBeVisible();
    const slide = within(dialog).getByRole("group", { name: "Bild 3 von 5" });
    const track = slide.parentElement!;
    // Opened on the selected image, without scrolling through the others.
    await expect(
      Math.abs(slide.getBoundingClientRect().left - track.getBoundingClientRect().left),
    ).toBeLessThan(2);
    await expect(within(dialog).getByRole("button", { name: "Schliessen" })).toBeVisible();
  },
};
