import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { css } from "@shop/styled-system/css";
import { VariantPicker, type VariantGroup } from "./VariantPicker.tsx";
import {
  UNAVAILABLE,
  colourGroup,
  equipmentGroup,
  selectGroup,
  sizeGroup,
} from "./__fixtures__/variantGroups.ts";

const meta = {
  title: "Design system/VariantPicker",
  component: VariantPicker,
  tags: ["autodocs"],
  args: { groups: [sizeGroup], unavailableLabel: UNAVAILABLE, onChange: fn() },
  decorators: [(Story) => <div className={css({ maxW: "28rem" })}>{Story()}</div>],
} satisfies Meta<typeof VariantPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Text boxes: one radio group per property group, the choice named in the legend. */
export const Sizes: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("group", { name: "Grösse: 5 l" });
    await expect(within(group).getByRole("radio", { name: "5 l" })).toBeChecked();
    const tenLitres = within(group).getByRole("radio", { name: "10 l" });
    await userEvent.click(canvas.getByText("10 l"));
    await expect(args.onChange).toHaveBeenCalledWith("size", "10l");
    // Shown as chosen at once, while the app loads the variant.
    await expect(tenLitres).toBeChecked();
    await expect(canvas.getByRole("group", { name: "Grösse: 10 l" })).toBeInTheDocument();
  },
};

/** Colour swatches and sizes; red does not exist with the current size. */
export const Colours: Story = {
  args: { groups: [colourGroup, sizeGroup] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const colours = canvas.getByRole("group", { name: "Farbe: Blau" });
    await expect(within(colours).getByRole("radio", { name: "Blau" })).toBeChecked();
    const red = within(colours).getByRole("radio", { name: `Rot (${UNAVAILABLE})` });
    await expect(red).toBeEnabled();
    await userEvent.click(canvas.getByTitle("Rot"));
    await expect(args.onChange).toHaveBeenCalledWith("colour", "red");
    await expect(red).toBeChecked();
  },
};

/** Keyboard: Tab into the group, arrow keys choose (the browser's own radio behaviour). */
export const KeyboardFocus: Story = {
  args: { groups: [colourGroup] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Blau" })).toHaveFocus();
    const swatch = canvas.getByTitle("Blau");
    await expect(getComputedStyle(swatch).outlineStyle).toBe("solid");
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "Grün" })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith("colour", "green");
  },
};

/** A group shown as a native select, next to text boxes. */
export const WithSelect: Story = {
  args: { groups: [sizeGroup, selectGroup] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole("combobox", { name: "Duft" });
    await expect(select).toHaveValue("neutral");
    await expect(canvas.getByRole("option", { name: `Arve (${UNAVAILABLE})` })).toBeInTheDocument();
    await userEvent.selectOptions(select, "lemon");
    await expect(args.onChange).toHaveBeenCalledWith("scent", "lemon");
    await expect(select).toHaveValue("lemon");
  },
};

/** Configurator upgrades for a machine: the price difference is part of each option's name. */
export const Upgrades: Story = {
  args: { groups: [equipmentGroup] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const comfort = canvas.getByRole("radio", { name: "Komfort + CHF 250.00" });
    await userEvent.click(canvas.getByText("Komfort"));
    await expect(comfort).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith("equipment", "comfort");
  },
};

/** While the app loads the chosen variant: busy, but every option still works. */
export const Pending: Story = {
  args: { groups: [colourGroup, sizeGroup], isPending: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector("[aria-busy=true]")).toBeInTheDocument();
    await userEvent.click(canvas.getByText("1 l"));
    await expect(canvas.getByRole("radio", { name: "1 l" })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith("size", "1l");
  },
};

const blueOnlyIn5l: VariantGroup = {
  ...sizeGroup,
  options: sizeGroup.options.map((option) => ({
    ...option,
    isSelected: option.id === "25l",
    isCombinable: option.id !== "25l",
  })),
};

/** The current choice itself does not exist with the others: marked, still named in the legend. */
export const NonCombinableSelected: Story = {
  args: { groups: [colourGroup, blueOnlyIn5l] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("group", { name: "Grösse: 25 l" });
    await expect(within(group).getByRole("radio", { name: `25 l (${UNAVAILABLE})` })).toBeChecked();
  },
};

/** With thumbnails (Shopware's "image" display type). */
export const Images: Story = {
  args: {
    groups: [
      {
        id: "brush",
        name: "Bürste",
        displayType: "image",
        options: [
          {
            id: "soft",
            name: "Weich",
            imageSrc: "/media/1c/61/kategorie-reinigungsmittel_300x200.png",
            isSelected: true,
            isCombinable: true,
          },
          {
            id: "hard",
            name: "Hart",
            imageSrc: "/media/cb/9e/kategorie-oberflaechenbehandlung_300x200.png",
            isSelected: false,
            isCombinable: true,
          },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("radio", { name: "Weich" })).toBeChecked();
  },
};

/** In a plain GET form: the browser sends `options[colour]=blue&options[size]=5l`. */
export const InGetForm: Story = {
  args: { groups: [colourGroup, sizeGroup] },
  render: (args) => (
    <form method="get" action="" onSubmit={(event) => event.preventDefault()}>
      <VariantPicker {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector("form")!;
    await expect([...new FormData(form).entries()]).toEqual([
      ["options[colour]", "blue"],
      ["options[size]", "5l"],
    ]);
  },
};
