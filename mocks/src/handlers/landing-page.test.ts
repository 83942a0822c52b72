import { describe, expect, it } from "vitest";
import { fixtureIds, languageIds } from "../fixtures/index.ts";
import { catalog } from "../fixtures/catalog/index.ts";
import { createTestEmulator } from "../node.ts";

type Json = Record<string, any>; // oxlint-disable-line typescript/no-explicit-any -- test access into deep JSON

const emulator = createTestEmulator();

describe("POST /landing-page/{landingPageId}", () => {
  it("answers 404 CONTENT__LANDING_PAGE_NOT_FOUND for an unknown page", async () => {
    const response = await emulator.request(`/landing-page/${"a".repeat(32)}`, { json: {} });
    expect(response.status).toBe(404);
    const body = (await response.json()) as Json;
    expect(body.errors[0]).toMatchObject({ code: "CONTENT__LANDING_PAGE_NOT_FOUND", status: "404" });
  });

  it.each(catalog.landingPages.map((page) => [page.key, page] as const))(
    "returns %s with its layout resolved, in both languages",
    async (_key, page) => {
      const german = (await (
        await emulator.request(`/landing-page/${page.id}`, { json: {} })
      ).json()) as Json;
      expect(german).toMatchObject({
        id: page.id,
        name: page.name["de-DE"],
        url: page.seoPath["de-DE"],
        apiAlias: "landing_page",
      });
      expect(german.cmsPage?.type).toBe("landingpage");
      const french = (await (
        await emulator.request(`/landing-page/${page.id}`, {
          json: {},
          languageId: languageIds["fr-CH"],
          includeSeoUrls: true,
        })
      ).json()) as Json;
      expect(french.translated.name).toBe(page.name["fr-CH"]);
      expect(Array.isArray(french.seoUrls)).toBe(true);
    },
  );
});

describe("POST /cms/{id}", () => {
  it("answers a layout resolved on its own, in the request's language", async () => {
    const id = fixtureIds.cmsPages.home;
    const german = (await (await emulator.request(`/cms/${id}`, { json: {} })).json()) as Json;
    const french = (await (
      await emulator.request(`/cms/${id}`, { json: {}, languageId: languageIds["fr-CH"] })
    ).json()) as Json;
    expect(german).toMatchObject({ id, apiAlias: "cms_page", type: "landingpage" });
    expect(german.name).not.toBe(french.name);
  });

  it("answers Shopware's 404 for an unknown layout", async () => {
    const response = await emulator.request(`/cms/${"b".repeat(32)}`, { json: {} });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ errors: [{ code: "CONTENT__CMS_PAGE_NOT_FOUND" }] });
  });
});
