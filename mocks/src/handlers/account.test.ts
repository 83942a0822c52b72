import { afterEach, describe, expect, it } from "vitest";
import { call as callEmulator, freezeDate } from "../checkout/test-helpers.ts";
import { catalog, variantsOf } from "../fixtures/catalog/index.ts";
import { fixtureIds } from "../fixtures/index.ts";
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD, demoCustomer } from "../fixtures/customers.ts";
import { createTestEmulator, type StoreApiRequestInit } from "../node.ts";

type Json = Record<string, any>; // oxlint-disable-line typescript/no-explicit-any -- test access into deep JSON

let minted = 0;
const emulator = createTestEmulator({ mintToken: () => `account-test-token-${++minted}` });
afterEach(() => emulator.reset());

const credentials = { username: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD };
/** A product without variants or quantity rules, so carts hold exactly what the test adds. */
const product = catalog.products.find(
  (item) =>
    variantsOf(item.id).length === 0 &&
    !item.isCloseout &&
    item.minPurchase === 1 &&
    item.purchaseSteps === 1 &&
    item.maxPurchase === null,
)!;

const call = (path: string, init: StoreApiRequestInit = {}) => callEmulator(emulator, path, init);

/** Logs the demo customer in on `token` and answers the new token. */
async function login(token?: string): Promise<string> {
  const { status, token: newToken } = await call("/account/login", { json: credentials, token });
  expect(status).toBe(200);
  return newToken!;
}

const addToCart = (token: string, quantity = 1) =>
  call("/checkout/cart/line-item", {
    token,
    json: { items: [{ id: product.id, type: "product", quantity }] },
  });

describe("POST /account/login", () => {
  it("logs in with a new token in the header and {redirectUrl: null} in the body", async () => {
    const { status, token, headers, body } = await call("/account/login", {
      json: credentials,
      token: "guest-token",
    });
    expect(status).toBe(200);
    expect(body).toEqual({ redirectUrl: null, apiAlias: "array_struct" });
    expect(token).toMatch(/^account-test-token-/);
    expect(token).not.toBe("guest-token");
    expect(headers.get("x-emulator-rotated-context-token")).toBeNull();
    expect(emulator.state.session(token!).customerId).toBe(demoCustomer.id);
    expect(emulator.state.sessions.has("guest-token")).toBe(false);
  });

  it("compares the e-mail case-insensitively and accepts `email` instead of `username`", async () => {
    const upper = await call("/account/login", {
      json: { username: ` ${DEMO_CUSTOMER_EMAIL.toUpperCase()}`, password: DEMO_CUSTOMER_PASSWORD },
    });
    expect(upper.status).toBe(200);
    const email = await call("/account/login", {
      json: { email: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD },
    });
    expect(email.status).toBe(200);
  });

  it.each([
    ["an unknown e-mail", { username: "nobody@clarus-shop.ch", password: DEMO_CUSTOMER_PASSWORD }],
    ["a wrong password", { username: DEMO_CUSTOMER_EMAIL, password: "demo1234!" }],
    ["a missing password", { username: DEMO_CUSTOMER_EMAIL }],
    ["a missing username", { password: DEMO_CUSTOMER_PASSWORD }],
    ["a non-string password", { username: DEMO_CUSTOMER_EMAIL, password: 1234 }],
    ["an empty body", {}],
  ])("answers 401 CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS for %s", async (_name, json) => {
    const { status, token, body } = await call("/account/login", { json, token: "guest-token" });
    expect(status).toBe(401);
    expect(body.errors).toEqual([
      {
        status: "401",
        code: "CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS",
        title: "Unauthorized",
        detail: "Invalid username and/or password.",
        meta: { parameters: {} },
      },
    ]);
    // A failed login keeps the session as it was.
    expect(token).toBe("guest-token");
  });

  it("keeps the guest's language and currency and moves the guest cart to the new token", async () => {
    await call("/context", {
      method: "PATCH",
      token: "guest-token",
      json: { languageId: fixtureIds.languages["fr-CH"], currencyId: fixtureIds.currencies.EUR },
    });
    expect((await addToCart("guest-token", 2)).status).toBe(200);
    const token = await login("guest-token");
    const session = emulator.state.session(token);
    expect(session.languageId).toBe(fixtureIds.languages["fr-CH"]);
    expect(session.currencyId).toBe(fixtureIds.currencies.EUR);
    const cart = await call("/checkout/cart", { token });
    expect(cart.body.lineItems).toMatchObject([{ referencedId: product.id, quantity: 2 }]);
    const guestCart = await call("/checkout/cart", { token: "guest-token" });
    expect(guestCart.body.lineItems).toEqual([]);
  });

  it("merges the guest cart into the cart of the customer's previous session, which ends", async () => {
    const first = await login("device-a");
    await addToCart(first, 1);
    await addToCart("device-b", 2);
    const second = await login("device-b");
    const cart = await call("/checkout/cart", { token: second });
    expect(cart.body.lineItems).toMatchObject([{ referencedId: product.id, quantity: 3 }]);
    expect(emulator.state.session(first).customerId).toBeNull();
  });
});

