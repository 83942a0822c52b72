/**
 * Contract of the cart endpoints: every answer (empty cart, with products of both tax rates, with cart
 * errors, with waiting and applied promotions, in EUR and French, request errors) validates against
 * Shopware's OpenAPI schema, minus the deviations listed in deviations.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { calculatedMaxPurchase } from "../cart/rules.ts";
import { catalog, variantsOf } from "../fixtures/catalog/index.ts";
import type { ProductFixture } from "../fixtures/catalog/types.ts";
import { currencyIds } from "../fixtures/currencies.ts";
import { languageIds } from "../fixtures/languages.ts";
import { promotions } from "../fixtures/promotions.ts";
import { demoBusinessCustomer } from "../fixtures/customers.ts";
import { createTestEmulator } from "../node.ts";
import {
  expectContract,
  loggedInAs,
  type ContractCase,
  type ContractStep as Step,
  type Method,
} from "./cases.ts";
import { createContractValidator, type ContractValidator } from "./openapi.ts";

const buyable = catalog.products.filter((product) => variantsOf(product.id).length === 0);
function pick(description: string, predicate: (product: ProductFixture) => boolean): ProductFixture {
  const found = buyable.find(predicate);
  if (!found) throw new Error(`The catalog has no ${description}`);
  return found;
}
const simple = (product: ProductFixture) =>
  !product.isCloseout &&
  product.minPurchase === 1 &&
  product.purchaseSteps === 1 &&
  product.maxPurchase === null &&
  // One piece stays below PROFI20's CHF 100, so that code waits.
  product.prices[0]!.gross < 50;
const standard = pick(
  "simple product at 8.1 %",
  (product) => simple(product) && product.taxKey === "standard",
);
const reduced = pick("simple product at 2.6 %", (product) => simple(product) && product.taxKey === "reduced");
const soldOut = pick(
  "sold-out closeout product",
  (product) => product.isCloseout && calculatedMaxPurchase(product) < product.minPurchase,
);
const limited = pick(
  "product with its own max purchase",
  (product) => product.maxPurchase !== null && !product.isCloseout && product.purchaseSteps === 1,
);

const digital = pick("download product", (product) => product.type === "digital");

const cart: [Method, string] = ["get", "/checkout/cart"];
const addItems: [Method, string] = ["post", "/checkout/cart/line-item"];
const updateItems: [Method, string] = ["patch", "/checkout/cart/line-item"];
const removeItems: [Method, string] = ["post", "/checkout/cart/line-item/delete"];

const items = (...entries: Array<Record<string, unknown>>) => ({ json: { items: entries } });
const product = (item: ProductFixture, quantity = 1) => ({ id: item.id, type: "product", quantity });
const fill: Step[] = [
  { path: "/checkout/cart/line-item", init: items(product(standard, 2), product(reduced, 3)) },
];
const errorKeys = (body: Record<string, unknown>) => Object.keys(body.errors as object);

const cases: ContractCase[] = [
  {
    name: "cart of a business customer in the net-price group (taxStatus net)",
    operation: cart,
    path: "/checkout/cart",
    init: { token: "contract-net-cart" },
    setup: loggedInAs("contract-net-cart", demoBusinessCustomer.id),
    before: fill,
    status: 200,
    expect: (body) => {
      const price = body.price as {
        taxStatus: string;
        netPrice: number;
        rawTotal: number;
        calculatedTaxes: Array<{ tax: number }>;
      };
      expect(price.taxStatus).toBe("net");
      expect(price.calculatedTaxes).toHaveLength(2);
      const taxes = price.calculatedTaxes.reduce((sum, tax) => sum + tax.tax, 0);
      expect(price.rawTotal).toBeCloseTo(price.netPrice + taxes, 2);
    },
  },
  { name: "empty cart", operation: cart, path: "/checkout/cart", status: 200 },
  {
    name: "virtual cart: downloads only, no delivery",
    operation: addItems,
    path: "/checkout/cart/line-item",
    init: items(product(digital)),
    status: 200,
    expect: (body) =>
      expect(body).toMatchObject({ deliveries: [], lineItems: [{ states: ["is-download"] }] }),
  },
  {
    name: "mixed cart: a download and a physical product, one delivery",
    operation: addItems,
    path: "/checkout/cart/line-item",
    init: items(product(digital), product(standard)),
    status: 200,
    expect: (body) => expect(body.deliveries).toHaveLength(1),
  },
  {
    name: "cart with products at 8.1 % and 2.6 %",
    operation: cart,
    path: "/checkout/cart",
    before: fill,
    status: 200,
    expect: (body) => expect((body.price as { calculatedTaxes: unknown[] }).calculatedTaxes).toHaveLength(2),
  },
  {
    name: "cart in French",
    operation: cart,
    path: "/checkout/cart",
    init: { languageId: languageIds["fr-CH"] },
    before: fill,
    status: 200,
  },
  {
    name: "cart in EUR",
    operation: cart,
    path: "/checkout/cart",
    before: [{ path: "/context", init: { method: "PATCH", json: { currencyId: currencyIds.EUR } } }, ...fill],
    status: 200,
  },
  {
    name: "add products",
    operation: addItems,
    path: "/checkout/cart/line-item",
    init: items(product(standard, 2), product(reduced)),
    status: 200,
  },
  {
    name: "add a product beyond its max purchase (cart error)",
    operation: addItems,
    path: "/checkout/cart/line-item",
    init: items(product(limited, calculatedMaxPurchase(limited) + 1)),
    status: 200,
    expect: (body) => expect(errorKeys(body)).toEqual([`product-stock-reached${limited.id}`]),
  },
  {
    name: "add a sold-out closeout product (cart error)",
    operation: addItems,
    path: "/checkout/cart/line-item",
    init: items(product(soldOut)),
    status: 200,
    expect: (body) => expect(errorKeys(body)).toEqual([`product-out-of-stock${soldOut.id}`]),
  },
  {
    name: "add an unknown product (cart error)",
    operation: addItems,
    path: "/checkout/cart/line-item",
    init: items({ id: "c".repeat(32), type: "product" }),
    status: 200,
    expect: (body) => expect(errorKeys(body)).toEqual([`product-not-found${"c".repeat(32)}`]),
  },
  {
    name: "add a promotion code that waits for its minimum",
    operation: addItems,
    path: "/checkout/cart/line-item",
    init: items({ type: "promotion", referencedId: promotions.professional.code }),
    before: [{ path: "/checkout/cart/line-item", init: items(product(standard)) }],
    status: 200,
    expect: (body) => expect(errorKeys(body)).toEqual(["promotion-not-eligible"]),
  },
  {
    name: "add a percentage promotion code (discount line item)",
    operation: addItems,
    path: "/checkout/cart/line-item",
    init: items({ type: "promotion", referencedId: promotions.springCleaning.code }),
    before: fill,
    status: 200,
    expect: (body) =>
      expect((body.lineItems as Array<{ type: string }>).map((item) => item.type)).toContain("promotion"),
  },
  {
    name: "add a free-shipping code",
    operation: addItems,
    path: "/checkout/cart/line-item",
    init: items({ type: "promotion", referencedId: promotions.freeShipping.code }),
    before: [{ path: "/checkout/cart/line-item", init: items(product(standard)) }],
    status: 200,
  },
  {
    name: "add an unknown promotion code",
    operation: addItems,
    path: "/checkout/cart/line-item",
    init: items({ type: "promotion", referencedId: "GIBTSNICHT" }),
    status: 200,
    expect: (body) => expect(errorKeys(body)).toEqual(["promotion-not-found"]),
  },
  {
    name: "add with quantity 0",
    operation: addItems,
    path: "/checkout/cart/line-item",
    init: items(product(standard, 0)),
    status: 400,
  },
  {
    name: "add with a quantity that is not an integer",
    operation: addItems,
    path: "/checkout/cart/line-item",
    init: items({ id: standard.id, type: "product", quantity: "zwei" }),
    status: 400,
  },
  {
    name: "change a quantity",
    operation: updateItems,
    path: "/checkout/cart/line-item",
    init: { method: "PATCH", json: { items: [{ id: standard.id, quantity: 5 }] } },
    before: fill,
    status: 200,
  },
  {
    name: "change an unknown line item",
    operation: updateItems,
    path: "/checkout/cart/line-item",
    init: { method: "PATCH", json: { items: [{ id: "d".repeat(32), quantity: 5 }] } },
    status: 404,
  },
  {
    name: "remove a line item",
    operation: removeItems,
    path: "/checkout/cart/line-item/delete",
    init: { json: { ids: [standard.id] } },
    before: fill,
    status: 200,
  },
  {
    name: "remove an unknown line item",
    operation: removeItems,
    path: "/checkout/cart/line-item/delete",
    init: { json: { ids: ["d".repeat(32)] } },
    status: 404,
  },
  {
    name: "remove by the deprecated DELETE",
    operation: ["delete", "/checkout/cart/line-item"],
    path: `/checkout/cart/line-item?ids[]=${reduced.id}`,
    init: { method: "DELETE" },
    before: fill,
    status: 200,
  },
];

describe("cart contract (Shopware's OpenAPI schema)", () => {
  let validator: ContractValidator;
  beforeAll(() => {
    validator = createContractValidator();
  });

  it.each(cases)("$name", (contractCase) => expectContract(validator, contractCase));

  it("DELETE /checkout/cart answers 204 without a body", async () => {
    const emulator = createTestEmulator();
    const response = await emulator.request("/checkout/cart", { method: "DELETE" });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
  });

  it("rejects a cart that breaks the schema (the validator is not vacuous)", async () => {
    const emulator = createTestEmulator();
    const token = "contract-cart-token-000000000002";
    await emulator.request("/checkout/cart/line-item", { ...items(product(standard)), token });
    const body = (await (await emulator.request("/checkout/cart", { token })).json()) as Record<string, any>; // oxlint-disable-line typescript/no-explicit-any -- mutating deep JSON
    body.apiAlias = "basket";
    body.price.taxStatus = "brutto";
    body.lineItems[0].type = "article";
    const result = validator.validate("get", "/checkout/cart", 200, body);
    expect(result.valid).toBe(false);
    const text = result.errors.join("\n");
    expect(text).toMatch(/apiAlias/);
    expect(text).toMatch(/taxStatus/);
    expect(text).toMatch(/type/);
  });
});
