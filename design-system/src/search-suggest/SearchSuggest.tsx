import {
  useContext,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import {
  ComboBox,
  ComboBoxStateContext,
  Group,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
} from "react-aria-components";
import { css, cx } from "@shop/styled-system/css";
import { searchSuggest } from "@shop/styled-system/recipes";
import { Icon } from "../icon/Icon.tsx";
import { SpinnerIcon } from "../icon/SpinnerIcon.tsx";
import { SearchSubmit } from "./SearchForm.tsx";

/** One product suggestion, already mapped and translated by the app. */
export interface SearchSuggestion {
  id: string;
  /** The product page; choosing the suggestion goes there. */
  href: string;
  name: string;
  productNumber?: string;
  /** A small product image (shown 48 × 48 px); decorative, the name follows. */
  image?: { src: string; srcSet?: string; width: number; height: number };
  /** The price, e.g. `<Price amount={9.9} currency="CHF" from="ab" size="sm" />`. */
  price?: ReactNode;
  /** Purchase unit, e.g. "Inhalt: 5 Liter". */
  unitText?: string;
  /** Reference price, e.g. "(CHF 10.80 / 1 Liter)". */
  referencePriceText?: string;
}

export interface SearchSuggestProps {
  /** The field's label, e.g. "Suche". Visually hidden unless `isLabelVisible`. */
  label: string;
  /** @default false */
  isLabelVisible?: boolean;
  placeholder?: string;
  /** The submit button's text, e.g. "Suchen" (visually hidden: the button shows a magnifier). */
  submitLabel: string;
  /** The clear button's name, e.g. "Eingabe löschen". */
  clearLabel: string;
  /** Where the form goes (GET, field `search`). @default "/search" */
  action?: string;
  /** The initial text, e.g. the current search term on the results page. */
  defaultValue?: string;
  /**
   * Called on every keystroke. The app waits for a 300 ms pause in typing (debounce) before it fetches,
   * and sets `isLoading` right away so the popup shows the spinner, not "no results", while it waits.
   */
  onInputChange?: (value: string) => void;
  /** Suggestions to show; at most `maxRows` are rendered. */
  suggestions: readonly SearchSuggestion[];
  /** @default 8 */
  maxRows?: number;
  /** While suggestions load: a spinner in the field. @default false */
  isLoading?: boolean;
  /** What is announced and shown while loading, e.g. "Suche läuft". */
  loadingLabel: string;
  /** How many products match in all; `0` shows `noResultsLabel`. */
  total?: number;
  /** The link below the suggestions, e.g. "Alle 42 Ergebnisse anzeigen". */
  showAllLabel: string;
  /** The results page for the current term, e.g. "/search?search=reiniger". */
  showAllHref: string;
  /** Shown when the search found nothing, e.g. "Keine Ergebnisse". */
  noResultsLabel: string;
  /** Announced politely when suggestions arrive, e.g. "42 Produkte gefunden". @default showAllLabel */
  resultsLabel?: string;
  /** Client-side submit (e.g. router navigation); without it the browser submits the GET form. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Extra classes on the form. */
  className?: string;
}

type Row = (SearchSuggestion & { kind: "product" }) | { kind: "all"; id: string; href: string; name: string };

const srOnly = css({ srOnly: true });
const SHOW_ALL_ID = "search-suggest-show-all";

/**
 * The search field with live suggestions (react-aria ComboBox, a listbox popup). It is a plain
 * `<form method="get" action="/search">` with a `search` field, so it works without JavaScript. Enter
 * submits unless a suggestion is active; choosing a suggestion goes to its page; Escape closes.
 * Suggestion links navigate through react-aria's router: wrap the app in its `RouterProvider`.
 */
export function SearchSuggest({
  label,
  isLabelVisible = false,
  placeholder,
  submitLabel,
  clearLabel,
  action = "/search",
  defaultValue = "",
  onInputChange,
  suggestions,
  maxRows = 8,
  isLoading = false,
  loadingLabel,
  total,
  showAllLabel,
  showAllHref,
  noResultsLabel,
  resultsLabel,
  onSubmit,
  className,
}: SearchSuggestProps) {
  const styles = searchSuggest();
  const [value, setValue] = useState(defaultValue);
  const change = (next: string) => {
    setValue(next);
    onInputChange?.(next);
  };
  const products: Row[] = suggestions
    .slice(0, maxRows)
    .map((suggestion) => ({ ...suggestion, kind: "product" }));
  const rows: Row[] =
    products.length > 0
      ? [...products, { kind: "all", id: SHOW_ALL_ID, href: showAllHref, name: showAllLabel }]
      : [];
  const hasQuery = value.trim() !== "";
  const isEmpty = !isLoading && total === 0;
  // The popup may show "searching" or "nothing found" instead of rows.
  const showsStatusAlone = hasQuery && (isLoading || isEmpty);
  const status = !hasQuery
    ? ""
    : isLoading
      ? loadingLabel
      : isEmpty
        ? noResultsLabel
        : rows.length > 0
          ? (resultsLabel ?? showAllLabel)
          : "";

  return (
    <form
      method="get"
      action={action}
      role="search" // oxlint-disable-line jsx-a11y/prefer-tag-over-role -- the form is the landmark, no extra <search> wrapper
      className={cx(styles.root, className)}
      onKeyDownCapture={onKeyDownCapture}
      onSubmit={onSubmit}
    >
      <ComboBox
        className={styles.combobox}
        name="search"
        items={rows}
        inputValue={value}
        onInputChange={change}
        allowsCustomValue
        allowsEmptyCollection={showsStatusAlone}
        menuTrigger="input"
        aria-label={isLabelVisible ? undefined : label}
      >
        {isLabelVisible && <Label className={styles.label}>{label}</Label>}
        <OpenWhenFocusedWithText value={value} canOpen={rows.length > 0 || showsStatusAlone} />
        {/* Spared by react-aria's aria-hidden while the popup is open, so clear and submit stay reachable. */}
        <Group className={styles.field} data-react-aria-top-layer="true">
          <Icon name="search" className={styles.icon} />
          <Input className={styles.input} type="search" placeholder={placeholder} enterKeyHint="search" />
          {isLoading && <Spinner className={styles.spinner} />}
          {value !== "" && (
            <button
              type="button"
              className={styles.clear}
              aria-label={clearLabel}
              onClick={(event) => {
                change("");
                event.currentTarget.closest("form")?.querySelector("input")?.focus();
              }}
            >
              <Icon name="close" size="sm" />
            </button>
          )}
          {/* A plain button: inside the ComboBox a react-aria Button would become the popup trigger. */}
          <SearchSubmit label={submitLabel} className={styles.submit} />
        </Group>
        <Popover className={styles.popover} placement="bottom start" offset={4} maxHeight={450}>
          <ListBox<Row>
            className={styles.listbox}
            renderEmptyState={() => (
              <span className={styles.empty}>{isLoading ? loadingLabel : noResultsLabel}</span>
            )}
          >
            {(row) =>
              row.kind === "all" ? (
                <ListBoxItem id={row.id} href={row.href} textValue={row.name} className={styles.showAll}>
                  {row.name}
                  <Icon name="chevron-right" size="sm" />
                </ListBoxItem>
              ) : (
                <ListBoxItem id={row.id} href={row.href} textValue={row.name} className={styles.option}>
                  <SuggestionRow row={row} styles={styles} />
                </ListBoxItem>
              )
            }
          </ListBox>
        </Popover>
      </ComboBox>
      {/* react-aria hides everything but the combobox while the popup is open; it spares live announcers. */}
      <output className={srOnly} data-live-announcer="true">
        {status}
      </output>
    </form>
  );
}

/**
 * The popup opens as a shopper types (`menuTrigger="input"`). A field that starts with text, typed into the
 * plain form this one replaced (the app loads it when the shopper reaches for the search), opens it when it
 * has focus and something to show (the suggestions, or "searching" while they load) instead: those
 * keystrokes went to the plain field. Once it has opened, or the shopper types on, it is a field like any.
 */
function OpenWhenFocusedWithText({ value, canOpen }: { value: string; canOpen: boolean }) {
  const state = useContext(ComboBoxStateContext);
  const initial = useRef(value);
  const pending = useRef(value.trim() !== "");
  const isFocused = state?.isFocused ?? false;
  useEffect(() => {
    if (!pending.current || !state) return;
    if (value !== initial.current || state.isOpen) {
      pending.current = false;
      return;
    }
    if (!isFocused || !canOpen) return;
    pending.current = false;
    state.open(null, "manual");
  }, [value, isFocused, canOpen, state]);
  return null;
}

// With the popup open react-aria keeps Enter from submitting (it might pick an option); without an
// active option, Enter means "search for what I typed".
function onKeyDownCapture(event: KeyboardEvent<HTMLFormElement>) {
  const input = event.target as HTMLElement;
  if (event.key !== "Enter" || input.tagName !== "INPUT" || input.getAttribute("aria-activedescendant"))
    return;
  if (event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}

/** No label/description slots: the option is named by all of its visible text (number, name, price, units). */
function SuggestionRow({ row, styles }: { row: SearchSuggestion; styles: ReturnType<typeof searchSuggest> }) {
  const units = [row.unitText, row.referencePriceText].filter(Boolean).join(" ");
  return (
    <>
      <span className={styles.media}>
        {row.image ? (
          <img
            src={row.image.src}
            srcSet={row.image.srcSet}
            sizes={row.image.srcSet ? "48px" : undefined}
            width={row.image.width}
            height={row.image.height}
            alt=""
            decoding="async"
          />
        ) : (
          <Icon name="image" />
        )}
      </span>
      <span className={styles.text}>
        {row.productNumber && <span className={styles.number}>{row.productNumber}</span>}
        <span className={styles.name}>{row.name}</span>
        {(row.price || units) && (
          <span className={styles.price}>
            {row.price}
            {units && <span className={cx(styles.unit, css({ display: "block" }))}>{units}</span>}
          </span>
        )}
      </span>
    </>
  );
}

function Spinner({ className }: { className: string }) {
  return (
    <span className={className} aria-hidden="true" data-slot="spinner">
      <SpinnerIcon />
    </span>
  );
}
