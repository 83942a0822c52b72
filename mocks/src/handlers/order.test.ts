import { afterEach, describe, expect, it } from "vitest";
import { call, fillCart, plainProducts, registerGuest, type Json } from "../checkout/test-helpers.ts";
import { catalog } from "../fixtures/catalog/index.ts";
import { DEMO_ORDER_COUNT } from "../checkout/demo-orders.ts";
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD } from "../fixtures/customers.ts";
import { languageIds } from "../fixtures/languages.ts";
import { paymentMethods, shippingMethods } from "../fixtures/sales-channel.ts";
import { createTestEmulator } from "../node.ts";

let minted = 0;
const emulator = createTestEmulator({ mintToken: () => `order-test-token-${++minted}` });
afterEach(() => emulator.reset());

const order = (token: string, json: Record<string, unknown> = {}) =>
  call(emulator, "/checkout/order", { token, json });

describe("POST /checkout/order", () => {
  it("needs a customer: 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN for a shopper who did not register", async () => {
    await fillCart(emulator, "order-anonymous");
    const { status, body } = await order("order-anonymous");
    expect(status).toBe(403);
    expect(body.errors[0].code).toBe("CHECKOUT__CUSTOMER_NOT_LOGGED_IN");
  });

  it("refuses an empty cart with 400 CHECKOUT__CART_EMPTY", async () => {
    const token = await registerGuest(emulator);
    const { status, body } = await order(token);
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({ code: "CHECKOUT__CART_EMPTY", status: "400" });
  });

  it("turns the cart into an open order, deletes the cart and answers the whole order", async () => {
    const token = await registerGuest(emulator, "guestFr", { languageId: languageIds["fr-CH"] });
    const [first, second] = plainProducts;
    await fillCart(emulator, token, [
      { id: first!.id, quantity: 2 },
      { id: second!.id, quantity: 1 },
    ]);
    const cart = (await call(emulator, "/checkout/cart", { token })).body;
    const { status, body } = await order(token, { customerComment: "Livraison au bureau, 2e étage svp." });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      apiAlias: "order",
      orderNumber: "10000",
      amountTotal: cart.price.totalPrice,
      customerComment: "Livraison au bureau, 2e étage svp.",
      stateMachineState: { technicalName: "open", name: "Ouverte" },
      orderCustomer: { email: "camille.rochat@example.ch", firstName: "Camille" },
      billingAddress: { city: "Lausanne" },
      languageId: languageIds["fr-CH"],
    });
    expect(body.deepLinkCode).toMatch(/^[\w-]{32}$/);
    expect(body.lineItems.map((item: { label: string }) => item.label)).toEqual(
      cart.lineItems.map((item: { label: string }) => item.label),
    );
    expect(body.addresses).toHaveLength(2);
    expect(body.deliveries[0]).toMatchObject({
      shippingOrderAddress: { city: "Vevey" },
      stateMachineState: { technicalName: "open" },
      shippingMethodId: shippingMethods.standard.id,
    });
    expect(body.deliveries[0].positions).toHaveLength(2);
    expect(body.transactions).toEqual([
      expect.objectContaining({
        paymentMethodId: paymentMethods.invoice.id,
        stateMachineState: expect.objectContaining({ technicalName: "open" }),
      }),
    ]);
    expect((await call(emulator, "/checkout/cart", { token })).body.lineItems).toEqual([]);
    // The next order gets the next number.
    await fillCart(emulator, token);
    expect((await order(token)).body.orderNumber).toBe("10001");
  });

  it("reduces the stock the next shopper's cart sees", async () => {
    const product = plainProducts[0]!;
    const buyer = await registerGuest(emulator);
    await fillCart(emulator, buyer, [{ id: product.id, quantity: 3 }]);
    expect((await order(buyer)).status).toBe(200);
    await fillCart(emulator, "order-next-shopper", [{ id: product.id, quantity: 1 }]);
    const cart = (await call(emulator, "/checkout/cart", { token: "order-next-shopper" })).body;
    expect(cart.lineItems[0].deliveryInformation.stock).toBe(product.stock - 3);
  });

  it("sends the order confirmation to the dev mailbox in the order's language", async () => {
    const token = await registerGuest(emulator, "guestFr", { languageId: languageIds["fr-CH"] });
    await fillCart(emulator, token);
    const { body } = await order(token, { customerComment: "Merci !" });
    const mail = emulator.mailbox.latest({ to: "camille.rochat@example.ch" })!;
    expect(mail).toMatchObject({
      type: "order_confirmation_mail",
      locale: "fr-CH",
      subject: `Votre commande ${body.orderNumber} chez Clarus`,
      meta: { orderId: body.id, deepLinkCode: body.deepLinkCode },
    });
    expect(mail.html).toContain('<html lang="fr-CH">');
    expect(mail.html).toContain("Madame Camille Rochat");
    expect(mail.html).toContain(body.lineItems[0].label);
    expect(mail.text).toContain("Merci !");
    expect(mail.meta.link).toBe(`http://shop.test/fr-CH/account/order/${body.deepLinkCode}`);
  });
});

