import { describe, expect, it } from "vitest";
import { categoryByKey } from "../fixtures/categories.ts";
import { currencies } from "../fixtures/currencies.ts";
import { promotions } from "../fixtures/promotions.ts";
import { shippingMethods } from "../fixtures/sales-channel.ts";
import { calculateCart } from "./calculation.ts";
import { calculate, cartWith, testEnvironment, testProduct, type TestCart } from "./test-helpers.ts";

const standard = testProduct("standard", 12.5);
const reduced = testProduct("reduced", 7.2, { taxKey: "reduced" });
const errorsOf = (cart: TestCart) => (Array.isArray(cart.errors) ? {} : cart.errors);
const errorOf = (cart: TestCart, key: string) => errorsOf(cart)[key];

describe("cart totals", () => {
  it("sums two Swiss tax rates and taxes the shipping costs in proportion to the goods", () => {
    const { cart } = calculate([
      [standard, 2],
      [reduced, 3],
    ]);
    expect(cart.lineItems.map((item) => item.price.totalPrice)).toEqual([25, 21.6]);
    expect(cart.lineItems[0]!.price.calculatedTaxes).toEqual([
      expect.objectContaining({ taxRate: 8.1, tax: 1.87, price: 25 }),
    ]);
    expect(cart.lineItems[1]!.price.calculatedTaxes).toEqual([
      expect.objectContaining({ taxRate: 2.6, tax: 0.55, price: 21.6 }),
    ]);

    const [delivery] = cart.deliveries;
    expect(delivery!.shippingCosts.totalPrice).toBe(9.9);
    // 25.00 of 46.60 at 8.1 %, 21.60 at 2.6 % (Shopware's tax type "auto").
    expect(delivery!.shippingCosts.taxRules).toEqual([
      expect.objectContaining({ taxRate: 2.6, percentage: expect.closeTo(46.352, 3) }),
      expect.objectContaining({ taxRate: 8.1, percentage: expect.closeTo(53.648, 3) }),
    ]);
    expect(delivery!.shippingCosts.calculatedTaxes).toEqual([
      expect.objectContaining({ taxRate: 2.6, price: 4.59, tax: 0.12 }),
      expect.objectContaining({ taxRate: 8.1, price: 5.31, tax: 0.4 }),
    ]);

    expect(cart.price).toMatchObject({
      positionPrice: 46.6,
      rawTotal: 56.5,
      totalPrice: 56.5,
      netPrice: 53.56,
      taxStatus: "gross",
      calculatedTaxes: [
        expect.objectContaining({ taxRate: 2.6, tax: 0.67, price: 26.19 }),
        expect.objectContaining({ taxRate: 8.1, tax: 2.27, price: 30.31 }),
      ],
      taxRules: [
        expect.objectContaining({ taxRate: 2.6, percentage: 100 }),
        expect.objectContaining({ taxRate: 8.1, percentage: 100 }),
      ],
    });
    expect(cart.transactions).toEqual([
      expect.objectContaining({
        paymentMethodId: expect.any(String),
        amount: expect.objectContaining({ totalPrice: 56.5 }),
      }),
    ]);
  });

  it("rounds the CHF total to 5 Rappen and keeps the exact sum in rawTotal", () => {
    const { cart } = calculate([[testProduct("odd", 12.34), 1]]);
    expect(cart.price).toMatchObject({ positionPrice: 12.34, rawTotal: 22.24, totalPrice: 22.25 });
    // Net = rounded total minus the taxes (0.92 on the goods, 0.74 on the shipping).
    expect(cart.price.netPrice).toBe(20.59);
  });

  it("converts prices to EUR with the currency factor and rounds the total to the cent", () => {
    const { cart } = calculate([[standard, 2]], { environment: { currency: currencies.EUR } });
    expect(cart.lineItems[0]!.price).toMatchObject({ unitPrice: 13.25, totalPrice: 26.5 });
    expect(cart.deliveries[0]!.shippingCosts.totalPrice).toBe(10.49);
    expect(cart.price).toMatchObject({ positionPrice: 26.5, rawTotal: 36.99, totalPrice: 36.99 });
  });

  it("uses the price tier of the line's quantity, with list and reference price", () => {
    const tiered = testProduct("tiered", 10, {
      prices: [
        { quantityStart: 1, quantityEnd: 9, gross: 10, listGross: 12 },
        { quantityStart: 10, quantityEnd: null, gross: 9, listGross: 12 },
      ],
      purchaseUnit: 5,
      referenceUnit: 1,
    });
    expect(calculate([[tiered, 9]]).cart.lineItems[0]!.price).toMatchObject({
      unitPrice: 10,
      totalPrice: 90,
      listPrice: expect.objectContaining({ price: 12 }),
      referencePrice: expect.objectContaining({ price: 2, unitName: "Liter" }),
    });
    expect(calculate([[tiered, 10]]).cart.lineItems[0]!.price).toMatchObject({
      unitPrice: 9,
      totalPrice: 90,
    });
  });

  it("answers an empty cart with zero totals, no delivery and a zero transaction", () => {
    const { cart } = calculate([]);
    expect(cart.lineItems).toEqual([]);
    expect(cart.errors).toEqual([]);
    expect(cart.deliveries).toEqual([]);
    expect(cart.price).toMatchObject({
      totalPrice: 0,
      netPrice: 0,
      positionPrice: 0,
      rawTotal: 0,
      calculatedTaxes: [],
    });
    expect(cart.transactions[0]!.amount.totalPrice).toBe(0);
  });
});

