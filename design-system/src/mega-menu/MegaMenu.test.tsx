import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Profiler } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HOVER_OPEN_DELAY, MegaMenu, type MegaMenuProps, type NavItem } from "./MegaMenu.tsx";
import { deferredLoad, lazyTestItems, testItems } from "./__fixtures__/testItems.ts";
import { useLazyNavItems } from "./useLazyNavItems.ts";

const props: MegaMenuProps = {
  items: testItems,
  label: "Hauptnavigation",
  toggleLabel: "Untermenü",
  showAllLabel: "Alle anzeigen",
  loadingLabel: "Wird geladen",
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
    // Running in the browser: the CSS-only fallback (panels on hover) is switched off.
    expect(screen.getByRole("navigation").hasAttribute("data-hydrated")).toBe(true);
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

/** The top level with lazy children, wired to a load the test settles. */
function LazyMenu({
  load,
  ...rest
}: Partial<MegaMenuProps> & { load: (item: NavItem) => Promise<NavItem[]> }) {
  const menu = useLazyNavItems(lazyTestItems, load);
  return <MegaMenu {...props} {...rest} items={menu.items} onLoadChildren={menu.loadChildren} />;
}

describe("MegaMenu with submenus loaded on demand", () => {
  afterEach(() => vi.useRealTimers());

  it("has toggles for the items with children to load, and asks for them when the pointer enters", async () => {
    const { load, calls, resolve } = deferredLoad();
    render(<LazyMenu load={load} />);
    expect(screen.getAllByRole("button")).toHaveLength(2);
    expect(calls).toEqual([]);
    vi.useFakeTimers();
    const item = screen.getByRole("link", { name: "Reinigungsmittel" }).closest("li")!;
    fireEvent.pointerEnter(item, { pointerType: "mouse" });
    // Asked for at once, before the hover opens the panel.
    expect(calls).toEqual(["cleaners"]);
    act(() => vi.advanceTimersByTime(HOVER_OPEN_DELAY));
    expect(toggle("Reinigungsmittel").getAttribute("aria-expanded")).toBe("true");
    expect(screen.queryByRole("link", { name: "Bodenreiniger" })).toBeNull();
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByRole("progressbar", { name: "Wird geladen" })).toBeTruthy();

    await act(async () => resolve("cleaners"));
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByRole("link", { name: "Bodenreiniger" }).getAttribute("href")).toBe(
      "/reinigungsmittel/boden",
    );
    expect(calls).toEqual(["cleaners"]);
  });

  it("asks ahead when focus reaches an item, and ArrowDown focuses the first link once it arrives", async () => {
    const { load, calls, resolve } = deferredLoad();
    render(<LazyMenu load={load} />);
    act(() => screen.getByRole("link", { name: "Maschinen" }).focus());
    expect(calls).toEqual(["machines"]);
    await userEvent.keyboard("{ArrowDown}");
    expect(toggle("Maschinen").getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Maschinen" }));

    await act(async () => resolve("machines"));
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Scheuersaugmaschinen" }));
  });

  it("focuses the first link on ArrowDown pressed while the arrived children's effects are still pending", async () => {
    // Children arrive in a non-urgent render, whose effects React runs in a later task; a key pressed in
    // between runs those effects first, with the state before the key. They must not cancel its intent.
    const { load, resolve } = deferredLoad();
    let keyPressed: (() => void) | undefined;
    const pressed = new Promise<void>((done) => (keyPressed = done));
    let arrived = false;
    const onCommit = () => {
      if (!arrived || !screen.getByRole("link", { name: "Maschinen" }).matches(":focus")) return;
      arrived = false;
      queueMicrotask(() => {
        fireEvent.keyDown(screen.getByRole("link", { name: "Maschinen" }), { key: "ArrowDown" });
        keyPressed?.();
      });
    };
    render(
      <Profiler id="menu" onRender={onCommit}>
        <LazyMenu load={load} />
      </Profiler>,
    );
    act(() => screen.getByRole("link", { name: "Maschinen" }).focus());
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      arrived = true;
      resolve("machines");
      await pressed;
      await vi.waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole("link", { name: "Scheuersaugmaschinen" })),
      );
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it("offers the category's own link when its children cannot be loaded, and retries on the next opening", async () => {
    const { load, calls, resolve, reject } = deferredLoad();
    render(<LazyMenu load={load} />);
    await userEvent.click(toggle("Maschinen"));
    await act(async () => reject("machines"));
    expect(screen.getByRole("link", { name: "Alle anzeigen Maschinen" }).getAttribute("href")).toBe(
      "/maschinen",
    );
    await userEvent.click(toggle("Maschinen"));
    await userEvent.click(toggle("Maschinen"));
    expect(calls).toEqual(["machines", "machines"]);
    await act(async () => resolve("machines"));
    expect(screen.getByRole("link", { name: "Scheuersaugmaschinen" })).toBeTruthy();
  });

  it("keeps the panel open when the loaded children change the current item, and closes it on a new page", async () => {
    const { load, resolve } = deferredLoad();
    const { rerender } = render(
      <LazyMenu load={load} pageKey="/reinigungsmittel/boden" activeIds={["cleaners"]} />,
    );
    await userEvent.click(toggle("Reinigungsmittel"));
    await act(async () => resolve("cleaners"));
    rerender(
      <LazyMenu
        load={load}
        pageKey="/reinigungsmittel/boden"
        activeIds={["cleaners", "floor"]}
        currentId="floor"
      />,
    );
    expect(toggle("Reinigungsmittel").getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("link", { name: "Bodenreiniger" }).getAttribute("aria-current")).toBe("page");
    rerender(<LazyMenu load={load} pageKey="/maschinen" activeIds={["machines"]} currentId="machines" />);
    expect(toggle("Reinigungsmittel").getAttribute("aria-expanded")).toBe("false");
  });
});
