/**
 * Contract of checkout and orders: registering guests, placing orders, listing them (customer and guest
 * deep link), paying them — every answer validates against Shopware's OpenAPI schema, minus the
 * deviations in deviations.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { orderStore } from "../checkout/orders.ts";
import { plainProducts } from "../checkout/test-helpers.ts";
import { catalog } from "../fixtures/catalog/index.ts";
import { languageIds } from "../fixtures/languages.ts";
import { registrations } from "../fixtures/registrations.ts";
import { countries } from "../fixtures/countries.ts";
import { paymentMethods, shippingMethods } from "../fixtures/sales-channel.ts";
import type { TestEmulator } from "../node.ts";
import { expectContract, type ContractCase, type ContractStep } from "./cases.ts";
import { createContractValidator, type ContractValidator } from "./openapi.ts";

const createOrder: ContractCase["operation"] = ["post", "/checkout/order"];
const readOrders: ContractCase["operation"] = ["post", "/order"];
const handlePayment: ContractCase["operation"] = ["post", "/handle-payment"];
const setPayment: ContractCase["operation"] = ["post", "/order/payment"];
const cancel: ContractCase["operation"] = ["post", "/order/state/cancel"];
const download: ContractCase["operation"] = ["post", "/document/download/{documentId}/{deepLinkCode}"];
const payment = {
  orderId: "c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0",
  finishUrl: "http://shop.test/checkout/success/paid",
  errorUrl: "http://shop.test/checkout/success/unpaid",
};

const storefrontUrl = "http://shop.test";
const digitalProduct = catalog.products.find((product) => product.type === "digital")!;
/** The id and deep link code the setup gives the placed order, so a case can ask for it. */
export const CONTRACT_DEEP_LINK = "contract-deep-link-code-00000001";
export const CONTRACT_ORDER_ID = "c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0";

/**
 * Registers a guest (on a throwaway token) and moves the logged-in session to `token`, the case's token:
 * register rotates the token, the cases send a fixed one.
 */
export const registered =
  (token: string, which: keyof typeof registrations = "guestDe", languageId?: string) =>
  async (emulator: TestEmulator) => {
    const response = await emulator.request("/account/register", {
      token: `${token}-before`,
      languageId,
      json: { ...registrations[which], storefrontUrl },
    });
    expect(response.status).toBe(200);
    const { token: _registered, ...session } = emulator.state.session(
      response.headers.get("sw-context-token")!,
    );
    emulator.state.update(token, session);
  };

/** Registers on `token`, fills the cart with two products, places an order (with a known deep link code). */
export const ordered =
  (token: string, which: keyof typeof registrations = "guestDe", paymentMethodId?: string) =>
  async (emulator: TestEmulator) => {
    await registered(token, which)(emulator);
    if (paymentMethodId) emulator.state.update(token, { paymentMethodId });
    for (const step of fill) await emulator.request(step.path, { ...step.init, token });
    const response = await emulator.request("/checkout/order", { token, json: {} });
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    const orders = orderStore(emulator.state);
    const order = orders.get(id)!;
    orders.delete(id);
    orders.set(CONTRACT_ORDER_ID, { ...order, id: CONTRACT_ORDER_ID, deepLinkCode: CONTRACT_DEEP_LINK });
  };

export const fill: ContractStep[] = [
  {
    path: "/checkout/cart/line-item",
    init: {
      json: {
        items: [
          { id: plainProducts[0]!.id, type: "product", quantity: 2 },
          { id: plainProducts[1]!.id, type: "product", quantity: 1 },
        ],
      },
    },
  },
];

