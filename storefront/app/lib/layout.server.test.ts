// @vitest-environment node
// The layout's navigations against the Store API emulator (MSW intercepts fetch).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createStoreApiClient } from "@shop/store-api";
import { categoryIds, fixtureIds, languageIds } from "@shop/mocks";
import { createTestEmulator, EMULATOR_ACCESS_KEY, TEST_STORE_API_URL } from "@shop/mocks/node";
import { EMULATOR_FOOTER_CMS_CATEGORY_ID, footerCmsCategoryId } from "./config.server.ts";
import { readFooterBlock, readLayoutNavigation } from "./layout.server.ts";
import { shopCache } from "./shop-cache.server.ts";

const emulator = createTestEmulator();
beforeAll(() => emulator.server.listen({ onUnhandledFrame: "error" }));
afterAll(() => emulator.server.close());
// Each test sees the emulator's answer of its own setup, not a navigation an earlier test left cached.
beforeEach(() => shopCache.clear());

const client = () =>
  createStoreApiClient({
    endpoint: TEST_STORE_API_URL,
    accessKey: EMULATOR_ACCESS_KEY,
    languageId: languageIds["de-DE"],
  });

describe("readLayoutNavigation", () => {
  it("asks Shopware for exactly the levels the layout shows (depth = levels - 1)", async () => {
    const api = client();
    const read = vi.spyOn(api, "readNavigation");
    await readLayoutNavigation(api, "de-DE");
    const depths = Object.fromEntries(read.mock.calls.map(([params]) => [params.rootId, params.depth]));
    // Top level, columns with their links, one level of service links.
    expect(depths).toEqual({ "main-navigation": 0, "footer-navigation": 1, "service-navigation": 0 });
  });

  it("carries the main navigation's top level only, without images; the submenus load on opening", async () => {
    const { mainNavigation } = await readLayoutNavigation(client(), "de-DE");
    expect(mainNavigation).toHaveLength(6);
    expect(mainNavigation.find((item) => item.id === categoryIds.cleaning)).toEqual({
      id: categoryIds.cleaning,
      label: "Reinigungsmittel",
      href: "/Reinigungsmittel/",
      lazyChildren: "idle",
    });
    expect(mainNavigation.every((item) => !item.children && !item.image && item.lazyChildren)).toBe(true);
  });

  it("gives the footer its columns with their links, and the service links, in the page's language", async () => {
    const frClient = createStoreApiClient({
      endpoint: TEST_STORE_API_URL,
      accessKey: EMULATOR_ACCESS_KEY,
      languageId: languageIds["fr-CH"],
    });
    const { footerColumns, serviceNavigation } = await readLayoutNavigation(frClient, "fr-CH");
    expect(footerColumns.map((column) => column.label)).toEqual([
      "Service",
      "Entreprise",
      "Mentions légales",
    ]);
    expect(footerColumns.flatMap((column) => column.links)).toHaveLength(9);
    expect(footerColumns[0]!.links.at(-1)).toMatchObject({ href: "/fr-CH/store-finder", external: false });
    expect(footerColumns[0]!.links[0]).toMatchObject({ external: false, newTab: false });
    expect(footerColumns[0]!.links[0]!.href).toMatch(/^\/fr-CH\//);
    expect(serviceNavigation.length).toBeGreaterThan(3);
    expect(serviceNavigation.every((item) => !item.children && !item.image)).toBe(true);
  });

  it("stays small: it is inlined in every page", async () => {
    const data = await readLayoutNavigation(client(), "de-DE");
    expect(JSON.stringify(data).length).toBeLessThan(4_000);
  });

  it("renders empty navigations when the Store API fails, never an error", async () => {
    emulator.setSwitches({ rules: "/navigation/**=503" });
    vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await readLayoutNavigation(client(), "de-DE")).toEqual({
        mainNavigation: [],
        serviceNavigation: [],
        footerColumns: [],
        footerBlock: expect.any(Array),
      });
    } finally {
      emulator.reset();
      vi.restoreAllMocks();
    }
  });
});

const frClient = () =>
  createStoreApiClient({
    endpoint: TEST_STORE_API_URL,
    accessKey: EMULATOR_ACCESS_KEY,
    languageId: languageIds["fr-CH"],
  });

describe("readFooterBlock", () => {
  it("defaults to the emulator's fixed footer category, overridable by FOOTER_CMS_CATEGORY_ID", () => {
    expect(EMULATOR_FOOTER_CMS_CATEGORY_ID).toBe(fixtureIds.footerBlockCategory);
    expect(footerCmsCategoryId({})).toBe(fixtureIds.footerBlockCategory);
    expect(footerCmsCategoryId({ FOOTER_CMS_CATEGORY_ID: "A".repeat(32) })).toBe("a".repeat(32));
    expect(footerCmsCategoryId({ FOOTER_CMS_CATEGORY_ID: "not-an-id" })).toBe(fixtureIds.footerBlockCategory);
  });

  it("reads the footer category's text in the page's language, with its link to the labels page", async () => {
    const [de] = await readFooterBlock(client());
    expect(de).toContain("ISO 14001");
    expect(de).toContain('<a href="/making-green-work/">Mehr über unsere Labels</a>');
    const [fr] = await readFooterBlock(frClient());
    expect(fr).toContain('<a href="/fr-CH/making-green-work/labels/">En savoir plus sur nos labels</a>');
  });

  it("comes with the layout's navigations", async () => {
    const { footerBlock } = await readLayoutNavigation(client(), "de-DE");
    expect(footerBlock).toHaveLength(1);
  });

  it("sanitises the CMS text", async () => {
    const api = client();
    const category = await api.readCategory(fixtureIds.footerBlockCategory);
    const slot = category.cmsPage!.sections![0]!.blocks![0]!.slots![0]!;
    slot.data = {
      content: '<p onclick="alert(1)">Text<script>alert(2)</script> <a href="javascript:alert(3)">x</a></p>',
    };
    vi.spyOn(api, "readCategory").mockResolvedValue(category);
    try {
      const [html] = await readFooterBlock(api);
      expect(html).toContain("Text");
      expect(html).not.toMatch(/onclick|script|javascript/);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("renders nothing for a missing category, logging it", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await readFooterBlock(client(), "0".repeat(32))).toEqual([]);
      expect(error).toHaveBeenCalledWith("footer content block failed", expect.anything());
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("renders nothing when the Store API fails", async () => {
    emulator.setSwitches({ rules: "/category/**=503" });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await readFooterBlock(client())).toEqual([]);
      expect(error).toHaveBeenCalled();
    } finally {
      emulator.reset();
      vi.restoreAllMocks();
    }
  });
});
