import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SearchSuggest } from "./SearchSuggest.tsx";

describe("SearchSuggest without JavaScript", () => {
  it("is a GET form to /search whose input is named `search` and keeps the current term", () => {
    const html = renderToString(
      <SearchSuggest
        label="Suche"
        submitLabel="Suchen"
        clearLabel="Eingabe löschen"
        loadingLabel="Suche läuft"
        noResultsLabel="Keine Ergebnisse"
        showAllLabel="Alle anzeigen"
        showAllHref="/search?search=rein"
        suggestions={[]}
        defaultValue="rein"
      />,
    );
    const form = html.match(/<form[^>]*>/)![0];
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/search"');
    expect(html).toMatch(/<input[^>]*name="search"/);
    expect(html).toMatch(/<input[^>]*value="rein"/);
    expect(html).toMatch(/<button[^>]*type="submit"/);
  });
});
