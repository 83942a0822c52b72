import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Select, type SelectOption } from "./Select.tsx";

const sortings: SelectOption[] = [
  { value: "name-asc", label: "Name A–Z" },
  { value: "name-desc", label: "Name Z–A" },
  { value: "price-asc", label: "Preis aufsteigend" },
  { value: "price-desc", label: "Preis absteigend" },
  { value: "topseller", label: "Topseller", isDisabled: true },
];

/** `matchMedia` of a device whose primary pointer is a finger. */
const touchScreen = (query: string) =>
  ({ matches: query === "(pointer: coarse)", media: query }) as MediaQueryList;

describe("Select", () => {
  // The listbox version is loaded on demand; load it once up front so each test waits only for React.
  beforeAll(() => import("./EnhancedSelect.tsx"));

  it("opens a listbox from the labelled button and picks an option", async () => {
    const onChange = vi.fn<(value: string) => void>();
    render(<Select label="Sortierung" options={sortings} defaultValue="name-asc" onChange={onChange} />);
    const trigger = await screen.findByRole("button", { name: /Sortierung/ });
    expect(trigger.textContent).toContain("Name A–Z");

    await userEvent.click(trigger);
    const listbox = screen.getByRole("listbox");
    expect(within(listbox).getByRole("option", { name: "Name A–Z" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    await userEvent.click(within(listbox).getByRole("option", { name: "Preis aufsteigend" }));

    expect(onChange).toHaveBeenCalledWith("price-asc");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(trigger.textContent).toContain("Preis aufsteigend");
  });

  it("opens from the keyboard, with disabled options marked", async () => {
    render(<Select label="Sortierung" options={sortings} defaultValue="price-desc" />);
    // The enhanced control replaces the native fallback once its code is in: tab to it, not to the fallback.
    await screen.findByRole("button", { name: /Sortierung/ });
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");
    const listbox = await screen.findByRole("listbox");
    const topseller = within(listbox).getByRole("option", { name: "Topseller" });
    expect(topseller.getAttribute("aria-disabled")).toBe("true");
    expect(
      within(listbox).getByRole("option", { name: "Preis absteigend" }).getAttribute("aria-selected"),
    ).toBe("true");
    // Moving focus with arrows and choosing with Enter is checked in real Chromium: see the Keyboard story.
  });

  it("submits its value by name in a plain form", async () => {
    render(
      <form>
        <Select label="Sortierung" name="order" options={sortings} defaultValue="name-asc" />
      </form>,
    );
    const form = document.querySelector("form")!;
    expect(new FormData(form).get("order")).toBe("name-asc");
    await userEvent.click(await screen.findByRole("button", { name: /Sortierung/ }));
    await userEvent.click(screen.getByRole("option", { name: "Preis absteigend" }));
    expect(new FormData(form).get("order")).toBe("price-desc");
  });

  it("shows description and error, tied to the field", async () => {
    render(
      <Select
        label="Sortierung"
        options={sortings}
        description="Wirkt sofort"
        errorMessage="Bitte wählen"
        isInvalid
        placeholder="Bitte wählen …"
      />,
    );
    const trigger = await screen.findByRole("button", { name: /Sortierung/ });
    const describedBy = trigger.getAttribute("aria-describedby") ?? "";
    expect(describedBy).toContain(screen.getByText("Wirkt sofort").id);
    expect(describedBy).toContain(screen.getByText("Bitte wählen").id);
    expect(trigger.textContent).toContain("Bitte wählen …");
  });

  it("does not open when disabled", async () => {
    render(<Select label="Sortierung" options={sortings} isDisabled />);
    const trigger = await screen.findByRole("button", { name: /Sortierung/ });
    await userEvent.click(trigger);
    expect(trigger.hasAttribute("disabled")).toBe(true);
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("keeps the server's native select through hydration, then gives way to the listbox once", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const element = <Select label="Sortierung" name="order" options={sortings} defaultValue="price-asc" />;
    const container = document.createElement("div");
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const serverSelect = container.querySelector("select")!;
    // Every select element the page loses until react-aria's button is there.
    const removedSelects: Element[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element)
            removedSelects.push(...(node.matches("select") ? [node] : node.querySelectorAll("select")));
    });
    observer.observe(container, { childList: true, subtree: true });
    const root = await act(async () =>
      hydrateRoot(container, element, { onRecoverableError: (error) => console.error(error) }),
    );
    // Hydrated: the server's select is the one on the page (no fallback in between).
    expect(container.querySelector("select")).toBe(serverSelect);
    // Once the browser is idle, react-aria's button takes its place, with the same value and name.
    const trigger = await waitFor(() => {
      const button = container.querySelector("button");
      if (!button) throw new Error("not enhanced yet");
      return button;
    });
    expect(trigger.textContent).toContain("Preis aufsteigend");
    expect(container.querySelector<HTMLSelectElement>("select[name=order]")?.value).toBe("price-asc");
    expect(removedSelects).toEqual([serverSelect]);
    expect(errors).not.toHaveBeenCalled();
    observer.disconnect();
    act(() => root.unmount());
    container.remove();
    errors.mockRestore();
  });

  describe("on a touch screen", () => {
    afterEach(() => vi.unstubAllGlobals());

    it("stays the native select, which follows its value", async () => {
      vi.stubGlobal("matchMedia", touchScreen);
      const onChange = vi.fn<(value: string) => void>();
      const element = (value: string) => (
        <Select label="Sortierung" name="order" options={sortings} value={value} onChange={onChange} />
      );
      const { rerender } = render(element("name-asc"));
      const select = screen.getByRole("combobox", { name: "Sortierung" });
      await userEvent.selectOptions(select, "price-desc");
      expect(onChange).toHaveBeenCalledWith("price-desc");
      // The page's new state (the listing's order after the navigation) shows in the same select.
      rerender(element("price-desc"));
      expect((select as HTMLSelectElement).value).toBe("price-desc");
      // Nothing replaces it later: no listbox button, not even once the browser has been idle.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.queryByRole("button")).toBeNull();
      expect(screen.getByRole("combobox", { name: "Sortierung" })).toBe(select);
    });

    it("keeps the server's select after hydration", async () => {
      vi.stubGlobal("matchMedia", touchScreen);
      const element = <Select label="Sortierung" name="order" options={sortings} value="price-asc" />;
      const container = document.createElement("div");
      container.innerHTML = renderToString(element);
      document.body.append(container);
      const serverSelect = container.querySelector("select")!;
      const root = await act(async () => hydrateRoot(container, element));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(container.querySelector("select")).toBe(serverSelect);
      expect(container.querySelector("button")).toBeNull();
      act(() => root.unmount());
      container.remove();
    });
  });

  it("is a native, named, labelled select in the server HTML", () => {
    const html = renderToString(
      <Select
        label="Sortierung"
        name="order"
        options={sortings}
        defaultValue="price-asc"
        description="Wirkt sofort"
      />,
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    const select = doc.querySelector("select")!;
    expect(select.name).toBe("order");
    expect(doc.querySelector(`label[for="${select.id}"]`)?.textContent).toBe("Sortierung");
    expect(select.querySelector("option[selected]")?.getAttribute("value")).toBe("price-asc");
    expect([...select.options].map((option) => option.value)).toEqual(sortings.map((option) => option.value));
    expect(select.querySelector("option[value=topseller]")?.hasAttribute("disabled")).toBe(true);
    expect(doc.getElementById(select.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Wirkt sofort",
    );
  });
});
