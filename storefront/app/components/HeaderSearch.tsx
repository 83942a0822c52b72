import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "react-router";
import { Price, SearchForm, type SearchSuggestion, useIdleImport, useIsHydrated } from "@shop/design-system";
import { css } from "@shop/styled-system/css";
import { localizePath, type Locale } from "../lib/locale.ts";
import { searchHref, type SuggestRow } from "../lib/search-suggest.ts";
import type { SearchSuggestionsState } from "./useSearchSuggestions.ts";

/**
 * The suggestion field (react-aria's combobox and popup: 27 KB gzip on the home page with what only it
 * uses) loads when a shopper reaches for the search, not with every page: the toggle's hover or focus starts
 * the download (`preloadSearchSuggest`), opening the row or focusing its field swaps it in. Until then the
 * row holds the plain GET form, which searches as well; what was typed into it carries over, with its
 * suggestions.
 */
const loadSearchSuggest = () => import("@shop/design-system/search-suggest");

/** Starts loading the suggestion field (the search toggle's hover or focus). */
export function preloadSearchSuggest() {
  loadSearchSuggest().catch((error: unknown) => console.error("search suggestions failed to load", error));
}

export interface HeaderSearchProps {
  id: string;
  locale: Locale;
  /** Shown (after hydration: by the toggle; before it: by `:target`, i.e. the toggle's `#id` link). */
  isOpen: boolean;
  /** Move focus into the field when opened (the toggle opened it). */
  focusOnOpen: boolean;
  /** Escape with the popup closed. */
  onClose: () => void;
  search: SearchSuggestionsState;
}

/**
 * The search row below the header bar: a GET form to the localized `/search` with live suggestions. Before
 * JavaScript it opens through the URL fragment (`:target`), so shoppers without scripts can search too.
 */
export function HeaderSearch({ id, locale, isOpen, focusOnOpen, onClose, search }: HeaderSearchProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const isHydrated = useIsHydrated();
  const rowRef = useRef<HTMLDivElement>(null);
  // Wanted once the row has been opened or its field focused; it stays wanted (closing does not unload it).
  const [wanted, setWanted] = useState(false);
  if (isOpen && !wanted) setWanted(true);
  const enhanced = useIdleImport(wanted ? loadSearchSuggest : undefined);
  const upgraded = enhanced !== null;
  // What a shopper types before the suggestion field replaces the plain one (a fast first open) is kept.
  const [draft, setDraft] = useState("");
  const onInputChange = (value: string) => {
    setDraft(value);
    search.onInputChange(value);
  };

  useEffect(() => {
    // Also when the suggestion field (a combobox) replaces the plain one while the row is open.
    const field = upgraded ? "input[role=combobox]" : "input[name=search]";
    if (isOpen && focusOnOpen) rowRef.current?.querySelector<HTMLInputElement>(field)?.focus();
  }, [isOpen, focusOnOpen, upgraded]);

  const from = t({
    comment: "Price prefix of products whose price differs by quantity or variant",
    message: "from",
  });
  const suggestions: SearchSuggestion[] = search.rows.map((row: SuggestRow) => ({
    id: row.id,
    href: row.href,
    name: row.name,
    productNumber: row.productNumber,
    image: row.image,
    price: row.price ? (
      <Price
        amount={row.price.amount}
        currency={row.price.currency}
        listPrice={row.price.listPrice}
        listPriceLabel={row.price.listPrice === undefined ? undefined : t`instead of`}
        from={row.price.from ? from : undefined}
        size="sm"
      />
    ) : undefined,
    unitText: row.unitText,
    referencePriceText: row.referencePriceText,
  }));
  const total = search.total ?? 0;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Escape") return;
    // The first Escape closes the suggestions (react-aria), the next one the bar.
    const input = rowRef.current?.querySelector("input[name=search]");
    if (input?.getAttribute("aria-expanded") === "true") return;
    event.preventDefault();
    onClose();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = String(new FormData(event.currentTarget).get("search") ?? "").trim();
    // A search needs at least one character: an empty (or blank) field stays where it is, focused.
    if (term === "") {
      event.currentTarget.querySelector("input")?.focus();
      return;
    }
    void navigate(searchHref(term, locale));
  };

  return (
    // Escape is handled for the whole row (the field, clear and submit buttons).
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rowRef}
      id={id}
      className={styles.row}
      data-open={isOpen || undefined}
      data-hydrated={isHydrated || undefined}
      onKeyDown={onKeyDown}
      onFocus={() => setWanted(true)}
    >
      <div className={styles.inner}>
        {enhanced ? (
          <enhanced.SearchSuggest
            className={styles.form}
            label={t`Search`}
            placeholder={t`Search for products or product numbers`}
            submitLabel={t`Start search`}
            clearLabel={t`Clear search`}
            action={localizePath("/search", locale)}
            defaultValue={draft}
            onInputChange={search.onInputChange}
            suggestions={suggestions}
            isLoading={search.isLoading}
            loadingLabel={t`Searching…`}
            total={search.total}
            showAllLabel={t({
              message: plural(total, { one: "Show # result", other: "Show all # results" }),
            })}
            resultsLabel={t({
              message: plural(total, { one: "# product found", other: "# products found" }),
            })}
            showAllHref={searchHref(search.term, locale)}
            noResultsLabel={t`No products found`}
            onSubmit={isHydrated ? onSubmit : undefined}
          />
        ) : (
          <SearchForm
            className={styles.form}
            label={t`Search`}
            placeholder={t`Search for products or product numbers`}
            submitLabel={t`Start search`}
            action={localizePath("/search", locale)}
            onInputChange={onInputChange}
            onSubmit={isHydrated ? onSubmit : undefined}
          />
        )}
      </div>
    </div>
  );
}

const styles = {
  row: css({
    display: "none",
    borderTopWidth: "1px",
    borderColor: "border",
    bg: "bg",
    py: "3",
    "&[data-open]": { display: "block" },
    // Without JavaScript the search toggle is a link to this row.
    "&:target:not([data-hydrated])": { display: "block" },
  }),
  inner: css({ maxW: "container", mx: "auto", px: "gutter" }),
  form: css({ maxW: "48rem", mx: "auto" }),
};
