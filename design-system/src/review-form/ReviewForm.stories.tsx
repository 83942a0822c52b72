import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { FormEvent } from "react";
import { ReviewForm } from "./ReviewForm.tsx";
import { formTexts, validContent } from "./__fixtures__/reviewForm.ts";

const { messages } = formTexts;

const meta = {
  title: "Design system/ReviewForm",
  component: ReviewForm,
  tags: ["autodocs"],
  args: {
    ...formTexts,
    action: "/review",
    hiddenFields: { productId: "p-1", redirectTo: "/p-1" },
    onSubmit: fn((event: FormEvent<HTMLFormElement>) => event.preventDefault()),
  },
} satisfies Meta<typeof ReviewForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("form", { name: "Bewertung schreiben" })).toBeInTheDocument();
    await expect(canvas.getByRole("group", { name: "Bewertung" })).toBeInTheDocument();
    await expect(canvas.getAllByRole("radio")).toHaveLength(5);
    await expect(canvas.getByRole("textbox", { name: "Titel" })).toBeRequired();
  },
};

/** Server errors after a post without JavaScript: at their fields, the form error on top, values refilled. */
export const WithErrors: Story = {
  args: {
    defaultValues: { points: 2, title: "Naja", content: "Hat nicht gereicht." },
    errors: {
      form: "Die Bewertung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.",
      title: "Der Titel muss mindestens 5 Zeichen lang sein.",
      content: "Die Bewertung muss mindestens 40 Zeichen lang sein.",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("konnte nicht gespeichert werden");
    const title = canvas.getByRole("textbox", { name: "Titel" });
    await expect(title).toHaveAttribute("aria-invalid", "true");
    await expect(title).toHaveAccessibleDescription("Der Titel muss mindestens 5 Zeichen lang sein.");
    await expect(title).toHaveValue("Naja");
    await expect(canvas.getByRole("radio", { name: "2 Sterne" })).toBeChecked();
  },
};

/** Submitting empty: three messages, focus on the rating, nothing sent. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Bewertung absenden" }));
    await expect(canvas.getByText(messages.ratingRequired)).toBeVisible();
    await expect(canvas.getByText(messages.titleRequired)).toBeVisible();
    await expect(canvas.getByText(messages.contentRequired)).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "1 Stern" })).toHaveFocus();
    await expect(canvas.getByRole("textbox", { name: "Ihre Bewertung" })).toHaveAccessibleDescription(
      messages.contentRequired,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Arrow keys choose a star (native radios); a fixed field loses its message.
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "2 Sterne" })).toBeChecked();
    await expect(canvas.queryByText(messages.ratingRequired)).toBeNull();
    await expect(canvas.getByText(messages.titleRequired)).toBeVisible();
  },
};

/** Filled in and valid: submitting calls onSubmit (the app sends it, e.g. through a fetcher). */
export const Filled: Story = {
  args: { defaultValues: { points: 4, title: "Sehr ergiebig", content: validContent } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: "4 Sterne" })).toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "Bewertung absenden" }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText(messages.titleRequired)).toBeNull();
  },
};

/** While the review is sent: the button shows a spinner and ignores presses. */
export const Submitting: Story = {
  args: { ...Filled.args, isSubmitting: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "Bewertung absenden" });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(canvas.getByRole("form")).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Stars up to the chosen one are filled (hover previews the same way); keyboard focus rings the star. */
export const StarFill: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fills = () =>
      [...canvasElement.querySelectorAll("fieldset label svg")].map((svg) => getComputedStyle(svg).fill);
    const empty = fills()[0];
    await userEvent.click(canvas.getByText("3 Sterne").closest("label")!);
    await expect(canvas.getByRole("radio", { name: "3 Sterne" })).toBeChecked();
    await waitFor(() => expect(fills()[2]).not.toBe(empty));
    const [one, two, three, four, five] = fills();
    await expect([two, three]).toEqual([one, one]);
    await expect([four, five]).toEqual([empty, empty]);
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole("radio", { name: "3 Sterne" })).toHaveFocus();
    const star = canvas.getByText("3 Sterne").closest("label")!;
    await expect(getComputedStyle(star).outlineStyle).toBe("solid");
  },
};