describe("POST /account/logout", () => {
  it("answers 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN for guests", async () => {
    const { status, body } = await call("/account/logout", { json: {}, token: "guest-token" });
    expect(status).toBe(403);
    expect(body.errors[0].code).toBe("CHECKOUT__CUSTOMER_NOT_LOGGED_IN");
  });

  it("answers a new guest token with an empty cart", async () => {
    const token = await login();
    expect((await addToCart(token)).body.lineItems).toHaveLength(1);
    const { status, token: guestToken, body } = await call("/account/logout", { json: {}, token });
    expect(status).toBe(200);
    expect(body).toEqual({ redirectUrl: null, apiAlias: "array_struct" });
    expect(guestToken).not.toBe(token);
    expect(emulator.state.session(guestToken!).customerId).toBeNull();
    expect((await call("/checkout/cart", { token: guestToken! })).body.lineItems).toEqual([]);
    // The old token is no longer logged in.
    expect((await call("/account/customer", { json: {}, token })).status).toBe(403);
  });
});

describe("GET /context and /account/customer", () => {
  it("has no customer for guests; /account/customer answers 403", async () => {
    expect((await call("/context", { token: "guest-token" })).body.customer).toBeNull();
    const { status, body } = await call("/account/customer", { json: {}, token: "guest-token" });
    expect(status).toBe(403);
    expect(body.errors[0].code).toBe("CHECKOUT__CUSTOMER_NOT_LOGGED_IN");
  });

  it("shows the logged-in customer with salutation and Swiss default addresses", async () => {
    const token = await login();
    const { body } = await call("/context", { token });
    expect(body.token).toBe(token);
    expect(body.customer).toMatchObject({
      id: demoCustomer.id,
      email: DEMO_CUSTOMER_EMAIL,
      firstName: "Anna",
      lastName: "Muster",
      customerNumber: demoCustomer.customerNumber,
      guest: false,
      active: true,
      salutation: { salutationKey: "mrs", displayName: "Frau" },
      defaultBillingAddress: { city: "Zürich", country: { iso: "CH" } },
      activeShippingAddress: { id: demoCustomer.defaultShippingAddressId },
      apiAlias: "customer",
    });
  });

  it("answers the customer on GET and POST /account/customer", async () => {
    const token = await login();
    const post = await call("/account/customer", { json: {}, token });
    expect(post.status).toBe(200);
    expect(post.body).toMatchObject({ id: demoCustomer.id, firstName: "Anna" });
    const get = await call("/account/customer", { token });
    expect(get.body).toEqual(post.body);
  });

  it("lets the customer choose an own address in PATCH /context", async () => {
    const token = await login();
    const { status } = await call("/context", {
      method: "PATCH",
      token,
      json: { billingAddressId: demoCustomer.defaultBillingAddressId },
    });
    expect(status).toBe(200);
  });
});

describe("reviews of a logged-in customer", () => {
  it("can write a review and sees it pending in the product's reviews", async () => {
    const token = await login();
    const review = {
      title: "Sehr zufrieden",
      content: "Reinigt gründlich, riecht angenehm und ist sparsam in der Anwendung.",
      points: 5,
    };
    const saved = await call(`/product/${product.id}/review`, { json: review, token });
    expect(saved.status).toBe(204);
    const { body } = await call(`/product/${product.id}/reviews`, { json: {}, token });
    const own = body.elements.find((item: Json) => item.customerId === demoCustomer.id);
    expect(own).toMatchObject({ ...review, status: false, externalUser: "Anna" });
    // Other shoppers do not see the pending review.
    const guest = await call(`/product/${product.id}/reviews`, { json: {}, token: "guest-token" });
    expect(guest.body.elements.some((item: Json) => item.customerId === demoCustomer.id)).toBe(false);
  });
});

/** One login attempt of the demo customer (from another client IP with `x-forwarded-for`). */
const attempt = (password: string, headers: Record<string, string> = {}) =>
  call("/account/login", { json: { username: DEMO_CUSTOMER_EMAIL, password }, headers });

describe("login throttling (Shopware's time_backoff login limiter)", () => {
  it("refuses the 11th attempt within 10 seconds with 429 and the seconds to wait, then backs off longer", async () => {
    freezeDate();
    for (let i = 0; i < 10; i++) expect((await attempt("falsch")).status).toBe(401);
    const refused = await attempt(DEMO_CUSTOMER_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0]).toMatchObject({
      code: "CHECKOUT__CUSTOMER_AUTH_THROTTLED",
      detail: "Customer auth throttled for 10 seconds.",
      meta: { parameters: { seconds: 10 } },
    });
    // Another client IP has its own count.
    expect((await attempt("falsch", { "x-forwarded-for": "10.0.0.2" })).status).toBe(401);
    emulator.clock.advance(4);
    expect((await attempt("falsch")).body.errors[0].meta.parameters.seconds).toBe(6);
    emulator.clock.advance(6);
    for (let i = 11; i <= 15; i++) {
      expect((await attempt("falsch")).status).toBe(401);
      emulator.clock.advance(10);
    }
    // The 16th attempt waits 30 seconds after the 15th.
    expect((await attempt("falsch")).body.errors[0].meta.parameters.seconds).toBe(20);
  });

  it("resets the count on a successful login", async () => {
    for (let i = 0; i < 9; i++) await attempt("falsch");
    expect((await attempt(DEMO_CUSTOMER_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await attempt("falsch")).status).toBe(401);
  });
});
