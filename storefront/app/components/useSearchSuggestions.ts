import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { Locale } from "../lib/locale.ts";
import { SUGGEST_DEBOUNCE_MS, suggestHref, type SuggestRow } from "../lib/search-suggest.ts";

/** What the header's search bar shows for the text typed so far. */
export interface SearchSuggestionsState {
  /** The trimmed text the rows belong to (or are loading for). */
  term: string;
  rows: readonly SuggestRow[];
  /** Matches in all; undefined while nothing has answered for `term`. */
  total: number | undefined;
  /** Waiting for the pause to end or for the answer. */
  isLoading: boolean;
  /** Call on every keystroke. */
  onInputChange: (value: string) => void;
}

/**
 * Live suggestions through the `search-suggest` resource route: requested after a 300 ms pause with at least
 * one character; loading shows at once while typing. React Router aborts the previous request of the
 * fetcher, and an answer for another term than the current one is never shown.
 */
export function useSearchSuggestions(locale: Locale): SearchSuggestionsState {
  const fetcher = useFetcher<{ term: string; rows: SuggestRow[]; total: number }>();
  const [term, setTerm] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { load } = fetcher;

  useEffect(() => () => clearTimeout(timer.current), []);

  const onInputChange = useCallback(
    (value: string) => {
      const next = value.trim();
      setTerm(next);
      clearTimeout(timer.current);
      if (!next) return;
      timer.current = setTimeout(() => void load(suggestHref(next, locale)), SUGGEST_DEBOUNCE_MS);
    },
    [locale, load],
  );

  const answer = fetcher.data?.term === term ? fetcher.data : undefined;
  const isLoading = term !== "" && (!answer || fetcher.state === "loading");
  return {
    term,
    rows: answer && !isLoading ? answer.rows : [],
    total: answer && !isLoading ? answer.total : undefined,
    isLoading,
    onInputChange,
  };
}
