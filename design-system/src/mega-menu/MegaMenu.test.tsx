import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HOVER_OPEN_DELAY, MegaMenu, type MegaMenuProps } from "./MegaMenu.tsx";
import { testItems } from "./testItems.ts";

const props: MegaMenuProps = {
  items: testItems,
  label: "Hauptnavigation",
  toggleLabel: "Untermenü",
  showAllLabel: "Alle anzeigen",
};
const toggle = (label: string) => screen.getByRole("button", { name: `Untermenü ${label}` });

describe("MegaMenu", () => {
  afterEach(() => vi.useRealTimers());

  it("is a navigation landmark of real links, not an ARIA menu", () => {
    render(<MegaMenu {...props} />);
    expect(screen.getByRole("navigation", { name: "Hauptnavigation" })).toBeTruthy();
    expect(screen.queryByRole("menu")).toBeNull();
    expect(screen.getByRole("link", { name: "Reinigungsmittel" }).getAttribute("href")).toBe(
      "/reinigungsmittel",
    );
    // Only items with children get a toggle.
    expect(screen.getAllByRole("button")).toHaveLength(2);
  });

  it("opens the panel with its toggle and names the toggle after the item", async () => {
    render(<MegaMenu {...props} />);
    const button = toggle("Reinigungsmittel");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    const panel = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(panel.closest("[data-open]")).toBeNull();

    await userEvent.click(button);

    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(panel.closest("[data-open]")).not.toBeNull();
    expect(screen.getByRole("link", { name: "Grundreiniger" }).getAttribute("href")).toBe(
      "/reinigungsmittel/boden/grund",
    );
    expect(screen.getByRole("link", { name: "Alle anzeigen Reinigungsmittel" }).getAttribute("href")).toBe(
      "/reinigungsmittel",
    );
  });

  it("marks the route with link-active and the current page with link-exact-active and aria-current", async () => {
    render(<MegaMenu {...props} activeIds={["cleaners", "floor", "basic"]} currentId="basic" />);
    const top = screen.getByRole("link", { name: "Reinigungsmittel" });
    expect(top.classList.contains("link-active")).toBe(true);
    expect(top.getAttribute("aria-current")).toBeNull();
    // A panel's links exist from its first opening on.
    expect(screen.queryByRole("link", { name: "Grundreiniger", hidden: true })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Untermenü Reinigungsmittel" }));
    const current = screen.getByRole("link", { name: "Grundreiniger" });
    expect(current.classList.contains("link-exact-active")).toBe(true);
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Maschinen" }).classList.contains("link-active")).toBe(false);
  });

  it("moves between top items with the arrow keys, wrapping around", async () => {
    render(<MegaMenu {...props} />);
    screen.getByRole("link", { name: "Reinigungsmittel" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Maschinen" }));
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Reinigungsmittel" }));
    await userEvent.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Aktionen" }));
  });

  it("closes with Escape and returns focus to the toggle", async () => {
    render(<MegaMenu {...props} />);
    await userEvent.click(toggle("Reinigungsmittel"));
    screen.getByRole("link", { name: "Bodenreiniger" }).focus();
    await userEvent.keyboard("{Escape}");
    expect(toggle("Reinigungsmittel").getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle("Reinigungsmittel"));
  });

  it("closes when focus leaves the item", async () => {
    render(<MegaMenu {...props} />);
    await userEvent.click(toggle("Reinigungsmittel"));
    fireEvent.focusOut(toggle("Reinigungsmittel"), {
      relatedTarget: screen.getByRole("link", { name: "Maschinen" }),
    });
    expect(toggle("Reinigungsmittel").getAttribute("aria-expanded")).toBe("false");
  });

  it("opens on mouse hover only after a short pause", () => {
    vi.useFakeTimers();
    render(<MegaMenu {...props} />);
    const item = screen.getByRole("link", { name: "Maschinen" }).closest("li")!;
    fireEvent.pointerEnter(item, { pointerType: "mouse" });
    expect(toggle("Maschinen").getAttribute("aria-expanded")).toBe("false");
    act(() => vi.advanceTimersByTime(HOVER_OPEN_DELAY));
    expect(toggle("Maschinen").getAttribute("aria-expanded")).toBe("true");
  });

  it("does not open on touch hover", () => {
    vi.useFakeTimers();
    render(<MegaMenu {...props} />);
    const item = screen.getByRole("link", { name: "Maschinen" }).closest("li")!;
    fireEvent.pointerEnter(item, { pointerType: "touch" });
    act(() => vi.advanceTimersByTime(1000));
    expect(toggle("Maschinen").getAttribute("aria-expanded")).toBe("false");
  });

  it("shows category images decoratively and a placeholder without one", async () => {
    render(<MegaMenu {...props} />);
    await userEvent.click(toggle("Reinigungsmittel"));
    const images = document.querySelectorAll("img");
    expect(images).toHaveLength(1);
    expect(images[0]!.getAttribute("alt")).toBe("");
    expect(images[0]!.getAttribute("loading")).toBe("lazy");
    expect(
      screen.getByRole("link", { name: "Sanitärreiniger" }).querySelector("svg[data-icon=image]"),
    ).toBeTruthy();
  });
});
