import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { css } from "@shop/styled-system/css";
import { Rating } from "./Rating.tsx";

const meta = {
  title: "Design system/Rating",
  component: Rating,
  args: { value: 4.5, label: "4.5 von 5 Sternen" },
  argTypes: {
    value: { control: { type: "range", min: 0, max: 5, step: 0.5 } },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
  },
} satisfies Meta<typeof Rating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HalfStar: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("img", { name: "4.5 von 5 Sternen" })).toBeVisible();
  },
};

export const WithCount: Story = {
  args: { value: 4, label: "4 von 5 Sternen", count: 12, countLabel: "12 Bewertungen" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("(12)")).toBeVisible();
    await expect(canvas.getByText("12 Bewertungen")).toBeInTheDocument();
  },
};

export const NoRatingYet: Story = {
  args: { value: 0, label: "Noch keine Bewertungen", count: 0, countLabel: "0 Bewertungen" },
};

export const Full: Story = { args: { value: 5, label: "5 von 5 Sternen" } };

export const WithFormatter: Story = {
  args: { value: 3.5, label: undefined, formatLabel: (value, max) => `${value} étoiles sur ${max}` },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("img", { name: "3.5 étoiles sur 5" })).toBeVisible();
  },
};

const values = [0, 0.5, 1, 2.5, 3, 4.5, 5];
const sizes = ["sm", "md", "lg"] as const;

/** Every half step x size once, for reviewers and visual tests. */
export const AllStates: Story = {
  render: () => (
    <div className={css({ display: "grid", gridTemplateColumns: "repeat(3, max-content)", gap: "4" })}>
      {values.flatMap((value) =>
        sizes.map((size) => (
          <Rating
            key={`${value}-${size}`}
            value={value}
            size={size}
            label={`${value} von 5 Sternen`}
            count={value * 4}
            countLabel={`${value * 4} Bewertungen`}
          />
        )),
      )}
    </div>
  ),
};
