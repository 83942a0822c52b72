// @vitest-environment node
// The cart page's module against the Store API emulator (MSW intercepts fetch): reading the page's data and
// the forms' intents, with JavaScript (JSON) and without (303 + flash).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createStoreApiClient, type StoreApiClient } from "@shop/store-api";
import {
  currencyIds,
  DEMO_BUSINESS_CUSTOMER_EMAIL,
  DEMO_BUSINESS_CUSTOMER_PASSWORD,
  fixtureIds,
  languageIds,
} from "@shop/mocks";
import { createTestEmulator, EMULATOR_ACCESS_KEY, TEST_STORE_API_URL } from "@shop/mocks/node";
import { productFixture } from "@shop/mocks/stories";
import {
  cartPageAction,
  freeShippingHint,
  freeShippingThreshold,
  parseCartCommand,
  readCartPage,
  shippingCostPreview,
  type CartActionResult,
} from "./cart.server.ts";

const emulator = createTestEmulator();
beforeAll(() => emulator.server.listen({ onUnhandledFrame: "error" }));
afterAll(() => emulator.server.close());

/** The spec's §9: the standard method ships free in Switzerland from CHF 60 of goods (the emulator's matrix). */
const SWISS_FREE_FROM_CHF = 60;

const simple = productFixture("simple");
const reduced = productFixture("reduced-tax");

let api: StoreApiClient;
beforeEach(async () => {
  api = createStoreApiClient({
    endpoint: TEST_STORE_API_URL,
    accessKey: EMULATOR_ACCESS_KEY,
    languageId: languageIds["de-DE"],
  });
  await api.addLineItems([
    { id: simple.id, referencedId: simple.id, type: "product", quantity: 1 },
    { id: reduced.id, referencedId: reduced.id, type: "product", quantity: 1 },
  ]);
});

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request("http://localhost/checkout/cart", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers,
  });
}

/** The action's answer to a fetcher: its JSON and status. */
async function submit(fields: Record<string, string>) {
  const result = await cartPageAction(post(fields), api, "de-DE");
  if (result instanceof Response) throw new Error("expected data, got a redirect");
  return { body: result.data as CartActionResult, status: result.init?.status ?? 200 };
}

describe("readCartPage", () => {
  it("is empty without a session (and mints none)", async () => {
    const guest = createStoreApiClient({ endpoint: TEST_STORE_API_URL, accessKey: EMULATOR_ACCESS_KEY });
    const page = await readCartPage(guest, "de-DE");
    expect(page.lines).toEqual([]);
    expect(guest.getContextToken()).toBeUndefined();
  });

  it("shows the lines, the totals per VAT rate and what is missing for free shipping", async () => {
    const page = await readCartPage(api, "fr-CH");
    expect(page.lines.map((line) => line.productId)).toEqual([simple.id, reduced.id]);
    expect(page.lines[0]).toMatchObject({ quantity: 1, min: 1, href: `/fr-CH/detail/${simple.id}` });
    const { totals } = page;
    expect(totals.currency).toBe("CHF");
    expect(totals.taxes.map((tax) => tax.rate).toSorted()).toEqual([2.6, 8.1]);
    expect(totals.total).toBeCloseTo(totals.subtotal + totals.shippingCosts, 2);
    const missing = SWISS_FREE_FROM_CHF - totals.subtotal;
    expect(totals.freeShippingRemaining).toBe(missing > 0 ? Math.round(missing * 100) / 100 : undefined);
  });
});

