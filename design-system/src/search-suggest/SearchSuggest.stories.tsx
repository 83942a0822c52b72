import { useEffect, useRef, useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { css } from "@shop/styled-system/css";
import { Price } from "../price/Price.tsx";
import { SearchSuggest, type SearchSuggestion, type SearchSuggestProps } from "./SearchSuggest.tsx";
import { suggestionRows, suggestionTotal } from "./__fixtures__/suggestions.ts";

/** The catalog's search hits as suggestion rows, their prices rendered as in the storefront. */
const suggestions: SearchSuggestion[] = suggestionRows.map((row) => ({
  ...row,
  price: <Price {...row.price} size="sm" />,
}));

const meta = {
  title: "Design system/SearchSuggest",
  component: SearchSuggest,
  tags: ["autodocs"],
  args: {
    label: "Suche",
    placeholder: "Produkte, Artikelnummern …",
    submitLabel: "Suchen",
    clearLabel: "Eingabe löschen",
    loadingLabel: "Suche läuft",
    noResultsLabel: "Keine Ergebnisse",
    showAllLabel: "Alle 37 Ergebnisse anzeigen",
    showAllHref: "/search?search=reiniger",
    suggestions: [],
    onInputChange: fn(),
    // Stories never leave the page.
    onSubmit: fn((event) => event.preventDefault()),
  },
  decorators: [
    (Story) => (
      <div className={css({ maxW: "40rem", minH: "36rem" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchSuggest>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = () => screen.getByRole("combobox", { name: "Suche" });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector("form")!;
    await expect(form).toHaveAttribute("method", "get");
    await expect(form).toHaveAttribute("action", "/search");
    await expect(input()).toHaveAttribute("name", "search");
    await expect(within(canvasElement).getByRole("button", { name: "Suchen" })).toHaveAttribute(
      "type",
      "submit",
    );
  },
};

export const WithSuggestions: Story = {
  render: (args) => <SearchSuggest {...args} suggestions={suggestions} total={suggestionTotal} />,
  play: async ({ args }) => {
    await userEvent.type(input(), "r");
    const listbox = await screen.findByRole("listbox");
    const options = within(listbox).getAllByRole("option");
    // Ten fetched, eight rendered, plus "see all".
    await expect(options).toHaveLength(9);
    await expect(options.at(-1)).toHaveAccessibleName("Alle 37 Ergebnisse anzeigen");
    await expect(args.onInputChange).toHaveBeenCalledWith("r");
    await userEvent.keyboard("{ArrowDown}");
    await expect(input()).toHaveAttribute("aria-activedescendant", options[0]!.id);
  },
};

export const Loading: Story = {
  args: { isLoading: true, defaultValue: "rei" },
  play: async () => {
    await userEvent.type(input(), "n");
    await expect(await screen.findByRole("listbox")).toHaveTextContent("Suche läuft");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Suche läuft"));
  },
};

export const NoResults: Story = {
  args: { total: 0, defaultValue: "xyzz" },
  play: async () => {
    await userEvent.type(input(), "y");
    await expect(await screen.findByRole("listbox")).toHaveTextContent("Keine Ergebnisse");
  },
};

export const EnterSubmits: Story = {
  render: (args) => <SearchSuggest {...args} suggestions={suggestions} total={suggestionTotal} />,
  play: async ({ args }) => {
    await userEvent.type(input(), "reiniger");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const EscapeCloses: Story = {
  render: (args) => <SearchSuggest {...args} suggestions={suggestions} total={suggestionTotal} />,
  play: async () => {
    await userEvent.type(input(), "r");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    await waitFor(() => expect(input()).toHaveFocus());
  },
};

/** As the app wires it: every keystroke waits 300 ms, then "fetches" (here: filters the loaded hits). */
function LiveSearch({ all, ...props }: SearchSuggestProps & { all: SearchSuggestion[] }) {
  const [term, setTerm] = useState("");
  const [isLoading, setLoading] = useState(false);
  const [hits, setHits] = useState<SearchSuggestion[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onInputChange = (value: string) => {
    setTerm(value);
    setLoading(value.trim() !== "");
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setHits(all.filter((hit) => hit.name.toLowerCase().includes(value.trim().toLowerCase())));
      setLoading(false);
    }, 300);
  };
  return (
    <SearchSuggest
      {...props}
      onInputChange={onInputChange}
      suggestions={hits}
      isLoading={isLoading}
      total={isLoading ? undefined : hits.length}
      showAllLabel={`Alle ${hits.length} Ergebnisse anzeigen`}
      showAllHref={`/search?search=${encodeURIComponent(term)}`}
      resultsLabel={`${hits.length} Produkte gefunden`}
    />
  );
}

export const Live: Story = {
  render: (args) => <LiveSearch {...args} all={suggestions} />,
  play: async () => {
    await userEvent.type(input(), "neutral");
    await waitFor(() => expect(screen.getAllByRole("option").length).toBeGreaterThan(1));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(/Produkte gefunden/));
  },
};
