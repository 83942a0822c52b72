import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { categoryIds, fixtureIds, labelsPagePaths, languageIds, seoUrls } from "../fixtures/index.ts";
import { createTestEmulator } from "../node.ts";

const fr = languageIds["fr-CH"];
const de = languageIds["de-DE"];

async function search(criteria: unknown, languageId?: string) {
  const response = await createTestEmulator().request("/seo-url", { json: criteria, languageId });
  expect(response.status).toBe(200);
  return response.json() as Promise<{
    total: number;
    apiAlias: string;
    entity: string;
    elements: Array<Record<string, unknown>>;
  }>;
}

const bySeoPath = (value: string) => ({ filter: [{ type: "equals", field: "seoPathInfo", value }] });

describe("POST /seo-url", () => {
  it("finds a German path by seoPathInfo (no leading slash)", async () => {
    const result = await search(bySeoPath("Reinigungsmittel/Bodenreiniger/"));
    expect(result).toMatchObject({ total: 1, entity: "seo_url", apiAlias: "dal_entity_search_result" });
    expect(result.elements[0]).toMatchObject({
      routeName: "frontend.navigation.page",
      foreignKey: categoryIds["cleaning/floor"],
      pathInfo: `/navigation/${categoryIds["cleaning/floor"]}`,
      seoPathInfo: "Reinigungsmittel/Bodenreiniger/",
      isCanonical: true,
      languageId: de,
      apiAlias: "seo_url",
    });
  });

  it("finds the French path only in French", async () => {
    const french = await search(bySeoPath("Produits-de-nettoyage/Nettoyants-pour-sols/"), fr);
    expect(french.elements[0]).toMatchObject({ foreignKey: categoryIds["cleaning/floor"], languageId: fr });
    expect((await search(bySeoPath("Produits-de-nettoyage/Nettoyants-pour-sols/"))).total).toBe(0);
    expect((await search(bySeoPath("Reinigungsmittel/Bodenreiniger/"), fr)).total).toBe(0);
  });

  it("resolves both labels pages under /making-green-work/", async () => {
    expect(labelsPagePaths).toEqual({ "de-DE": "making-green-work/", "fr-CH": "making-green-work/labels/" });
    const german = await search(bySeoPath(labelsPagePaths["de-DE"]));
    const french = await search(bySeoPath(labelsPagePaths["fr-CH"]), fr);
    expect(german.elements[0]!.foreignKey).toBe(fixtureIds.labelsCategory);
    expect(french.elements[0]!.foreignKey).toBe(fixtureIds.labelsCategory);
  });

  it("finds the canonical SEO URL of a technical path by pathInfo, per language", async () => {
    const criteria = {
      filter: [{ type: "equals", field: "pathInfo", value: `/navigation/${categoryIds.machines}` }],
    };
    expect((await search(criteria)).elements[0]!.seoPathInfo).toBe("Maschinen/");
    expect((await search(criteria, fr)).elements[0]!.seoPathInfo).toBe("Machines/");
  });

  it("supports equalsAny (array or pipe-separated) and limit", async () => {
    const list = await search({
      filter: [{ type: "equalsAny", field: "seoPathInfo", value: ["Maschinen/", "Zubehoer/", "nope/"] }],
    });
    expect(list.elements.map((url) => url.seoPathInfo)).toEqual(["Maschinen/", "Zubehoer/"]);
    const piped = await search({
      filter: [{ type: "equalsAny", field: "seoPathInfo", value: "Maschinen/|Zubehoer/" }],
      limit: 1,
    });
    expect(piped.total).toBe(2);
    expect(piped.elements).toHaveLength(1);
  });

  it("answers an empty result for an unknown path", async () => {
    const result = await search(bySeoPath("gibt-es-nicht/"));
    expect(result).toMatchObject({ total: 0, elements: [] });
  });

  it("trims the answer with includes", async () => {
    const result = await search({
      ...bySeoPath("Maschinen/"),
      includes: { seo_url: ["foreignKey", "routeName"] },
    });
    expect(result.elements[0]).toEqual({
      foreignKey: categoryIds.machines,
      routeName: "frontend.navigation.page",
      apiAlias: "seo_url",
    });
  });

  it("reads GET _criteria (gzip + base64url)", async () => {
    const encoded = gzipSync(JSON.stringify(bySeoPath("Maschinen/"))).toString("base64url");
    const response = await createTestEmulator().request(`/seo-url?_criteria=${encoded}`);
    expect((await response.json()).elements[0].foreignKey).toBe(categoryIds.machines);
  });
});

/** The same filter wrapped in a `multi`, which the handler cannot answer from its index. */
const scanned = (value: unknown) => ({ filter: [{ type: "multi", operator: "and", queries: [value] }] });

describe("POST /seo-url from the index", () => {
  // Every 17th row of both languages: categories, products, variants and landing pages.
  const sample = seoUrls.filter((_, index) => index % 17 === 0);

  it.each(sample.map((url) => [url.locale, url.seoPathInfo, url] as const))(
    "%s %s: equals on seoPathInfo and on pathInfo answer what a full scan answers",
    async (_locale, seoPathInfo, url) => {
      for (const filter of [
        { type: "equals", field: "seoPathInfo", value: seoPathInfo },
        { type: "equals", field: "pathInfo", value: url.pathInfo },
      ]) {
        const indexed = await search({ filter: [filter] }, url.languageId);
        expect(indexed.elements.map((element) => element.id)).toEqual([url.id]);
        expect(indexed).toEqual(await search(scanned(filter), url.languageId));
      }
    },
  );

  it("finds nothing for an unknown path", async () => {
    expect((await search(bySeoPath("gibt-es-nicht/"))).total).toBe(0);
  });
});
