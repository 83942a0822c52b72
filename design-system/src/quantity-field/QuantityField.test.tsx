import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { QuantityField, type QuantityFieldProps, type QuantityMessages } from "./QuantityField.tsx";

const messages: QuantityMessages = {
  required: "Bitte eine Menge eingeben.",
  integer: "Bitte eine ganze Zahl eingeben.",
  min: (min) => `Die Mindestbestellmenge ist ${min}.`,
  max: (max) => `Die Höchstbestellmenge ist ${max}.`,
  step: (step, min) => `Nur in Schritten von ${step} ab ${min} bestellbar.`,
};

const base: QuantityFieldProps = {
  name: "quantity",
  label: "Menge",
  messages,
  decrementLabel: "Menge verringern",
  incrementLabel: "Menge erhöhen",
};

const input = () => screen.getByRole("spinbutton", { name: "Menge" }) as HTMLInputElement;
const plus = () => screen.getByRole("button", { name: "Menge erhöhen" });
const minus = () => screen.getByRole("button", { name: "Menge verringern" });

async function typeAndBlur(text: string) {
  await userEvent.clear(input());
  if (text) await userEvent.type(input(), text);
  await userEvent.tab();
}

describe("QuantityField", () => {
  it("is a labelled native number input with min, max, step and the description", () => {
    render(<QuantityField {...base} min={5} max={50} step={5} description="Verkaufseinheit: 5 l" />);
    const field = input();
    expect(field.type).toBe("number");
    expect(field.name).toBe("quantity");
    expect([field.min, field.max, field.step, field.value]).toEqual(["5", "50", "5", "5"]);
    expect(field.getAttribute("inputmode")).toBe("numeric");
    expect(field.getAttribute("aria-describedby")).toBe(screen.getByText("Verkaufseinheit: 5 l").id);
    expect(minus().getAttribute("aria-controls")).toBe(field.id);
    expect(plus().getAttribute("type")).toBe("button");
  });

  it("steps along the grid from min, and from an invalid value to the next valid one", async () => {
    const onChange = vi.fn<(value: number | null) => void>();
    render(<QuantityField {...base} min={5} step={5} onChange={onChange} />);
    await userEvent.click(plus());
    expect(input().value).toBe("10");
    await userEvent.click(plus());
    expect(input().value).toBe("15");
    expect(onChange).toHaveBeenLastCalledWith(15);

    await userEvent.clear(input());
    await userEvent.type(input(), "7");
    await userEvent.click(plus());
    expect(input().value).toBe("10");

    await userEvent.clear(input());
    await userEvent.type(input(), "7");
    await userEvent.click(minus());
    expect(input().value).toBe("5");
    expect(minus()).toHaveProperty("disabled", true);
  });

  it("disables the buttons at the bounds and keeps focus in the field", async () => {
    render(<QuantityField {...base} min={1} max={3} defaultValue={2} />);
    expect(minus()).toHaveProperty("disabled", false);
    await userEvent.click(minus());
    expect(minus()).toHaveProperty("disabled", true);
    expect(document.activeElement).toBe(input());
    await userEvent.click(plus());
    await userEvent.click(plus());
    expect(input().value).toBe("3");
    expect(plus()).toHaveProperty("disabled", true);
  });

  it.each([
    ["", messages.required],
    ["2.5", messages.integer],
    ["2", "Die Mindestbestellmenge ist 5."],
    ["101", "Die Höchstbestellmenge ist 100."],
    ["7", "Nur in Schritten von 5 ab 5 bestellbar."],
  ])("shows the message for %j after blur, tied to the field", async (text, message) => {
    render(<QuantityField {...base} min={5} step={5} />);
    await typeAndBlur(text);
    const error = screen.getByText(message);
    expect(input().getAttribute("aria-invalid")).toBe("true");
    expect(input().getAttribute("aria-describedby")).toContain(error.id);
    expect(input().validationMessage).toBe(message);
  });

  it("shows nothing while typing and never changes what was typed", async () => {
    render(<QuantityField {...base} min={5} step={5} />);
    await userEvent.clear(input());
    await userEvent.type(input(), "2");
    expect(screen.queryByText("Die Mindestbestellmenge ist 5.")).toBeNull();
    await userEvent.tab();
    expect(input().value).toBe("2");
    expect(screen.getByText("Die Mindestbestellmenge ist 5.")).toBeTruthy();
  });

  it("clears the message once the typed value is valid again", async () => {
    render(<QuantityField {...base} min={5} step={5} />);
    await typeAndBlur("2");
    await userEvent.type(input(), "0");
    expect(input().value).toBe("20");
    expect(screen.queryByText("Die Mindestbestellmenge ist 5.")).toBeNull();
    expect(input().hasAttribute("aria-invalid")).toBe(false);
    expect(input().validity.valid).toBe(true);
  });

  it("blocks the submit of its form, shows the message and focuses the field", async () => {
    const onSubmit = vi.fn<(event: SubmitEvent) => void>((event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <QuantityField {...base} min={5} step={5} />
        <button type="submit">In den Warenkorb</button>
      </form>,
    );
    await userEvent.clear(input());
    await userEvent.type(input(), "7");
    const form = document.querySelector("form")!;
    expect(form.checkValidity()).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "In den Warenkorb" }));
    expect(onSubmit).not.toHaveBeenCalled();

    const invalid = new Event("invalid", { cancelable: true });
    fireEvent(input(), invalid);
    expect(invalid.defaultPrevented).toBe(true);
    expect(screen.getByText("Nur in Schritten von 5 ab 5 bestellbar.")).toBeTruthy();
    expect(document.activeElement).toBe(input());

    await userEvent.clear(input());
    await userEvent.type(input(), "10");
    expect(form.checkValidity()).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "In den Warenkorb" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("follows a controlled value and reports null when empty", async () => {
    const onChange = vi.fn<(value: number | null) => void>();
    const { rerender } = render(<QuantityField {...base} value={3} onChange={onChange} />);
    expect(input().value).toBe("3");
    rerender(<QuantityField {...base} value={8} onChange={onChange} />);
    expect(input().value).toBe("8");
    await userEvent.clear(input());
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("disables the input and both buttons", () => {
    render(<QuantityField {...base} isDisabled />);
    expect(input().disabled).toBe(true);
    expect(minus()).toHaveProperty("disabled", true);
    expect(plus()).toHaveProperty("disabled", true);
  });

  it("renders a native, required input in the server HTML", () => {
    const html = renderToString(<QuantityField {...base} min={5} max={50} step={5} />);
    const doc = new DOMParser().parseFromString(html, "text/html");
    const field = doc.querySelector("input")!;
    expect([field.type, field.name, field.min, field.max, field.step, field.getAttribute("value")]).toEqual([
      "number",
      "quantity",
      "5",
      "50",
      "5",
      "5",
    ]);
    expect(field.required).toBe(true);
  });
});
