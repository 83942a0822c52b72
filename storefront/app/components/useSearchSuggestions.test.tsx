import { act, render, screen, waitFor } from "@testing-library/react";
import { useEffect } from "react";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import { SUGGEST_DEBOUNCE_MS, type SuggestResult } from "../lib/search-suggest.ts";
import { useSearchSuggestions, type SearchSuggestionsState } from "./useSearchSuggestions.ts";

/** Renders the hook in a router whose suggest routes answer after `delay` ms and record each request. */
function setup(delay = 0) {
  const requests: string[] = [];
  let state: SearchSuggestionsState | undefined;
  function Probe() {
    const search = useSearchSuggestions("fr-CH");
    useEffect(() => {
      state = search;
    });
    return (
      <output>{search.isLoading ? "loading" : `${search.term}:${search.rows.length}/${search.total}`}</output>
    );
  }
  const loader = async ({ request }: { request: Request }): Promise<SuggestResult> => {
    const url = new URL(request.url);
    requests.push(url.pathname + url.search);
    const term = url.searchParams.get("search") ?? "";
    await new Promise((resolve) => setTimeout(resolve, delay));
    const rows =
      term === "none" ? [] : [{ id: term, href: `/fr-CH/${term}`, name: term, productNumber: "1" }];
    return { term, rows, total: rows.length * 7 };
  };
  const Stub = createRoutesStub([
    { path: "/fr-CH", Component: Probe },
    { path: "/fr-CH/search-suggest", loader },
  ]);
  render(<Stub initialEntries={["/fr-CH"]} />);
  return { requests, type: (value: string) => act(() => state!.onInputChange(value)) };
}

const shown = () => screen.getByRole("status").textContent;
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

it("asks once after a 300 ms pause, shows loading meanwhile, then the rows of that term", async () => {
  const { requests, type } = setup();
  type("n");
  type("ne");
  type("net ");
  expect(shown()).toBe("loading");
  await pause(SUGGEST_DEBOUNCE_MS - 100);
  expect(requests).toEqual([]);
  await waitFor(() => expect(shown()).toBe("net:1/7"));
  expect(requests).toEqual(["/fr-CH/search-suggest?search=net"]);
});

it("does not ask for an empty term and shows nothing for it", async () => {
  const { requests, type } = setup();
  type("   ");
  await pause(SUGGEST_DEBOUNCE_MS + 50);
  expect(requests).toEqual([]);
  expect(shown()).toBe(":0/undefined");
});

it("never shows an answer for an older term", async () => {
  const { requests, type } = setup(200);
  type("eau");
  await pause(SUGGEST_DEBOUNCE_MS + 50); // the request for "eau" is under way
  type("none");
  await pause(250); // "eau" has answered by now, but the field says "none"
  expect(shown()).toBe("loading");
  await waitFor(() => expect(shown()).toBe("none:0/0"));
  expect(requests).toEqual(["/fr-CH/search-suggest?search=eau", "/fr-CH/search-suggest?search=none"]);
});
