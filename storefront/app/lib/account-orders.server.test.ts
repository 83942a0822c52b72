// @vitest-environment node
// The account's orders against the Store API emulator (MSW intercepts fetch): the demo customer's list,
// newest first and paged, one order with its invoice, 404 for other ids, repeat order into the cart.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStoreApiClient } from "@shop/store-api";
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD, fixtureIds, languageIds } from "@shop/mocks";
import { registrations } from "@shop/mocks/fixtures";
import { productFixture } from "@shop/mocks/stories";
import { createTestEmulator, EMULATOR_ACCESS_KEY, TEST_STORE_API_URL } from "@shop/mocks/node";
import { flashCookieName } from "./flash.server.ts";
import {
  deepLinkTarget,
  downloadOrderDocument,
  downloadOrderFile,
  isDeepLinkCode,
  isOrderLinkPath,
  MAX_ORDER_LIST_PAGE,
  ORDER_LIST_PAGE_SIZE,
  orderListPage,
  readAccountOrder,
  readLatestOrder,
  readLinkedOrder,
  readOrderList,
  repeatOrder,
  verifyLinkedOrder,
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
    const { api, order } = await customerOrder();
    expect(await deepLinkTarget(api, order.deepLinkCode!, "fr-CH", "/x")).toBe(
      `/fr-CH/account/order/${order.id}`,
    );
    expect(await deepLinkTarget(api, order.id, "de-DE", "/x")).toBeUndefined();
    await expect(deepLinkTarget(api, "Z".repeat(32), "de-DE", "/x")).rejects.toMatchObject({
      init: { status: 404 },
    });
  });

  it("answers 404 for the mail's link of an order older than 30 days, as Shopware does", async () => {
    const api = await demo();
    const { orders } = await api.readOrders({ limit: 100 });
    const oldest = orders.elements.at(-1)!;
    expect(Date.now() - Date.parse(oldest.orderDateTime!)).toBeGreaterThan(30 * 24 * 3600 * 1000);
    await expect(deepLinkTarget(api, oldest.deepLinkCode!, "de-DE", "/x")).rejects.toMatchObject({
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
    expect(response.headers.get("set-cookie")).toContain(`${flashCookieName("/checkout/cart")}=`);
    const cart = await api.readCart();
    expect(cart.lineItems.length).toBeGreaterThan(0);
  });
});

const client = () =>
  createStoreApiClient({
    endpoint: TEST_STORE_API_URL,
    accessKey: EMULATOR_ACCESS_KEY,
    languageId: languageIds["de-DE"],
  });

/** A guest's order, placed through a fresh session: that session, the order and the guest's e-mail. */
async function guestOrder() {
  const api = client();
  const product = productFixture("simple");
  await api.addLineItems([{ id: product.id, referencedId: product.id, type: "product", quantity: 1 }]);
  const email = `guest-link-${Math.random().toString(36).slice(2)}@example.ch`;
  await api.register({ ...registrations.guestDe, email, storefrontUrl: "http://shop.test" });
  await api.updateContext({ paymentMethodId: fixtureIds.paymentMethods.invoice });
  const order = await api.createOrder({});
  return { api, order, code: order.deepLinkCode!, email };
}

/**
 * An order the demo customer places now: the mail's link opens orders of the last 30 days only, so a test
 * of the link needs one of today (the demo orders have fixed dates that age out).
 */
async function customerOrder() {
  const api = await demo();
  const product = productFixture("simple");
  await api.addLineItems([{ id: product.id, referencedId: product.id, type: "product", quantity: 1 }]);
  await api.updateContext({ paymentMethodId: fixtureIds.paymentMethods.invoice });
  const order = await api.createOrder({});
  return { api, order };
}

const linkUrl = (code: string) => new URL(`http://shop.test/account/order/${code}`);
const verify = (code: string, fields: Record<string, string>) =>
  new Request(linkUrl(code), {
    method: "POST",
    body: new URLSearchParams({ intent: "order-link", ...fields }),
  });

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    if (error && typeof error === "object" && "init" in error)
      return new Response(null, (error as { init: ResponseInit }).init);
    throw error;
  }
  throw new Error("nothing thrown");
}