const cases: ContractCase[] = [
  {
    name: "place an order (guest, invoice, comment)",
    operation: createOrder,
    path: "/checkout/order",
    init: { token: "contract-order", json: { customerComment: "Bitte beim Nachbarn abgeben." } },
    setup: registered("contract-order"),
    before: fill,
    status: 200,
    expect: (body) =>
      expect(body).toMatchObject({ orderNumber: "10000", stateMachineState: { technicalName: "open" } }),
  },
  {
    name: "place an order in French with a separate shipping address and TWINT",
    operation: createOrder,
    path: "/checkout/order",
    init: { token: "contract-order-fr", languageId: languageIds["fr-CH"], json: {} },
    setup: registered("contract-order-fr", "guestFr", languageIds["fr-CH"]),
    before: [
      { path: "/context", init: { method: "PATCH", json: { paymentMethodId: paymentMethods.twint.id } } },
      ...fill,
    ],
    status: 200,
    expect: (body) => expect(body.addresses).toHaveLength(2),
  },
  {
    name: "place an order of a download (virtual: no delivery; the file on the line item)",
    operation: createOrder,
    path: "/checkout/order",
    init: { token: "contract-order-download", json: {} },
    setup: registered("contract-order-download"),
    before: [
      {
        path: "/checkout/cart/line-item",
        init: { json: { items: [{ id: digitalProduct.id, type: "product", quantity: 1 }] } },
      },
    ],
    status: 200,
    expect: (body) =>
      expect(body).toMatchObject({
        deliveries: [],
        lineItems: [{ states: ["is-download"], downloads: [{ accessGranted: false }] }],
      }),
  },
  {
    name: "place an order with an empty cart",
    operation: createOrder,
    path: "/checkout/order",
    init: { token: "contract-order-empty", json: {} },
    setup: registered("contract-order-empty"),
    status: 400,
    expect: (body) => expect(body.errors).toMatchObject([{ code: "CHECKOUT__CART_EMPTY" }]),
  },
  {
    name: "place an order without a customer",
    operation: createOrder,
    path: "/checkout/order",
    init: { json: {} },
    before: fill,
    status: 403,
  },
  {
    name: "the customer's orders",
    operation: readOrders,
    path: "/order",
    init: { token: "contract-orders", json: {} },
    setup: ordered("contract-orders", "businessFr"),
    status: 200,
    expect: (body) => expect((body.orders as { total: number }).total).toBe(1),
  },
  {
    name: "a guest order by deep link, e-mail and postal code",
    operation: readOrders,
    path: "/order",
    init: {
      json: {
        filter: [{ type: "equals", field: "deepLinkCode", value: CONTRACT_DEEP_LINK }],
        email: registrations.guestDe.email,
        zipcode: registrations.guestDe.billingAddress.zipcode,
      },
    },
    setup: ordered("contract-orders-guest"),
    status: 200,
  },
  {
    name: "a guest order by deep link without credentials",
    operation: readOrders,
    path: "/order",
    init: { json: { filter: [{ type: "equals", field: "deepLinkCode", value: CONTRACT_DEEP_LINK }] } },
    setup: ordered("contract-orders-guest-403"),
    status: 403,
    expect: (body) => expect(body.errors).toMatchObject([{ code: "CHECKOUT__GUEST_NOT_AUTHENTICATED" }]),
  },
  {
    name: "handle the payment of an invoice order",
    operation: handlePayment,
    path: "/handle-payment",
    init: { token: "contract-pay-invoice", json: payment },
    setup: ordered("contract-pay-invoice"),
    status: 200,
    expect: (body) => expect(body.redirectUrl).toBe(payment.finishUrl),
  },
  {
    name: "handle the payment of a TWINT order (gateway page)",
    operation: handlePayment,
    path: "/handle-payment",
    init: { token: "contract-pay-twint", json: payment },
    setup: ordered("contract-pay-twint", "guestFr", paymentMethods.twint.id),
    status: 200,
    expect: (body) => expect(body.redirectUrl).toMatch(/\/__emulator\/payment\/[0-9a-f]{48}$/),
  },
  {
    name: "handle the payment of another customer's order",
    operation: handlePayment,
    path: "/handle-payment",
    init: { token: "contract-pay-foreign", json: payment },
    setup: async (emulator) => {
      await ordered("contract-pay-owner")(emulator);
      await registered("contract-pay-foreign", "guestFr")(emulator);
    },
    status: 404,
    expect: (body) => expect(body.errors).toMatchObject([{ code: "CHECKOUT__ORDER_ORDER_NOT_FOUND" }]),
  },
  {
    name: "handle a payment without orderId",
    operation: handlePayment,
    path: "/handle-payment",
    init: { token: "contract-pay-blank", json: {} },
    setup: registered("contract-pay-blank"),
    status: 400,
  },
  {
    name: "change the payment method of an unpaid order",
    operation: setPayment,
    path: "/order/payment",
    init: {
      token: "contract-set-payment",
      json: { orderId: CONTRACT_ORDER_ID, paymentMethodId: paymentMethods.twint.id },
    },
    setup: ordered("contract-set-payment", "guestDe", paymentMethods.creditCard.id),
    status: 200,
    expect: (body) => expect(body.success).toBe(true),
  },
  {
    name: "change the payment method to one the order rules out",
    operation: setPayment,
    path: "/order/payment",
    init: {
      token: "contract-set-payment-404",
      json: { orderId: CONTRACT_ORDER_ID, paymentMethodId: "0".repeat(32) },
    },
    setup: ordered("contract-set-payment-404"),
    status: 404,
  },
  {
    name: "cancel an open order, in French",
    operation: cancel,
    path: "/order/state/cancel",
    init: {
      token: "contract-cancel",
      languageId: languageIds["fr-CH"],
      json: { orderId: CONTRACT_ORDER_ID },
    },
    setup: ordered("contract-cancel", "guestFr"),
    status: 200,
    expect: (body) => expect(body).toMatchObject({ technicalName: "cancelled", name: "Annulée" }),
  },
  {
    name: "cancel an order that is already cancelled",
    operation: cancel,
    path: "/order/state/cancel",
    init: { token: "contract-cancel-twice", json: { orderId: CONTRACT_ORDER_ID } },
    setup: ordered("contract-cancel-twice"),
    before: [{ path: "/order/state/cancel", init: { json: { orderId: CONTRACT_ORDER_ID } } }],
    status: 400,
  },
  {
    name: "a cart that replaced a blocked payment and shipping method",
    operation: ["post", "/checkout/cart/line-item"],
    path: "/checkout/cart/line-item",
    init: { token: "contract-blocked", ...fill[0]!.init },
    before: [
      {
        path: "/context",
        init: {
          method: "PATCH",
          json: {
            countryId: countries.DE.id,
            paymentMethodId: paymentMethods.invoice.id,
            shippingMethodId: shippingMethods.express.id,
          },
        },
      },
    ],
    status: 200,
    expect: (body) =>
      expect(Object.keys(body.errors as object)).toEqual([
        "payment-method-changed-Rechnung-TWINT",
        "shipping-method-changed-Expressversand (Post)-Standardversand (Post)",
      ]),
  },
  {
    name: "download a document with a wrong deep link code",
    operation: download,
    path: "/document/download/0123456789abcdef0123456789abcdef/wrong-code",
    init: { method: "POST", json: {} },
    status: 404,
  },
];

describe("Checkout contract (Shopware's OpenAPI schema)", () => {
  let validator: ContractValidator;
  beforeAll(() => {
    validator = createContractValidator();
    // The Order schema is large: compile its validators here, not inside the first case's time limit.
    validator.validate("post", "/checkout/order", 200, {});
    validator.validate("post", "/order", 200, {});
  }, 60_000);

  it.each(cases)("$name", (contractCase) => expectContract(validator, contractCase));
});
