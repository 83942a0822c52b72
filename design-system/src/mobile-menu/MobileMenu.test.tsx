import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { testItems } from "../mega-menu/testItems.ts";
import { MobileMenu } from "./MobileMenu.tsx";

const props = { items: testItems, label: "Hauptnavigation", toggleLabel: "Untermenü" };

describe("MobileMenu", () => {
  it("lists the top items as links with disclosure toggles for submenus", () => {
    render(<MobileMenu {...props} />);
    expect(screen.getByRole("navigation", { name: "Hauptnavigation" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Aktionen" }).getAttribute("href")).toBe("/aktionen");
    const toggle = screen.getByRole("button", { name: "Untermenü Reinigungsmittel" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.getElementById(toggle.getAttribute("aria-controls")!)!.hidden).toBe(true);
    expect(screen.queryByRole("link", { name: "Bodenreiniger" })).toBeNull();
  });

  it("opens and closes a submenu, nested levels included", async () => {
    render(<MobileMenu {...props} />);
    const toggle = screen.getByRole("button", { name: "Untermenü Reinigungsmittel" });
    await userEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    await userEvent.click(screen.getByRole("button", { name: "Untermenü Bodenreiniger" }));
    expect(screen.getByRole("link", { name: "Grundreiniger" })).toBeTruthy();
    await userEvent.click(toggle);
    expect(screen.queryByRole("link", { name: "Bodenreiniger" })).toBeNull();
  });

  it("toggles from the keyboard", async () => {
    render(<MobileMenu {...props} />);
    screen.getByRole("button", { name: "Untermenü Maschinen" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByRole("link", { name: "Scheuersaugmaschinen" })).toBeTruthy();
  });

  it("opens the current branch and marks the current page", () => {
    render(<MobileMenu {...props} activeIds={["cleaners", "floor", "basic"]} currentId="basic" />);
    const current = screen.getByRole("link", { name: "Grundreiniger" });
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(current.classList.contains("link-exact-active")).toBe(true);
    expect(screen.getByRole("link", { name: "Reinigungsmittel" }).classList.contains("link-active")).toBe(
      true,
    );
  });
});
