import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { css } from "@shop/styled-system/css";
import { Link } from "../link/Link.tsx";
import { ReviewList, ReviewSummary } from "./ReviewList.tsx";
import { listTexts, reviews, summaryTexts } from "./__fixtures__/reviews.ts";

const meta = {
  title: "Design system/ReviewList",
  component: ReviewList,
  tags: ["autodocs"],
  args: { reviews, ...listTexts },
  decorators: [(Story) => <div className={css({ maxW: "42rem" })}>{Story()}</div>],
} satisfies Meta<typeof ReviewList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The overview: average, total and one bar per star count (5 → 1). */
export const Summary: Story = {
  render: () => (
    <ReviewSummary
      average={4.3}
      total={12}
      distribution={[
        { points: 1, count: 1 },
        { points: 5, count: 8 },
        { points: 4, count: 2 },
        { points: 3, count: 1 },
      ]}
      {...summaryTexts}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "Kundenbewertungen" });
    await expect(within(region).getByRole("img", { name: "4.3 von 5 Sternen" })).toBeVisible();
    await expect(within(region).getByText("12 Bewertungen")).toBeVisible();
    const rows = within(region).getAllByRole("listitem");
    await expect(rows).toHaveLength(5);
    await expect(rows[0]).toHaveTextContent("5 Sterne: 8 Bewertungen (67 %)");
    await expect(rows[3]).toHaveTextContent("2 Sterne: 0 Bewertungen (0 %)");
  },
};

export const SummaryNoReviews: Story = {
  render: () => <ReviewSummary average={0} total={0} distribution={[]} {...summaryTexts} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("img", { name: "0.0 von 5 Sternen" })).toBeVisible();
    await expect(canvas.getByText("0 Bewertungen")).toBeVisible();
  },
};

/** Three reviews, one without author and with the shop's reply. Content is plain text. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("article")).toHaveLength(3);
    const second = canvas.getByRole("article", { name: "Gut, aber teuer" });
    await expect(within(second).getByRole("img", { name: "3 von 5 Sternen" })).toBeVisible();
    await expect(
      within(second).getByRole("heading", { level: 4, name: "Antwort von Clarus AG" }),
    ).toBeVisible();
    // HTML in a review stays text.
    await expect(within(second).getByText(/<b>unhandlich<\/b>/)).toBeVisible();
  },
};

export const WithPendingOwnReview: Story = {
  args: {
    reviews: [
      {
        id: "own",
        title: "Sehr ergiebig",
        content: "Ein Kanister reicht bei uns für drei Monate.",
        points: 5,
        author: "Sie",
        date: "20. März 2026",
        dateTime: "2026-03-20",
        isPending: true,
      },
      ...reviews,
    ],
  },
  play: async ({ canvasElement }) => {
    const own = within(canvasElement).getByRole("article", { name: "Sehr ergiebig" });
    await expect(within(own).getByText("Wartet auf Freigabe")).toBeVisible();
  },
};

export const Empty: Story = {
  args: { reviews: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Noch keine Bewertungen.")).toBeVisible();
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

/** The app's "show more" control below the list. */
export const WithMore: Story = {
  args: { more: <Link href="?reviews=all">Weitere Bewertungen anzeigen</Link> },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("link", { name: "Weitere Bewertungen anzeigen" }),
    ).toBeVisible();
  },
};
