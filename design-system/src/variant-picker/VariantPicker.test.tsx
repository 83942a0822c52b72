import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { VariantPicker, type VariantGroup } from "./VariantPicker.tsx";
import {
  UNAVAILABLE,
  colourGroup,
  equipmentGroup,
  selectGroup,
  sizeGroup,
} from "./__fixtures__/variantGroups.ts";

const checked = (name: string | RegExp) => (screen.getByRole("radio", { name }) as HTMLInputElement).checked;

describe("VariantPicker", () => {
  it("renders each group as a named group of radios, named by the group and the choice", () => {
    render(<VariantPicker groups={[sizeGroup, colourGroup]} unavailableLabel={UNAVAILABLE} />);
    const size = screen.getByRole("group", { name: "Grösse: 5 l" });
    expect(within(size).getAllByRole("radio")).toHaveLength(4);
    expect(within(size).getByRole("radio", { name: "5 l" })).toHaveProperty("checked", true);
    const colour = screen.getByRole("group", { name: "Farbe: Blau" });
    expect(within(colour).getByRole("radio", { name: "Blau" })).toHaveProperty("checked", true);
  });

  it("adds the unavailable label to non-combinable options, which stay choosable", async () => {
    const onChange = vi.fn<(groupId: string, optionId: string) => void>();
    render(<VariantPicker groups={[sizeGroup]} unavailableLabel={UNAVAILABLE} onChange={onChange} />);
    const option = screen.getByRole("radio", { name: `25 l (${UNAVAILABLE})` });
    expect(option.hasAttribute("disabled")).toBe(false);
    await userEvent.click(option);
    expect(onChange).toHaveBeenCalledWith("size", "25l");
  });

  it("names inputs `${name}[groupId]` with the option id as value", () => {
    render(
      <form>
        <VariantPicker groups={[sizeGroup, selectGroup]} name="cfg" unavailableLabel={UNAVAILABLE} />
      </form>,
    );
    const data = new FormData(document.querySelector("form")!);
    expect([...data.entries()]).toEqual([
      ["cfg[size]", "5l"],
      ["cfg[scent]", "neutral"],
    ]);
  });

  it("shows a pick as selected at once and calls onChange, until the props change", async () => {
    const onChange = vi.fn<(groupId: string, optionId: string) => void>();
    const { rerender } = render(
      <VariantPicker groups={[sizeGroup]} unavailableLabel={UNAVAILABLE} onChange={onChange} />,
    );
    await userEvent.click(screen.getByText("10 l"));
    expect(onChange).toHaveBeenCalledWith("size", "10l");
    expect(checked("10 l")).toBe(true);
    expect(screen.getByRole("group", { name: "Grösse: 10 l" })).toBeTruthy();

    // The app is slow: same props, still pending; the pick stays.
    rerender(
      <VariantPicker groups={[sizeGroup]} unavailableLabel={UNAVAILABLE} onChange={onChange} isPending />,
    );
    expect(checked("10 l")).toBe(true);

    // The app answers with another variant (the closest one): the props win.
    const answered: VariantGroup = {
      ...sizeGroup,
      options: sizeGroup.options.map((option) => ({ ...option, isSelected: option.id === "1l" })),
    };
    rerender(<VariantPicker groups={[answered]} unavailableLabel={UNAVAILABLE} onChange={onChange} />);
    expect(checked("1 l")).toBe(true);
    expect(checked("10 l")).toBe(false);
  });

  it("drops the pick when a pending load ends without a new selection", async () => {
    const { rerender } = render(<VariantPicker groups={[sizeGroup]} unavailableLabel={UNAVAILABLE} />);
    await userEvent.click(screen.getByText("10 l"));
    rerender(<VariantPicker groups={[sizeGroup]} unavailableLabel={UNAVAILABLE} isPending />);
    expect(checked("10 l")).toBe(true);
    rerender(<VariantPicker groups={[sizeGroup]} unavailableLabel={UNAVAILABLE} />);
    expect(checked("5 l")).toBe(true);
  });

  it("marks the root busy while pending, with the options still enabled", () => {
    const { container } = render(
      <VariantPicker groups={[sizeGroup]} unavailableLabel={UNAVAILABLE} isPending />,
    );
    expect(container.firstElementChild!.getAttribute("aria-busy")).toBe("true");
    for (const radio of screen.getAllByRole("radio")) expect(radio.hasAttribute("disabled")).toBe(false);
  });

  it("includes the price difference in the option's name", () => {
    render(<VariantPicker groups={[equipmentGroup]} unavailableLabel={UNAVAILABLE} />);
    expect(screen.getByRole("radio", { name: "Komfort + CHF 250.00" })).toBeTruthy();
    expect(screen.getByText("+ CHF 250.00")).toBeTruthy();
  });

  it("draws colour swatches whose label is the name", () => {
    render(<VariantPicker groups={[colourGroup]} unavailableLabel={UNAVAILABLE} />);
    const swatch = document.querySelector("[data-color='#1d5fd6']") as HTMLElement;
    expect(swatch.style.getPropertyValue("--swatch-color")).toBe("#1d5fd6");
    expect(screen.getByRole("radio", { name: `Rot (${UNAVAILABLE})` })).toBeTruthy();
  });

  it("renders a select group as a labelled native select and reports changes", async () => {
    const onChange = vi.fn<(groupId: string, optionId: string) => void>();
    render(<VariantPicker groups={[selectGroup]} unavailableLabel={UNAVAILABLE} onChange={onChange} />);
    const field = screen.getByRole("combobox", { name: "Duft" }) as HTMLSelectElement;
    expect(field.value).toBe("neutral");
    expect(screen.getByRole("option", { name: `Arve (${UNAVAILABLE})` })).toBeTruthy();
    await userEvent.selectOptions(field, "lemon");
    expect(onChange).toHaveBeenCalledWith("scent", "lemon");
    expect(field.value).toBe("lemon");
  });

  it("renders checked named inputs in the server HTML, for forms without JavaScript", () => {
    const html = renderToString(
      <VariantPicker groups={[sizeGroup, selectGroup]} unavailableLabel={UNAVAILABLE} />,
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    const radio = doc.querySelector<HTMLInputElement>("input[value='5l']")!;
    expect([radio.name, radio.hasAttribute("checked")]).toEqual(["options[size]", true]);
    expect(doc.querySelector("option[value='neutral']")?.hasAttribute("selected")).toBe(true);
  });
});
