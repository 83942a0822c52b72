import { afterEach, describe, expect, it } from "vitest";
import { call, fillCart, registerGuest, registration } from "../checkout/test-helpers.ts";
import { countries } from "../fixtures/countries.ts";
import { DEMO_CUSTOMER_EMAIL } from "../fixtures/customers.ts";
import { paymentMethods, shippingMethods } from "../fixtures/sales-channel.ts";
import { createTestEmulator } from "../node.ts";

let minted = 0;
const emulator = createTestEmulator({ mintToken: () => `register-test-token-${++minted}` });
afterEach(() => emulator.reset());

describe("POST /account/register", () => {
  it("creates a guest customer, logs it in on a new token and keeps the guest cart", async () => {
    await fillCart(emulator, "register-guest-cart");
    const answer = await call(emulator, "/account/register", {
      token: "register-guest-cart",
      json: registration(emulator, "guestDe"),
    });
    expect(answer.status).toBe(200);
    expect(answer.token).toMatch(/^register-test-token-/);
    expect(answer.body).toMatchObject({
      apiAlias: "customer",
      guest: true,
      email: "lukas.brunner@example.ch",
      accountType: "private",
      customerNumber: "10002",
      activeBillingAddress: { city: "Bern", zipcode: "3011" },
      activeShippingAddress: { city: "Bern" },
    });
    const context = await call(emulator, "/context", { token: answer.token! });
    expect(context.body.customer).toMatchObject({ guest: true, firstName: "Lukas" });
    expect(context.body.shippingLocation.address).toMatchObject({ city: "Bern" });
    const cart = await call(emulator, "/checkout/cart", { token: answer.token! });
    expect(cart.body.lineItems).toHaveLength(1);
    // The old token's session and cart are gone.
    expect((await call(emulator, "/checkout/cart", { token: "register-guest-cart" })).body.lineItems).toEqual(
      [],
    );
  });

  it("keeps a separate shipping address and lets PATCH /context choose between the two", async () => {
    const token = await registerGuest(emulator, "guestFr");
    const customer = (await call(emulator, "/account/customer", { token, json: {} })).body;
    expect(customer.activeShippingAddress).toMatchObject({ city: "Vevey", company: "Atelier Rochat Sàrl" });
    expect(customer.activeBillingAddress).toMatchObject({ city: "Lausanne" });
    const switched = await call(emulator, "/context", {
      token,
      method: "PATCH",
      json: {
        shippingAddressId: customer.defaultBillingAddressId,
        paymentMethodId: paymentMethods.twint.id,
        shippingMethodId: shippingMethods.express.id,
      },
    });
    expect(switched.status).toBe(200);
    const context = (await call(emulator, "/context", { token })).body;
    expect(context.customer.activeShippingAddress.city).toBe("Lausanne");
    expect(context.paymentMethod.id).toBe(paymentMethods.twint.id);
    expect(context.shippingMethod.id).toBe(shippingMethods.express.id);
  });

  it("registers a business with company and Swiss UID", async () => {
    const { status, body } = await call(emulator, "/account/register", {
      json: registration(emulator, "businessFr"),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      accountType: "business",
      company: "Nettoyages Favre SA",
      vatIds: ["CHE-123.456.789 MWST"],
      activeBillingAddress: { company: "Nettoyages Favre SA", department: "Achats" },
    });
  });

  it("answers every violation at once with its pointer", async () => {
    const { status, body } = await call(emulator, "/account/register", {
      json: {
        email: "not-an-address",
        password: "kurz",
        firstName: "",
        storefrontUrl: "https://elsewhere.example",
        accountType: "business",
        vatIds: ["123"],
        billingAddress: {
          street: "Bahnhofstrasse 1",
          city: "Zürich",
          zipcode: "80011",
          countryId: countries.CH.id,
        },
      },
    });
    expect(status).toBe(400);
    const found = (body.errors as Array<{ code: string; source: { pointer: string } }>).map(
      (error) => `${error.source.pointer} ${error.code}`,
    );
    expect(found).toEqual([
      "/email VIOLATION::INVALID_FORMAT_ERROR",
      "/password VIOLATION::TOO_SHORT_ERROR",
      "/firstName VIOLATION::IS_BLANK_ERROR",
      "/lastName VIOLATION::IS_BLANK_ERROR",
      "/acceptedDataProtection VIOLATION::IS_BLANK_ERROR",
      "/storefrontUrl VIOLATION::NO_SUCH_CHOICE_ERROR",
      "/billingAddress/firstName VIOLATION::IS_BLANK_ERROR",
      "/billingAddress/lastName VIOLATION::IS_BLANK_ERROR",
      "/billingAddress/zipcode VIOLATION::ZIP_CODE_INVALID",
      "/company VIOLATION::IS_BLANK_ERROR",
      "/vatIds VIOLATION::VAT_ID_FORMAT_NOT_CORRECT",
    ]);
  });

  it("refuses a taken e-mail for an account, but lets a guest reuse it", async () => {
    const account = await call(emulator, "/account/register", {
      json: registration(emulator, "guestDe", {
        guest: false,
        email: DEMO_CUSTOMER_EMAIL,
        password: "Sicher-2026",
      }),
    });
    expect(account.status).toBe(400);
    expect(account.body.errors[0]).toMatchObject({
      code: "VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE",
      source: { pointer: "/email" },
    });
    const guest = await call(emulator, "/account/register", {
      json: registration(emulator, "guestDe", { email: DEMO_CUSTOMER_EMAIL }),
    });
    expect(guest.status).toBe(200);
  });
});
