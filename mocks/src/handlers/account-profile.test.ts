import { afterEach, describe, expect, it } from "vitest";
import { call, pointers, registerGuest } from "../checkout/test-helpers.ts";
import { countries } from "../fixtures/countries.ts";
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD, demoCustomer } from "../fixtures/customers.ts";
import { salutations } from "../fixtures/salutations.ts";
import { createTestEmulator } from "../node.ts";

const emulator = createTestEmulator();
afterEach(() => emulator.reset());

async function login(password = DEMO_CUSTOMER_PASSWORD, username = DEMO_CUSTOMER_EMAIL): Promise<string> {
  const { status, token } = await call(emulator, "/account/login", { json: { username, password } });
  expect(status).toBe(200);
  return token!;
}
const customer = async (token: string) =>
  (await call(emulator, "/account/customer", { token, json: {} })).body;

describe("POST /account/change-profile", () => {
  it("changes names, title, salutation and birthday", async () => {
    const token = await login();
    const { status, body } = await call(emulator, "/account/change-profile", {
      token,
      json: {
        salutationId: salutations.not_specified.id,
        firstName: " Anna-Lena ",
        lastName: "Muster",
        title: "Dr.",
        birthdayDay: 14,
        birthdayMonth: 3,
        birthdayYear: 1985,
      },
    });
    expect([status, body]).toEqual([200, { success: true, apiAlias: "array_struct" }]);
    expect(await customer(token)).toMatchObject({
      firstName: "Anna-Lena",
      title: "Dr.",
      birthday: "1985-03-14",
      salutation: { salutationKey: "not_specified" },
      accountType: "private",
    });
  });

  it("turns the account into a business with the register rules, and back", async () => {
    const token = await login();
    const invalid = await call(emulator, "/account/change-profile", {
      token,
      json: { firstName: "", lastName: "Muster", accountType: "business", vatIds: ["123"] },
    });
    expect(invalid.status).toBe(400);
    expect(pointers(invalid.body)).toEqual([
      "/firstName VIOLATION::IS_BLANK_ERROR",
      "/company VIOLATION::IS_BLANK_ERROR",
      "/vatIds VIOLATION::VAT_ID_FORMAT_NOT_CORRECT",
    ]);
    const business = { firstName: "Anna", lastName: "Muster", accountType: "business", company: "Muster AG" };
    await call(emulator, "/account/change-profile", {
      token,
      json: { ...business, vatIds: ["CHE-123.456.789 MWST"] },
    });
    expect(await customer(token)).toMatchObject({
      accountType: "business",
      company: "Muster AG",
      vatIds: ["CHE-123.456.789 MWST"],
    });
    await call(emulator, "/account/change-profile", {
      token,
      json: { firstName: "Anna", lastName: "Muster", accountType: "private", company: "x" },
    });
    expect(await customer(token)).toMatchObject({ accountType: "private", company: null, vatIds: null });
  });

  it("is open to guest accounts but not to a session without customer", async () => {
    const guest = await registerGuest(emulator);
    const ok = await call(emulator, "/account/change-profile", {
      token: guest,
      json: { firstName: "Luca", lastName: "Brunner" },
    });
    expect(ok.status).toBe(200);
    const none = await call(emulator, "/account/change-profile", { json: { firstName: "A", lastName: "B" } });
    expect([none.status, none.body.errors[0].code]).toEqual([403, "CHECKOUT__CUSTOMER_NOT_LOGGED_IN"]);
  });
});

describe("POST /account/change-email", () => {
  it("changes the login e-mail after checking the password and the confirmation", async () => {
    const token = await login();
    const wrong = await call(emulator, "/account/change-email", {
      token,
      json: { email: "anna@example.ch", emailConfirmation: "anna@example.com", password: "falsch" },
    });
    expect(pointers(wrong.body)).toEqual([
      "/email VIOLATION::NOT_EQUAL_ERROR",
      "/password VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT",
    ]);
    const done = await call(emulator, "/account/change-email", {
      token,
      json: {
        email: "anna@example.ch",
        emailConfirmation: "anna@example.ch",
        password: DEMO_CUSTOMER_PASSWORD,
      },
    });
    expect(done.body).toMatchObject({ success: true });
    expect((await customer(token)).email).toBe("anna@example.ch");
    await login(DEMO_CUSTOMER_PASSWORD, "anna@example.ch");
  });

  it("refuses an address another account uses, and guest accounts", async () => {
    await call(emulator, "/account/register", {
      json: {
        firstName: "Max",
        lastName: "Meier",
        email: "max@example.ch",
        password: "Sicher-2026",
        acceptedDataProtection: true,
        storefrontUrl: new URL(emulator.baseUrl).origin,
        billingAddress: { street: "Weg 1", zipcode: "8000", city: "Zürich", countryId: countries.CH.id },
      },
    });
    const token = await login();
    const taken = await call(emulator, "/account/change-email", {
      token,
      json: {
        email: "MAX@example.ch",
        emailConfirmation: "MAX@example.ch",
        password: DEMO_CUSTOMER_PASSWORD,
      },
    });
    expect(pointers(taken.body)).toEqual(["/email VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE"]);
    const guest = await registerGuest(emulator);
    const refused = await call(emulator, "/account/change-email", { token: guest, json: {} });
    expect([refused.status, refused.body.errors[0].code]).toEqual([403, "CHECKOUT__CUSTOMER_NOT_LOGGED_IN"]);
  });
});

describe("POST /account/change-password", () => {
  it("checks the current password and the new one, keeps the session", async () => {
    const token = await login();
    const invalid = await call(emulator, "/account/change-password", {
      token,
      json: { password: "falsch", newPassword: "kurz", newPasswordConfirm: "kurz" },
    });
    expect(pointers(invalid.body)).toEqual([
      "/newPassword VIOLATION::TOO_SHORT_ERROR",
      "/password VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT",
    ]);
    const done = await call(emulator, "/account/change-password", {
      token,
      json: {
        password: DEMO_CUSTOMER_PASSWORD,
        newPassword: "Neues-Pass-1",
        newPasswordConfirm: "Neues-Pass-1",
      },
    });
    expect([done.status, done.token]).toEqual([200, token]);
    expect((await customer(token)).id).toBe(demoCustomer.id);
    await login("Neues-Pass-1");
  });
});
