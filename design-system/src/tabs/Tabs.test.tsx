import { act, render, screen, waitFor, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Tabs, type TabItem } from "./Tabs.tsx";

const items: TabItem[] = [
  { id: "description", title: "Beschreibung", content: <p>Ein pH-neutraler Reiniger.</p> },
  { id: "details", title: "Details", content: <a href="/datenblatt.pdf">Datenblatt</a> },
  { id: "reviews", title: "Bewertungen", content: <p>Noch keine Bewertungen.</p> },
];

afterEach(() => {
  history.replaceState(null, "", location.pathname);
});

describe("Tabs", () => {
  it("is a named tablist whose selected tab labels the visible panel", () => {
    render(<Tabs items={items} label="Produktinformationen" />);
    const tablist = screen.getByRole("tablist", { name: "Produktinformationen" });
    expect(
      within(tablist)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Beschreibung", "Details", "Bewertungen"]);
    expect(screen.getByRole("tab", { name: "Beschreibung" }).getAttribute("aria-selected")).toBe("true");
    const panel = screen.getByRole("tabpanel", { name: "Beschreibung" });
    expect(panel.textContent).toContain("Ein pH-neutraler Reiniger.");
    // Only the selected panel is exposed.
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
  });

  it("keeps the other panels in the DOM, hidden, with their content addressable by id", () => {
    const { container } = render(<Tabs items={items} label="Produktinformationen" />);
    const reviews = container.querySelector("#reviews")!;
    expect(reviews.textContent).toBe("Noch keine Bewertungen.");
    expect(reviews.parentElement?.hasAttribute("data-inert")).toBe(true);
    // No `inert`: without JavaScript the stacked panels stay usable.
    expect(reviews.parentElement?.hasAttribute("inert")).toBe(false);
  });

  it("moves selection and focus with the arrow keys, Home and End", async () => {
    const onSelectionChange = vi.fn<(id: string) => void>();
    render(<Tabs items={items} label="Produktinformationen" onSelectionChange={onSelectionChange} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Beschreibung" }));

    await userEvent.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Details" }));
    expect(screen.getByRole("tabpanel", { name: "Details" })).toBeTruthy();
    expect(onSelectionChange).toHaveBeenLastCalledWith("details");

    await userEvent.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Bewertungen" }).getAttribute("aria-selected")).toBe("true");
    await userEvent.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Beschreibung" }).getAttribute("aria-selected")).toBe("true");
  });

  it("selects on click and honours defaultSelectedKey", async () => {
    render(<Tabs items={items} label="Produktinformationen" defaultSelectedKey="details" />);
    expect(screen.getByRole("tabpanel", { name: "Details" })).toBeTruthy();
    await userEvent.click(screen.getByRole("tab", { name: "Bewertungen" }));
    expect(screen.getByRole("tabpanel", { name: "Bewertungen" })).toBeTruthy();
  });

  it("follows selectedKey when controlled", () => {
    const { rerender } = render(<Tabs items={items} label="Info" selectedKey="details" />);
    expect(screen.getByRole("tabpanel", { name: "Details" })).toBeTruthy();
    rerender(<Tabs items={items} label="Info" selectedKey="reviews" />);
    expect(screen.getByRole("tabpanel", { name: "Bewertungen" })).toBeTruthy();
  });

  it("opens the tab named by the location hash, on load and on hashchange", async () => {
    history.replaceState(null, "", "#reviews");
    render(<Tabs items={items} label="Produktinformationen" />);
    expect(await screen.findByRole("tabpanel", { name: "Bewertungen" })).toBeTruthy();

    act(() => {
      history.replaceState(null, "", "#details");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(screen.getByRole("tabpanel", { name: "Details" })).toBeTruthy();
  });

  it("opens the tab when a link to it is clicked", async () => {
    render(
      <>
        <a href="#reviews">12 Bewertungen</a>
        <Tabs items={items} label="Produktinformationen" />
      </>,
    );
    await userEvent.click(screen.getByRole("link", { name: "12 Bewertungen" }));
    expect(screen.getByRole("tabpanel", { name: "Bewertungen" })).toBeTruthy();
  });

  it("renders a single item as a tab and no items as nothing", () => {
    const { container, rerender } = render(<Tabs items={items.slice(0, 1)} label="Info" />);
    expect(screen.getAllByRole("tab")).toHaveLength(1);
    rerender(<Tabs items={[]} label="Info" />);
    expect(container.innerHTML).toBe("");
  });

  it("puts every panel's content into the server HTML, with a no-JavaScript fallback", () => {
    const html = renderToString(<Tabs items={items} label="Produktinformationen" />);
    expect(html).toContain("Ein pH-neutraler Reiniger.");
    expect(html).toContain('href="/datenblatt.pdf"');
    expect(html).toContain("Noch keine Bewertungen.");
    expect(html).toContain('id="reviews"');
    expect(html).toMatch(/<noscript><style>.*\[role=tablist\]\{display:none\}/);
    expect(html).not.toMatch(/\sinert=/);
  });

  it("hydrates the server HTML without mismatches", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Tabs items={items} label="Produktinformationen" />);
    document.body.append(container);
    const before = container.querySelector("[role=tablist]")!.outerHTML;
    const root = await act(async () =>
      hydrateRoot(container, <Tabs items={items} label="Produktinformationen" />, {
        onRecoverableError: (error) => console.error(error),
      }),
    );
    await waitFor(() => expect(container.querySelector("[role=tabpanel]")).toBeTruthy());
    expect(errors).not.toHaveBeenCalled();
    // The same tabs, in place (react-aria only adds its runtime attributes).
    expect(container.querySelectorAll("[role=tab]")).toHaveLength(3);
    expect(before).toContain('aria-selected="true"');
    act(() => root.unmount());
    container.remove();
    errors.mockRestore();
  });
});
