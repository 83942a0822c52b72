import { describe, expect, it } from "vitest";
import { categoryByKey, fixtureIds, languageIds } from "../fixtures/index.ts";
import { createTestEmulator } from "../node.ts";

type Json = Record<string, any>; // oxlint-disable-line typescript/no-explicit-any -- test access into deep JSON

const fr = languageIds["fr-CH"];

async function readCategory(
  id: string,
  init: Parameters<ReturnType<typeof createTestEmulator>["request"]>[1] = {},
) {
  const response = await createTestEmulator().request(`/category/${id}`, { json: {}, ...init });
  return { response, body: (await response.json()) as Json };
}

describe("POST /category/{navigationId}", () => {
  it("answers 404 CONTENT__CATEGORY_NOT_FOUND for an unknown id", async () => {
    const unknown = "9".repeat(32);
    const { response, body } = await readCategory(unknown);
    expect(response.status).toBe(404);
    expect(body).toEqual({
      errors: [
        {
          status: "404",
          code: "CONTENT__CATEGORY_NOT_FOUND",
          title: "Not Found",
          detail: `Category "${unknown}" not found.`,
          meta: { parameters: { categoryId: unknown } },
        },
      ],
    });
  });

  it("returns the home category with its CMS page fully resolved", async () => {
    const { response, body } = await readCategory(fixtureIds.homeCategory);
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ id: fixtureIds.homeCategory, name: "Startseite", apiAlias: "category" });
    const page = body.cmsPage;
    expect(page).toMatchObject({ id: fixtureIds.cmsPages.home, apiAlias: "cms_page" });
    expect(
      page.sections.map((section: Json) => [section.type, section.sizingMode, section.backgroundColor]),
    ).toEqual([
      ["default", "full_width", "#e6f2ee"],
      ["default", "boxed", null],
      ["default", "full_width", "#eef4fb"],
      ["default", "boxed", null],
      ["default", "full_width", "#e6f2ee"],
    ]);
    expect(page.sections[1].blocks.map((block: Json) => block.type)).toEqual([
      "text",
      "image-text-row",
      "image-text-row",
      "product-slider",
      "product-slider",
    ]);
    expect(page.sections[1].blocks.map((block: Json) => block.position)).toEqual([0, 1, 2, 3, 4]);

    const [hero] = page.sections[0].blocks;
    const text = hero.slots.find((slot: Json) => slot.slot === "right");
    expect(text.data.content).toContain("<h1>Willkommen bei Clarus</h1>");
    expect(text.config.content).toEqual({ source: "static", value: text.data.content });

    const media = hero.slots.find((slot: Json) => slot.slot === "left").data.media;
    expect(media).toMatchObject({
      mimeType: "image/png",
      metaData: { width: 1920, height: 960 },
      apiAlias: "media",
    });
    expect(media.alt).toMatch(/Boden/);
    expect(media.url).toMatch(
      /^http:\/\/shop\.test\/media\/[0-9a-f]{2}\/[0-9a-f]{2}\/clarus-hero-banner\.png$/,
    );
    expect(media.thumbnails.map((thumb: Json) => [thumb.width, thumb.height])).toEqual([
      [400, 200],
      [800, 400],
      [1920, 960],
    ]);
    expect(media.thumbnails[0].url).toMatch(/clarus-hero-banner_400x200\.png$/);

    const [topsellers] = page.sections[1].blocks.filter((block: Json) => block.type === "product-slider");
    expect(topsellers.slots[0].data.products.length).toBeGreaterThanOrEqual(6);
    const winter = page.sections[2].blocks[1];
    expect(winter.slots[0].data.products).toHaveLength(5);
    const imageText = page.sections[3].blocks[0];
    expect(imageText.slots.map((slot: Json) => [slot.slot, slot.type])).toEqual([
      ["left", "image"],
      ["right", "text"],
    ]);
    expect(imageText.slots[1].data.content).toContain("Making green work");
  });

  it("serves the home page without unknown block types", async () => {
    const { body } = await readCategory(fixtureIds.homeCategory);
    const types = body.cmsPage.sections.flatMap((section: Json) =>
      section.blocks.map((block: Json) => block.type),
    );
    // Text and image types of issue 15 that the storefront renders once their components are in.
    expect(new Set(types)).toEqual(
      new Set([
        "image-text-cover",
        "text",
        "image-text-row",
        "product-slider",
        "image-text",
        "text-three-column",
      ]),
    );
  });

  it("translates the page to French", async () => {
    const { body } = await readCategory(fixtureIds.homeCategory, { languageId: fr });
    expect(body.translated.name).toBe("Accueil");
    const [hero] = body.cmsPage.sections[0].blocks;
    const slot = (name: string) => hero.slots.find((candidate: Json) => candidate.slot === name);
    expect(slot("right").data.content).toContain("Bienvenue chez Clarus");
    expect(slot("left").data.media.alt).toMatch(/sol fraîchement nettoyé/);
  });

  it("builds media URLs on the forwarded host and protocol", async () => {
    const { body } = await readCategory(fixtureIds.homeCategory, {
      headers: { "x-forwarded-host": "www.clarus-shop.ch", "x-forwarded-proto": "https" },
    });
    const media = body.cmsPage.sections[0].blocks[0].slots.find((slot: Json) => slot.slot === "left").data
      .media;
    expect(media.url).toMatch(/^https:\/\/www\.clarus-shop\.ch\/media\//);
    expect(
      media.thumbnails.every((thumb: Json) => thumb.url.startsWith("https://www.clarus-shop.ch/media/")),
    ).toBe(true);
  });

  it("resolves mapped content from the category (shared layouts)", async () => {
    const { body } = await readCategory(categoryByKey("surface/parquet").id);
    const slot = body.cmsPage.sections[0].blocks[0].slots[0];
    expect(slot.config.content).toEqual({ source: "mapped", value: "category.description" });
    expect(slot.data.content).toContain("<h1>Parkettpflege</h1>");
    expect(body.breadcrumb).toEqual(["Startseite", "Oberflächenbehandlung", "Parkettpflege"]);
  });

  it("returns the labels page in both languages", async () => {
    const german = (await readCategory(fixtureIds.labelsCategory)).body;
    const french = (await readCategory(fixtureIds.labelsCategory, { languageId: fr })).body;
    expect(german.cmsPage.sections[0].blocks[0].slots[0].data.content).toContain("Making green work");
    expect(french.cmsPage.sections[0].blocks[1].slots[1].data.content).toContain("Nos labels et certificats");
  });

  it("fills seoUrls only with sw-include-seo-urls", async () => {
    expect((await readCategory(categoryByKey("kits").id)).body.seoUrls).toBeNull();
    const { body } = await readCategory(categoryByKey("kits").id, { includeSeoUrls: true, languageId: fr });
    expect(body.seoUrls.map((url: Json) => url.seoPathInfo)).toEqual(["Kits-professionnels/"]);
  });

  it("resolves only the requested slots with ?slots=", async () => {
    const full = (await readCategory(fixtureIds.homeCategory)).body;
    const heroSlot = full.cmsPage.sections[0].blocks[0].slots[0].id;
    const { body } = await readCategory(`${fixtureIds.homeCategory}?slots=${heroSlot}`);
    const blocks = body.cmsPage.sections.flatMap((section: Json) => section.blocks);
    expect(blocks).toHaveLength(1);
    expect(blocks[0].slots[0].id).toBe(heroSlot);
  });

  it("accepts the home alias", async () => {
    expect((await readCategory("home")).body.id).toBe(fixtureIds.homeCategory);
  });
});

describe("POST /category (category list)", () => {
  it("lists categories matching the criteria, without their layouts", async () => {
    const emulator = createTestEmulator();
    const response = await emulator.request("/category", {
      json: {
        filter: [{ type: "equals", field: "parentId", value: fixtureIds.homeCategory }],
        sort: [{ field: "name", order: "DESC" }],
        "total-count-mode": "exact",
        limit: 2,
      },
    });
    const body = (await response.json()) as Json;
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ entity: "category", limit: 2 });
    expect(body.total).toBeGreaterThan(2);
    expect(body.elements).toHaveLength(2);
    const names = body.elements.map((category: Json) => category.name as string);
    expect(names).toEqual(names.toSorted((a: string, b: string) => b.localeCompare(a, "de")));
    for (const category of body.elements) {
      expect(category).toMatchObject({ parentId: fixtureIds.homeCategory, cmsPage: null });
    }
  });
});
