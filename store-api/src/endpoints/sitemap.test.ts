import { describe, expect, it } from "vitest";
import type { StoreApiRequest, StoreApiTransport } from "../transport.ts";
import { readSitemaps, readSnippets, sitemapFilePath } from "./sitemap.ts";

/** A transport that answers `body` through the request's schema and select, and records the request. */
function fake(body: unknown) {
  const calls: StoreApiRequest<unknown>[] = [];
  const api: StoreApiTransport = {
    async request<T, R>(request: StoreApiRequest<T, R>): Promise<R> {
      calls.push(request as StoreApiRequest<unknown>);
      const data = request.schema.parse(body);
      return (
        request.select
          ? request.select(data, { status: 200, headers: new Headers(), contextToken: undefined })
          : data
      ) as R;
    },
  };
  return { api, calls };
}

describe("sitemap endpoints", () => {
  it("reads the sitemap list as a GET read", async () => {
    const { api, calls } = fake([{ filename: "sitemap/a/b-1.xml.gz", created: "2026-10-01T06:00:00+00:00" }]);
    await expect(readSitemaps(api)).resolves.toEqual([
      { filename: "sitemap/a/b-1.xml.gz", created: "2026-10-01T06:00:00+00:00" },
    ]);
    expect(calls[0]).toMatchObject({ method: "GET", path: "/sitemap", kind: "read" });
  });

  it("encodes each segment of a file path", () => {
    expect(sitemapFilePath("sitemap/a b/c.xml.gz")).toBe("/sitemap/sitemap/a%20b/c.xml.gz");
  });

  it("reads snippet sets by prefix and turns Shopware's empty list into an empty map", async () => {
    const { api, calls } = fake({
      apiAlias: "snippet_set_result_list",
      sets: [
        { languageId: "a", locale: "de-DE", snippets: { "headless.x": "X" } },
        { languageId: "b", locale: "fr-CH", snippets: [] },
      ],
    });
    const sets = await readSnippets(api, { prefixes: ["headless"] });
    expect(sets.map((set) => set.snippets)).toEqual([{ "headless.x": "X" }, {}]);
    expect(calls[0]).toMatchObject({ method: "GET", path: "/snippet", query: { prefixes: "headless" } });
  });
});