describe("downloads in the cart", () => {
  const download = productFixture("download");
  const withDownload = async (others: (typeof simple)[]) => {
    const client = createStoreApiClient({
      endpoint: TEST_STORE_API_URL,
      accessKey: EMULATOR_ACCESS_KEY,
      languageId: languageIds["de-DE"],
    });
    await client.addLineItems(
      [download, ...others].map((item) => ({
        id: item.id,
        referencedId: item.id,
        type: "product",
        quantity: 1,
      })),
    );
    return client;
  };

  it("a cart of downloads only is virtual: no shipping costs, no hint, no estimate", async () => {
    const page = await readCartPage(await withDownload([]), "de-DE");
    expect(page.totals).toMatchObject({ virtual: true, shippingCosts: 0, total: page.totals.subtotal });
    expect(page.totals.freeShippingRemaining).toBeUndefined();
    expect(page.estimate).toBeUndefined();
    expect(page.shippingMethodName).toBeUndefined();
  });

  it("a mixed cart ships its physical products: costs and free-shipping hint as without the download", async () => {
    const client = createStoreApiClient({
      endpoint: TEST_STORE_API_URL,
      accessKey: EMULATOR_ACCESS_KEY,
      languageId: languageIds["de-DE"],
    });
    await client.addLineItems([{ id: reduced.id, referencedId: reduced.id, type: "product", quantity: 1 }]);
    const alone = await readCartPage(client, "de-DE");
    const mixed = await readCartPage(await withDownload([reduced]), "de-DE");
    expect(mixed.totals.virtual).toBeUndefined();
    expect(mixed.estimate).toBeDefined();
    expect(mixed.totals.shippingCosts).toBeGreaterThan(0);
    expect(mixed.totals.shippingCosts).toBe(alone.totals.shippingCosts);
    expect(mixed.totals.freeShippingRemaining).toBe(alone.totals.freeShippingRemaining);
  });
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields) as unknown as FormData;

describe("parseCartCommand", () => {
  it("refuses bad quantities, ids and empty codes with the shop's messages", () => {
    expect(parseCartCommand(form({ intent: "update", lineItemId: "a", quantity: "0" }))).toMatchObject({
      key: "cart-invalid-quantity",
    });
    expect(parseCartCommand(form({ intent: "update", lineItemId: "a", quantity: "1.5" }))).toMatchObject({
      key: "cart-invalid-quantity",
    });
    expect(parseCartCommand(form({ intent: "remove", lineItemId: "../x" }))).toMatchObject({
      key: "cart-update-failed",
    });
    expect(parseCartCommand(form({ intent: "promotion-add", code: "  " }))).toMatchObject({
      key: "promotion-code-required",
    });
    expect(parseCartCommand(form({ intent: "nope" }))).toMatchObject({ key: "cart-update-failed" });
    expect(parseCartCommand(form({ intent: "update", lineItemId: "ab", quantity: " 3 " }))).toEqual({
      intent: "update",
      lineItemId: "ab",
      quantity: 3,
    });
  });
});

describe("cartPageAction with JavaScript (JSON)", () => {
  it("changes a quantity and removes a line; the count follows", async () => {
    const updated = await submit({ intent: "update", lineItemId: simple.id, quantity: "3" });
    expect(updated.body).toMatchObject({ ok: true, cartCount: 4 });
    expect(updated.body.messages[0]).toMatchObject({ key: "cart-updated", variant: "success" });

    const removed = await submit({ intent: "remove", lineItemId: reduced.id });
    expect(removed.body).toMatchObject({ ok: true, cartCount: 3 });
    expect(removed.body.messages[0]).toMatchObject({ key: "cart-removed" });
    expect((await readCartPage(api, "de-DE")).lines).toHaveLength(1);
  });

  it("redeems FRUEHLING10 (a discount line, lower total) and removes it again", async () => {
    const before = (await readCartPage(api, "de-DE")).totals;
    const added = await submit({ intent: "promotion-add", code: "fruehling10" });
    expect(added.body.messages[0]).toMatchObject({ key: "promotion-added", name: "fruehling10" });
    const page = await readCartPage(api, "de-DE");
    expect(page.promotions).toHaveLength(1);
    expect(page.totals.discount).toBeLessThan(0);
    expect(page.totals.total).toBeLessThan(before.total);

    const removed = await submit({ intent: "promotion-remove", lineItemId: page.promotions[0]!.id });
    expect(removed.body.messages[0]).toMatchObject({ key: "promotion-removed" });
    expect((await readCartPage(api, "de-DE")).promotions).toEqual([]);
  });

  it("says an unknown code was not found, once (the next read has no error)", async () => {
    const refused = await submit({ intent: "promotion-add", code: "GIBTSNICHT" });
    expect(refused.body.ok).toBe(false);
    expect(refused.body.messages).toEqual([
      { key: "promotion-not-found", variant: "error", name: "GIBTSNICHT", quantity: undefined },
    ]);
    expect((await readCartPage(api, "de-DE")).notices).toEqual([]);
  });

  it("keeps a waiting code as a notice on the page while its condition is not met", async () => {
    // PROFI20 needs CHF 100 of goods: one cheap product is not enough.
    await api.removeLineItems([simple.id]);
    expect((await readCartPage(api, "de-DE")).totals.subtotal).toBeLessThan(100);
    const waiting = await submit({ intent: "promotion-add", code: "PROFI20" });
    expect(waiting.body.messages[0]).toMatchObject({ key: "promotion-not-eligible", variant: "info" });
    const page = await readCartPage(api, "de-DE");
    expect(page.notices).toEqual([expect.objectContaining({ key: "promotion-not-eligible" })]);
  });

  it("says once that a payment method the cart rules out was replaced, and the next form still works", async () => {
    // TWINT pays in CHF only: in euros Shopware switches to the default (invoice) and says so once.
    await api.updateContext({ paymentMethodId: fixtureIds.paymentMethods.twint });
    await api.updateContext({ currencyId: currencyIds.EUR });
    const page = await readCartPage(api, "de-DE");
    expect(page.notices).toEqual([
      { key: "payment-method-changed", variant: "info", name: "Rechnung", quantity: undefined },
    ]);
    expect((await readCartPage(api, "de-DE")).notices).toEqual([]);
    const updated = await submit({ intent: "update", lineItemId: simple.id, quantity: "2" });
    expect(updated.body.ok).toBe(true);
  });

  it("answers 400 for bad input and 404 for an unknown line item", async () => {
    expect((await submit({ intent: "update", lineItemId: simple.id, quantity: "x" })).status).toBe(400);
    expect((await submit({ intent: "remove", lineItemId: "f".repeat(32) })).status).toBe(404);
  });
});

describe("cartPageAction without JavaScript (redirectTo)", () => {
  it("answers 303 to the cart page of the language with the outcome as a flash", async () => {
    const response = await cartPageAction(
      post({ intent: "remove", lineItemId: simple.id, redirectTo: "https://evil.example/" }),
      api,
      "fr-CH",
    );
    if (!(response instanceof Response)) throw new Error("expected a redirect");
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/fr-CH/checkout/cart");
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(decodeURIComponent(cookie)).toContain('"key":"cart-removed"');
  });
});

describe("freeShippingHint", () => {
  it("names what is missing in the cart's currency, converted with its factor", () => {
    expect(freeShippingHint(47.7, 9.9, 60, 1)).toEqual({ remaining: 12.3 });
    expect(freeShippingHint(50, 10.49, 60, 1.06)).toEqual({ remaining: 13.6 });
  });

  it("is reached from the threshold, and absent where none applies or shipping is free already", () => {
    expect(freeShippingHint(60, 0, 60, 1)).toBe("reached");
    expect(freeShippingHint(30, 19.5, undefined, 1)).toBeUndefined();
    // Shipping already free (a promotion, free-shipping products): no hint.
    expect(freeShippingHint(30, 0, 60, 1)).toBeUndefined();
    expect(freeShippingHint(0, 0, 60, 1)).toBeUndefined();
  });
});

/** Each available method's threshold (CHF of goods) from its price matrix, for the session. */
async function thresholds() {
  const [cart, context, methods] = await Promise.all([
    api.readCart(),
    api.readContext(),
    api.readShippingMethods({ onlyAvailable: true, criteria: { associations: { prices: {} } } }),
  ]);
  return methods.elements.map((method) => [
    method.technicalName,
    freeShippingThreshold(method, cart, context),
  ]);
}

describe("freeShippingThreshold", () => {
  it("standard shipping: CHF 60 in Switzerland, EUR 150 in Germany; express and pickup have none", async () => {
    expect(await thresholds()).toEqual([
      ["shipping_standard", SWISS_FREE_FROM_CHF],
      ["shipping_express", undefined],
      ["shipping_pickup_volketswil", undefined],
    ]);
    await api.updateContext({ countryId: fixtureIds.countries.DE });
    const [standard] = await thresholds();
    expect(standard?.[1]).toBeCloseTo(150 / 1.06, 6);
  });

  it("the cart page shows the missing amount and the shipping discount from the chosen method's matrix", async () => {
    await api.removeLineItems([simple.id]);
    const page = await readCartPage(api, "de-DE");
    expect(page.totals.shippingCosts).toBe(9.9);
    expect(page.totals.freeShippingRemaining).toBe(round2(SWISS_FREE_FROM_CHF - page.totals.subtotal));
    // GRATISVERSAND: shipping free by a promotion; the discount is the method's regular price.
    await submit({ intent: "promotion-add", code: "GRATISVERSAND" });
    const free = await readCartPage(api, "de-DE");
    expect(free.totals).toMatchObject({ shippingCosts: 0, shippingDiscount: 9.9 });
    expect(free.totals.freeShippingRemaining).toBeUndefined();
  });
});

const round2 = (value: number) => Math.round(value * 100) / 100;

const estimate = (fields: Record<string, string>) => submit({ intent: "shipping-estimate", ...fields });

describe("the shipping estimate", () => {
  it("offers the shipping countries and methods, with the session's selected", async () => {
    const page = await readCartPage(api, "de-DE");
    expect(page.estimate?.countryId).toBe(fixtureIds.country);
    expect(page.estimate?.shippingMethodId).toBe(fixtureIds.shippingMethod);
    expect(page.estimate?.countries.map((country) => country.id)).toContain(fixtureIds.countries.DE);
    expect(page.estimate?.methods.length).toBeGreaterThanOrEqual(2);
  });

  it("calculates for Germany: its shipping rate, and what is missing to its threshold (EUR 150)", async () => {
    const { body, status } = await estimate({
      countryId: fixtureIds.countries.DE,
      shippingMethodId: fixtureIds.shippingMethods.standard,
    });
    expect(status).toBe(200);
    expect(body.messages[0]).toMatchObject({ key: "shipping-estimated", name: "Deutschland" });
    const page = await readCartPage(api, "de-DE");
    expect(page.totals.shippingCosts).toBe(23.49);
    expect(page.totals.freeShippingRemaining).toBe(round2(150 / 1.06 - page.totals.subtotal));
    expect(page.estimate?.countryId).toBe(fixtureIds.countries.DE);
  });

  it("in euros: prices, shipping and the missing amount follow the currency", async () => {
    await api.updateContext({ currencyId: currencyIds.EUR });
    const page = await readCartPage(api, "de-DE");
    expect(page.totals.currency).toBe("EUR");
    const missing = Math.round((SWISS_FREE_FROM_CHF * 1.06 - page.totals.subtotal) * 100) / 100;
    expect(page.totals.freeShippingRemaining).toBe(missing > 0 ? missing : undefined);
  });

  it("says once that express does not deliver to Germany", async () => {
    await estimate({ countryId: fixtureIds.country, shippingMethodId: fixtureIds.shippingMethods.express });
    const { body } = await estimate({
      countryId: fixtureIds.countries.DE,
      shippingMethodId: fixtureIds.shippingMethods.express,
    });
    expect(body.messages.map((message) => message.key)).toContain("shipping-method-changed");
    const again = await estimate({
      countryId: fixtureIds.countries.DE,
      shippingMethodId: fixtureIds.shippingMethods.standard,
    });
    expect(again.body.messages.map((message) => message.key)).not.toContain("shipping-method-changed");
  });

  it("prices every method for this cart, the chosen one at what the cart charges (its discount included)", async () => {
    await submit({ intent: "promotion-add", code: "GRATISVERSAND" });
    const page = await readCartPage(api, "de-DE");
    const cost = (id: string) => page.estimate?.methods.find((method) => method.id === id)?.cost;
    expect(page.totals.shippingCosts).toBe(0);
    // Standard is chosen: free by the promotion, although its matrix says CHF 9.90.
    expect(cost(fixtureIds.shippingMethods.standard)).toBe(0);
    expect(cost(fixtureIds.shippingMethods.express)).toBe(19.5);
  });

  it("refuses a form without ids", async () => {
    const { status } = await estimate({ countryId: "", shippingMethodId: fixtureIds.shippingMethod });
    expect(status).toBe(400);
  });
});

/** Each available method: what its price matrix says for the cart, and what the cart charges once chosen. */
async function previewsAndCharges() {
  const [cart, context, methods] = await Promise.all([
    api.readCart(),
    api.readContext(),
    api.readShippingMethods({ onlyAvailable: true, criteria: { associations: { prices: {} } } }),
  ]);
  const rows: [string, number | undefined, number | undefined][] = [];
  for (const method of methods.elements) {
    await api.updateContext({ shippingMethodId: method.id });
    const charged = (await api.readCart()).deliveries[0]?.shippingCosts.totalPrice;
    rows.push([method.technicalName ?? method.id, shippingCostPreview(method, cart, context), charged]);
  }
  await api.updateContext({ shippingMethodId: context.shippingMethod.id });
  for (const [name, preview, charged] of rows) expect([name, preview]).toEqual([name, charged]);
  return rows.map(([name, preview]) => [name, preview]);
}

/** The reduced-rate product alone: below CHF 60 of goods. */
const belowThreshold = () => api.removeLineItems([simple.id]);

describe("shippingCostPreview", () => {
  it("in Switzerland below CHF 60: each method's rate, as the cart charges it", async () => {
    await belowThreshold();
    expect(await previewsAndCharges()).toEqual([
      ["shipping_standard", 9.9],
      ["shipping_express", 19.5],
      ["shipping_pickup_volketswil", 0],
    ]);
  });

  it("from CHF 60 of goods: standard shipping is free, express is not", async () => {
    expect(await previewsAndCharges()).toEqual([
      ["shipping_standard", 0],
      ["shipping_express", 19.5],
      ["shipping_pickup_volketswil", 0],
    ]);
  });

  it("in euros, and for Germany (no express there)", async () => {
    await belowThreshold();
    await api.updateContext({ currencyId: currencyIds.EUR });
    expect(await previewsAndCharges()).toEqual([
      ["shipping_standard", 10.49],
      ["shipping_express", 20.67],
      ["shipping_pickup_volketswil", 0],
    ]);
    await api.updateContext({ currencyId: currencyIds.CHF, countryId: fixtureIds.countries.DE });
    expect(await previewsAndCharges()).toEqual([
      ["shipping_standard", 23.49],
      ["shipping_pickup_volketswil", 0],
    ]);
  });

  it("net for a business customer: the matrix's net price", async () => {
    await belowThreshold();
    await api.login({ username: DEMO_BUSINESS_CUSTOMER_EMAIL, password: DEMO_BUSINESS_CUSTOMER_PASSWORD });
    expect(await previewsAndCharges()).toEqual([
      ["shipping_standard", 9.16],
      ["shipping_express", 18.04],
      ["shipping_pickup_volketswil", 0],
    ]);
  });

  it("nothing to say without a price matrix; free when every product ships free", async () => {
    const [cart, context] = await Promise.all([api.readCart(), api.readContext()]);
    expect(shippingCostPreview({ prices: null }, cart, context)).toBeUndefined();
    const freeCart = {
      lineItems: cart.lineItems.map((item) => ({
        ...item,
        deliveryInformation: { ...item.deliveryInformation, freeDelivery: true },
      })),
    };
    expect(shippingCostPreview({ prices: [] }, freeCart, context)).toBe(0);
  });
});
