import { afterEach, describe, expect, it } from "vitest";
import { call, fillCart, registerGuest } from "../checkout/test-helpers.ts";
import { languageIds } from "../fixtures/languages.ts";
import { paymentMethods } from "../fixtures/sales-channel.ts";
import { createTestEmulator } from "../node.ts";

let minted = 0;
const emulator = createTestEmulator({ mintToken: () => `payment-test-token-${++minted}` });
afterEach(() => emulator.reset());

const finishUrl = "http://shop.test/checkout/success/ORDER/paid";
const errorUrl = "http://shop.test/checkout/success/ORDER/unpaid?retry=1";

/** A registered guest's order paid with `method`; answers the token and the order. */
async function orderWith(method: string, which: "guestDe" | "guestFr" = "guestDe") {
  const token = await registerGuest(
    emulator,
    which,
    which === "guestFr" ? { languageId: languageIds["fr-CH"] } : {},
  );
  await call(emulator, "/context", { token, method: "PATCH", json: { paymentMethodId: method } });
  await fillCart(emulator, token);
  const order = (await call(emulator, "/checkout/order", { token, json: {} })).body;
  return { token, order };
}

const startPayment = (token: string, orderId: string) =>
  call(emulator, "/handle-payment", { token, json: { orderId, finishUrl, errorUrl } });

/** The tester's click on the gateway page. */
async function choose(redirectUrl: string, action: "pay" | "fail" | "cancel") {
  const response = await emulator.handle(
    new Request(redirectUrl, { method: "POST", body: new URLSearchParams({ action }) }),
  );
  return response!;
}

const transactionState = async (token: string) =>
  (await call(emulator, "/order", { token, json: {} })).body.orders.elements[0].transactions.at(-1)
    .stateMachineState.technicalName;

describe("POST /handle-payment", () => {
  it("sends an invoice order straight to finishUrl; the payment stays open (paid on account)", async () => {
    const { token, order } = await orderWith(paymentMethods.invoice.id);
    const { status, body } = await startPayment(token, order.id);
    expect(status).toBe(200);
    expect(body.redirectUrl).toBe(finishUrl);
    expect(await transactionState(token)).toBe("open");
  });

  it("sends a TWINT order to the gateway page, which pays and returns to finishUrl", async () => {
    const { token, order } = await orderWith(paymentMethods.twint.id, "guestFr");
    const { body } = await startPayment(token, order.id);
    expect(body.redirectUrl).toMatch(/^http:\/\/shop\.test\/__emulator\/payment\/[0-9a-f]{48}$/);

    const page = await emulator.handle(new Request(body.redirectUrl));
    const html = await page!.text();
    expect(page!.status).toBe(200);
    expect(html).toContain('<html lang="fr-CH">');
    expect(html).toContain("TWINT — Paiement");
    expect(html).toContain(order.orderNumber);
    expect(html).toMatch(/value="pay"[^>]*>Payer</);

    const paid = await choose(body.redirectUrl, "pay");
    expect(paid.status).toBe(302);
    expect(paid.headers.get("location")).toBe(finishUrl);
    expect(await transactionState(token)).toBe("paid");
    const orders = (await call(emulator, "/order", { token, json: {} })).body;
    expect(orders.paymentChangeable[order.id]).toBe(false);

    // Done: the page shows the outcome, a second click changes nothing, a new start is refused.
    expect((await emulator.handle(new Request(body.redirectUrl)))!.status).toBe(410);
    expect((await choose(body.redirectUrl, "fail")).status).toBe(410);
    const again = await startPayment(token, order.id);
    expect(again.status).toBe(400);
    expect(again.body.errors[0].code).toBe("CHECKOUT__ORDER_ORDER_ALREADY_PAID");
  });

  it("fails or cancels a card payment back to errorUrl with Shopware's error code, and lets the shopper retry", async () => {
    const { token, order } = await orderWith(paymentMethods.creditCard.id);
    const first = (await startPayment(token, order.id)).body.redirectUrl;
    const failed = await choose(first, "fail");
    expect(failed.headers.get("location")).toBe(
      `${errorUrl}&error-code=CHECKOUT__ASYNC_PAYMENT_FINALIZE_INTERRUPTED`,
    );
    expect(await transactionState(token)).toBe("failed");
    expect((await call(emulator, "/order", { token, json: {} })).body.paymentChangeable[order.id]).toBe(true);

    const second = (await startPayment(token, order.id)).body.redirectUrl;
    expect(second).not.toBe(first);
    expect(await transactionState(token)).toBe("open");
    const cancelled = await choose(second, "cancel");
    expect(cancelled.headers.get("location")).toContain(
      "error-code=CHECKOUT__CUSTOMER_CANCELED_EXTERNAL_PAYMENT",
    );
    expect(await transactionState(token)).toBe("cancelled");

    const third = (await startPayment(token, order.id)).body.redirectUrl;
    expect((await choose(third, "pay")).headers.get("location")).toBe(finishUrl);
    expect(await transactionState(token)).toBe("paid");
  });

  it("validates orderId and only pays the customer's own orders", async () => {
    const { token, order } = await orderWith(paymentMethods.twint.id);
    const missing = await call(emulator, "/handle-payment", { token, json: { finishUrl } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toMatchObject({
      code: "VIOLATION::IS_BLANK_ERROR",
      source: { pointer: "/orderId" },
    });
    const stranger = await registerGuest(emulator, "guestFr");
    const foreign = await startPayment(stranger, order.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors[0].code).toBe("CHECKOUT__ORDER_ORDER_NOT_FOUND");
    const anonymous = await startPayment("payment-nobody", order.id);
    expect(anonymous.status).toBe(403);
  });

  it("answers an unknown gateway token with 404", async () => {
    const response = await emulator.handle(new Request("http://shop.test/__emulator/payment/unknown"));
    expect(response!.status).toBe(404);
  });
});

describe("dev mailbox pages", () => {
  it("lists the mails as HTML and JSON and shows each mail's HTML, text and JSON", async () => {
    const { order } = await orderWith(paymentMethods.invoice.id);
    const list = await emulator.handle(new Request("http://shop.test/__emulator/mailbox"));
    const html = await list!.text();
    expect(html).toContain(`Ihre Bestellung ${order.orderNumber} bei Clarus`);
    const json = (await (await emulator.handle(
      new Request("http://shop.test/__emulator/mailbox?format=json"),
    ))!.json()) as Array<{
      id: string;
      to: { email: string };
      html?: string;
    }>;
    expect(json).toHaveLength(1);
    expect(json[0]!.to.email).toBe("lukas.brunner@example.ch");
    expect(json[0]!.html).toBeUndefined();
    const mail = await emulator.handle(new Request(`http://shop.test/__emulator/mailbox/${json[0]!.id}`));
    expect(mail!.headers.get("content-type")).toContain("text/html");
    expect(await mail!.text()).toContain("Sehr geehrter Herr Lukas Brunner");
    const text = await emulator.handle(new Request(`http://shop.test/__emulator/mailbox/${json[0]!.id}.txt`));
    expect(await text!.text()).toContain(`Bestellnummer: ${order.orderNumber}`);
    const cleared = await emulator.handle(
      new Request("http://shop.test/__emulator/mailbox", { method: "DELETE" }),
    );
    expect(cleared!.status).toBe(204);
    expect(emulator.mailbox.list()).toEqual([]);
  });
});
