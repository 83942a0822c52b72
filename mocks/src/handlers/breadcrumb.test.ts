import { describe, expect, it } from "vitest";
import { catalogIndex } from "../entities/product.ts";
import { categoryById, fixtureIds, languageIds } from "../fixtures/index.ts";
import { catalog } from "../fixtures/catalog/index.ts";
import { createTestEmulator } from "../node.ts";

type Json = Record<string, any>; // oxlint-disable-line typescript/no-explicit-any -- test access into deep JSON

const emulator = createTestEmulator();
const index = catalogIndex();
const product = catalog.products.find((item) => item.parentId === null && item.categoryIds.length > 0)!;
const deepest = product.categoryIds.map((id) => categoryById(id)!).toSorted((a, b) => b.level - a.level)[0]!;

async function breadcrumb(path: string, languageId?: string) {
  const response = await emulator.request(`/breadcrumb/${path}`, { languageId });
  return { status: response.status, body: (await response.json()) as Json };
}

describe("GET /breadcrumb/{id}", () => {
  it("leads from below the navigation root to a category, with SEO paths", async () => {
    const { status, body } = await breadcrumb(`${deepest.id}?type=category`);
    expect(status).toBe(200);
    const chain = [...deepest.ancestorIds.slice(1), deepest.id];
    expect(body.map((crumb: Json) => crumb.categoryId)).toEqual(chain);
    expect(body.at(-1)).toMatchObject({
      name: deepest.name["de-DE"],
      type: "page",
      apiAlias: "breadcrumb",
    });
    expect(body.at(-1).path).toMatch(/\/$/);
    expect(body.at(-1).seoUrls[0]).toEqual({
      id: expect.any(String),
      pathInfo: `/navigation/${deepest.id}`,
      seoPathInfo: body.at(-1).path,
    });
    expect(body.at(-1).translated.name).toBeUndefined();
  });

  it("translates names and paths", async () => {
    const { body } = await breadcrumb(`${deepest.id}?type=category`, languageIds["fr-CH"]);
    expect(body.at(-1).name).toBe(deepest.name["fr-CH"]);
  });

  it("runs through a product's deepest category, or the referrer category it is in", async () => {
    const { body } = await breadcrumb(product.id);
    expect(body.at(-1).categoryId).toBe(deepest.id);
    const parent = categoryById(deepest.parentId!)!;
    const referred = await breadcrumb(`${product.id}?type=product&referrerCategoryId=${parent.id}`);
    expect(referred.body.at(-1).categoryId).toBe(parent.id);
    expect(index.categoryTree(product)).toContain(parent.id);
    const elsewhere = await breadcrumb(`${product.id}?referrerCategoryId=${fixtureIds.labelsCategory}`);
    expect(elsewhere.body.at(-1).categoryId).toBe(deepest.id);
  });

  it("tries an id that is no product as a category, answers [] for unknown ids and 404 for non-ids", async () => {
    expect((await breadcrumb(deepest.id)).body.at(-1).categoryId).toBe(deepest.id);
    expect((await breadcrumb("0".repeat(32))).body).toEqual([]);
    expect((await breadcrumb(fixtureIds.homeCategory)).body).toEqual([]);
    expect((await breadcrumb("home")).status).toBe(404);
  });
});
