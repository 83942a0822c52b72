// @vitest-environment node
// The order pages' module against the Store API emulator (MSW intercepts fetch): the shopper's order and its
// payment state, 404 for other sessions, and the payment forms' redirects (gateway, paid page, retry).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStoreApiClient } from "@shop/store-api";
import { fixtureIds, languageIds } from "@shop/mocks";
import { registrations } from "@shop/mocks/fixtures";
import { createTestEmulator, EMULATOR_ACCESS_KEY, TEST_STORE_API_URL } from "@shop/mocks/node";
import { productFixture } from "@shop/mocks/stories";
import { loadOrderPage, orderPaymentAction, paymentProblemOf, readShopperOrder } from "./order.server.ts";

const emulator = createTestEmulator();
beforeAll(() => emulator.server.listen({ onUnhandledFrame: "error" }));
afterAll(() => emulator.server.close());

const origin = "http://localhost";
const client = () =>
  createStoreApiClient({
    endpoint: TEST_STORE_API_URL,
    accessKey: EMULATOR_ACCESS_KEY,
    languageId: languageIds["de-DE"],
  });

/** A guest's order with that payment method (of the simple product, or others), placed through a fresh session. */
async function placeOrder(
  paymentMethod: keyof typeof fixtureIds.paymentMethods,
  products = [productFixture("simple")],
) {
  const api = client();
  await api.addLineItems(
    products.map((product) => ({ id: product.id, referencedId: product.id, type: "product", quantity: 1 })),
  );
  await api.register({
    ...registrations.guestDe,
    email: `guest-${paymentMethod}-${Math.random().toString(36).slice(2)}@example.ch`,
    storefrontUrl: "http://shop.test",
  });
  await api.updateContext({ paymentMethodId: fixtureIds.paymentMethods[paymentMethod] });
  const order = await api.createOrder({ customerComment: "Bitte klingeln" });
  return { api, order };
}

function post(path: string, fields: Record<string, string>) {
  return new Request(`${origin}${path}`, { method: "POST", body: new URLSearchParams(fields) });
}

async function status(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
}

describe("readShopperOrder", () => {
  it("reads the session's order with its payment method, state and summary", async () => {
    const { api, order } = await placeOrder("creditCard");
    const page = await readShopperOrder(api, order.id, "/checkout/success/x");
    expect(page.orderNumber).toBe(order.orderNumber);
    expect(page.paymentMethod.asynchronous).toBe(true);
    expect(page.paymentState).toBe("open");
    expect(page.paymentChangeable).toBe(true);
    expect(page.lines).toHaveLength(1);
    expect(page.totals.total).toBeGreaterThan(0);
    expect(page.billingAddress).toContain("3011 Bern");
    expect(page.comment).toBe("Bitte klingeln");
  });

  it("gives invoice its note and no redirect", async () => {
    const { api, order } = await placeOrder("invoice");
    const page = await readShopperOrder(api, order.id, "/x");
    expect(page.paymentMethod).toMatchObject({ asynchronous: false, note: "invoice" });
  });

  it("reads a virtual order: no shipping, the download's file, granted once paid", async () => {
    const { api, order } = await placeOrder("creditCard", [productFixture("download")]);
    const page = await readShopperOrder(api, order.id, "/x");
    expect(page.virtual).toBe(true);
    expect(page.shippingMethod).toBeUndefined();
    expect(page.totals.shippingCosts).toBe(0);
    const [line] = page.lines;
    expect(line!.downloads).toEqual([
      { id: expect.any(String), fileName: expect.stringMatching(/\.pdf$/), accessGranted: false },
    ]);
    const { redirectUrl } = await api.handlePayment({ orderId: order.id, finishUrl: `${origin}/paid` });
    await emulator.handle(
      new Request(redirectUrl!, { method: "POST", body: new URLSearchParams({ action: "pay" }) }),
    );
    const paid = await readShopperOrder(api, order.id, "/x");
    expect(paid.lines[0]!.downloads).toEqual([{ ...line!.downloads![0], accessGranted: true }]);
  });

  it("ships a mixed order: not virtual, the physical line without downloads", async () => {
    const { api, order } = await placeOrder("invoice", [
      productFixture("download"),
      productFixture("simple"),
    ]);
    const page = await readShopperOrder(api, order.id, "/x");
    expect(page.virtual).toBeUndefined();
    expect(page.shippingMethod).toEqual(expect.any(String));
    expect(page.lines.map((line) => line.downloads?.length)).toEqual([1, undefined]);
  });

  it("is 404 for another session, an unknown id, a malformed id and no session", async () => {
    const { order } = await placeOrder("invoice");
    const { api: other } = await placeOrder("invoice");
    expect(await status(readShopperOrder(other, order.id, "/x"))).toBe(404);
    expect(await status(readShopperOrder(other, "0".repeat(32), "/x"))).toBe(404);
    expect(await status(readShopperOrder(other, "../etc", "/x"))).toBe(404);
    expect(await status(readShopperOrder(client(), order.id, "/x"))).toBe(404);
  });
});

