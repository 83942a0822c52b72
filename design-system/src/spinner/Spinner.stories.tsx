import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { css } from "@shop/styled-system/css";
import { Spinner } from "./Spinner.tsx";

const meta = {
  title: "Design system/Spinner",
  component: Spinner,
  args: { label: "Wird geladen" },
  argTypes: { size: { control: "inline-radio", options: ["sm", "md", "lg"] } },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("progressbar", { name: "Wird geladen" })).toBeVisible();
  },
};

export const Small: Story = { args: { size: "sm" } };

export const Large: Story = { args: { size: "lg" } };

/** Hidden for the first 400 ms (space reserved), then shown. */
export const Delayed: Story = {
  args: { delay: 400, label: "Suche läuft" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("progressbar")).toBeNull();
    await waitFor(() => expect(canvas.getByRole("progressbar", { name: "Suche läuft" })).toBeVisible(), {
      timeout: 2000,
    });
  },
};

export const InText: Story = {
  render: (args) => (
    <p className={css({ display: "flex", alignItems: "center", gap: "2", color: "fg.muted" })}>
      <Spinner {...args} size="sm" /> Produkte werden gesucht …
    </p>
  ),
};

/** Every size once, for reviewers and visual tests. */
export const AllSizes: Story = {
  render: (args) => (
    <div className={css({ display: "flex", alignItems: "center", gap: "6" })}>
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </div>
  ),
};
