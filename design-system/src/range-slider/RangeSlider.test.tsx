import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nProvider } from "react-aria-components";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { RangeSlider, type Range, type RangeSliderProps } from "./RangeSlider.tsx";

const base: RangeSliderProps = {
  label: "Preis",
  minLabel: "Mindestpreis",
  maxLabel: "Höchstpreis",
  minName: "min-price",
  maxName: "max-price",
  minValue: 0,
  maxValue: 200,
  step: 5,
  defaultValue: [20, 150],
};

const thumb = (name: string) => screen.getByRole("slider", { name: new RegExp(name) }) as HTMLInputElement;
const field = (name: string) => screen.getByRole("spinbutton", { name }) as HTMLInputElement;

/** The output's text in the server HTML of a money range in a language. */
const serverOutput = (locale: string) =>
  new DOMParser()
    .parseFromString(
      renderToString(
        <I18nProvider locale={locale}>
          <RangeSlider {...base} maxValue={2000} defaultValue={[20, 1500]} currency="CHF" />
        </I18nProvider>,
      ),
      "text/html",
    )
    .querySelector("output")?.textContent;

describe("RangeSlider", () => {
  it("has two labelled thumbs with the range's bounds", () => {
    render(<RangeSlider {...base} />);
    expect(screen.getByRole("group", { name: "Preis" })).toBeTruthy();
    expect(thumb("Mindestpreis").value).toBe("20");
    expect(thumb("Höchstpreis").value).toBe("150");
    expect(thumb("Mindestpreis").max).toBe("150");
    expect(thumb("Höchstpreis").min).toBe("20");
  });

  it("moves thumbs with arrows, Home and End and keeps the number inputs in sync", async () => {
    const onChange = vi.fn<(value: Range) => void>();
    render(<RangeSlider {...base} onChange={onChange} />);
    thumb("Mindestpreis").focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(field("Mindestpreis").value).toBe("25");
    await userEvent.keyboard("{Home}");
    // At its bound the input is empty and shows the bound: an untouched form sends no filter.
    expect(field("Mindestpreis").value).toBe("");
    expect(field("Mindestpreis").placeholder).toBe("0");

    thumb("Höchstpreis").focus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(field("Höchstpreis").value).toBe("145");
    await userEvent.keyboard("{End}");
    expect(field("Höchstpreis").value).toBe("");
    expect(field("Höchstpreis").placeholder).toBe("200");
    expect(onChange).toHaveBeenLastCalledWith([0, 200]);
  });

  it("moves by a larger step with Page Up / Page Down", async () => {
    render(<RangeSlider {...base} />);
    thumb("Mindestpreis").focus();
    await userEvent.keyboard("{PageUp}");
    expect(Number(field("Mindestpreis").value)).toBeGreaterThan(25);
    await userEvent.keyboard("{PageDown}");
    expect(field("Mindestpreis").value).toBe("20");
  });

  it("moves the thumb when a number is typed, and clamps on leaving the input", async () => {
    const onChangeEnd = vi.fn<(value: Range) => void>();
    render(<RangeSlider {...base} onChangeEnd={onChangeEnd} />);
    await userEvent.clear(field("Mindestpreis"));
    await userEvent.type(field("Mindestpreis"), "60");
    expect(thumb("Mindestpreis").value).toBe("60");

    await userEvent.clear(field("Höchstpreis"));
    await userEvent.type(field("Höchstpreis"), "10");
    // Half-typed: the text stays as typed until the field is left.
    expect(field("Höchstpreis").value).toBe("10");
    await userEvent.tab();
    expect(field("Höchstpreis").value).toBe("60");
    expect(onChangeEnd).toHaveBeenLastCalledWith([60, 60]);
  });

  it("snaps typed values to the step and restores an emptied input", async () => {
    render(<RangeSlider {...base} />);
    await userEvent.clear(field("Mindestpreis"));
    await userEvent.type(field("Mindestpreis"), "33{Enter}");
    expect(field("Mindestpreis").value).toBe("35");
    await userEvent.clear(field("Höchstpreis"));
    fireEvent.blur(field("Höchstpreis"));
    expect(field("Höchstpreis").value).toBe("150");
  });

  it("submits the two number inputs by their names, and only them", async () => {
    render(
      <form>
        <RangeSlider {...base} />
      </form>,
    );
    thumb("Höchstpreis").focus();
    await userEvent.keyboard("{ArrowLeft}");
    const data = [...new FormData(document.querySelector("form")!).entries()];
    expect(data).toEqual([
      ["min-price", "20"],
      ["max-price", "145"],
    ]);
  });

  it("renders named number inputs in the server HTML, for forms without JavaScript", () => {
    const doc = new DOMParser().parseFromString(renderToString(<RangeSlider {...base} />), "text/html");
    const inputs = [...doc.querySelectorAll<HTMLInputElement>("input[type=number]")];
    expect(inputs.map((input) => [input.name, input.getAttribute("value"), input.min, input.max])).toEqual([
      ["min-price", "20", "0", "150"],
      ["max-price", "150", "20", "200"],
    ]);
  });

  it("writes money in the shop's one format, in the output and for screen readers", () => {
    render(<RangeSlider {...base} maxValue={2000} defaultValue={[20, 1500]} currency="CHF" />);
    const valueText = thumb("Höchstpreis").getAttribute("aria-valuetext") ?? "";
    expect(valueText.replace(/\s/g, " ")).toBe("CHF 1'500.00");
    expect(document.querySelector("output")?.textContent).toBe("CHF 20.00 – CHF 1'500.00");
  });

  it("writes the same output in every language (the server's HTML is what the browser renders)", () => {
    expect(serverOutput("fr-CH")).toBe("CHF 20.00 – CHF 1'500.00");
    expect(serverOutput("de-DE")).toBe(serverOutput("fr-CH"));
  });

  it("follows a controlled value", () => {
    const { rerender } = render(<RangeSlider {...base} value={[10, 90]} />);
    expect(field("Höchstpreis").value).toBe("90");
    rerender(<RangeSlider {...base} value={[10, 120]} />);
    expect(field("Höchstpreis").value).toBe("120");
    expect(thumb("Höchstpreis").value).toBe("120");
  });

  it("ties the description to both thumbs", () => {
    render(<RangeSlider {...base} description="Preise inkl. MWST" />);
    const id = screen.getByText("Preise inkl. MWST").id;
    expect(thumb("Mindestpreis").getAttribute("aria-describedby")).toContain(id);
    expect(thumb("Höchstpreis").getAttribute("aria-describedby")).toContain(id);
  });

  it("is disabled as a whole", () => {
    render(<RangeSlider {...base} isDisabled />);
    expect(thumb("Mindestpreis").disabled).toBe(true);
    expect(field("Mindestpreis").disabled).toBe(true);
    expect(field("Höchstpreis").disabled).toBe(true);
  });
});
