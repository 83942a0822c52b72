// @vitest-environment node
// The product page's loader parts against the Store API emulator (MSW intercepts fetch).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { propertyRows } from "@shop/cms-blocks";
import { createStoreApiClient, type StoreApiClient } from "@shop/store-api";
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD, languageIds } from "@shop/mocks";
import { createTestEmulator, EMULATOR_ACCESS_KEY, TEST_STORE_API_URL } from "@shop/mocks/node";
import { countryById } from "@shop/mocks/fixtures";
import { productFixture } from "@shop/mocks/stories";
import type { Locale } from "./locale.ts";

vi.mock("./shop.server.ts", () => import("./shop.test-double.ts"));

const { loadProductPage, originCountryName } = await import("./product-page.server.ts");
const { switchVariant } = await import("./product-variant.server.ts");
const { submitReview, validateReview } = await import("./product-reviews.server.ts");

const emulator = createTestEmulator();
beforeAll(() => emulator.server.listen({ onUnhandledFrame: "error" }));
afterAll(() => emulator.server.close());

const client = (locale: Locale = "de-DE", contextToken?: string): StoreApiClient =>
  createStoreApiClient({
    endpoint: TEST_STORE_API_URL,
    accessKey: EMULATOR_ACCESS_KEY,
    languageId: languageIds[locale],
    contextToken,
  });

const url = (path: string) => new URL(`http://shop.test${path}`);

async function redirectOf(promise: Promise<unknown>): Promise<{ status: number; location: string | null }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("location") };
    throw error;
  }
  throw new Error("no redirect");
}

/** The origin country's name for a product whose `product_origin_id` is `id`. */
const named = (id: unknown) => originCountryName(client(), { customFields: { product_origin_id: id } });

