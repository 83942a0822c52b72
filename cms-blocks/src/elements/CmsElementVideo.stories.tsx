import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { media, meadow, slot } from "../__fixtures__/cms.ts";
import { CmsElementVideo } from "./CmsElementVideo.tsx";

const video = media({
  url: "/media/clarus-einscheibenmaschine.mp4",
  mimeType: "video/mp4",
  fileExtension: "mp4",
  alt: null,
  title: "Einscheibenmaschine richtig führen",
  metaData: null,
  thumbnails: [],
});

const meta = { title: "CMS/Elements/Video", component: CmsElementVideo } satisfies Meta<
  typeof CmsElementVideo
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A self-hosted video: native controls, nothing loads before play (`preload="none"`), the preview as poster. */
export const SelfHosted: Story = {
  args: { slot: slot("video", "video", { media: video, previewMedia: meadow() }) },
  play: async ({ canvasElement }) => {
    const element = canvasElement.querySelector("video");
    await expect(element).toHaveAttribute("preload", "none");
    await expect(element).toHaveAttribute("controls");
    await expect(element).toHaveAttribute("poster");
    await expect(element).toHaveAccessibleName("Einscheibenmaschine richtig führen");
  },
};
