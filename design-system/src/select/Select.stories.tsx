import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { css } from "@shop/styled-system/css";
import { NativeSelect, Select, type SelectOption } from "./Select.tsx";

const sortings: SelectOption[] = [
  { value: "name-asc", label: "Name A–Z" },
  { value: "name-desc", label: "Name Z–A" },
  { value: "price-asc", label: "Preis aufsteigend" },
  { value: "price-desc", label: "Preis absteigend" },
  { value: "topseller", label: "Topseller", isDisabled: true },
];

const meta = {
  title: "Design system/Select",
  component: Select,
  tags: ["autodocs"],
  args: { label: "Sortierung", name: "order", options: sortings, defaultValue: "name-asc", onChange: fn() },
  decorators: [(Story) => <div className={css({ maxW: "xs", minH: "80" })}>{Story()}</div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole("button", { name: /Sortierung/ }, { timeout: 5000 });
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole("option", { name: "Preis aufsteigend" }));
    await expect(args.onChange).toHaveBeenCalledWith("price-asc");
    await expect(trigger).toHaveTextContent("Preis aufsteigend");
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole("button", { name: /Sortierung/ }, { timeout: 5000 }),
    );
    const listbox = await within(canvasElement.ownerDocument.body).findByRole("listbox");
    await expect(within(listbox).getByRole("option", { name: "Name A–Z" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
};

/** Arrows move through the options (skipping disabled ones), Enter chooses, Escape closes. */
export const Keyboard: Story = {
  args: { defaultValue: "price-asc" },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    // Rendered first: without React's act (a built Storybook), the story may not be on screen yet.
    const trigger = await within(canvasElement).findByRole(
      "button",
      { name: /Sortierung/ },
      { timeout: 5000 },
    );
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(getComputedStyle(trigger).outlineStyle).toBe("solid");
    await userEvent.keyboard("{ArrowDown}");
    // Focus moves after react-aria's effects: wait for it rather than racing a loaded machine.
    const option = await body.findByRole("option", { name: "Preis aufsteigend" });
    await waitFor(() => expect(option).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    // "Topseller" is disabled, so focus stays on the last enabled option.
    await waitFor(() => expect(body.getByRole("option", { name: "Preis absteigend" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(args.onChange).toHaveBeenCalledWith("price-desc");
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await body.findByRole("listbox");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("listbox")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Placeholder: Story = { args: { defaultValue: undefined, placeholder: "Bitte wählen" } };

export const WithDescription: Story = { args: { description: "Die Liste wird sofort neu sortiert." } };

export const Invalid: Story = {
  args: {
    isInvalid: true,
    errorMessage: "Bitte eine Sortierung wählen",
    defaultValue: undefined,
    placeholder: "Bitte wählen",
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Bitte eine Sortierung wählen")).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("button", { name: /Sortierung/ }, { timeout: 5000 }),
    ).toBeDisabled();
  },
};

/** react-aria's hidden `<select name>` submits the choice in a plain GET form. */
export const InGetForm: Story = {
  render: (args) => (
    <form method="get" action="" onSubmit={(event) => event.preventDefault()}>
      <Select {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector("form")!;
    await expect(new FormData(form).get("order")).toBe("name-asc");
    await userEvent.click(
      await within(canvasElement).findByRole("button", { name: /Sortierung/ }, { timeout: 5000 }),
    );
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole("option", { name: "Preis absteigend" }),
    );
    await expect(new FormData(form).get("order")).toBe("price-desc");
  },
};

/** The server HTML (before hydration, or without JavaScript): a native `<select>` of the same size. */
export const BeforeHydration: Story = {
  render: (args) => (
    <form method="get" action="" onSubmit={(event) => event.preventDefault()}>
      <NativeSelect {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Sortierung" });
    await userEvent.selectOptions(select, "price-asc");
    await expect(new FormData(canvasElement.querySelector("form")!).get("order")).toBe("price-asc");
  },
};
