// @vitest-environment node
// The wishlist page's server side against the Store API emulator (MSW intercepts fetch).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStoreApiClient, type StoreApiClient } from "@shop/store-api";
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD, languageIds } from "@shop/mocks";
import { createTestEmulator, EMULATOR_ACCESS_KEY, TEST_STORE_API_URL } from "@shop/mocks/node";
import {
  pageOf,
  parseIds,
  readCustomerWishlist,
  readProductsByIds,
  wishlistAction,
  WISHLIST_PAGE_SIZE,
} from "./wishlist.server.ts";

const emulator = createTestEmulator();
beforeAll(() => emulator.server.listen({ onUnhandledFrame: "error" }));
afterAll(() => emulator.server.close());

function client(): StoreApiClient {
  return createStoreApiClient({
    endpoint: TEST_STORE_API_URL,
    accessKey: EMULATOR_ACCESS_KEY,
    languageId: languageIds["de-DE"],
  });
}

async function customer(): Promise<StoreApiClient> {
  const api = client();
  await api.login({ username: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD });
  return api;
}

async function someProductIds(count: number): Promise<string[]> {
  const { elements } = await client().readProducts({
    limit: 40,
    filter: [{ type: "equals", field: "parentId", value: null }],
  });
  return elements.slice(0, count).map((product) => product.id);
}

const post = (fields: Record<string, string>) =>
  new Request("http://localhost/wishlist", { method: "POST", body: new URLSearchParams(fields) });

describe("wishlist page", () => {
  it("reads ids and pages from the URL defensively", () => {
    const id = "a".repeat(32);
    expect(parseIds(`${id},${id},nope,${"b".repeat(32)}`)).toEqual([id, "b".repeat(32)]);
    expect(parseIds(null)).toEqual([]);
    expect(pageOf(new URL("http://x/wishlist?p=3"))).toBe(3);
    expect(pageOf(new URL("http://x/wishlist?p=-1"))).toBe(1);
    expect(pageOf(new URL("http://x/wishlist?p=abc"))).toBe(1);
  });

  it("shows a customer without a wishlist an empty list (the 404 is no error)", async () => {
    const api = await customer();
    emulator.reset();
    await api.login({ username: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD });
    await expect(readCustomerWishlist(api, 1)).resolves.toEqual({
      kind: "customer",
      products: [],
      total: 0,
      page: 1,
      pageCount: 1,
    });
  });

  it("pages a customer's list by 15, latest first; removal by form answers 303 with a flash", async () => {
    emulator.reset();
    const api = await customer();
    const ids = await someProductIds(WISHLIST_PAGE_SIZE + 2);
    await api.mergeWishlist(ids);
    const first = await readCustomerWishlist(api, 1);
    expect([first.total, first.products.length, first.pageCount]).toEqual([17, 15, 2]);
    expect((await readCustomerWishlist(api, 2)).products).toHaveLength(2);

    const removed = await wishlistAction(
      post({ intent: "remove", productId: ids[0]!, productName: "X", redirectTo: "/wishlist?p=2" }),
      api,
      "de-DE",
    );
    expect(removed).toBeInstanceOf(Response);
    const response = removed as Response;
    expect([response.status, response.headers.get("location")]).toEqual([303, "/wishlist?p=2"]);
    expect(response.headers.get("set-cookie")).toContain("wishlist-removed");
    expect((await readCustomerWishlist(api, 1)).total).toBe(16);
  });

  it("answers a fetcher with JSON; a foreign redirect goes to the page of the locale", async () => {
    emulator.reset();
    const api = await customer();
    const [id] = await someProductIds(1);
    await api.addToWishlist(id!);
    const json = await wishlistAction(post({ intent: "remove", productId: id! }), api, "fr-CH");
    expect(json).toMatchObject({ data: { ok: true, productId: id }, init: { status: 200 } });
    const again = (await wishlistAction(
      post({ intent: "remove", productId: id!, redirectTo: "https://evil.example/" }),
      api,
      "fr-CH",
    )) as Response;
    expect(again.headers.get("location")).toBe("/fr-CH/wishlist");
    const bad = await wishlistAction(post({ intent: "drop", productId: "x" }), api, "de-DE");
    expect(bad).toMatchObject({ data: { ok: false }, init: { status: 400 } });
  });

  it("loads a guest's products by id in the list's order, skipping unknown ids", async () => {
    const ids = await someProductIds(2);
    const products = await readProductsByIds(client(), [ids[1]!, "f".repeat(32), ids[0]!]);
    expect(products.map((product) => product.id)).toEqual([ids[1], ids[0]]);
    await expect(readProductsByIds(client(), [])).resolves.toEqual([]);
  });
});
