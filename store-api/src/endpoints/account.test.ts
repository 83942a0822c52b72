// @vitest-environment node
// The account endpoints: the requests they build, and login → context → review → logout through the real
// client against the emulator (@shop/mocks), whose MSW server intercepts Node's fetch.
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD } from "@shop/mocks";
import { createTestEmulator } from "@shop/mocks/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createStoreApiClient, type StoreApiClientOptions } from "../client.ts";
import { isReadOperation } from "../read-operations.ts";
import { StoreApiError } from "../store-api-error.ts";
import type { StoreApiRequest, StoreApiResponseInfo, StoreApiTransport } from "../transport.ts";
import { login, logout, readCustomer } from "./account.ts";

type AnyRequest = StoreApiRequest<unknown, unknown>;

/** A transport that records the request and answers with a canned body and response info. */
function recorder(answer: unknown, response: Partial<StoreApiResponseInfo> = {}) {
  const requests: AnyRequest[] = [];
  const api: StoreApiTransport = {
    request: async <T, R = T>(request: StoreApiRequest<T, R>): Promise<R> => {
      requests.push(request as unknown as AnyRequest);
      const data = request.schema.parse(answer);
      const info: StoreApiResponseInfo = {
        status: 200,
        headers: new Headers(),
        contextToken: undefined,
        ...response,
      };
      return request.select ? request.select(data, info) : (data as unknown as R);
    },
  };
  return { api, last: () => requests.at(-1)! };
}

const credentials = { username: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD };

describe("account requests", () => {
  it("login: POST /account/login with username and password, a write; the new token from the header", async () => {
    const { api, last } = recorder(
      { redirectUrl: null, apiAlias: "array_struct" },
      { headers: new Headers({ "sw-context-token": "new-token" }), contextToken: "guest-token" },
    );
    const result = await login(api, { ...credentials, extra: "dropped" } as typeof credentials);
    expect(last()).toMatchObject({
      method: "POST",
      path: "/account/login",
      kind: "write",
      body: credentials,
    });
    expect(last().body).toEqual(credentials);
    expect(result).toEqual({ redirectUrl: null, apiAlias: "array_struct", contextToken: "new-token" });
    expect(isReadOperation("POST", "/account/login")).toBe(false);
  });

  it("logout: POST /account/logout, a write; the guest token from the header", async () => {
    const { api, last } = recorder(
      { redirectUrl: null },
      { headers: new Headers({ "sw-context-token": "guest-token" }) },
    );
    await expect(logout(api)).resolves.toEqual({ redirectUrl: null, contextToken: "guest-token" });
    expect(last()).toMatchObject({ method: "POST", path: "/account/logout", kind: "write", body: {} });
  });

  it("readCustomer: POST /account/customer with criteria, a read; parses the customer", async () => {
    const { api, last } = recorder({
      id: "c",
      firstName: "Anna",
      salutation: { id: "s", salutationKey: "mrs" },
    });
    const customer = await readCustomer(api, { includes: { customer: ["id", "firstName"] } });
    expect(last()).toMatchObject({
      method: "POST",
      path: "/account/customer",
      kind: "read",
      body: { includes: { customer: ["id", "firstName"] } },
    });
    expect(customer).toMatchObject({ id: "c", firstName: "Anna", salutation: { salutationKey: "mrs" } });
  });
});

/** Awaits a promise that must reject with a StoreApiError and returns it. */
async function storeApiError(promise: Promise<unknown>): Promise<StoreApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(StoreApiError);
  return error as StoreApiError;
}

describe("account against the emulator", () => {
  const emulator = createTestEmulator();
  beforeAll(() => emulator.server.listen({ onUnhandledFrame: "error" }));
  afterEach(() => emulator.reset());
  afterAll(() => emulator.server.close());

  const newClient = (options: Partial<StoreApiClientOptions> = {}) =>
    createStoreApiClient({
      endpoint: emulator.baseUrl,
      accessKey: emulator.accessKey,
      retryDelay: 0,
      ...options,
    });

  it("login adopts the new token; the context and /account/customer show the customer", async () => {
    const onContextTokenChange = vi.fn<NonNullable<StoreApiClientOptions["onContextTokenChange"]>>();
    const client = newClient({ onContextTokenChange });
    const guest = await client.readContext();
    expect(guest.customer).toBeNull();
    const guestToken = client.getContextToken();

    const result = await client.login(credentials);
    expect(result.redirectUrl ?? null).toBeNull();
    expect(result.contextToken).toBeTruthy();
    expect(result.contextToken).not.toBe(guestToken);
    expect(client.getContextToken()).toBe(result.contextToken);
    expect(onContextTokenChange).toHaveBeenLastCalledWith(result.contextToken, expect.anything());

    const context = await client.readContext();
    expect(context.customer).toMatchObject({
      email: DEMO_CUSTOMER_EMAIL,
      firstName: "Anna",
      lastName: "Muster",
      guest: false,
      salutation: { salutationKey: "mrs" },
      defaultBillingAddress: { city: "Zürich", country: { iso: "CH" } },
    });
    const customer = await client.readCustomer();
    expect(customer.id).toBe(context.customer!.id);
  });

  it("a logged-in customer's review is pending and visible to them only", async () => {
    const client = newClient();
    await client.login(credentials);
    const products = await client.readProducts({
      limit: 1,
      filter: [{ type: "equals", field: "parentId", value: null }],
    });
    const productId = products.elements[0]!.id;
    await client.saveReview(productId, {
      title: "Sehr zufrieden",
      content: "Reinigt gründlich, riecht angenehm und ist sparsam in der Anwendung.",
      points: 5,
    });
    const mine = await client.readReviews(productId);
    expect(mine.elements).toContainEqual(expect.objectContaining({ title: "Sehr zufrieden", status: false }));
    const others = await newClient().readReviews(productId);
    expect(others.elements.some((review) => review.title === "Sehr zufrieden")).toBe(false);
  });

  it("logout adopts a new guest token; the customer routes then answer 403", async () => {
    const client = newClient();
    const { contextToken: customerToken } = await client.login(credentials);
    const result = await client.logout();
    expect(result.contextToken).toBeTruthy();
    expect(result.contextToken).not.toBe(customerToken);
    expect(client.getContextToken()).toBe(result.contextToken);
    expect((await client.readContext()).customer).toBeNull();
    const error = await storeApiError(client.readCustomer());
    expect(error.status).toBe(403);
    expect(error.code).toBe("CHECKOUT__CUSTOMER_NOT_LOGGED_IN");
    expect((await storeApiError(client.logout())).status).toBe(403);
  });

  it("a wrong password and an unknown e-mail both give 401 CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS", async () => {
    const client = newClient();
    const wrong = await storeApiError(client.login({ username: DEMO_CUSTOMER_EMAIL, password: "falsch" }));
    const unknown = await storeApiError(
      client.login({ username: "niemand@clarus-shop.ch", password: DEMO_CUSTOMER_PASSWORD }),
    );
    for (const error of [wrong, unknown]) {
      expect(error.status).toBe(401);
      expect(error.code).toBe("CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS");
    }
    expect(wrong.errors).toEqual(unknown.errors);
  });
});