describe("the payment forms", () => {
  it("'Pay now' of a card answers 303 to the provider's page", async () => {
    const { api, order } = await placeOrder("creditCard");
    const path = `/fr-CH/checkout/success/${order.id}`;
    const response = await orderPaymentAction(post(path, { intent: "pay" }), api, order.id, "fr-CH", origin);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(/\/__emulator\/payment\/[0-9a-f]+$/);
  });

  it("invoice goes to the paid page of its language", async () => {
    const { api, order } = await placeOrder("invoice");
    const response = await orderPaymentAction(post("/x", { intent: "pay" }), api, order.id, "fr-CH", origin);
    expect(response.headers.get("location")).toBe(`/fr-CH/checkout/success/${order.id}/paid`);
  });

  it("the retry changes the method first, then starts the payment", async () => {
    const { api, order } = await placeOrder("creditCard");
    const fields = {
      intent: "retry",
      currentPaymentMethodId: fixtureIds.paymentMethods.creditCard,
      paymentMethodId: fixtureIds.paymentMethods.invoice,
    };
    const response = await orderPaymentAction(post("/x", fields), api, order.id, "de-DE", origin);
    expect(response.headers.get("location")).toBe(`/checkout/success/${order.id}/paid`);
    const page = await readShopperOrder(api, order.id, "/x");
    expect(page.paymentMethod.note).toBe("invoice");
  });

  it("an unknown method comes back to the unpaid page with the reason", async () => {
    const { api, order } = await placeOrder("creditCard");
    const fields = { intent: "retry", paymentMethodId: "f".repeat(32) };
    const response = await orderPaymentAction(post("/x", fields), api, order.id, "de-DE", origin);
    expect(response.headers.get("location")).toBe(
      `/checkout/success/${order.id}/unpaid?reason=method-not-available`,
    );
  });

  it("another session's order is 404", async () => {
    const { order } = await placeOrder("creditCard");
    const { api: other } = await placeOrder("invoice");
    expect(
      await status(orderPaymentAction(post("/x", { intent: "pay" }), other, order.id, "de-DE", origin)),
    ).toBe(404);
  });
});

const at = (query: string) => paymentProblemOf(new URL(`${origin}/x?${query}`));

describe("the pages' states", () => {
  it("reads the gateway's error codes and the shop's reasons", () => {
    expect(at("error-code=CHECKOUT__CUSTOMER_CANCELED_EXTERNAL_PAYMENT")).toBe("cancelled");
    expect(at("error-code=CHECKOUT__ASYNC_PAYMENT_FINALIZE_INTERRUPTED")).toBe("interrupted");
    expect(at("reason=already-paid")).toBe("already-paid");
    expect(at("reason=<script>")).toBeUndefined();
  });

  it("the unpaid page offers the available methods; an open card order's paid page is shown", async () => {
    const { api, order } = await placeOrder("creditCard");
    const unpaid = await loadOrderPage(api, order.id, "unpaid", "de-DE", new URL(`${origin}/x`));
    expect(unpaid).not.toBeInstanceOf(Response);
    if (unpaid instanceof Response) return;
    expect(unpaid.paymentMethods.map((method) => method.id)).toContain(fixtureIds.paymentMethods.twint);
  });
});
