import { afterEach, describe, expect, it } from "vitest";
import { call, fillCart, plainProducts, registerGuest } from "../checkout/test-helpers.ts";
import { currencyIds } from "../fixtures/currencies.ts";
import { countries } from "../fixtures/countries.ts";
import { languageIds } from "../fixtures/languages.ts";
import { paymentMethods } from "../fixtures/sales-channel.ts";
import { createTestEmulator } from "../node.ts";

let minted = 0;
const emulator = createTestEmulator({ mintToken: () => `order-actions-token-${++minted}` });
afterEach(() => emulator.reset());

async function placed(method = paymentMethods.creditCard.id, languageId?: string) {
  const token = await registerGuest(emulator, languageId ? "guestFr" : "guestDe", { languageId });
  await call(emulator, "/context", { token, method: "PATCH", json: { paymentMethodId: method } });
  await fillCart(emulator, token);
  const order = (await call(emulator, "/checkout/order", { token, json: {}, languageId })).body;
  return { token, order };
}

const current = async (token: string) => {
  const orders = (await call(emulator, "/order", { token, json: {} })).body;
  return { order: orders.orders.elements[0], changeable: orders.paymentChangeable };
};

describe("POST /order/payment", () => {
  it("cancels the current transaction and adds an open one with the new method", async () => {
    const { token, order } = await placed();
    const { status, body } = await call(emulator, "/order/payment", {
      token,
      json: { orderId: order.id, paymentMethodId: paymentMethods.twint.id },
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const { order: after } = await current(token);
    expect(
      after.transactions.map(
        (item: { paymentMethodId: string; stateMachineState: { technicalName: string } }) => [
          item.paymentMethodId,
          item.stateMachineState.technicalName,
        ],
      ),
    ).toEqual([
      [paymentMethods.creditCard.id, "cancelled"],
      [paymentMethods.twint.id, "open"],
    ]);
    expect(after.primaryOrderTransaction.paymentMethodId).toBe(paymentMethods.twint.id);
    // The retry goes to the gateway with TWINT.
    const payment = await call(emulator, "/handle-payment", { token, json: { orderId: order.id } });
    const page = await (await emulator.handle(new Request(payment.body.redirectUrl)))!.text();
    expect(page).toContain("TWINT — Zahlung");
  });

  it("refuses paid orders, unknown or unavailable methods, and foreign orders", async () => {
    const { token, order } = await placed(paymentMethods.twint.id);
    const unknown = await call(emulator, "/order/payment", {
      token,
      json: { orderId: order.id, paymentMethodId: "0".repeat(32) },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].code).toBe("CHECKOUT__ORDER_PAYMENT_METHOD_NOT_AVAILABLE");
    const blank = await call(emulator, "/order/payment", { token, json: { orderId: order.id } });
    expect(blank.body.errors[0]).toMatchObject({
      code: "VIOLATION::IS_BLANK_ERROR",
      source: { pointer: "/paymentMethodId" },
    });

    const pay = await call(emulator, "/handle-payment", {
      token,
      json: { orderId: order.id, finishUrl: "/ok" },
    });
    await emulator.handle(
      new Request(pay.body.redirectUrl, { method: "POST", body: new URLSearchParams({ action: "pay" }) }),
    );
    const paid = await call(emulator, "/order/payment", {
      token,
      json: { orderId: order.id, paymentMethodId: paymentMethods.invoice.id },
    });
    expect(paid.status).toBe(400);
    expect(paid.body.errors[0].code).toBe("CHECKOUT__ORDER_ORDER_ALREADY_PAID");

    const stranger = await registerGuest(emulator, "guestFr");
    const foreign = await call(emulator, "/order/payment", {
      token: stranger,
      json: { orderId: order.id, paymentMethodId: paymentMethods.invoice.id },
    });
    expect(foreign.status).toBe(404);
  });

  it("rules out invoice for an order shipped to Germany in EUR", async () => {
    const token = await registerGuest(emulator);
    const customer = (await call(emulator, "/account/customer", { token, json: {} })).body;
    // Move the guest's address to Germany the way the address book would (the store is the account's).
    const address = emulator.state
      .store<{ countryId: string; zipcode: string }>("customer-addresses")
      .get(customer.defaultShippingAddressId)!;
    Object.assign(address, { countryId: countries.DE.id, zipcode: "78462" });
    await call(emulator, "/context", {
      token,
      method: "PATCH",
      json: { currencyId: currencyIds.EUR, paymentMethodId: paymentMethods.creditCard.id },
    });
    await fillCart(emulator, token);
    const order = (await call(emulator, "/checkout/order", { token, json: {} })).body;
    const invoice = await call(emulator, "/order/payment", {
      token,
      json: { orderId: order.id, paymentMethodId: paymentMethods.invoice.id },
    });
    expect(invoice.status).toBe(404);
  });
});

describe("POST /order/state/cancel", () => {
  it("cancels an open order, gives the stock back and refuses a second cancel", async () => {
    const { token, order } = await placed(paymentMethods.invoice.id, languageIds["fr-CH"]);
    const product = plainProducts[0]!;
    const { status, body } = await call(emulator, "/order/state/cancel", {
      token,
      languageId: languageIds["fr-CH"],
      json: { orderId: order.id },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      technicalName: "cancelled",
      name: "Annulée",
      apiAlias: "state_machine_state",
    });
    const { order: after, changeable } = await current(token);
    expect(after.stateMachineState.technicalName).toBe("cancelled");
    expect(changeable[order.id]).toBe(false);
    await fillCart(emulator, "order-actions-other", [{ id: product.id, quantity: 1 }]);
    const cart = (await call(emulator, "/checkout/cart", { token: "order-actions-other" })).body;
    expect(cart.lineItems[0].deliveryInformation.stock).toBe(product.stock);

    const again = await call(emulator, "/order/state/cancel", { token, json: { orderId: order.id } });
    expect(again.status).toBe(400);
    expect(again.body.errors[0]).toMatchObject({
      code: "SYSTEM__ILLEGAL_STATE_TRANSITION",
      meta: { parameters: { currentState: "cancelled", transition: "cancel" } },
    });
    const payment = await call(emulator, "/handle-payment", { token, json: { orderId: order.id } });
    expect(payment.status).toBe(400);
  });
});

describe("GET /document/download/{documentId}/{deepLinkCode}", () => {
  it("serves the invoice PDF by deep link code or to the order's customer", async () => {
    const { token, order } = await placed(paymentMethods.invoice.id);
    const [invoice] = order.documents;
    expect(invoice).toMatchObject({
      documentNumber: "1000",
      documentType: { technicalName: "invoice", name: "Rechnung" },
    });

    const byLink = await emulator.request(`/document/download/${invoice.id}/${invoice.deepLinkCode}`);
    expect(byLink.status).toBe(200);
    expect(byLink.headers.get("content-type")).toBe("application/pdf");
    const pdf = new TextDecoder("latin1").decode(await byLink.arrayBuffer());
    expect(pdf.startsWith("%PDF-1.4")).toBe(true);
    expect(pdf).toContain(`(Rechnung ${invoice.documentNumber})`);
    expect(pdf).toContain(order.orderNumber);

    const asCustomer = await emulator.request(`/document/download/${invoice.id}`, { token, method: "POST" });
    expect(asCustomer.status).toBe(200);
    const wrongCode = await emulator.request(`/document/download/${invoice.id}/not-the-code`);
    expect(wrongCode.status).toBe(404);
    expect(((await wrongCode.json()) as { errors: Array<{ code: string }> }).errors[0]!.code).toBe(
      "DOCUMENT__DOCUMENT_NOT_FOUND",
    );
    const anonymous = await emulator.request(`/document/download/${invoice.id}`);
    expect(anonymous.status).toBe(404);
  });
});
