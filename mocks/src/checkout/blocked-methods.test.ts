import { afterEach, describe, expect, it } from "vitest";
import { countries } from "../fixtures/countries.ts";
import { currencyIds } from "../fixtures/currencies.ts";
import { languageIds } from "../fixtures/languages.ts";
import { paymentMethods, shippingMethods } from "../fixtures/sales-channel.ts";
import { createTestEmulator } from "../node.ts";
import { call, fillCart, plainProducts, registerGuest } from "./test-helpers.ts";

const emulator = createTestEmulator();
afterEach(() => emulator.reset());

const patch = (token: string, json: Record<string, unknown>) =>
  call(emulator, "/context", { token, method: "PATCH", json });
/** Adds a product; the answer is the first calculation, which replaces the methods. */
const addProduct = async (token: string, languageId?: string) =>
  (
    await call(emulator, "/checkout/cart/line-item", {
      token,
      languageId,
      json: { items: [{ id: plainProducts[0]!.id, type: "product", quantity: 1 }] },
    })
  ).body;

describe("blocked shipping and payment methods", () => {
  it("replaces invoice and express for a parcel to Germany, and the cart says so", async () => {
    const token = "blocked-germany";
    await patch(token, {
      countryId: countries.DE.id,
      paymentMethodId: paymentMethods.invoice.id,
      shippingMethodId: shippingMethods.express.id,
    });
    const cart = await addProduct(token);
    expect(cart.errors["payment-method-changed-Rechnung-TWINT"]).toMatchObject({
      messageKey: "payment-method-changed",
      level: 0,
      oldPaymentMethodName: "Rechnung",
      newPaymentMethodName: "TWINT",
    });
    expect(cart.errors["shipping-method-changed-Expressversand (Post)-Standardversand (Post)"]).toMatchObject(
      {
        messageKey: "shipping-method-changed",
        newShippingMethodName: "Standardversand (Post)",
      },
    );
    expect(cart.transactions[0].paymentMethodId).toBe(paymentMethods.twint.id);
    expect(cart.deliveries[0].shippingMethod.id).toBe(shippingMethods.standard.id);
    const context = (await call(emulator, "/context", { token })).body;
    expect(context.paymentMethod.id).toBe(paymentMethods.twint.id);
    expect(context.shippingMethod.id).toBe(shippingMethods.standard.id);
    // Said once: the next calculation has nothing to replace.
    expect((await call(emulator, "/checkout/cart", { token })).body.errors).toEqual([]);
  });

  it("replaces TWINT in EUR with the first available method, in the shopper's language", async () => {
    const token = "blocked-eur";
    await patch(token, { currencyId: currencyIds.EUR, paymentMethodId: paymentMethods.twint.id });
    const cart = await addProduct(token, languageIds["fr-CH"]);
    // Invoice is the default and allowed in Switzerland whatever the currency.
    expect(cart.errors["payment-method-changed-TWINT-Facture"]).toBeDefined();
  });

  it("orders with the replacement method", async () => {
    const token = await registerGuest(emulator);
    await patch(token, { currencyId: currencyIds.EUR, paymentMethodId: paymentMethods.postFinance.id });
    await fillCart(emulator, token);
    const order = (await call(emulator, "/checkout/order", { token, json: {} })).body;
    expect(order.transactions[0].paymentMethodId).toBe(paymentMethods.invoice.id);
  });
});