describe("net prices (a customer group without displayGross)", () => {
  const net = { environment: { taxState: "net" as const } };

  it("prices the lines net, adds the taxes per rate and totals net + VAT in cash rounding", () => {
    const { cart } = calculate(
      [
        [standard, 2],
        [reduced, 3],
      ],
      net,
    );
    // 12.50 / 1.081 = 11.56 and 7.20 / 1.026 = 7.02: the taxes come on top.
    expect(cart.lineItems.map((item) => item.price.unitPrice)).toEqual([11.56, 7.02]);
    expect(cart.lineItems.map((item) => item.price.totalPrice)).toEqual([23.12, 21.06]);
    expect(cart.lineItems[0]!.price.calculatedTaxes).toEqual([
      expect.objectContaining({ taxRate: 8.1, tax: 1.87, price: 23.12 }),
    ]);
    expect(cart.lineItems[1]!.price.calculatedTaxes).toEqual([
      expect.objectContaining({ taxRate: 2.6, tax: 0.55, price: 21.06 }),
    ]);

    // The price matrix's net price (Shopware takes the row's net in net state): 9.90 / 1.081 = 9.16, split
    // like the goods (47.669 % at 2.6 %).
    const costs = cart.deliveries[0]!.shippingCosts;
    expect(costs.totalPrice).toBe(9.16);
    expect(costs.calculatedTaxes).toEqual([
      expect.objectContaining({ taxRate: 2.6, price: 4.37, tax: 0.11 }),
      expect.objectContaining({ taxRate: 8.1, price: 4.79, tax: 0.39 }),
    ]);

    expect(cart.price).toMatchObject({
      taxStatus: "net",
      positionPrice: 44.18,
      netPrice: 53.34,
      rawTotal: 56.26,
      totalPrice: 56.25,
      calculatedTaxes: [
        expect.objectContaining({ taxRate: 2.6, tax: 0.66, price: 25.43 }),
        expect.objectContaining({ taxRate: 8.1, tax: 2.26, price: 27.91 }),
      ],
    });
    expect(cart.transactions[0]!.amount.totalPrice).toBe(56.25);
  });

  it("takes a percentage code off the net goods, with its taxes split over the rates", () => {
    const { cart } = calculate(
      [
        [standard, 2],
        [reduced, 3],
      ],
      { ...net, codes: ["fruehling10"] },
    );
    const discount = cart.lineItems.find((item) => item.type === "promotion")!;
    expect(discount.price.totalPrice).toBe(-4.42);
    expect(discount.price.calculatedTaxes).toEqual([
      expect.objectContaining({ taxRate: 2.6, price: -2.11, tax: -0.05 }),
      expect.objectContaining({ taxRate: 8.1, price: -2.31, tax: -0.19 }),
    ]);
    expect(cart.price).toMatchObject({
      taxStatus: "net",
      positionPrice: 39.76,
      netPrice: 48.92,
      totalPrice: 51.6,
      calculatedTaxes: [
        expect.objectContaining({ taxRate: 2.6, tax: 0.61 }),
        expect.objectContaining({ taxRate: 8.1, tax: 2.07 }),
      ],
    });
  });

  it("adds the taxes in EUR too, and rounds that total to the cent", () => {
    const { cart } = calculate([[standard, 2]], {
      environment: { taxState: "net", currency: currencies.EUR },
    });
    // CHF 12.50 is EUR 13.25 gross, 13.25 / 1.081 = 12.26 net.
    expect(cart.lineItems[0]!.price).toMatchObject({ unitPrice: 12.26, totalPrice: 24.52 });
    expect(cart.price.calculatedTaxes[0]).toMatchObject({ taxRate: 8.1 });
    expect(cart.price.totalPrice).toBe(
      Math.round((cart.price.netPrice + cart.price.calculatedTaxes[0]!.tax) * 100) / 100,
    );
  });
});

