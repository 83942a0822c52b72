import { afterEach, describe, expect, it } from "vitest";
import { calculatedMaxPurchase } from "../cart/rules.ts";
import { catalog, taxOf, variantsOf } from "../fixtures/catalog/index.ts";
import type { ProductFixture } from "../fixtures/catalog/types.ts";
import { currencies, currencyIds } from "../fixtures/currencies.ts";
import { languageIds } from "../fixtures/languages.ts";
import { promotions } from "../fixtures/promotions.ts";
import { paymentMethods, shippingMethods } from "../fixtures/sales-channel.ts";
import { round, unitPrice } from "../lib/pricing.ts";
import { createTestEmulator, type StoreApiRequestInit } from "../node.ts";

type Json = Record<string, any>; // oxlint-disable-line typescript/no-explicit-any -- test access into deep JSON

const emulator = createTestEmulator();
afterEach(() => emulator.reset());

const TOKEN = "cart-test-token-0000000000000001";

async function call(path: string, init: StoreApiRequestInit = {}) {
  const response = await emulator.request(path, { token: TOKEN, ...init });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : null) as Json,
  };
}

const getCart = (init: StoreApiRequestInit = {}) => call("/checkout/cart", init);
const add = (items: Json[], init: StoreApiRequestInit = {}) =>
  call("/checkout/cart/line-item", { json: { items }, ...init });
const update = (items: Json[]) => call("/checkout/cart/line-item", { method: "PATCH", json: { items } });
const remove = (ids: string[]) => call("/checkout/cart/line-item/delete", { json: { ids } });
const addProduct = (product: ProductFixture, quantity?: number) =>
  add([{ id: product.id, type: "product", referencedId: product.id, ...(quantity ? { quantity } : {}) }]);
const addCode = (code: string) => add([{ type: "promotion", referencedId: code }]);

/** Products picked by property, so the tests hold however the catalog grows. */
const buyable = catalog.products.filter((product) => variantsOf(product.id).length === 0);
function pick(description: string, predicate: (product: ProductFixture) => boolean): ProductFixture {
  const found = buyable.find(predicate);
  if (!found) throw new Error(`The catalog has no ${description}`);
  return found;
}
const plain = (product: ProductFixture) =>
  !product.isCloseout &&
  product.minPurchase === 1 &&
  product.purchaseSteps === 1 &&
  product.maxPurchase === null &&
  !product.shippingFree &&
  product.media.length > 0 &&
  // Cheap enough that one piece stays below the CHF 100 of PROFI20 and the CHF 60 of free shipping.
  product.prices[0]!.gross < 50;
const standardRate = () =>
  pick("plain product at 8.1 %", (product) => plain(product) && product.taxKey === "standard");
const reducedRate = () =>
  pick("plain product at 2.6 %", (product) => plain(product) && product.taxKey === "reduced");
const unitGross = (product: ProductFixture, quantity = 1) =>
  product.prices.find((tier) => tier.quantityEnd === null || quantity <= tier.quantityEnd)!.gross;
const errorKeys = (cart: Json) => (Array.isArray(cart.errors) ? [] : Object.keys(cart.errors));

describe("GET /checkout/cart", () => {
  it("answers a new, empty cart for the token", async () => {
    const { status, headers, body } = await getCart();
    expect(status).toBe(200);
    expect(headers.get("sw-context-token")).toBe(TOKEN);
    expect(body).toMatchObject({
      token: TOKEN,
      name: "sales-channel",
      lineItems: [],
      errors: [],
      deliveries: [],
      modified: false,
      customerComment: null,
      affiliateCode: null,
      campaignCode: null,
      price: {
        totalPrice: 0,
        netPrice: 0,
        positionPrice: 0,
        rawTotal: 0,
        taxStatus: "gross",
        apiAlias: "cart_price",
      },
      transactions: [{ paymentMethodId: paymentMethods.invoice.id, amount: { totalPrice: 0 } }],
      apiAlias: "cart",
    });
  });

  it("mints a token when none is sent and keys the cart by it", async () => {
    const response = await emulator.request("/checkout/cart");
    const token = response.headers.get("sw-context-token");
    expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(((await response.json()) as Json).token).toBe(token);
  });
});

