import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { css } from "@shop/styled-system/css";
import bubbles from "./__fixtures__/bubbles.svg?no-inline";
import bottle400 from "./__fixtures__/spray-bottle-400.svg?no-inline";
import bottle800 from "./__fixtures__/spray-bottle-800.svg?no-inline";
import bottle from "./__fixtures__/spray-bottle.svg?no-inline";
import { Image } from "./Image.tsx";

const thumbnails = [
  { url: bottle800, width: 800, height: 800 },
  { url: bottle400, width: 400, height: 400 },
];

const meta = {
  title: "Design system/Image",
  component: Image,
  args: { src: bottle, alt: "Sprühflasche Allzweckreiniger", width: 1200, height: 1200 },
  decorators: [
    (Story) => (
      <div className={css({ maxW: "20rem" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithThumbnails: Story = {
  args: { thumbnails, sizes: "20rem" },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole("img", { name: "Sprühflasche Allzweckreiniger" });
    await expect(img.getAttribute("srcset")).toMatch(/400w, .+ 800w, .+ 1200w$/);
    await expect(img).toHaveAttribute("loading", "lazy");
  },
};

export const WithoutThumbnails: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole("img", { name: "Sprühflasche Allzweckreiniger" });
    await expect(img).not.toHaveAttribute("srcset");
    await expect(img).toHaveAttribute("width", "1200");
    await expect(img).toHaveAttribute("height", "1200");
  },
};

export const Priority: Story = { args: { thumbnails, loading: "eager", fetchPriority: "high" } };

export const Decorative: Story = {
  args: { src: bubbles, alt: "", width: 600, height: 120 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("img")).toBeNull();
    await expect(canvasElement.querySelector("img")).toHaveAttribute("alt", "");
  },
};

export const TooLongUrl: Story = {
  args: { src: `/media/${"a".repeat(1001)}.jpg`, alt: "Zu lang" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("img")).toBeNull();
  },
};
