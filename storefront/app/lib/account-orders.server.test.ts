// @vitest-environment node
// The account's orders against the Store API emulator (MSW intercepts fetch): the demo customer's list,
// newest first and paged, one order with its invoice, 404 for other ids, repeat order into the cart.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStoreApiClient } from "@shop/store-api";
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD, languageIds } from "@shop/mocks";
import { createTestEmulator, EMULATOR_ACCESS_KEY, TEST_STORE_API_URL } from "@shop/mocks/node";
import {
  deepLinkTarget,
  downloadOrderDocument,
  MAX_ORDER_LIST_PAGE,
  ORDER_LIST_PAGE_SIZE,
  orderListPage,
  readAccountOrder,
  readLatestOrder,
  readOrderList,
  repeatOrder,
} from "./account-orders.server.ts";

const emulator = createTestEmulator();
beforeAll(() => emulator.server.listen({ onUnhandledFrame: "error" }));
afterAll(() => emulator.server.close());

async function demo() {
  const api = createStoreApiClient({
    endpoint: TEST_STORE_API_URL,
    accessKey: EMULATOR_ACCESS_KEY,
    languageId: languageIds["de-DE"],
  });
  await api.login({ username: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD });
  return api;
}

const page = (query: string) => orderListPage(new URL(`http://shop.test/account/order${query}`));

describe("orderListPage", () => {
  it("reads ?page as a whole number within bounds, else 1", () => {
    expect(page("")).toBe(1);
    expect(page("?page=2")).toBe(2);
    expect(page("?page=0")).toBe(1);
    expect(page("?page=abc")).toBe(1);
    expect(page("?page=-3")).toBe(1);
    expect(page("?page=999")).toBe(MAX_ORDER_LIST_PAGE);
  });
});

describe("the demo customer's orders", () => {
  it("lists them newest first, a page at a time, with their states in the shop's language", async () => {
    const api = await demo();
    const first = await readOrderList(api, 1);
    expect(first.orders).toHaveLength(ORDER_LIST_PAGE_SIZE);
    expect(first.total).toBeGreaterThan(ORDER_LIST_PAGE_SIZE);
    const dates = first.orders.map((order) => order.orderDate);
    expect(dates).toEqual(dates.toSorted().toReversed());
    expect(first.orders[0]).toMatchObject({ currency: "CHF", orderState: { name: expect.any(String) } });
    const two = await readOrderList(api, 2);
    expect(two.orders).toHaveLength(first.total);
    expect(two.orders.slice(0, ORDER_LIST_PAGE_SIZE)).toEqual(first.orders);
    expect((await readLatestOrder(api))?.id).toBe(first.orders[0]!.id);
  });

  it("opens one order with its invoice, downloads it as a PDF, and answers 404 for other ids", async () => {
    const api = await demo();
    const [latest] = (await readOrderList(api, 1)).orders;
    const detail = await readAccountOrder(api, latest!.id, "/account/order/x");
    expect(detail.order.lines.length).toBeGreaterThan(0);
    expect(detail.documents[0]).toMatchObject({ type: "invoice" });
    const pdf = await downloadOrderDocument(api, latest!.id, detail.documents[0]!.id, "/x", {
      accessKey: EMULATOR_ACCESS_KEY,
    });
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toMatch(/^attachment; filename="invoice_\d+\.pdf"$/);
    await expect(readAccountOrder(api, "a".repeat(32), "/x")).rejects.toMatchObject({
      init: { status: 404 },
    });
    await expect(readAccountOrder(api, "not-an-id", "/x")).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("leads the mail's deep link to the customer's order; an order id or an unknown code is no deep link", async () => {
    const api = await demo();
    const { orders } = await api.readOrders({ limit: 1 });
    const [latest] = orders.elements;
    expect(await deepLinkTarget(api, latest!.deepLinkCode!, "fr-CH", "/x")).toBe(
      `/fr-CH/account/order/${latest!.id}`,
    );
    expect(await deepLinkTarget(api, latest!.id, "de-DE", "/x")).toBeUndefined();
    await expect(deepLinkTarget(api, "Z".repeat(32), "de-DE", "/x")).rejects.toMatchObject({
      init: { status: 404 },
    });
  });

  it("repeats an order into the cart and goes to the cart page with a notice", async () => {
    const api = await demo();
    const [latest] = (await readOrderList(api, 1)).orders;
    const request = new Request(`http://shop.test/account/order/${latest!.id}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "repeat" }),
    });
    const response = await repeatOrder(request, api, latest!.id, "de-DE");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/checkout/cart");
    expect(response.headers.get("set-cookie")).toContain("shop-flash=");
    const cart = await api.readCart();
    expect(cart.lineItems.length).toBeGreaterThan(0);
  });
});
