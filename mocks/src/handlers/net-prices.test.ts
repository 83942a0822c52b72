import { afterEach, describe, expect, it } from "vitest";
import { call, fillCart, plainProducts } from "../checkout/test-helpers.ts";
import { taxOf } from "../fixtures/catalog/index.ts";
import {
  DEMO_BUSINESS_CUSTOMER_EMAIL,
  DEMO_BUSINESS_CUSTOMER_PASSWORD,
  DEMO_CUSTOMER_EMAIL,
  DEMO_CUSTOMER_PASSWORD,
  demoBusinessCustomer,
} from "../fixtures/customers.ts";
import { createTestEmulator } from "../node.ts";

/**
 * Net prices for the customer group "Fachhandel" (displayGross false): the context says `taxState: "net"`
 * and every price the emulator answers that session follows it, while guests and private customers see the
 * same products gross.
 */
let minted = 0;
const emulator = createTestEmulator({ mintToken: () => `net-test-token-${++minted}` });
afterEach(() => emulator.reset());

const product = plainProducts.find(
  (item) => item.parentId === null && item.prices.length === 1 && taxOf(item).taxRate === 8.1,
)!;
const grossChf = product.prices[0]!.gross;
const rate = taxOf(product).taxRate;
/** Gross / (1 + rate), to the Rappen: what Shopware's net calculation answers. */
const netOf = (gross: number) => Math.round((gross / (1 + rate / 100)) * 100) / 100;

async function login(username: string, password: string): Promise<string> {
  const { status, token } = await call(emulator, "/account/login", { json: { username, password } });
  expect(status).toBe(200);
  return token!;
}
const business = () => login(DEMO_BUSINESS_CUSTOMER_EMAIL, DEMO_BUSINESS_CUSTOMER_PASSWORD);

const productPrice = async (token?: string) =>
  (await call(emulator, `/product/${product.id}`, { token, json: {} })).body.product.calculatedPrice;

describe("net prices for the business customer's group", () => {
  it("makes the context net with the group Fachhandel, the customer a business account", async () => {
    const token = await business();
    const { body } = await call(emulator, "/context", { token });
    expect(body.context.taxState).toBe("net");
    expect(body.currentCustomerGroup).toMatchObject({ name: "Fachhandel", displayGross: false });
    expect(body.fallbackCustomerGroup).toMatchObject({ displayGross: true });
    expect(body.customer).toMatchObject({
      id: demoBusinessCustomer.id,
      accountType: "business",
      company: "Keller Reinigungstechnik AG",
      vatIds: ["CHE-123.456.789 MWST"],
      groupId: body.currentCustomerGroup.id,
    });
    const guest = await call(emulator, "/context", {});
    expect(guest.body.context.taxState).toBe("gross");
    const privateToken = await login(DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD);
    expect((await call(emulator, "/context", { token: privateToken })).body.context.taxState).toBe("gross");
  });

  it("answers the product price net with the VAT added on top, guests still gross", async () => {
    const net = await productPrice(await business());
    expect(net).toMatchObject({ unitPrice: netOf(grossChf), totalPrice: netOf(grossChf) });
    expect(net.calculatedTaxes).toEqual([
      expect.objectContaining({
        taxRate: rate,
        price: netOf(grossChf),
        tax: Math.round(netOf(grossChf) * rate) / 100,
      }),
    ]);
    expect((await productPrice()).unitPrice).toBe(grossChf);
  });

  it("lists, searches and suggests net prices", async () => {
    const token = await business();
    // Every card of the product's category: the business price is the guest's gross price without its VAT.
    const listingOf = async (as?: string) =>
      (await call(emulator, `/product-listing/${product.categoryIds[0]}`, { token: as, json: {} })).body
        .elements as Array<{
        id: string;
        calculatedPrice: { unitPrice: number; taxRules: Array<{ taxRate: number }> };
      }>;
    const [guest, net] = [await listingOf(), await listingOf(token)];
    expect(net.map((item) => item.id)).toEqual(guest.map((item) => item.id));
    expect(net.length).toBeGreaterThan(0);
    net.forEach((item, index) => {
      const gross = guest[index]!.calculatedPrice;
      const itemRate = gross.taxRules[0]!.taxRate;
      expect(item.calculatedPrice.unitPrice).toBe(
        Math.round((gross.unitPrice / (1 + itemRate / 100)) * 100) / 100,
      );
    });
    const term = product.name["de-DE"];
    for (const path of ["/search", "/search-suggest"]) {
      const { body } = await call(emulator, path, { token, json: { search: term } });
      const hit = body.elements.find((item: { id: string }) => item.id === product.id);
      expect(hit.calculatedPrice.unitPrice).toBe(netOf(grossChf));
    }
  });

  it("calculates the cart and the order net: positions net, the total adds the VAT", async () => {
    const token = await business();
    await fillCart(emulator, token, [{ id: product.id, quantity: 2 }]);
    const cart = (await call(emulator, "/checkout/cart", { token })).body;
    expect(cart.lineItems[0].price.unitPrice).toBe(netOf(grossChf));
    expect(cart.price.taxStatus).toBe("net");
    expect(cart.price.positionPrice).toBe(Math.round(netOf(grossChf) * 200) / 100);
    const taxes = cart.price.calculatedTaxes.reduce((sum: number, tax: { tax: number }) => sum + tax.tax, 0);
    expect(cart.price.rawTotal).toBeCloseTo(cart.price.netPrice + taxes, 2);

    const order = await call(emulator, "/checkout/order", { token, json: {} });
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({
      taxStatus: "net",
      positionPrice: cart.price.positionPrice,
      amountNet: cart.price.netPrice,
      amountTotal: cart.price.totalPrice,
      price: expect.objectContaining({ taxStatus: "net" }),
    });
  });
});