describe("shipping costs", () => {
  it("charges CHF 9.90 below CHF 60 of goods and nothing from CHF 60", () => {
    const below = calculate([[testProduct("below", 59.95), 1]]).cart;
    expect(below.deliveries[0]!.shippingCosts.totalPrice).toBe(9.9);
    expect(below.price.totalPrice).toBe(69.85);

    const at = calculate([[testProduct("at", 60), 1]]).cart;
    expect(at.deliveries[0]!.shippingCosts.totalPrice).toBe(0);
    expect(at.price.totalPrice).toBe(60);
  });

  it("compares the threshold in CHF when the session shows EUR", () => {
    const eur = { environment: { currency: currencies.EUR } };
    // CHF 59.95 = EUR 63.55 (still charged), CHF 60.00 = EUR 63.60 (free).
    expect(
      calculate([[testProduct("below", 59.95), 1]], eur).cart.deliveries[0]!.shippingCosts.totalPrice,
    ).toBe(10.49);
    expect(calculate([[testProduct("at", 60), 1]], eur).cart.deliveries[0]!.shippingCosts.totalPrice).toBe(0);
  });

  it("is free when every product ships free, and charged when one does not", () => {
    const free = testProduct("free", 5, { shippingFree: true });
    expect(calculate([[free, 1]]).cart.deliveries[0]!.shippingCosts.totalPrice).toBe(0);
    expect(
      calculate([
        [free, 1],
        [standard, 1],
      ]).cart.deliveries[0]!.shippingCosts.totalPrice,
    ).toBe(9.9);
  });

  it("uses the session's shipping method and its own rate", () => {
    const { cart } = calculate([[testProduct("express", 80), 1]], {
      environment: { shippingMethod: shippingMethods.express },
    });
    expect(cart.deliveries[0]!.shippingCosts.totalPrice).toBe(19.5);
  });

  it("dates the delivery from the products' delivery time, at 16:00", () => {
    const { cart } = calculate([[standard, 1]]);
    expect(cart.deliveries[0]!.deliveryDate).toEqual(
      expect.objectContaining({
        earliest: "2026-11-17T16:00:00.000+00:00",
        latest: "2026-11-19T16:00:00.000+00:00",
      }),
    );
    expect(cart.deliveries[0]!.positions.map((position) => position.identifier)).toEqual([standard.id]);
  });
});

