import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { css } from "@shop/styled-system/css";
import { Checkbox, CheckboxGroup, type CheckboxOption } from "./Checkbox.tsx";

const brands: CheckboxOption[] = [
  { value: "clarus", label: "Clarus", count: 12 },
  { value: "ecolab", label: "Ecolab", count: 4 },
  { value: "kiehl", label: "Kiehl", count: 7 },
  { value: "taski", label: "Taski", count: 0, isDisabled: true },
];

const colours: CheckboxOption[] = [
  { value: "white", label: "Weiss", color: "#ffffff", count: 9 },
  { value: "black", label: "Schwarz", color: "#1a1f1f", count: 3 },
  { value: "blue", label: "Blau", color: "#1d5fd6", count: 14 },
  { value: "green", label: "Grün", color: "#237d38", count: 5 },
  { value: "red", label: "Rot", color: "#c21f1f", count: 2 },
  { value: "yellow", label: "Gelb", color: "#f5b82e", count: 1 },
  { value: "grey", label: "Grau", color: "#9aa2a2", count: 6 },
  { value: "brown", label: "Braun", color: "#6e450b", count: 0, isDisabled: true },
];

const meta = {
  title: "Design system/CheckboxGroup",
  component: CheckboxGroup,
  tags: ["autodocs"],
  args: { label: "Marke", name: "manufacturer", options: brands, onChange: fn() },
  decorators: [(Story) => <div className={css({ maxW: "xs" })}>{Story()}</div>],
} satisfies Meta<typeof CheckboxGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Marke" })).toBeInTheDocument();
    const clarus = canvas.getByRole("checkbox", { name: "Clarus (12)" });
    await userEvent.click(clarus);
    await expect(clarus).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(["clarus"]);
  },
};

export const Selected: Story = { args: { defaultValue: ["clarus", "kiehl"] } };

export const WithDescription: Story = { args: { description: "Mehrere Marken wählbar" } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: "Bitte mindestens eine Marke wählen" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Bitte mindestens eine Marke wählen")).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ["ecolab"] },
  play: async ({ canvasElement }) => {
    for (const box of within(canvasElement).getAllByRole("checkbox")) await expect(box).toBeDisabled();
  },
};

export const ColourSwatches: Story = {
  args: { label: "Farbe", name: "properties", options: colours, defaultValue: ["blue"] },
};

/** First 6, then a native "show more" toggle; works without JavaScript. */
export const ShowMore: Story = {
  args: {
    label: "Farbe",
    name: "properties",
    options: colours,
    limit: 6,
    showMoreLabel: "Alle 8 anzeigen",
    showLessLabel: "Weniger anzeigen",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector("input[value=grey]")).not.toBeVisible();
    const toggle = canvas.getByText("Alle 8 anzeigen").closest("summary")!;
    // Native <summary>: Enter and Space toggle it in every browser; synthetic key events do not, so click.
    await userEvent.click(toggle);
    await expect(canvas.getByRole("checkbox", { name: "Grau (6)" })).toBeVisible();
    await expect(canvas.getByText("Weniger anzeigen")).toBeVisible();
    await expect(canvas.queryByText("Alle 8 anzeigen")).not.toBeVisible();
  },
};

export const ShowMoreWithHiddenSelection: Story = {
  args: { ...ShowMore.args, defaultValue: ["grey"] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("checkbox", { name: "Grau (6)" })).toBeChecked();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const label = within(canvasElement)
      .getByRole("checkbox", { name: /Clarus/ })
      .closest("label")!;
    await expect(label).toHaveAttribute("data-focus-visible", "true");
    const box = label.querySelector("[aria-hidden=true]")!;
    await expect(getComputedStyle(box).outlineStyle).toBe("solid");
  },
};

/** In a plain GET form: the browser sends `manufacturer=clarus&manufacturer=kiehl`. */
export const InGetForm: Story = {
  render: (args) => (
    <form method="get" action="" onSubmit={(event) => event.preventDefault()}>
      <CheckboxGroup {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: /Clarus/ }));
    await userEvent.click(canvas.getByRole("checkbox", { name: /Kiehl/ }));
    const form = canvasElement.querySelector("form")!;
    await expect(new FormData(form).getAll("manufacturer")).toEqual(["clarus", "kiehl"]);
  },
};

export const SingleCheckbox: Story = {
  render: () => (
    <div className={css({ display: "grid", gap: "2" })}>
      <Checkbox name="available" value="1">
        Nur verfügbare Produkte
      </Checkbox>
      <Checkbox name="sale" value="1" defaultSelected>
        Aktionen
      </Checkbox>
      <Checkbox name="all" isIndeterminate>
        Alle Farben
      </Checkbox>
      <Checkbox name="off" isDisabled>
        Nicht verfügbar
      </Checkbox>
      <Checkbox name="off2" isDisabled defaultSelected>
        Gewählt, gesperrt
      </Checkbox>
      <Checkbox name="bad" isInvalid>
        Ungültig
      </Checkbox>
    </div>
  ),
};
