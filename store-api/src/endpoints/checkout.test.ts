// @vitest-environment node
// Guest checkout through the real client against the emulator (@shop/mocks): register a guest, fill the
// cart, order, pay through the gateway page, read the order by deep link, change the payment, cancel.
import { fixtureIds, registrations } from "@shop/mocks";
import { catalog, variantsOf } from "@shop/mocks/fixtures";
import { createTestEmulator } from "@shop/mocks/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createStoreApiClient } from "../client.ts";
import { isReadOperation } from "../read-operations.ts";
import type { StoreApiError } from "../store-api-error.ts";
import { documentDownloadPath, orderDownloadPath } from "./checkout.ts";

describe("checkout against the emulator", () => {
  const emulator = createTestEmulator();
  beforeAll(() => emulator.server.listen({ onUnhandledFrame: "error" }));
  afterEach(() => emulator.reset());
  afterAll(() => emulator.server.close());

  const newClient = () =>
    createStoreApiClient({ endpoint: emulator.baseUrl, accessKey: emulator.accessKey, retryDelay: 0 });
  const storefrontUrl = new URL(emulator.baseUrl).origin;

  async function guestWithCart(method = fixtureIds.paymentMethods.twint) {
    const client = newClient();
    const product = catalog.products.find(
      (item) =>
        variantsOf(item.id).length === 0 && !item.isCloseout && item.minPurchase === 1 && item.stock > 10,
    )!;
    await client.addLineItems([{ type: "product", id: product.id, quantity: 2 }]);
    const guestToken = client.getContextToken();
    const { customer, contextToken } = await client.register({ ...registrations.guestDe, storefrontUrl });
    expect(customer.guest).toBe(true);
    expect(contextToken).not.toBe(guestToken);
    expect(client.getContextToken()).toBe(contextToken);
    await client.updateContext({ paymentMethodId: method });
    return client;
  }

  it("registers a guest, orders, pays at the gateway and reads the order as paid", async () => {
    const client = await guestWithCart();
    const order = await client.createOrder({ customerComment: "Bitte klingeln." });
    expect(order.orderNumber).toBe("10000");
    expect(order.lineItems).toHaveLength(1);
    expect(order.transactions[0]!.stateMachineState?.technicalName).toBe("open");
    expect((await client.readCart()).lineItems).toEqual([]);

    const { redirectUrl } = await client.handlePayment({
      orderId: order.id,
      finishUrl: `${storefrontUrl}/checkout/success/${order.id}/paid`,
      errorUrl: `${storefrontUrl}/checkout/success/${order.id}/unpaid`,
    });
    const back = await emulator.handle(
      new Request(redirectUrl!, { method: "POST", body: new URLSearchParams({ action: "pay" }) }),
    );
    expect(back!.headers.get("location")).toBe(`${storefrontUrl}/checkout/success/${order.id}/paid`);

    const { orders, paymentChangeable } = await client.readOrders();
    expect(orders.elements[0]!.primaryOrderTransaction?.stateMachineState?.technicalName).toBe("paid");
    expect(paymentChangeable[order.id]).toBe(false);
    expect(isReadOperation("POST", "/order")).toBe(true);
    expect(isReadOperation("POST", "/checkout/order")).toBe(false);
  });

  it("reads a guest order by deep link, changes the payment method and cancels it", async () => {
    const client = await guestWithCart(fixtureIds.paymentMethods.creditCard);
    const order = await client.createOrder();
    const stranger = newClient();
    await expect(
      stranger.readOrders({}, { deepLinkCode: order.deepLinkCode!, email: "x@example.ch", zipcode: "3011" }),
    ).rejects.toMatchObject({
      status: 403,
      code: "CHECKOUT__GUEST_WRONG_CREDENTIALS",
    } satisfies Partial<StoreApiError>);
    const byLink = await stranger.readOrders(
      {},
      { deepLinkCode: order.deepLinkCode!, email: registrations.guestDe.email, zipcode: "3011" },
    );
    expect(byLink.orders.elements[0]!.id).toBe(order.id);

    await client.setOrderPaymentMethod({
      orderId: order.id,
      paymentMethodId: fixtureIds.paymentMethods.invoice,
    });
    const cancelled = await client.cancelOrder(order.id);
    expect(cancelled.technicalName).toBe("cancelled");
    const [invoice] = order.documents;
    expect(documentDownloadPath(invoice!)).toBe(`/document/download/${invoice!.id}/${invoice!.deepLinkCode}`);
    const pdf = await fetch(`${emulator.baseUrl}${documentDownloadPath(invoice!)}`, {
      headers: { "sw-access-key": emulator.accessKey },
    });
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
  });

  it("reads a download line item's file and fetches it once the order is paid", async () => {
    const client = newClient();
    const download = catalog.products.find((item) => item.type === "digital")!;
    await client.addLineItems([{ type: "product", id: download.id, quantity: 1 }]);
    await client.register({ ...registrations.guestDe, storefrontUrl });
    await client.updateContext({ paymentMethodId: fixtureIds.paymentMethods.creditCard });
    const order = await client.createOrder();
    const [item] = order.lineItems;
    expect(item!.states).toEqual(["is-download"]);
    const [file] = item!.downloads;
    expect(file).toMatchObject({ accessGranted: false, media: { fileExtension: "pdf" } });
    expect(file!.media?.fileName).toEqual(expect.any(String));
    const path = orderDownloadPath(order.id, file!.id);
    expect(path).toBe(`/order/download/${order.id}/${file!.id}`);
    const headers = { "sw-access-key": emulator.accessKey, "sw-context-token": client.getContextToken()! };
    expect((await fetch(`${emulator.baseUrl}${path}`, { headers })).status).toBe(404);

    const { redirectUrl } = await client.handlePayment({
      orderId: order.id,
      finishUrl: `${storefrontUrl}/checkout/success/${order.id}/paid`,
    });
    await emulator.handle(
      new Request(redirectUrl!, { method: "POST", body: new URLSearchParams({ action: "pay" }) }),
    );
    const { orders } = await client.readOrders();
    expect(orders.elements[0]!.lineItems[0]!.downloads[0]!.accessGranted).toBe(true);
    const pdf = await fetch(`${emulator.baseUrl}${path}`, { headers });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
  });
});