describe("POST /checkout/cart/line-item", () => {
  it("adds a product with its label, cover, payload, quantity information and price", async () => {
    const product = standardRate();
    const { status, body } = await add([{ id: product.id, type: "product" }]);
    expect(status).toBe(200);
    const [item] = body.lineItems;
    expect(item).toMatchObject({
      id: product.id,
      // referencedId defaults to the id
      referencedId: product.id,
      label: product.name["de-DE"],
      quantity: 1,
      type: "product",
      good: true,
      removable: true,
      stackable: true,
      children: [],
      states: ["is-physical"],
      payload: { productNumber: product.productNumber, isCloseout: false, stock: product.stock },
      quantityInformation: { minPurchase: 1, maxPurchase: 100, purchaseSteps: 1 },
      deliveryInformation: {
        stock: product.stock,
        freeDelivery: false,
        apiAlias: "cart_delivery_information",
      },
      priceDefinition: { quantity: 1, apiAlias: "cart_price_quantity" },
      apiAlias: "line_item",
    });
    // The same calculation as the product's own price (lib/pricing.ts).
    const expected = unitPrice(unitGross(product), taxOf(product).taxRate, {
      currency: currencies.CHF,
      taxState: "gross",
    });
    expect(item.price).toMatchObject({ unitPrice: expected, totalPrice: expected, quantity: 1 });
    expect(item.price.calculatedTaxes).toEqual([
      expect.objectContaining({ taxRate: taxOf(product).taxRate }),
    ]);
    const coverId = product.media.toSorted((a, b) => a.position - b.position)[0]!.id;
    expect(item.cover).toMatchObject({ id: coverId, apiAlias: "media" });
  });

  it("adds up the quantity when the product is already in the cart", async () => {
    const product = standardRate();
    await addProduct(product, 2);
    const { body } = await addProduct(product, 3);
    expect(body.lineItems).toHaveLength(1);
    expect(body.lineItems[0].quantity).toBe(5);
  });

  it("translates the label in the request language", async () => {
    const product = standardRate();
    await addProduct(product);
    const { body } = await getCart({ languageId: languageIds["fr-CH"] });
    expect(body.lineItems[0].label).toBe(product.name["fr-CH"]);
  });

  it("answers 400 CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY for a quantity below 1 and keeps the cart", async () => {
    const product = standardRate();
    await addProduct(product, 2);
    for (const quantity of [0, -3]) {
      const { status, body } = await add([{ id: product.id, type: "product", quantity }]);
      expect(status).toBe(400);
      expect(body.errors).toEqual([
        expect.objectContaining({
          status: "400",
          code: "CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY",
          meta: { parameters: { quantity } },
        }),
      ]);
    }
    expect((await getCart()).body.lineItems[0].quantity).toBe(2);
  });

  it("answers 400 VIOLATION::INVALID_TYPE_ERROR for a quantity that is not an integer", async () => {
    const product = standardRate();
    for (const [quantity, value] of [
      [1.5, "1.5"],
      ["abc", '"abc"'],
      ["3", '"3"'],
    ] as const) {
      const { status, body } = await add([{ id: product.id, type: "product", quantity }]);
      expect(status).toBe(400);
      expect(body.errors).toEqual([
        expect.objectContaining({
          code: "VIOLATION::INVALID_TYPE_ERROR",
          title: "Constraint violation error",
          source: { pointer: "/quantity" },
          meta: { parameters: { "{{ value }}": value, "{{ type }}": "int" } },
        }),
      ]);
    }
    expect((await getCart()).body.lineItems).toEqual([]);
  });

  it("keeps an unknown product out with a product-not-found error (200)", async () => {
    const unknown = "e".repeat(32);
    const { status, body } = await add([{ id: unknown, type: "product" }]);
    expect(status).toBe(200);
    expect(body.lineItems).toEqual([]);
    expect(body.errors[`product-not-found${unknown}`]).toMatchObject({
      level: 20,
      messageKey: "product-not-found",
    });
  });

  it("drops a parent product silently: only its variants can be bought", async () => {
    const parent = catalog.products.find((product) => variantsOf(product.id).length > 0);
    if (!parent) throw new Error("The catalog has no product with variants");
    const { status, body } = await addProduct(parent);
    expect(status).toBe(200);
    expect(body.lineItems).toEqual([]);
    expect(body.errors).toEqual([]);
  });

  it("rejects line item types a shopper may not add", async () => {
    expect((await add([{ id: "x", type: "credit" }])).body.errors[0].code).toBe(
      "CHECKOUT__INSUFFICIENT_PERMISSION",
    );
    expect((await add([{ id: "x", type: "voucher" }])).body.errors[0]).toMatchObject({
      status: "400",
      code: "CHECKOUT__CART_LINE_ITEM_TYPE_NOT_SUPPORTED",
    });
  });
});