describe("loadProductPage", () => {
  const variants = productFixture("with-variants");
  const tiers = productFixture("with-tiers");

  it("loads the product, its layout without duplicated slot data, reviews newest first and SEO", async () => {
    const page = await loadProductPage(client(), tiers.id, url("/p"), "de-DE");
    expect(page.data.product.id).toBe(tiers.id);
    expect(page.data.product.cmsPage).toBeNull();
    const slots = page.cmsPage!.sections.flatMap((section) => section.blocks.flatMap((block) => block.slots));
    expect(slots.find((slot) => slot.type === "buy-box")?.data).toBeNull();
    const dates = page.data.reviews.items.map((review) => review.createdAt ?? "");
    expect(dates).toEqual(dates.toSorted().toReversed());
    // The product's record keeping stays on the server; the reviews keep their dates.
    expect(JSON.stringify(page.data.product)).not.toMatch(
      /"(apiAlias|extensions|versionId|createdAt|updatedAt)"/,
    );
    expect(dates.every(Boolean)).toBe(true);
    // The properties come once, grouped (the details tab's rows), not also as a flat list.
    expect(page.data.product.sortedProperties?.length).toBeGreaterThan(0);
    expect(page.data.product.properties).toEqual([]);
    expect(propertyRows(page.data.product).length).toBeGreaterThan(0);
    expect(page.meta.canonical).toMatch(/^http:\/\/shop\.test\//);
    expect(page.meta.alternates).toHaveProperty("fr-CH");
    expect(page.structuredData.map((item) => item["@type"])).toEqual(["Product", "BreadcrumbList"]);
    expect(page.isLoggedIn).toBe(false);
  });

  it("prices the configurator's options from the variants", async () => {
    const page = await loadProductPage(client(), variants.id, url("/p"), "de-DE");
    const optionIds = page.data.configurator.flatMap((group) => group.options.map((option) => option.id));
    expect(optionIds.length).toBeGreaterThan(1);
    expect(Object.keys(page.data.optionPrices).length).toBeGreaterThan(1);
    // The size chart: every variant with its options as label, cheapest first.
    const family = page.data.variants ?? [];
    expect(family.length).toBeGreaterThan(1);
    expect(family.every((variant) => variant.label && variant.path.startsWith("/"))).toBe(true);
    const prices = family.map((variant) => variant.price.unitPrice);
    expect(prices).toEqual(prices.toSorted((a, b) => a - b));
  });

  it("shows more reviews with ?reviews=N and links the next step while some are left", async () => {
    const reviewed = productFixture("with-reviews");
    const first = await loadProductPage(client(), reviewed.id, url("/r"), "de-DE");
    const { total } = first.data.reviews;
    expect(total).toBeGreaterThanOrEqual(3);
    expect(first.data.reviews.items).toHaveLength(Math.min(total, 10));
    expect(first.data.reviews.moreHref).toBe(total > 10 ? "/r?reviews=2#reviews" : undefined);
    const second = await loadProductPage(client(), reviewed.id, url("/r?reviews=2"), "de-DE");
    expect(second.data.reviews.items).toHaveLength(Math.min(total, 20));
  });

  it("names the country of origin in the page's language, in the details and the structured data", async () => {
    const origin = countryById(String(tiers.customFields?.["product_origin_id"]));
    expect(origin).toBeDefined();
    for (const locale of ["de-DE", "fr-CH"] as const) {
      const page = await loadProductPage(client(locale), tiers.id, url("/p"), locale);
      expect(page.data.originCountry).toBe(origin!.name[locale]);
      expect(page.structuredData[0]).toMatchObject({
        countryOfOrigin: { "@type": "Country", name: origin!.name[locale] },
      });
    }
    // An id of no country of the shop, or none at all: no row, no guess.
    await expect(named("f".repeat(32))).resolves.toBeUndefined();
    await expect(named("CH")).resolves.toBeUndefined();
    await expect(named(undefined)).resolves.toBeUndefined();
  });

  it("is a 404 for an unknown product", async () => {
    await expect(loadProductPage(client(), "0".repeat(32), url("/x"), "de-DE")).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe("switchVariant", () => {
  it("redirects the variant form to the found variant's page", async () => {
    const product = productFixture("with-variants");
    const detail = await client().readProduct(product.id);
    const parentId = detail.product.parentId!;
    const [group] = detail.configurator;
    const other = group!.options.find((option) => !detail.product.optionIds.includes(option.id))!;
    const query = new URLSearchParams({
      [`options[${group!.id}]`]: other.id,
      product: parentId,
      switched: group!.id,
    });
    const { status, location } = await redirectOf(switchVariant(client(), url(`/p?${query}`), "de-DE"));
    expect(status).toBe(302);
    expect(location).not.toBe("/p");
    const target = await client().readSeoUrls({ seoPathInfo: location!.replace(/^\//, "") });
    const variant = await client().readProduct(target.elements[0]!.foreignKey);
    expect(variant.product.optionIds).toContain(other.id);
  });

  it("does nothing without the form's parameters", async () => {
    await expect(switchVariant(client(), url("/p?reviews=2"), "de-DE")).resolves.toBeUndefined();
  });
});

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

describe("reviews", () => {
  const product = productFixture("without-reviews");
  const valid = {
    productId: product.id,
    points: "4",
    title: "Sehr ergiebig",
    content: "Reinigt gründlich und streifenfrei, schon mit sehr wenig Produkt pro Eimer.",
  };

  it("checks every field at once and keeps what was typed", () => {
    const { result } = validateReview(
      form({ productId: product.id, points: "9", title: "Gut", content: "" }),
    );
    expect(result).toEqual({
      ok: false,
      errors: { points: "points-invalid", title: "title-too-short", content: "content-required" },
      values: { points: undefined, title: "Gut", content: "" },
    });
  });

  it("asks guests to log in", async () => {
    const response = await submitReview(client(), form(valid));
    expect(response.init?.status).toBe(403);
    expect(response.data).toMatchObject({ ok: false, errors: { form: "login-required" } });
  });

  it("saves a logged-in customer's review, which then shows as awaiting approval", async () => {
    const api = client();
    await api.login({ username: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD });
    const response = await submitReview(api, form(valid));
    expect(response.data).toEqual({ ok: true });
    const page = await loadProductPage(api, product.id, url("/p"), "de-DE");
    expect(page.isLoggedIn).toBe(true);
    const own = page.data.reviews.items.find((review) => review.title === valid.title);
    expect(own?.status).toBe(false);
    const again = await submitReview(api, form(valid));
    expect(again.data).toMatchObject({ ok: false, errors: { form: "already-reviewed" } });
  });
});
