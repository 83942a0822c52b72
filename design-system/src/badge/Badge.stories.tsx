import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { css } from "@shop/styled-system/css";
import { Badge } from "./Badge.tsx";

const meta = {
  title: "Design system/Badge",
  component: Badge,
  args: { children: "Topseller", variant: "topseller" },
  argTypes: {
    variant: { control: "inline-radio", options: ["topseller", "new", "sale", "neutral"] },
    size: { control: "inline-radio", options: ["sm", "md"] },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Topseller: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText("Topseller");
    await expect(badge).toHaveAttribute("data-variant", "topseller");
  },
};

export const New: Story = { args: { variant: "new", children: "Neu" } };

export const Sale: Story = {
  args: { variant: "sale", children: "-20 %", accessibleLabel: "20 % Rabatt" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("-20 %")).toHaveAttribute("aria-hidden", "true");
    await expect(canvas.getByText("20 % Rabatt")).toBeInTheDocument();
  },
};

export const Neutral: Story = { args: { variant: "neutral", children: "Nachfüllpack" } };

export const WithIcon: Story = { args: { variant: "new", icon: "check", children: "Neu" } };

export const Small: Story = { args: { size: "sm" } };

/** On a product card image: badges stack in a corner without shifting the layout. */
export const OnCard: Story = {
  render: () => (
    <div
      className={css({
        position: "relative",
        w: "15rem",
        aspectRatio: "1",
        bg: "bg.muted",
        borderRadius: "md",
      })}
    >
      <div
        className={css({
          position: "absolute",
          top: "2",
          left: "2",
          display: "flex",
          gap: "1",
          flexWrap: "wrap",
        })}
      >
        <Badge variant="sale" accessibleLabel="20 % Rabatt">
          -20 %
        </Badge>
        <Badge variant="topseller">Topseller</Badge>
        <Badge variant="new">Neu</Badge>
      </div>
    </div>
  ),
};

const variants = ["topseller", "new", "sale", "neutral"] as const;
const sizes = ["sm", "md"] as const;
const labels = { topseller: "Topseller", new: "Neu", sale: "-15 %", neutral: "Bio" };

/** Every variant x size once, for reviewers and visual tests. */
export const AllStates: Story = {
  render: () => (
    <div
      className={css({
        display: "grid",
        gridTemplateColumns: "repeat(4, max-content)",
        gap: "4",
        justifyItems: "start",
      })}
    >
      {sizes.flatMap((size) =>
        variants.map((variant) => (
          <Badge key={`${size}-${variant}`} variant={variant} size={size}>
            {labels[variant]}
          </Badge>
        )),
      )}
    </div>
  ),
};