describe("quantity rules", () => {
  it("caps at the product's max purchase (product-stock-reached) and reports it once", async () => {
    const product = pick(
      "product with its own max purchase",
      (item) =>
        item.maxPurchase !== null && !item.isCloseout && item.minPurchase === 1 && item.purchaseSteps === 1,
    );
    const max = calculatedMaxPurchase(product);
    const { body } = await addProduct(product, max + 1);
    expect(body.lineItems[0].quantity).toBe(max);
    expect(body.errors[`product-stock-reached${product.id}`]).toMatchObject({
      key: `product-stock-reached${product.id}`,
      messageKey: "product-stock-reached",
      level: 10,
      id: product.id,
      name: product.name["de-DE"],
      quantity: max,
      code: 0,
    });
    // Shopware does not store errors with the cart: the next read is clean and the quantity stays capped.
    const next = await getCart();
    expect(next.body.errors).toEqual([]);
    expect(next.body.lineItems[0].quantity).toBe(max);
  });

  it("removes a sold-out closeout product (product-out-of-stock)", async () => {
    const product = pick(
      "sold-out closeout product",
      (item) => item.isCloseout && calculatedMaxPurchase(item) < item.minPurchase,
    );
    const { status, body } = await addProduct(product, 1);
    expect(status).toBe(200);
    expect(body.lineItems).toEqual([]);
    expect(body.errors[`product-out-of-stock${product.id}`]).toMatchObject({
      messageKey: "product-out-of-stock",
      level: 20,
      name: product.name["de-DE"],
    });
  });

  it("raises the quantity to the minimum purchase (min-order-quantity)", async () => {
    const product = pick(
      "product with a minimum purchase",
      (item) => item.minPurchase > 1 && !item.isCloseout,
    );
    const { body } = await addProduct(product, 1);
    expect(body.lineItems[0].quantity).toBe(product.minPurchase);
    expect(body.errors[`min-order-quantity${product.id}`]).toMatchObject({
      level: 10,
      quantity: product.minPurchase,
    });
  });

  it("aligns the quantity to the purchase steps (purchase-steps-quantity)", async () => {
    const product = pick("product with purchase steps", (item) => item.purchaseSteps > 1 && !item.isCloseout);
    const wanted = product.minPurchase + product.purchaseSteps + 1;
    const { body } = await addProduct(product, wanted);
    expect(body.lineItems[0].quantity).toBe(product.minPurchase + product.purchaseSteps);
    expect(errorKeys(body)).toEqual([`purchase-steps-quantity${product.id}`]);
  });

  it("caps at the max purchase of 100 by default", async () => {
    const product = standardRate();
    const { body } = await addProduct(product, 250);
    expect(body.lineItems[0].quantity).toBe(100);
    expect(body.errors[`product-stock-reached${product.id}`]).toMatchObject({ quantity: 100 });
  });
});

describe("PATCH /checkout/cart/line-item", () => {
  it("changes a quantity and recalculates", async () => {
    const product = standardRate();
    await addProduct(product, 1);
    const { status, body } = await update([{ id: product.id, quantity: 4 }]);
    expect(status).toBe(200);
    expect(body.lineItems[0].quantity).toBe(4);
    expect(body.lineItems[0].price.totalPrice).toBe(
      round(body.lineItems[0].price.unitPrice * 4, currencies.CHF.itemRounding),
    );
  });

  it("answers 404 CHECKOUT__CART_LINE_ITEM_NOT_FOUND for an id that is not in the cart", async () => {
    const { status, body } = await update([{ id: "a".repeat(32), quantity: 2 }]);
    expect(status).toBe(404);
    expect(body.errors).toEqual([
      expect.objectContaining({
        status: "404",
        code: "CHECKOUT__CART_LINE_ITEM_NOT_FOUND",
        meta: { parameters: { id: "a".repeat(32) } },
      }),
    ]);
  });

  it("answers 400 for a quantity below 1", async () => {
    const product = standardRate();
    await addProduct(product, 2);
    const { status, body } = await update([{ id: product.id, quantity: 0 }]);
    expect(status).toBe(400);
    expect(body.errors[0].code).toBe("CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY");
  });
});

