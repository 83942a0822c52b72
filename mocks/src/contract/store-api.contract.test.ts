/**
 * Contract: every emulator endpoint, in each variant, answers with a body that Shopware's own OpenAPI
 * schema (from @shopware/api-client) accepts, minus the deviations listed in deviations.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { categoryIds, fixtureIds, labelsPagePaths, languageIds } from "../fixtures/index.ts";
import { createTestEmulator } from "../node.ts";
import { compressed, expectContract, type ContractCase } from "./cases.ts";
import { createContractValidator, type ContractValidator } from "./openapi.ts";
import { deviations } from "./deviations.ts";

const de = languageIds["de-DE"];
const fr = languageIds["fr-CH"];

const context: ["get" | "post" | "patch", string] = ["get", "/context"];
const patchContext: ["patch", string] = ["patch", "/context"];
const language: ["post", string] = ["post", "/language"];
const navigation: ["post", string] = ["post", "/navigation/{activeId}/{rootId}"];
const seoUrl: ["post", string] = ["post", "/seo-url"];
const category: ["post", string] = ["post", "/category/{navigationId}"];

const cases: ContractCase[] = [
  // System & context
  { name: "GET /context (new guest)", operation: context, path: "/context", status: 200 },
  {
    name: "GET /context in French (header)",
    operation: context,
    path: "/context",
    init: { languageId: fr },
    status: 200,
  },
  {
    name: "GET /context after switching to EUR and French",
    operation: context,
    path: "/context",
    init: { token: "contract-token-eur" },
    before: [
      {
        path: "/context",
        init: { method: "PATCH", json: { currencyId: fixtureIds.currencies.EUR, languageId: fr } },
      },
    ],
    status: 200,
  },
  {
    name: "GET /context without access key",
    operation: context,
    path: "/context",
    init: { accessKey: null },
    status: 401,
  },
  {
    name: "GET /context with unknown access key",
    operation: context,
    path: "/context",
    init: { accessKey: "SWSCUNKNOWNKEY00000000000" },
    status: 412,
  },
  {
    name: "GET /context with unknown language",
    operation: context,
    path: "/context",
    init: { languageId: "0".repeat(32) },
    status: 412,
  },
  {
    name: "PATCH /context languageId",
    operation: patchContext,
    path: "/context",
    init: { method: "PATCH", json: { languageId: fr } },
    status: 200,
  },
  {
    name: "PATCH /context currencyId",
    operation: patchContext,
    path: "/context",
    init: { method: "PATCH", json: { currencyId: fixtureIds.currencies.EUR } },
    status: 200,
  },
  {
    name: "PATCH /context unknown languageId",
    operation: patchContext,
    path: "/context",
    init: { method: "PATCH", json: { languageId: "f".repeat(32) } },
    status: 400,
  },
  {
    name: "PATCH /context address as guest",
    operation: patchContext,
    path: "/context",
    init: { method: "PATCH", json: { billingAddressId: "a".repeat(32) } },
    status: 403,
  },
  { name: "POST /language", operation: language, path: "/language", init: { json: {} }, status: 200 },
  {
    name: "POST /language in French with locale",
    operation: language,
    path: "/language",
    init: { json: { associations: { locale: {} } }, languageId: fr },
    status: 200,
  },
  {
    name: "POST /language filtered by translation code",
    operation: language,
    path: "/language",
    init: { json: { filter: [{ type: "equals", field: "translationCode.code", value: "fr-CH" }] } },
    status: 200,
  },
  { name: "GET /language", operation: ["get", "/language"], path: "/language", status: 200 },
  {
    name: "POST /currency",
    operation: ["post", "/currency"],
    path: "/currency",
    init: { json: {} },
    status: 200,
  },
  {
    name: "GET /currency in French",
    operation: ["get", "/currency"],
    path: "/currency",
    init: { languageId: fr },
    status: 200,
  },

  // Navigation
  {
    name: "main navigation, depth 2",
    operation: navigation,
    path: "/navigation/main-navigation/main-navigation",
    init: { json: { depth: 2 } },
    status: 200,
  },
  {
    name: "main navigation with SEO URLs",
    operation: navigation,
    path: "/navigation/main-navigation/main-navigation",
    init: { json: { depth: 2 }, includeSeoUrls: true },
    status: 200,
  },
  {
    name: "main navigation, top level only (depth 0, the header's first paint)",
    operation: navigation,
    path: "/navigation/main-navigation/main-navigation",
    init: { json: { depth: 0 }, includeSeoUrls: true },
    status: 200,
  },
  {
    name: "a top category's children and grandchildren (depth 1, a mega menu panel)",
    operation: navigation,
    path: `/navigation/${categoryIds.cleaning}/${categoryIds.cleaning}`,
    init: { json: { depth: 1 }, includeSeoUrls: true },
    status: 200,
  },
  {
    name: "main navigation with the branch of an active category beyond the depth",
    operation: navigation,
    path: `/navigation/${categoryIds["cleaning/floor/deep"]}/main-navigation`,
    init: { json: { depth: 0 } },
    status: 200,
  },
  {
    name: "main navigation in French, depth 1",
    operation: navigation,
    path: "/navigation/main-navigation/main-navigation",
    init: { json: { depth: 1 }, languageId: fr, includeSeoUrls: true },
    status: 200,
  },
  {
    name: "main navigation as a flat list",
    operation: navigation,
    path: "/navigation/main-navigation/main-navigation",
    init: { json: { buildTree: false } },
    status: 200,
  },
  {
    name: "main navigation around an active category",
    operation: navigation,
    path: `/navigation/${categoryIds["cleaning/floor"]}/main-navigation`,
    init: { json: { depth: 1 } },
    status: 200,
  },
  {
    name: "footer navigation with SEO URLs",
    operation: navigation,
    path: "/navigation/footer-navigation/footer-navigation",
    init: { json: { depth: 2 }, includeSeoUrls: true },
    status: 200,
  },
  {
    name: "footer navigation in French",
    operation: navigation,
    path: "/navigation/footer-navigation/footer-navigation",
    init: { json: { depth: 2 }, languageId: fr, includeSeoUrls: true },
    status: 200,
  },
  {
    name: "service navigation",
    operation: navigation,
    path: "/navigation/service-navigation/service-navigation",
    init: { json: {}, includeSeoUrls: true },
    status: 200,
  },
  {
    name: "navigation by category ids",
    operation: navigation,
    path: `/navigation/${fixtureIds.homeCategory}/${fixtureIds.homeCategory}`,
    init: { json: { depth: 1 } },
    status: 200,
  },
  {
    name: "GET navigation",
    operation: ["get", "/navigation/{activeId}/{rootId}"],
    path: "/navigation/main-navigation/main-navigation?depth=1",
    status: 200,
  },
  {
    name: "navigation of an unknown category",
    operation: navigation,
    path: `/navigation/${"e".repeat(32)}/main-navigation`,
    init: { json: {} },
    status: 404,
  },

  // SEO URLs
  {
    name: "seo-url by seoPathInfo (de)",
    operation: seoUrl,
    path: "/seo-url",
    init: {
      json: { filter: [{ type: "equals", field: "seoPathInfo", value: "Reinigungsmittel/Bodenreiniger/" }] },
    },
    status: 200,
  },
  {
    name: "seo-url by seoPathInfo (fr)",
    operation: seoUrl,
    path: "/seo-url",
    init: {
      languageId: fr,
      json: { filter: [{ type: "equals", field: "seoPathInfo", value: labelsPagePaths["fr-CH"] }] },
    },
    status: 200,
  },
  {
    name: "seo-url by pathInfo",
    operation: seoUrl,
    path: "/seo-url",
    init: {
      json: { filter: [{ type: "equals", field: "pathInfo", value: `/navigation/${categoryIds.machines}` }] },
    },
    status: 200,
  },
  {
    name: "seo-url by equalsAny",
    operation: seoUrl,
    path: "/seo-url",
    init: {
      json: {
        filter: [
          { type: "equalsAny", field: "seoPathInfo", value: [labelsPagePaths["de-DE"], "Maschinen/"] },
        ],
        limit: 1,
      },
    },
    status: 200,
  },
  {
    name: "seo-url miss",
    operation: seoUrl,
    path: "/seo-url",
    init: { json: { filter: [{ type: "equals", field: "seoPathInfo", value: "gibt-es-nicht/" }] } },
    status: 200,
  },
  {
    name: "seo-url with includes",
    operation: seoUrl,
    path: "/seo-url",
    init: {
      json: {
        includes: { seo_url: ["id", "languageId", "foreignKey", "routeName", "pathInfo", "seoPathInfo"] },
      },
    },
    status: 200,
  },
  {
    name: "GET seo-url with _criteria",
    operation: ["get", "/seo-url"],
    path: `/seo-url?_criteria=${compressed({ filter: [{ type: "equals", field: "seoPathInfo", value: "Maschinen/" }] })}`,
    status: 200,
  },

  // Categories
  {
    name: "home category (de)",
    operation: category,
    path: `/category/${fixtureIds.homeCategory}`,
    init: { json: {} },
    status: 200,
  },
  {
    name: "home category (fr) with SEO URLs",
    operation: category,
    path: `/category/${fixtureIds.homeCategory}`,
    init: { json: {}, languageId: fr, includeSeoUrls: true },
    status: 200,
  },
  { name: "home alias", operation: category, path: "/category/home", init: { json: {} }, status: 200 },
  {
    name: "assortment category with SEO URLs",
    operation: category,
    path: `/category/${categoryIds["surface/parquet"]}`,
    init: { json: {}, includeSeoUrls: true },
    status: 200,
  },
  {
    name: "content page",
    operation: category,
    path: `/category/${categoryIds["footer/legal/imprint"]}`,
    init: { json: {}, languageId: fr },
    status: 200,
  },
  {
    name: "labels page",
    operation: category,
    path: `/category/${fixtureIds.labelsCategory}`,
    init: { json: {}, languageId: de },
    status: 200,
  },
  {
    name: "folder category",
    operation: category,
    path: `/category/${fixtureIds.footerCategory}`,
    init: { json: {} },
    status: 200,
  },
  {
    name: "link category",
    operation: category,
    path: `/category/${categoryIds["service/safety-data-sheets"]}`,
    init: { json: {} },
    status: 200,
  },
  {
    name: "category with ?slots",
    operation: category,
    path: `/category/${fixtureIds.homeCategory}?slots=${"0".repeat(32)}`,
    init: { json: {} },
    status: 200,
  },
  {
    name: "GET category",
    operation: ["get", "/category/{navigationId}"],
    path: `/category/${fixtureIds.homeCategory}`,
    status: 200,
  },
  {
    name: "unknown category",
    operation: category,
    path: `/category/${"d".repeat(32)}`,
    init: { json: {} },
    status: 404,
  },
];

describe("Store API contract (Shopware's OpenAPI schema)", () => {
  let validator: ContractValidator;
  beforeAll(() => {
    validator = createContractValidator();
  });

  it("reads the schema of the Shopware version the client ships", () => {
    expect(validator.document.info.version).toMatch(/^6\.7\./);
  });

  it("documents every deviation", () => {
    for (const deviation of deviations) {
      expect(deviation).toMatchObject({
        where: expect.stringMatching(/\S/),
        reason: expect.stringMatching(/.{40}/),
      });
    }
  });

  it("rejects bodies that break the schema (the validator is not vacuous)", async () => {
    const emulator = createTestEmulator();
    const body = await (await emulator.request(`/category/${fixtureIds.homeCategory}`, { json: {} })).json();
    const slot = body.cmsPage.sections[0].blocks[0].slots[0];
    slot.apiAlias = "cms-slot";
    delete body.cmsPage.sections[0].blocks[0].sectionId;
    body.breadcrumb = "Startseite";
    const result = validator.validate("post", "/category/{navigationId}", 200, body);
    expect(result.valid).toBe(false);
    expect(result.errors.join("\n")).toMatch(/apiAlias/);
    expect(result.errors.join("\n")).toMatch(/sectionId/);
    expect(result.errors.join("\n")).toMatch(/breadcrumb/);
    const error = validator.validate("get", "/context", 412, { errors: [{ status: 412, code: "X" }] });
    expect(error.valid).toBe(false);
  });

  it.each(cases)("$name", (contractCase) => expectContract(validator, contractCase));

  it("in maintenance mode answers 503 on every endpoint, in Shopware's error shape", async () => {
    const emulator = createTestEmulator({ maintenance: true });
    for (const { operation, path, init } of cases.filter((item) => item.status === 200)) {
      const response = await emulator.request(path, init);
      expect({ path, status: response.status }).toEqual({ path, status: 503 });
      const result = validator.validate(operation[0], operation[1], 503, await response.json());
      expect(result.errors).toEqual([]);
    }
  });
});
