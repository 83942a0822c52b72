import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { css } from "@shop/styled-system/css";
import { CheckboxGroup } from "../checkbox/Checkbox.tsx";
import { Accordion, Disclosure } from "./Disclosure.tsx";

const meta = {
  title: "Design system/Disclosure",
  component: Disclosure,
  tags: ["autodocs"],
  args: {
    title: "Anwendungsbereich",
    children: "Für alle wasserfesten Oberflächen in Küche, Bad und Büro.",
    onExpandedChange: fn(),
  },
  argTypes: { headingLevel: { control: "inline-radio", options: [2, 3, 4, 5, 6] } },
  decorators: [(Story) => <div className={css({ maxW: "sm" })}>{Story()}</div>],
} satisfies Meta<typeof Disclosure>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Anwendungsbereich" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(within(canvasElement).getByText(/wasserfesten/)).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
  },
};

export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Anwendungsbereich" });
    const chevron = trigger.querySelector("svg")!;
    await expect(getComputedStyle(chevron).transform).not.toBe("none");
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Anwendungsbereich" });
    await expect(trigger).toBeDisabled();
  },
};

export const HeadingLevel2: Story = {
  args: { headingLevel: 2, title: "Filter" },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("heading", { level: 2, name: "Filter" }),
    ).toBeInTheDocument();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button");
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(getComputedStyle(trigger).outlineStyle).toBe("solid");
    await userEvent.keyboard("{Enter}");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button");
    await userEvent.hover(trigger);
    await expect(trigger).toHaveAttribute("data-hovered", "true");
  },
};

const sections = [
  { id: "brand", title: "Marke", text: "Clarus, Ecolab, Kiehl" },
  { id: "price", title: "Preis", text: "CHF 0 bis CHF 200" },
  { id: "color", title: "Farbe", text: "Blau, Grün, Rot" },
];

/** One panel open at a time. */
export const AccordionSingle: Story = {
  render: () => (
    <Accordion defaultExpandedKeys={["brand"]}>
      {sections.map((section) => (
        <Disclosure key={section.id} id={section.id} title={section.title}>
          {section.text}
        </Disclosure>
      ))}
    </Accordion>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Preis" }));
    await expect(canvas.getByRole("button", { name: "Preis" })).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("button", { name: "Marke" })).toHaveAttribute("aria-expanded", "false");
  },
};

/** Filter panels in the listing sidebar: several open at once. */
export const AccordionMultiple: Story = {
  render: () => (
    <form method="get" action="">
      <Accordion allowsMultipleExpanded defaultExpandedKeys={["brand", "color"]}>
        <Disclosure id="brand" title="Marke">
          <CheckboxGroup
            label="Marke"
            name="manufacturer"
            options={[
              { value: "clarus", label: "Clarus", count: 12 },
              { value: "ecolab", label: "Ecolab", count: 4 },
            ]}
          />
        </Disclosure>
        <Disclosure id="color" title="Farbe">
          <CheckboxGroup
            label="Farbe"
            name="properties"
            options={[
              { value: "blue", label: "Blau", color: "#1d5fd6", count: 3 },
              { value: "green", label: "Grün", color: "#237d38", count: 5 },
            ]}
          />
        </Disclosure>
        <Disclosure id="size" title="Gebinde">
          Gebindegrössen
        </Disclosure>
      </Accordion>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Gebinde" }));
    for (const name of ["Marke", "Farbe", "Gebinde"]) {
      await expect(canvas.getByRole("button", { name })).toHaveAttribute("aria-expanded", "true");
    }
  },
};

export const AccordionDisabled: Story = {
  render: () => (
    <Accordion isDisabled>
      {sections.map((section) => (
        <Disclosure key={section.id} id={section.id} title={section.title}>
          {section.text}
        </Disclosure>
      ))}
    </Accordion>
  ),
};
