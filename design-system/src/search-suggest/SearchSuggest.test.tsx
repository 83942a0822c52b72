import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SearchSuggest, type SearchSuggestion, type SearchSuggestProps } from "./SearchSuggest.tsx";

const suggestions: SearchSuggestion[] = Array.from({ length: 10 }, (_, i) => ({
  id: `p${i}`,
  href: `/product-${i}`,
  name: `Reiniger ${i}`,
  productNumber: `CL1000${i}`,
  price: <span>CHF {i}.00</span>,
  unitText: "Inhalt: 1 Liter",
  referencePriceText: `(CHF ${i}.00 / 1 Liter)`,
}));

const props: SearchSuggestProps = {
  label: "Suche",
  submitLabel: "Suchen",
  clearLabel: "Eingabe löschen",
  loadingLabel: "Suche läuft",
  noResultsLabel: "Keine Ergebnisse",
  showAllLabel: "Alle 42 Ergebnisse anzeigen",
  showAllHref: "/search?search=rein",
  suggestions: [],
};
const input = () => screen.getByRole("combobox", { name: "Suche" });

describe("SearchSuggest", () => {
  it("is a plain GET form to /search with a `search` field, so it works without JavaScript", () => {
    const { container } = render(<SearchSuggest {...props} />);
    const form = container.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/search");
    expect(input().getAttribute("name")).toBe("search");
    expect(screen.getByRole("button", { name: "Suchen" }).getAttribute("type")).toBe("submit");
    expect(screen.getByRole("search")).toBe(form);
  });

  it("reports every keystroke", async () => {
    const onInputChange = vi.fn<(value: string) => void>();
    render(<SearchSuggest {...props} onInputChange={onInputChange} />);
    await userEvent.type(input(), "rei");
    expect(onInputChange).toHaveBeenLastCalledWith("rei");
    expect(onInputChange).toHaveBeenCalledTimes(3);
  });

  it("shows at most maxRows suggestions plus the see-all link", async () => {
    render(<SearchSuggest {...props} suggestions={suggestions} total={42} />);
    await userEvent.type(input(), "r");
    const options = within(screen.getByRole("listbox")).getAllByRole("option");
    expect(options).toHaveLength(9);
    expect(options[0]!.textContent).toContain("CL10000");
    expect(options[0]!.textContent).toContain("(CHF 0.00 / 1 Liter)");
    expect(options[8]!.textContent).toBe("Alle 42 Ergebnisse anzeigen");
    expect(options[8]!.getAttribute("href")).toBe("/search?search=rein");
  });

  it("honours a smaller maxRows", async () => {
    render(<SearchSuggest {...props} suggestions={suggestions} maxRows={3} />);
    await userEvent.type(input(), "r");
    expect(within(screen.getByRole("listbox")).getAllByRole("option")).toHaveLength(4);
  });

  it("links each suggestion to its product page", async () => {
    render(<SearchSuggest {...props} suggestions={suggestions} />);
    await userEvent.type(input(), "r");
    const option = screen.getByRole("option", { name: /Reiniger 2/ });
    expect(option.getAttribute("href")).toBe("/product-2");
  });

  it("submits the form on Enter when no suggestion is active", async () => {
    const onSubmit = vi.fn<(event: { preventDefault: () => void }) => void>((event) =>
      event.preventDefault(),
    );
    render(<SearchSuggest {...props} suggestions={suggestions} onSubmit={onSubmit} />);
    await userEvent.type(input(), "rein");
    expect(screen.getByRole("listbox")).toBeTruthy();
    await userEvent.keyboard("{Enter}");
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it("closes with Escape", async () => {
    render(<SearchSuggest {...props} suggestions={suggestions} />);
    await userEvent.type(input(), "r");
    expect(screen.getByRole("listbox")).toBeTruthy();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("opens on its first focus when it starts with text (typed into the plain form it replaced)", async () => {
    render(<SearchSuggest {...props} defaultValue="rein" suggestions={suggestions} total={42} />);
    expect(screen.queryByRole("listbox")).toBeNull();
    await userEvent.click(input());
    expect(within(screen.getByRole("listbox")).getAllByRole("option")).toHaveLength(9);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).toBeNull();
    // Only the first focus: after that, typing opens it, as in any field.
    await userEvent.tab();
    await userEvent.click(input());
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("starting with text, opens when its suggestions arrive if it has focus by then", async () => {
    const { rerender } = render(<SearchSuggest {...props} defaultValue="rein" />);
    await userEvent.click(input());
    expect(screen.queryByRole("listbox")).toBeNull();
    rerender(<SearchSuggest {...props} defaultValue="rein" suggestions={suggestions} total={42} />);
    expect(await screen.findByRole("listbox")).toBeTruthy();
  });

  it("does not open on focus when it starts empty", async () => {
    render(<SearchSuggest {...props} suggestions={suggestions} total={42} />);
    await userEvent.click(input());
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("shows a spinner and announces loading", async () => {
    render(<SearchSuggest {...props} isLoading defaultValue="rei" />);
    expect(document.querySelector("[data-slot=spinner]")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Suche läuft");
  });

  it("says when nothing was found", async () => {
    render(<SearchSuggest {...props} total={0} />);
    await userEvent.type(input(), "x");
    expect(screen.getByRole("listbox").textContent).toContain("Keine Ergebnisse");
    expect(screen.getByRole("status").textContent).toBe("Keine Ergebnisse");
  });

  it("clears the input with the clear button and keeps focus in the field", async () => {
    const onInputChange = vi.fn<(value: string) => void>();
    render(<SearchSuggest {...props} defaultValue="rein" onInputChange={onInputChange} />);
    await userEvent.click(screen.getByRole("button", { name: "Eingabe löschen" }));
    expect((input() as HTMLInputElement).value).toBe("");
    expect(onInputChange).toHaveBeenCalledWith("");
    expect(document.activeElement).toBe(input());
    expect(screen.queryByRole("button", { name: "Eingabe löschen" })).toBeNull();
  });
});
