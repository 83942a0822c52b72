import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { NavItem } from "../mega-menu/navItems.ts";
import { deferredLoad, lazyTestItems, testItems } from "../mega-menu/__fixtures__/testItems.ts";
import { useLazyNavItems } from "../mega-menu/useLazyNavItems.ts";
import { MobileMenu, type MobileMenuProps } from "./MobileMenu.tsx";

const props: MobileMenuProps = {
  items: testItems,
  label: "Hauptnavigation",
  toggleLabel: "Untermenü",
  loadingLabel: "Wird geladen",
  showAllLabel: "Alle anzeigen",
};

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

/** The top level with lazy children, wired to a load the test settles. */
function LazyMenu({
  load,
  ...rest
}: Partial<MobileMenuProps> & { load: (item: NavItem) => Promise<NavItem[]> }) {
  const menu = useLazyNavItems(lazyTestItems, load);
  return <MobileMenu {...props} {...rest} items={menu.items} onLoadChildren={menu.loadChildren} />;
}

describe("MobileMenu with submenus loaded on demand", () => {
  it("asks for a submenu when it opens and lists it when it arrives", async () => {
    const { load, calls, resolve } = deferredLoad();
    render(<LazyMenu load={load} />);
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Untermenü Reinigungsmittel" }));
    expect(calls).toEqual(["cleaners"]);
    await act(async () => resolve("cleaners"));
    expect(screen.getByRole("link", { name: "Bodenreiniger" })).toBeTruthy();
  });

  it("loads the current page's branch at once, and links to the item when its submenu fails", async () => {
    const { load, calls, reject } = deferredLoad();
    render(<LazyMenu load={load} activeIds={["machines"]} currentId="machines" />);
    expect(calls).toEqual(["machines"]);
    await act(async () => reject("machines"));
    const fallback = screen.getByRole("link", { name: "Alle anzeigen Maschinen" });
    expect(fallback.getAttribute("href")).toBe("/maschinen");
    expect(fallback.getAttribute("aria-current")).toBeNull();
  });
});
