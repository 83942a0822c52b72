import { describe, expect, it } from "vitest";
import { isReadOperation } from "../read-operations.ts";
import { sampleCategory, sampleContext, sampleLanguages } from "../test-fixtures.ts";
import type { StoreApiRequest, StoreApiTransport } from "../transport.ts";
import { CATEGORY_PAGE_ASSOCIATIONS, readCategory } from "./category.ts";
import { readContext, updateContext } from "./context.ts";
import { bindEndpoints, endpoints, type Endpoints } from "./index.ts";
import { readLanguages } from "./language.ts";
import { readNavigation } from "./navigation.ts";
import { readSeoUrls } from "./seo-url.ts";

/** A transport that records the request and answers with a canned body (parsed by the schema). */
function recorder(answer: unknown = undefined) {
  const requests: StoreApiRequest<unknown>[] = [];
  const api: StoreApiTransport = {
    request: async <T>(request: StoreApiRequest<T>) => {
      requests.push(request as StoreApiRequest<unknown>);
      return request.schema.parse(answer);
    },
  };
  return { api, requests, last: () => requests.at(-1)! };
}

describe("endpoint requests", () => {
  it("readContext: GET /context", async () => {
    const { api, last } = recorder(sampleContext);
    const context = await readContext(api);
    expect(last()).toMatchObject({ method: "GET", path: "/context", kind: "read" });
    expect(context.token).toBe(sampleContext.token);
  });

  it("updateContext: PATCH /context with the patch, a write", async () => {
    const { api, last } = recorder({ redirectUrl: null });
    await updateContext(api, { languageId: "fr" });
    expect(last()).toMatchObject({
      method: "PATCH",
      path: "/context",
      kind: "write",
      body: { languageId: "fr" },
    });
  });

  it("readNavigation: encodes ids, defaults depth to 2, passes SEO option", async () => {
    const { api, last } = recorder([sampleCategory]);
    const tree = await readNavigation(
      api,
      { activeId: "main-navigation", rootId: "a/b", buildTree: true, criteria: { limit: 5 } },
      { includeSeoUrls: true },
    );
    expect(last()).toMatchObject({
      method: "POST",
      path: "/navigation/main-navigation/a%2Fb",
      kind: "read",
      includeSeoUrls: true,
      body: { limit: 5, depth: 2, buildTree: true },
    });
    expect(tree[0]?.children[0]?.id).toBe(sampleCategory.children[0]?.id);

    await readNavigation(api, { activeId: "x", rootId: "y", depth: 1 });
    expect(last().body).toEqual({ depth: 1 });
    expect(last().includeSeoUrls).toBeUndefined();
  });

  it("readSeoUrls: equals filter on seoPathInfo without leading slash", async () => {
    const { api, last } = recorder({ elements: [] });
    await readSeoUrls(api, { seoPathInfo: "/Nettoyage/Sols/" });
    expect(last()).toMatchObject({
      method: "POST",
      path: "/seo-url",
      kind: "read",
      body: { filter: [{ type: "equals", field: "seoPathInfo", value: "Nettoyage/Sols/" }] },
    });
  });

  it("readSeoUrls: pathInfo and language filters, merged into given criteria", async () => {
    const { api, last } = recorder({ elements: [] });
    await readSeoUrls(api, {
      pathInfo: "/navigation/abc",
      languageId: "lang",
      criteria: { limit: 1, filter: [{ type: "equals", field: "isCanonical", value: true }] },
    });
    expect(last().body).toEqual({
      limit: 1,
      filter: [
        { type: "equals", field: "isCanonical", value: true },
        { type: "equals", field: "pathInfo", value: "/navigation/abc" },
        { type: "equals", field: "languageId", value: "lang" },
      ],
    });
  });

  it("readCategory: media and CMS associations merged with listing criteria", async () => {
    const { api, last } = recorder(sampleCategory);
    await readCategory(
      api,
      "cat id",
      { p: 2, order: "price-asc", associations: { cmsPage: { associations: { sections: { limit: 3 } } } } },
      { includeSeoUrls: true },
    );
    const request = last();
    expect(request).toMatchObject({
      method: "POST",
      path: "/category/cat%20id",
      kind: "read",
      includeSeoUrls: true,
    });
    expect(request.body).toEqual({
      p: 2,
      order: "price-asc",
      associations: {
        media: {},
        cmsPage: {
          associations: {
            sections: {
              limit: 3,
              associations: CATEGORY_PAGE_ASSOCIATIONS.cmsPage!.associations!.sections!.associations,
            },
          },
        },
      },
    });
    await readCategory(api, "c");
    expect(last().body).toEqual({ associations: CATEGORY_PAGE_ASSOCIATIONS });
  });

  it("readLanguages: POST /language with translationCode", async () => {
    const { api, last } = recorder(sampleLanguages);
    const languages = await readLanguages(api);
    expect(last()).toMatchObject({
      method: "POST",
      path: "/language",
      kind: "read",
      body: { associations: { translationCode: {} } },
    });
    expect(languages.elements).toHaveLength(2);
  });
});

describe("endpoint registry", () => {
  // One call per endpoint; the type makes adding an endpoint without a sample here a type error.
  const samples: { [K in keyof Endpoints]: (api: StoreApiTransport) => Promise<unknown> } = {
    readContext: (api) => readContext(api),
    updateContext: (api) => updateContext(api, { currencyId: "c" }),
    readNavigation: (api) => readNavigation(api, { activeId: "a", rootId: "b" }),
    readSeoUrls: (api) => readSeoUrls(api, { seoPathInfo: "x" }),
    readCategory: (api) => readCategory(api, "c"),
    readLanguages: (api) => readLanguages(api),
  };

  it.each(Object.keys(samples))("%s declares the same read/write kind as isReadOperation", async (name) => {
    const requests: StoreApiRequest<unknown>[] = [];
    const api: StoreApiTransport = {
      request: async (request) => {
        requests.push(request as StoreApiRequest<unknown>);
        return undefined as never;
      },
    };
    await samples[name as keyof Endpoints](api);
    const [request] = requests;
    expect(request).toBeDefined();
    expect(request!.kind === "read").toBe(isReadOperation(request!.method, request!.path));
  });

  it("bindEndpoints drops the transport argument", async () => {
    const { api, last } = recorder(sampleLanguages);
    const bound = bindEndpoints(api, endpoints);
    expect(Object.keys(bound).toSorted()).toEqual(Object.keys(endpoints).toSorted());
    await bound.readLanguages({ limit: 1 }, { headers: { "x-test": "1" } });
    expect(last()).toMatchObject({ path: "/language", headers: { "x-test": "1" }, body: { limit: 1 } });
  });
});
