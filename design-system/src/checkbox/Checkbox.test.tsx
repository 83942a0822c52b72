import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Checkbox, CheckboxGroup, type CheckboxOption } from "./Checkbox.tsx";

const brands: CheckboxOption[] = [
  { value: "clarus", label: "Clarus", count: 12 },
  { value: "ecolab", label: "Ecolab", count: 4 },
  { value: "kiehl", label: "Kiehl", count: 0, isDisabled: true },
];

const colours: CheckboxOption[] = Array.from({ length: 8 }, (_, i) => ({
  value: `c${i}`,
  label: `Farbe ${i}`,
  color: `#${String(i).repeat(6)}`,
}));

const formValues = (form: HTMLFormElement, name: string) => new FormData(form).getAll(name);

describe("CheckboxGroup", () => {
  it("is a group named by its label, reading each count with its option", () => {
    render(<CheckboxGroup label="Marke" name="brand" options={brands} description="Mehrere möglich" />);
    const group = screen.getByRole("group", { name: "Marke" });
    expect(group.getAttribute("aria-describedby")).toBeTruthy();
    expect(within(group).getByRole("checkbox", { name: "Clarus (12)" })).toBeTruthy();
    expect(within(group).getAllByRole("checkbox")).toHaveLength(3);
  });

  it("submits name=value pairs of the chosen options in a plain form", async () => {
    const onChange = vi.fn<(value: string[]) => void>();
    render(
      <form>
        <CheckboxGroup label="Marke" name="brand" options={brands} onChange={onChange} />
      </form>,
    );
    await userEvent.click(screen.getByRole("checkbox", { name: /Clarus/ }));
    await userEvent.click(screen.getByRole("checkbox", { name: /Ecolab/ }));
    const form = document.querySelector("form")!;
    expect(formValues(form, "brand")).toEqual(["clarus", "ecolab"]);
    expect(onChange).toHaveBeenLastCalledWith(["clarus", "ecolab"]);

    await userEvent.click(screen.getByRole("checkbox", { name: /Clarus/ }));
    expect(formValues(form, "brand")).toEqual(["ecolab"]);
  });

  it("renders real named checkboxes in the server HTML, for forms without JavaScript", () => {
    const html = renderToString(
      <CheckboxGroup label="Marke" name="brand" options={brands} defaultValue={["ecolab"]} />,
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    const inputs = [...doc.querySelectorAll<HTMLInputElement>("input[type=checkbox]")];
    expect(inputs.map((input) => [input.name, input.value, input.hasAttribute("checked")])).toEqual([
      ["brand", "clarus", false],
      ["brand", "ecolab", true],
      ["brand", "kiehl", false],
    ]);
  });

  it("does not change disabled options", async () => {
    render(<CheckboxGroup label="Marke" name="brand" options={brands} />);
    const kiehl = screen.getByRole("checkbox", { name: /Kiehl/ });
    await userEvent.click(kiehl);
    expect((kiehl as HTMLInputElement).checked).toBe(false);
    expect(kiehl.hasAttribute("disabled")).toBe(true);
  });

  it("toggles with the space key", async () => {
    render(<CheckboxGroup label="Marke" name="brand" options={brands} />);
    await userEvent.tab();
    expect(screen.getByRole("checkbox", { name: /Clarus/ })).toBe(document.activeElement);
    await userEvent.keyboard(" ");
    expect((screen.getByRole("checkbox", { name: /Clarus/ }) as HTMLInputElement).checked).toBe(true);
  });

  it("shows the error message and marks the group invalid", () => {
    render(
      <CheckboxGroup label="Marke" name="brand" options={brands} isInvalid errorMessage="Bitte wählen" />,
    );
    const group = screen.getByRole("group", { name: "Marke" });
    expect(screen.getByText("Bitte wählen")).toBeTruthy();
    expect(group.hasAttribute("data-invalid")).toBe(true);
    expect(group.getAttribute("aria-describedby")).toContain(screen.getByText("Bitte wählen").id);
  });

  it("puts options past the limit behind a native toggle with the given labels", () => {
    render(
      <CheckboxGroup
        label="Farbe"
        name="color"
        options={colours}
        limit={6}
        showMoreLabel="Alle 8 anzeigen"
        showLessLabel="Weniger anzeigen"
      />,
    );
    const details = document.querySelector("details")!;
    expect(details.open).toBe(false);
    expect(within(details).getAllByRole("checkbox", { hidden: true })).toHaveLength(2);
    expect(details.querySelector("summary")?.textContent).toContain("Alle 8 anzeigen");
    // Every option is a real input, hidden or not, so the form still has all of them.
    expect(document.querySelectorAll("input[name=color]")).toHaveLength(8);
  });

  it("starts with the toggle open when an option past the limit is selected", () => {
    render(
      <CheckboxGroup
        label="Farbe"
        name="color"
        options={colours}
        limit={6}
        defaultValue={["c7"]}
        showMoreLabel="Mehr"
        showLessLabel="Weniger"
      />,
    );
    expect(document.querySelector("details")!.open).toBe(true);
  });

  it("draws a swatch for colour options", () => {
    render(<CheckboxGroup label="Farbe" name="color" options={colours.slice(0, 2)} />);
    const swatch = document.querySelector("[data-color='#111111']") as HTMLElement;
    expect(swatch.getAttribute("aria-hidden")).toBe("true");
    expect(swatch.style.getPropertyValue("--swatch-color")).toBe("#111111");
    expect(screen.getByRole("checkbox", { name: "Farbe 1" })).toBeTruthy();
  });
});

describe("Checkbox", () => {
  it("works alone with a name", async () => {
    render(
      <form>
        <Checkbox name="onlyAvailable" value="1">
          Nur verfügbare
        </Checkbox>
      </form>,
    );
    await userEvent.click(screen.getByRole("checkbox", { name: "Nur verfügbare" }));
    expect(formValues(document.querySelector("form")!, "onlyAvailable")).toEqual(["1"]);
  });
});
