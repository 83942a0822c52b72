import { afterEach, describe, expect, it } from "vitest";
import { countries } from "../fixtures/countries.ts";
import { currencyIds } from "../fixtures/currencies.ts";
import { paymentMethods, shippingMethods } from "../fixtures/sales-channel.ts";
import { createTestEmulator } from "../node.ts";
import { call, plainProducts } from "./test-helpers.ts";

const emulator = createTestEmulator();
afterEach(() => emulator.reset());

/** A cheap product: one piece stays below every free-shipping threshold. */
const cheap = plainProducts.find((product) => product.prices[0]!.gross < 30)!;
/** Its lowest tier price (CHF gross): enough pieces at that price surely reach a threshold. */
const lowest = Math.min(...cheap.prices.map((tier) => tier.gross));

async function shippingCosts(token: string, context: Record<string, unknown>, quantity = 1) {
  await call(emulator, "/context", {
    token,
    method: "PATCH",
    json: { paymentMethodId: paymentMethods.creditCard.id, ...context },
  });
  const cart = (
    await call(emulator, "/checkout/cart/line-item", {
      token,
      json: { items: [{ id: cheap.id, type: "product", quantity }] },
    })
  ).body;
  return { cost: cart.deliveries[0].shippingCosts.totalPrice as number, cart };
}

describe("shipping costs per country and method", () => {
  it("charges Swiss Post's domestic tariff in Switzerland and Liechtenstein", async () => {
    expect((await shippingCosts("rate-ch", {})).cost).toBe(9.9);
    expect((await shippingCosts("rate-li", { countryId: countries.LI.id })).cost).toBe(9.9);
    expect(
      (
        await shippingCosts("rate-li-express", {
          countryId: countries.LI.id,
          shippingMethodId: shippingMethods.express.id,
        })
      ).cost,
    ).toBe(19.5);
  });

  it("charges Germany's international parcel in euros, free from EUR 150", async () => {
    const { cost, cart } = await shippingCosts("rate-de", {
      countryId: countries.DE.id,
      currencyId: currencyIds.EUR,
    });
    expect(cost).toBe(24.9);
    expect(cart.deliveries[0].location.country.iso).toBe("DE");
    const pieces = Math.ceil(150 / (lowest * 1.06));
    const free = await shippingCosts(
      "rate-de-free",
      { countryId: countries.DE.id, currencyId: currencyIds.EUR },
      pieces,
    );
    expect(free.cost).toBe(0);
  });

  it("converts the euro tariff for a German address paying in francs, and charges the other neighbours CHF 29.90", async () => {
    expect((await shippingCosts("rate-de-chf", { countryId: countries.DE.id })).cost).toBe(23.49);
    expect((await shippingCosts("rate-at", { countryId: countries.AT.id })).cost).toBe(29.9);
    expect(
      (await shippingCosts("rate-fr-eur", { countryId: countries.FR.id, currencyId: currencyIds.EUR })).cost,
    ).toBe(31.69);
  });

  it("keeps pickup free everywhere", async () => {
    expect(
      (
        await shippingCosts("rate-pickup", {
          countryId: countries.AT.id,
          shippingMethodId: shippingMethods.pickup.id,
        })
      ).cost,
    ).toBe(0);
  });
});