describe("removing line items", () => {
  it("removes by POST /checkout/cart/line-item/delete and by the deprecated DELETE ?ids[]=", async () => {
    const first = standardRate();
    const second = reducedRate();
    await add([
      { id: first.id, type: "product" },
      { id: second.id, type: "product" },
    ]);
    const afterPost = await remove([first.id]);
    expect(afterPost.status).toBe(200);
    expect(afterPost.body.lineItems.map((item: Json) => item.id)).toEqual([second.id]);

    const afterDelete = await call(`/checkout/cart/line-item?ids[]=${second.id}`, { method: "DELETE" });
    expect(afterDelete.status).toBe(200);
    expect(afterDelete.body.lineItems).toEqual([]);
  });

  it("answers 404 for an unknown id and removes nothing", async () => {
    const product = standardRate();
    await addProduct(product);
    const { status, body } = await remove([product.id, "b".repeat(32)]);
    expect(status).toBe(404);
    expect(body.errors[0].code).toBe("CHECKOUT__CART_LINE_ITEM_NOT_FOUND");
    expect((await getCart()).body.lineItems).toHaveLength(1);
  });

  it("DELETE /checkout/cart answers 204 and empties the cart", async () => {
    await addProduct(standardRate());
    const response = await emulator.request("/checkout/cart", { token: TOKEN, method: "DELETE" });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect((await getCart()).body.lineItems).toEqual([]);
  });
});

describe("totals", () => {
  it("adds line items, shipping and both tax rates consistently", async () => {
    const standard = standardRate();
    const reduced = reducedRate();
    await addProduct(standard, 1);
    const { body } = await addProduct(reduced, 1);
    const { price } = body;
    const goods = body.lineItems.reduce((sum: number, item: Json) => sum + item.price.totalPrice, 0);
    const shipping = body.deliveries[0].shippingCosts.totalPrice;
    expect(price.positionPrice).toBeCloseTo(goods, 2);
    expect(price.rawTotal).toBeCloseTo(goods + shipping, 2);
    expect(price.totalPrice).toBe(round(price.rawTotal, currencies.CHF.totalRounding));
    expect(Math.round(price.totalPrice * 100) % 5).toBe(0);
    expect(price.calculatedTaxes.map((tax: Json) => tax.taxRate)).toEqual([2.6, 8.1]);
    const taxes = price.calculatedTaxes.reduce((sum: number, tax: Json) => sum + tax.tax, 0);
    expect(price.netPrice).toBeCloseTo(price.totalPrice - taxes, 2);
    expect(shipping).toBe(goods >= 60 ? 0 : 9.9);
    expect(body.deliveries[0].shippingMethod).toMatchObject({ id: shippingMethods.standard.id });
    expect(body.transactions[0].amount.totalPrice).toBe(price.totalPrice);
  });

  it("shows prices in EUR after the session switched currency", async () => {
    await call("/context", { method: "PATCH", json: { currencyId: currencyIds.EUR } });
    const product = standardRate();
    const { body } = await addProduct(product, 1);
    expect(body.lineItems[0].price.unitPrice).toBe(
      round(unitGross(product) * currencies.EUR.factor, currencies.EUR.itemRounding),
    );
  });
});