describe("quantity rules", () => {
  it("raises the quantity to the minimum purchase", () => {
    const product = testProduct("min", 10, { minPurchase: 3, purchaseSteps: 3 });
    const { cart } = calculate([[product, 1]]);
    expect(cart.lineItems[0]!.quantity).toBe(3);
    expect(errorOf(cart, `min-order-quantity${product.id}`)).toMatchObject({
      messageKey: "min-order-quantity",
      level: 10,
      quantity: 3,
    });
  });

  it("aligns the quantity down to the purchase steps", () => {
    const product = testProduct("steps", 10, { minPurchase: 3, purchaseSteps: 3 });
    const { cart } = calculate([[product, 7]]);
    expect(cart.lineItems[0]!.quantity).toBe(6);
    expect(errorOf(cart, `purchase-steps-quantity${product.id}`)).toMatchObject({ level: 10, quantity: 6 });
  });

  it("caps a closeout product at its stock, on the step grid", () => {
    const product = testProduct("closeout", 10, {
      isCloseout: true,
      stock: 5,
      minPurchase: 2,
      purchaseSteps: 2,
    });
    const { cart } = calculate([[product, 10]]);
    expect(cart.lineItems[0]!.quantity).toBe(4);
    expect(cart.lineItems[0]!.quantityInformation).toEqual(
      expect.objectContaining({ minPurchase: 2, maxPurchase: 4, purchaseSteps: 2 }),
    );
    expect(errorOf(cart, `product-stock-reached${product.id}`)).toMatchObject({
      messageKey: "product-stock-reached",
      level: 10,
      quantity: 4,
      message: "The product Testreiniger closeout is only available 4 times",
    });
  });

  it("removes a sold-out closeout product", () => {
    const product = testProduct("sold-out", 10, { isCloseout: true, stock: 0 });
    const { cart, stored } = calculate([[product, 1]]);
    expect(cart.lineItems).toEqual([]);
    expect(stored.lineItems).toEqual([]);
    expect(errorOf(cart, `product-out-of-stock${product.id}`)).toMatchObject({ level: 20 });
  });

  it("caps at the max purchase, 100 by default, with Shopware's stock-reached warning", () => {
    const plain = testProduct("plain", 1);
    const { cart } = calculate([[plain, 150]]);
    expect(cart.lineItems[0]!.quantity).toBe(100);
    expect(errorOf(cart, `product-stock-reached${plain.id}`)).toMatchObject({ quantity: 100 });

    const limited = testProduct("limited", 1, { maxPurchase: 10 });
    expect(calculate([[limited, 12]]).cart.lineItems[0]!.quantity).toBe(10);
  });

  it("ignores the stock of products that are not closeout", () => {
    const product = testProduct("backorder", 10, { stock: 2 });
    const { cart } = calculate([[product, 5]]);
    expect(cart.lineItems[0]!.quantity).toBe(5);
    expect(cart.errors).toEqual([]);
  });

  it("drops unknown products with product-not-found, keyed by the line item id", () => {
    const { cart, stored } = calculateCart(
      { ...cartWith([]), lineItems: [{ id: "f".repeat(32), referencedId: "f".repeat(32), quantity: 1 }] },
      testEnvironment([]),
    );
    expect((cart as unknown as TestCart).lineItems).toEqual([]);
    expect(stored.lineItems).toEqual([]);
    expect(errorsOf(cart as unknown as TestCart)).toEqual({
      [`product-not-found${"f".repeat(32)}`]: expect.objectContaining({
        id: "f".repeat(32),
        level: 20,
        messageKey: "product-not-found",
        code: 0,
      }),
    });
  });

  it("drops a parent that has variants without a message (Shopware's validateParents)", () => {
    const parent = testProduct("parent", 10);
    const variant = testProduct("variant", 10, { parentId: parent.id });
    const { cart } = calculate([[parent, 1]], { extraProducts: [variant] });
    expect(cart.lineItems).toEqual([]);
    expect(cart.errors).toEqual([]);
  });
});

