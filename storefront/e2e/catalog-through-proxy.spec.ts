/**
 * The whole catalog through the storefront's same-origin proxy (`/store-api/*`, `/media/*`), as the browser
 * will use it: navigation three levels deep, listings whose filters, order and paging change the result,
 * search ranking, SEO URLs, images and a cart that follows Shopware's rules — in both languages.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";

type Json = Record<string, any>; // oxlint-disable-line typescript/no-explicit-any -- reading deep Store API JSON

const languages = async (request: APIRequestContext) => {
  const body = (await (await request.post("/store-api/language", { data: {} })).json()) as Json;
  const byLocale = (code: string) =>
    (body.elements as Json[]).find(
      (language) => language.translationCode?.code === code || language.locale?.code === code,
    )!.id as string;
  return { de: byLocale("de-DE"), fr: byLocale("fr-CH") };
};

async function post(request: APIRequestContext, path: string, data: unknown, languageId?: string) {
  const response = await request.post(`/store-api${path}`, {
    data,
    headers: languageId ? { "sw-language-id": languageId } : {},
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as Json;
}

test("the main navigation is three levels deep, translated", async ({ request }) => {
  const { de, fr } = await languages(request);
  const tree = async (languageId: string) =>
    (await post(
      request,
      "/navigation/main-navigation/main-navigation",
      { depth: 3 },
      languageId,
    )) as unknown as Json[];
  const german = await tree(de);
  const french = await tree(fr);
  expect(german.length).toBeGreaterThanOrEqual(6);
  const grandchildren = german.flatMap((top) =>
    (top.children as Json[]).flatMap((child) => child.children as Json[]),
  );
  expect(grandchildren.length).toBeGreaterThan(20);
  expect(german[0]!.translated.name).not.toBe(french[0]!.translated.name);
  expect(german.every((top) => top.media?.url)).toBe(true);
});

test("listing filters, order and paging change the result like Shopware", async ({ request }) => {
  const [top] = (await post(request, "/navigation/main-navigation/main-navigation", {
    depth: 1,
  })) as unknown as Json[];
  const path = `/product-listing/${top!.id}`;
  const all = await post(request, path, { limit: 24 });
  expect(all.elements).toHaveLength(24);
  expect(all.total).toBeGreaterThan(24);

  const manufacturer = (all.aggregations.manufacturer.entities as Json[])[0]!;
  const filtered = await post(request, path, { limit: 24, manufacturer: manufacturer.id });
  expect(filtered.total).toBeLessThan(all.total);
  expect((filtered.elements as Json[]).every((product) => product.manufacturerId === manufacturer.id)).toBe(
    true,
  );

  const cheapest = await post(request, path, { limit: 24, order: "price-asc" });
  const prices = (cheapest.elements as Json[]).map(
    (product) => product.calculatedCheapestPrice.unitPrice as number,
  );
  expect(prices).toEqual(prices.toSorted((a, b) => a - b));

  const second = await post(request, path, { limit: 24, p: 2 });
  expect(second.page).toBe(2);
  expect((second.elements as Json[]).map((product) => product.id)).not.toContain(
    (all.elements as Json[])[0]!.id,
  );
});

test("search ranks a product first when searched by its name, in both languages", async ({ request }) => {
  const { de, fr } = await languages(request);
  const [product] = (
    await post(request, "/product", {
      limit: 1,
      filter: [{ type: "equals", field: "parentId", value: null }],
    })
  ).elements as Json[];
  for (const languageId of [de, fr]) {
    const name = (
      (await post(request, "/product", { ids: [product!.id] }, languageId)).elements as Json[]
    )[0]!.translated.name as string;
    const result = await post(request, "/search", { search: name }, languageId);
    const first = (result.elements as Json[])[0]!;
    expect([first.id, first.parentId]).toContain(product!.id);
  }
});

test("SEO URLs resolve and images load through the storefront", async ({ request }) => {
  const [product] = (await post(request, "/product", { limit: 1, associations: { cover: {} } }))
    .elements as Json[];
  const seo = await post(request, "/seo-url", {
    filter: [{ type: "equals", field: "pathInfo", value: `/detail/${product!.id}` }],
  });
  const seoPathInfo = (seo.elements as Json[])[0]!.seoPathInfo as string;
  const back = await post(request, "/seo-url", {
    filter: [{ type: "equals", field: "seoPathInfo", value: seoPathInfo }],
  });
  expect((back.elements as Json[])[0]).toMatchObject({
    foreignKey: product!.id,
    routeName: "frontend.detail.page",
  });

  const media = product!.cover.media as Json;
  const thumbnail = (media.thumbnails as Json[]).find((candidate) => candidate.width === 400)!;
  for (const url of [media.url as string, thumbnail.url as string]) {
    const image = await request.get(new URL(url).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect((await image.body()).subarray(1, 4).toString()).toBe("PNG");
  }
});

test("the cart follows Shopware's rules through the proxy and keeps its token in a cookie", async ({
  request,
}) => {
  const products = (
    await post(request, "/product", {
      limit: 100,
      filter: [{ type: "range", field: "minPurchase", parameters: { gt: 1 } }],
    })
  ).elements as Json[];
  const product =
    products.find((candidate) => candidate.childCount === 0 && candidate.purchaseSteps > 1) ?? products[0]!;
  const added = await request.post("/store-api/checkout/cart/line-item", {
    data: { items: [{ id: product.id, referencedId: product.id, type: "product", quantity: 1 }] },
  });
  expect(added.status()).toBe(200);
  expect(added.headers()["set-cookie"]).toMatch(/^sw-context-token=/);
  const cart = (await added.json()) as Json;
  expect(cart.lineItems[0].quantity).toBe(product.minPurchase);
  expect(Object.values(cart.errors as Json).map((error) => error.messageKey)).toContain("min-order-quantity");

  const again = (await (await request.get("/store-api/checkout/cart")).json()) as Json;
  expect(again.lineItems).toHaveLength(1);
  expect(again.price.totalPrice).toBeGreaterThan(0);
});