describe("the order mail's link for a guest", () => {
  it("tells deep link codes from order ids, also in French paths and data requests", () => {
    expect(isDeepLinkCode("Zz_-".repeat(8))).toBe(true);
    expect(isDeepLinkCode("0".repeat(32))).toBe(false);
    expect(isDeepLinkCode("short")).toBe(false);
    expect(isOrderLinkPath(`/account/order/${"Zz_-".repeat(8)}`)).toBe(true);
    expect(isOrderLinkPath(`/fr-CH/account/order/${"Zz_-".repeat(8)}.data`)).toBe(true);
    expect(isOrderLinkPath(`/account/order/${"a".repeat(32)}`)).toBe(false);
    expect(isOrderLinkPath(`/account/order/${"Zz_-".repeat(8)}/document/x`)).toBe(false);
  });

  it("shows the browser that ordered its order at once", async () => {
    const { api, order, code } = await guestOrder();
    const shown = await readLinkedOrder(api, code, linkUrl(code), "de-DE");
    expect(shown).toMatchObject({ kind: "order", linked: true, order: { order: { id: order.id } } });
  });

  it("asks another browser for the e-mail and postal code, refuses wrong ones and keeps what was typed", async () => {
    const { code, email } = await guestOrder();
    const stranger = client();
    expect(await readLinkedOrder(stranger, code, linkUrl(code), "de-DE")).toEqual({ kind: "verify" });

    const blank = (await verifyLinkedOrder(verify(code, { email: "" }), stranger, code)) as {
      data: { errors: Record<string, unknown> };
    };
    expect(Object.keys(blank.data.errors).toSorted()).toEqual(["email", "zipcode"]);

    const wrong = (await verifyLinkedOrder(verify(code, { email, zipcode: "9999" }), stranger, code)) as {
      data: { formError?: string; values: Record<string, string> };
      init: ResponseInit;
    };
    expect(wrong.init.status).toBe(403);
    expect(wrong.data).toMatchObject({ formError: "credentials", values: { email, zipcode: "9999" } });

    const right = (await verifyLinkedOrder(
      verify(code, {
        email: ` ${email.toUpperCase()} `,
        zipcode: registrations.guestDe.billingAddress.zipcode,
      }),
      stranger,
      code,
    )) as Response;
    expect(right.status).toBe(303);
    expect(right.headers.get("location")).toBe(`/account/order/${code}`);
    expect(right.headers.get("set-cookie")).toContain(stranger.getContextToken()!);
    expect(await readLinkedOrder(stranger, code, linkUrl(code), "de-DE")).toMatchObject({ kind: "order" });
  });

  it("sends the link of an account's order to the login and answers 404 for an unknown code", async () => {
    const { order: latest } = await customerOrder();
    const login = await thrown(
      readLinkedOrder(client(), latest!.deepLinkCode!, linkUrl(latest!.deepLinkCode!), "fr-CH"),
    );
    expect(login.status).toBe(303);
    expect(login.headers.get("location")).toBe(
      `/fr-CH/login?redirectTo=${encodeURIComponent(`/account/order/${latest!.deepLinkCode}`)}`,
    );
    const unknown = await thrown(
      readLinkedOrder(client(), "Zz_-".repeat(8), linkUrl("Zz_-".repeat(8)), "de-DE"),
    );
    expect(unknown.status).toBe(404);
    const unknownCode = "Zz_-".repeat(8);
    const verified = await thrown(
      verifyLinkedOrder(
        verify(unknownCode, { email: "x@example.ch", zipcode: "3011" }),
        client(),
        unknownCode,
      ),
    );
    expect(verified.status).toBe(404);
  });
});

const credentials = { accessKey: EMULATOR_ACCESS_KEY };
/** The demo customer buys the download now by card; the order is open until paid at the gateway. */
async function downloadOrder() {
  const api = await demo();
  // "Repeat order" above may have left products in the customer's cart: the download alone is virtual.
  await api.deleteCart();
  const product = productFixture("download");
  await api.addLineItems([{ id: product.id, referencedId: product.id, type: "product", quantity: 1 }]);
  await api.updateContext({ paymentMethodId: fixtureIds.paymentMethods.creditCard });
  const order = await api.createOrder({});
  const pay = async () => {
    const { redirectUrl } = await api.handlePayment({
      orderId: order.id,
      finishUrl: "http://shop.test/paid",
    });
    await emulator.handle(
      new Request(redirectUrl!, { method: "POST", body: new URLSearchParams({ action: "pay" }) }),
    );
  };
  return { api, order, pay };
}

describe("a download product's file", () => {
  it("is listed on the order, virtual, and refused (404) until the order is paid", async () => {
    const { api, order, pay } = await downloadOrder();
    const detail = await readAccountOrder(api, order.id, "/x");
    expect(detail.order.virtual).toBe(true);
    expect(detail.summary.deliveryState).toBeUndefined();
    const [file] = detail.order.lines[0]!.downloads!;
    expect(file).toMatchObject({ accessGranted: false, fileName: expect.stringMatching(/\.pdf$/) });
    await expect(downloadOrderFile(api, order.id, file!.id, "/x", credentials)).rejects.toMatchObject({
      init: { status: 404 },
    });

    await pay();
    const paid = await readAccountOrder(api, order.id, "/x");
    expect(paid.order.lines[0]!.downloads).toEqual([{ ...file, accessGranted: true }]);
    const response = await downloadOrderFile(api, order.id, file!.id, "/x", credentials);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${file!.fileName}"`);
    expect(response.headers.get("cache-control")).toMatch(/private/);
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });

  it("answers 404 for an unknown file, another order's id and another session", async () => {
    const { api, order, pay } = await downloadOrder();
    await pay();
    const [file] = (await readAccountOrder(api, order.id, "/x")).order.lines[0]!.downloads!;
    const [other] = (await readOrderList(api, 2)).orders.filter((item) => item.id !== order.id);
    for (const attempt of [
      downloadOrderFile(api, order.id, "f".repeat(32), "/x", credentials),
      downloadOrderFile(api, other!.id, file!.id, "/x", credentials),
      downloadOrderFile(api, order.id, undefined, "/x", credentials),
      downloadOrderFile(client(), order.id, file!.id, "/x", credentials),
    ]) {
      await expect(attempt).rejects.toMatchObject({ init: { status: 404 } });
    }
  });
});
