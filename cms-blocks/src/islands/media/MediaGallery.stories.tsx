import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { bottle, meadow, slot, tiles } from "../../__fixtures__/cms.ts";
import { CmsElementMediaGallery } from "./MediaGallery.tsx";

const sliderItems = [
  { media: meadow({ alt: "Eingangsbereich vor der Grundreinigung" }) },
  { media: tiles({ alt: "Fliesen nach der Grundreinigung" }) },
  { media: bottle({ alt: "Clarus Grundreiniger Forte" }) },
];

const meta = { title: "CMS/Elements/ImageGallery", component: CmsElementMediaGallery } satisfies Meta<
  typeof CmsElementMediaGallery
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Thumbnails beside the image (the admin's default `left`), zoom on: the full-screen dialog. */
export const ThumbnailsLeftZoom: Story = {
  args: {
    slot: slot("image-gallery", "imageGallery", { sliderItems }, { galleryPosition: "left", zoom: true }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zoom = canvas.getByRole("button", { name: /vergrössern|Agrandir/ });
    await userEvent.click(zoom);
    const dialog = await within(document.body).findByRole("dialog");
    await expect(dialog).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(zoom).toHaveFocus());
  },
};

/** Thumbnails underneath, cropped to a 320px box, arrows beside it, no zoom. */
export const UnderneathCover: Story = {
  args: {
    slot: slot(
      "image-gallery",
      "imageGallery",
      { sliderItems },
      {
        galleryPosition: "underneath",
        displayMode: "cover",
        minHeight: "320px",
        navigationArrows: "outside",
      },
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: /vergrössern|Agrandir/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: /Nächstes|suivante/ }));
    await waitFor(() =>
      expect(canvas.getByRole("link", { name: /(Bild|Image) 2/ })).toHaveAttribute("aria-current", "true"),
    );
  },
};