describe("promotions", () => {
  const floor = categoryByKey("cleaning/floor").id;

  it("applies a percentage code as a negative line item with taxes split over the goods", () => {
    const { cart } = calculate(
      [
        [standard, 2],
        [reduced, 3],
      ],
      { codes: ["fruehling10"] },
    );
    const discount = cart.lineItems.find((item) => item.type === "promotion")!;
    expect(discount).toMatchObject({
      id: promotions.springCleaning.discountId,
      referencedId: "fruehling10",
      label: "Frühlingsputz: 10 % Rabatt",
      good: false,
      quantity: 1,
      payload: expect.objectContaining({ code: "fruehling10", discountType: "percentage", value: "10" }),
    });
    expect(discount.price.totalPrice).toBe(-4.66);
    expect(discount.price.calculatedTaxes).toEqual([
      expect.objectContaining({ taxRate: 2.6, price: -2.16, tax: -0.05 }),
      expect.objectContaining({ taxRate: 8.1, price: -2.5, tax: -0.19 }),
    ]);
    // The free-shipping threshold looks at the goods before the discount.
    expect(cart.price).toMatchObject({ positionPrice: 41.94, rawTotal: 51.84, totalPrice: 51.85 });
    expect(errorsOf(cart)[`promotion-discount-added-${promotions.springCleaning.discountId}`]).toMatchObject({
      level: 0,
    });
  });

  it("keeps a code with a minimum waiting, then applies it once the goods reach CHF 100", () => {
    const waiting = calculate([[standard, 2]], { codes: ["PROFI20"] });
    expect(waiting.cart.lineItems.map((item) => item.type)).toEqual(["product"]);
    expect(errorsOf(waiting.cart)["promotion-not-eligible"]).toMatchObject({
      level: 0,
      messageKey: "promotion-not-eligible",
    });
    expect(waiting.stored.promotionCodes).toEqual(["PROFI20"]);
    expect(waiting.cart.extensions["cart-promotions"].addedCodes).toEqual(["PROFI20"]);

    const applied = calculate([[standard, 8]], { codes: ["PROFI20"] });
    const discount = applied.cart.lineItems.find((item) => item.type === "promotion")!;
    expect(discount.price.totalPrice).toBe(-20);
    expect(applied.cart.price.totalPrice).toBe(80);
    expect(errorsOf(applied.cart)["promotion-not-eligible"]).toBeUndefined();
  });

  it("announces a discount only when it is new to the cart", () => {
    const environment = testEnvironment([standard]);
    const first = calculateCart(cartWith([[standard, 1]], ["FRUEHLING10"]), environment);
    expect(first.errors.map((error) => error.messageKey)).toEqual(["promotion-discount-added"]);
    const again = calculateCart(first.stored, environment);
    expect(again.errors).toEqual([]);
  });

  it("drops unknown and expired codes with promotion-not-found", () => {
    for (const code of ["GIBTSNICHT", "WINTER25"]) {
      const { cart, stored } = calculate([[standard, 1]], { codes: [code] });
      expect(errorsOf(cart)["promotion-not-found"]).toMatchObject({ level: 20, promotionCode: code });
      expect(stored.promotionCodes).toEqual([]);
    }
  });

  it("keeps a code quietly while the cart is empty", () => {
    const { cart, stored } = calculate([], { codes: ["PROFI20"] });
    expect(cart.errors).toEqual([]);
    expect(stored.promotionCodes).toEqual(["PROFI20"]);
  });

  it("limits a category code to that category's products", () => {
    const floorCleaner = testProduct("floor", 20, { categoryIds: [floor] });
    const waiting = calculate([[standard, 1]], { codes: ["BODEN15"] });
    expect(errorsOf(waiting.cart)["promotion-not-eligible"]).toBeDefined();

    const { cart } = calculate(
      [
        [standard, 2],
        [floorCleaner, 1],
      ],
      { codes: ["BODEN15"] },
    );
    const discount = cart.lineItems.find((item) => item.type === "promotion")!;
    expect(discount.price.totalPrice).toBe(-3);
    expect(discount.payload.composition).toEqual([{ id: floorCleaner.id, quantity: 1, discount: 3 }]);
  });

  it("takes the shipping costs off with a delivery code", () => {
    const { cart } = calculate([[standard, 1]], { codes: ["GRATISVERSAND"] });
    expect(cart.deliveries[0]!.shippingCosts.totalPrice).toBe(0);
    const placeholder = cart.lineItems.find((item) => item.type === "promotion")!;
    expect(placeholder).toMatchObject({
      referencedId: "GRATISVERSAND",
      price: expect.objectContaining({ totalPrice: 0 }),
    });
    expect(cart.price.totalPrice).toBe(12.5);
  });

  it("converts a fixed discount to EUR", () => {
    const { cart } = calculate([[standard, 8]], {
      codes: ["PROFI20"],
      environment: { currency: currencies.EUR },
    });
    expect(cart.lineItems.find((item) => item.type === "promotion")!.price.totalPrice).toBe(-21.2);
  });
});
