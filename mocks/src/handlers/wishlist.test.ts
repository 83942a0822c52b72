import { afterEach, describe, expect, it } from "vitest";
import { call, plainProducts, registerGuest } from "../checkout/test-helpers.ts";
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD } from "../fixtures/customers.ts";
import { createTestEmulator } from "../node.ts";

const emulator = createTestEmulator();
afterEach(() => emulator.reset());

async function login(): Promise<string> {
  const { token } = await call(emulator, "/account/login", {
    json: { username: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD },
  });
  return token!;
}
const [first, second, third] = plainProducts.map((product) => product.id);
const add = (token: string, id: string) =>
  call(emulator, `/customer/wishlist/add/${id}`, { token, json: {} });
const load = (token: string, json: Record<string, unknown> = {}) =>
  call(emulator, "/customer/wishlist", { token, json });

describe("the wishlist", () => {
  it("answers 404 before the first product, then lists the products latest first with paging", async () => {
    const token = await login();
    const empty = await load(token);
    expect([empty.status, empty.body.errors[0].code]).toEqual([404, "CHECKOUT__WISHLIST_NOT_FOUND"]);
    for (const id of [first!, second!, third!])
      expect((await add(token, id)).body).toMatchObject({ success: true });
    const { body } = await load(token);
    expect(body).toMatchObject({
      apiAlias: "wishlist_products",
      wishlist: { apiAlias: "customer_wishlist" },
    });
    expect(body.products).toMatchObject({ entity: "product", total: 3 });
    expect(body.products.elements.map((product: { id: string }) => product.id)).toEqual([
      third,
      second,
      first,
    ]);
    const page = await load(token, { limit: 2, page: 2 });
    expect(page.body.products).toMatchObject({ total: 3, page: 2, elements: [{ id: first }] });
  });

  it("refuses a duplicate and an unknown product; deletes with 404 when absent", async () => {
    const token = await login();
    await add(token, first!);
    const duplicate = await add(token, first!);
    expect([duplicate.status, duplicate.body.errors[0].code]).toEqual([
      400,
      "CHECKOUT__DUPLICATE_WISHLIST_PRODUCT",
    ]);
    const unknown = await add(token, "0".repeat(32));
    expect([unknown.status, unknown.body.errors[0].code]).toEqual([404, "CONTENT__PRODUCT_NOT_FOUND"]);
    const removed = await call(emulator, `/customer/wishlist/delete/${first}`, { token, method: "DELETE" });
    expect(removed.body).toMatchObject({ success: true });
    const absent = await call(emulator, `/customer/wishlist/delete/${first}`, { token, method: "DELETE" });
    expect([absent.status, absent.body.errors[0].code]).toEqual([
      404,
      "CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND",
    ]);
  });

  it("merges a guest's list without duplicates and skips unknown ids", async () => {
    const token = await login();
    await add(token, first!);
    const merged = await call(emulator, "/customer/wishlist/merge", {
      token,
      json: { productIds: [first, second, second, "0".repeat(32)] },
    });
    expect(merged.body).toMatchObject({ success: true });
    expect((await load(token)).body.products.total).toBe(2);
    const missing = await call(emulator, "/customer/wishlist/merge", { token, json: {} });
    expect(missing.body.errors[0].code).toBe("CHECKOUT__PRODUCT_IDS_PARAMETER_IS_MISSING");
  });

  it("is for accounts only: guests and guest accounts get 403", async () => {
    const none = await load("no-customer");
    expect([none.status, none.body.errors[0].code]).toEqual([403, "CHECKOUT__CUSTOMER_NOT_LOGGED_IN"]);
    const guest = await registerGuest(emulator);
    expect((await add(guest, first!)).status).toBe(403);
  });
});