describe("POST /order", () => {
  it("lists the customer's own orders, newest first, with paymentChangeable", async () => {
    const login = await call(emulator, "/account/login", {
      json: { username: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD },
    });
    const token = login.token!;
    await fillCart(emulator, token);
    const first = (await order(token)).body;
    await fillCart(emulator, token);
    const second = (await order(token)).body;
    const other = await registerGuest(emulator);
    await fillCart(emulator, other);
    await order(other);

    const { status, body } = await call(emulator, "/order", { token, json: {} });
    expect(status).toBe(200);
    // The new orders come first, then the demo customer's order history (checkout/demo-orders.ts).
    expect(body.orders.elements.slice(0, 2).map((item: { id: string }) => item.id)).toEqual([
      second.id,
      first.id,
    ]);
    expect(body.orders.total).toBe(2 + DEMO_ORDER_COUNT);
    expect(body.paymentChangeable).toMatchObject({ [first.id]: true, [second.id]: true });

    const paged = await call(emulator, "/order", { token, json: { page: 2, limit: 10 } });
    const history = paged.body.orders.elements as Array<{
      orderNumber: string;
      documents: unknown[];
      lineItems: unknown[];
    }>;
    expect(history.map((item) => item.orderNumber)).toEqual(["9991", "9990", "9989", "9988"]);
    const oldest = history.at(-1);
    expect(oldest!.documents).toHaveLength(1);
    expect(oldest!.lineItems.length).toBeGreaterThan(0);
  });

  it("answers 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN without session or deep link", async () => {
    const { status, body } = await call(emulator, "/order", { json: {} });
    expect(status).toBe(403);
    expect(body.errors[0].code).toBe("CHECKOUT__CUSTOMER_NOT_LOGGED_IN");
  });

  it("opens a guest order by deep link with e-mail and postal code, and can log the guest in", async () => {
    const token = await registerGuest(emulator);
    await fillCart(emulator, token);
    const placed = (await order(token)).body;
    const filter = [{ type: "equals", field: "deepLinkCode", value: placed.deepLinkCode }];

    const without = await call(emulator, "/order", { json: { filter } });
    expect(without.status).toBe(403);
    expect(without.body.errors[0].code).toBe("CHECKOUT__GUEST_NOT_AUTHENTICATED");
    const wrong = await call(emulator, "/order", {
      json: { filter, email: "lukas.brunner@example.ch", zipcode: "8000" },
    });
    expect(wrong.body.errors[0].code).toBe("CHECKOUT__GUEST_WRONG_CREDENTIALS");

    const right = await call(emulator, "/order", {
      token: "order-deep-link",
      json: { filter, email: "Lukas.Brunner@example.ch", zipcode: "3011", login: true },
    });
    expect(right.status).toBe(200);
    expect(right.body.orders.elements[0]).toMatchObject({ id: placed.id, orderNumber: placed.orderNumber });
    expect(right.token).not.toBe("order-deep-link");
    const customer = await call(emulator, "/account/customer", { token: right.token!, json: {} });
    expect(customer.body).toMatchObject({ guest: true, email: "lukas.brunner@example.ch" });

    const unknown = await call(emulator, "/order", {
      json: {
        filter: [{ type: "equals", field: "deepLinkCode", value: "nope" }],
        email: "x@y.ch",
        zipcode: "1",
      },
    });
    expect(unknown.body.orders.elements).toEqual([]);
  });
});

describe("orders of downloads", () => {
  const download = catalog.products.find((product) => product.type === "digital")!;
  const finishUrl = "http://shop.test/checkout/success/ORDER/paid";
  const errorUrl = "http://shop.test/checkout/success/ORDER/unpaid";

  /** A guest's order of the download (and `extra` physical products), paid by card on the gateway page. */
  async function orderDownload(extra: Array<{ id: string; quantity: number }> = []) {
    const token = await registerGuest(emulator);
    await call(emulator, "/context", {
      token,
      method: "PATCH",
      json: { paymentMethodId: paymentMethods.creditCard.id },
    });
    await fillCart(emulator, token, [{ id: download.id, quantity: 1 }, ...extra]);
    const placed = await order(token);
    expect(placed.status).toBe(200);
    return { token, order: placed.body };
  }
  const downloadsOf = (body: Json) =>
    body.lineItems.find((item: Json) => item.productId === download.id).downloads as Json[];

  it("keeps the line items' states; a virtual order has no delivery and no shipping costs", async () => {
    const { order: placed } = await orderDownload();
    expect(placed.lineItems.map((item: Json) => item.states)).toEqual([["is-download"]]);
    expect(placed.deliveries).toEqual([]);
    expect(placed.shippingCosts.totalPrice).toBe(0);
    expect(placed.amountTotal).toBe(download.prices[0]!.gross);
  });

  it("ships the physical products of a mixed order", async () => {
    const physical = plainProducts.find((product) => product.type === "physical")!;
    const { order: placed } = await orderDownload([{ id: physical.id, quantity: 1 }]);
    expect(placed.lineItems.map((item: Json) => item.states)).toEqual([["is-download"], ["is-physical"]]);
    expect(placed.deliveries).toHaveLength(1);
    expect(placed.deliveries[0].positions).toHaveLength(1);
  });

  it("lists the download on the line item and hands the file out once the order is paid", async () => {
    const { token, order: placed } = await orderDownload();
    const [file] = downloadsOf(placed);
    expect(file).toMatchObject({
      accessGranted: false,
      media: { fileExtension: "pdf", private: true, url: "" },
    });
    const path = `/order/download/${placed.id}/${file!.id}`;
    expect((await call(emulator, path, { token })).body.errors[0].code).toBe(
      "CHECKOUT__DOWNLOAD_FILE_NOT_FOUND",
    );

    const started = await call(emulator, "/handle-payment", {
      token,
      json: { orderId: placed.id, finishUrl, errorUrl },
    });
    await emulator.handle(
      new Request(started.body.redirectUrl, { method: "POST", body: new URLSearchParams({ action: "pay" }) }),
    );
    const listed = await call(emulator, "/order", { token, json: {} });
    expect(downloadsOf(listed.body.orders.elements[0])[0]).toMatchObject({
      id: file!.id,
      accessGranted: true,
    });

    const response = await emulator.request(path, { token });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    // Nobody else: another session has no customer.
    expect((await call(emulator, path, { token: "someone-else" })).status).toBe(403);
  });
});