describe("promotion codes", () => {
  it("keeps a code with a minimum waiting and applies it once the goods reach CHF 100", async () => {
    const product = standardRate();
    const goods = (quantity: number) => unitGross(product, quantity) * quantity;
    const quantities = Array.from({ length: 100 }, (_, index) => index + 1);
    const below = quantities.findLast((quantity) => goods(quantity) < 100)!;
    const enough = quantities.find((quantity) => goods(quantity) >= 100);
    if (!enough) throw new Error(`${product.productNumber} cannot reach CHF 100 within 100 pieces`);
    await addProduct(product, below);
    const waiting = await addCode("PROFI20");
    expect(waiting.status).toBe(200);
    expect(waiting.body.lineItems.map((item: Json) => item.type)).toEqual(["product"]);
    expect(waiting.body.errors["promotion-not-eligible"]).toMatchObject({
      level: 0,
      name: promotions.professional.name["de-DE"],
    });
    // Still waiting on the next read: the notice comes back while the condition is not met.
    expect(errorKeys((await getCart()).body)).toEqual(["promotion-not-eligible"]);
    expect((await getCart()).body.extensions["cart-promotions"].addedCodes).toEqual(["PROFI20"]);

    const applied = await update([{ id: product.id, quantity: enough }]);
    const discount = applied.body.lineItems.find((item: Json) => item.type === "promotion");
    expect(discount).toMatchObject({
      id: promotions.professional.discountId,
      referencedId: "PROFI20",
      label: promotions.professional.name["de-DE"],
      price: { totalPrice: -20 },
    });
    expect(errorKeys(applied.body)).toEqual([
      `promotion-discount-added-${promotions.professional.discountId}`,
    ]);
    expect((await getCart()).body.errors).toEqual([]);
  });

  it("reports an unknown code with promotion-not-found and forgets it", async () => {
    await addProduct(standardRate());
    const { status, body } = await addCode("NICHTGUELTIG");
    expect(status).toBe(200);
    expect(body.errors["promotion-not-found"]).toMatchObject({ level: 20, promotionCode: "NICHTGUELTIG" });
    expect(body.extensions["cart-promotions"].addedCodes).toEqual([]);
  });

  it("removes the discount and its code when the promotion line item is deleted", async () => {
    await addProduct(standardRate(), 2);
    const applied = await addCode("FRUEHLING10");
    const discount = applied.body.lineItems.find((item: Json) => item.type === "promotion");
    expect(discount.price.totalPrice).toBeLessThan(0);
    const { body } = await remove([discount.id]);
    expect(body.lineItems.map((item: Json) => item.type)).toEqual(["product"]);
    expect(body.extensions["cart-promotions"].addedCodes).toEqual([]);
  });

  it("answers 400 for a quantity on a discount line item", async () => {
    await addProduct(standardRate(), 2);
    await addCode("FRUEHLING10");
    const { status, body } = await update([{ id: promotions.springCleaning.discountId, quantity: 2 }]);
    expect(status).toBe(400);
    expect(body.errors[0].code).toBe("CHECKOUT__CART_LINE_ITEM_NOT_STACKABLE");
  });
});

describe("cart state", () => {
  it("keeps one cart per context token", async () => {
    const product = standardRate();
    await addProduct(product, 2);
    const other = await getCart({ token: "another-token-0000000000000002" });
    expect(other.body.lineItems).toEqual([]);
    expect((await getCart()).body.lineItems[0].quantity).toBe(2);
  });

  it("forgets every cart on reset()", async () => {
    await addProduct(standardRate());
    emulator.reset();
    expect((await getCart()).body.lineItems).toEqual([]);
  });
});

const download = () => pick("download product", (product) => product.type === "digital");
const physical = () => standardRate();

describe("downloads (digital products)", () => {
  it("gives every line item its product's states: is-download or is-physical", async () => {
    await addProduct(download());
    const { body } = await addProduct(physical());
    const states = Object.fromEntries(
      body.lineItems.map((item: Json) => [item.referencedId, item.states as string[]]),
    );
    expect(states).toEqual({ [download().id]: ["is-download"], [physical().id]: ["is-physical"] });
  });

  it("makes a cart of downloads only virtual: no delivery, no shipping costs", async () => {
    const { body } = await addProduct(download());
    expect(body.deliveries).toEqual([]);
    const gross = unitGross(download());
    expect(body.price).toMatchObject({ positionPrice: gross, totalPrice: gross });
    // A delivery promotion has nothing to discount: no placeholder line item.
    const coded = await addCode("GRATISVERSAND");
    expect(coded.body.deliveries).toEqual([]);
    expect(coded.body.lineItems.filter((item: Json) => item.type === "promotion")).toEqual([]);
    expect(coded.body.price.totalPrice).toBe(gross);
  });

  it("ships only the physical products of a mixed cart, at the costs of their goods", async () => {
    await addProduct(download());
    const { body } = await addProduct(physical());
    expect(body.deliveries).toHaveLength(1);
    const delivery = body.deliveries[0];
    expect(delivery.positions.map((position: Json) => position.identifier)).toEqual([physical().id]);
    // The physical goods stay below CHF 60: standard shipping costs CHF 9.90.
    expect(delivery.shippingCosts.totalPrice).toBe(9.9);
    const goods = unitGross(download()) + unitGross(physical());
    expect(body.price.totalPrice).toBeCloseTo(goods + 9.9, 2);
  });
});
