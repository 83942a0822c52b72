// @vitest-environment node
// The account lifecycle endpoints (opt-in confirmation, password recovery): the requests they build, and the
// flows through the real client against the emulator (@shop/mocks), whose MSW server intercepts Node's fetch.
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD, registrations } from "@shop/mocks";
import { createTestEmulator } from "@shop/mocks/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createStoreApiClient } from "../client.ts";
import { isReadOperation } from "../read-operations.ts";
import { StoreApiError } from "../store-api-error.ts";
import type { StoreApiRequest, StoreApiTransport } from "../transport.ts";
import {
  confirmRegistration,
  isRecoveryExpired,
  requestPasswordRecovery,
  resetPassword,
} from "./account-lifecycle.ts";

type AnyRequest = StoreApiRequest<unknown, unknown>;

function recorder(answer: unknown, headers = new Headers()) {
  const requests: AnyRequest[] = [];
  const api: StoreApiTransport = {
    request: async <T, R = T>(request: StoreApiRequest<T, R>): Promise<R> => {
      requests.push(request as unknown as AnyRequest);
      const data = request.schema.parse(answer);
      const info = { status: 200, headers, contextToken: "old" };
      return request.select ? request.select(data, info) : (data as unknown as R);
    },
  };
  return { api, last: () => requests.at(-1)! };
}

async function storeApiError(promise: Promise<unknown>): Promise<StoreApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(StoreApiError);
  return error as StoreApiError;
}

describe("account lifecycle requests", () => {
  it("confirmRegistration: POST /account/register-confirm {hash, em}, a write; the new token from the header", async () => {
    const { api, last } = recorder({ id: "c" }, new Headers({ "sw-context-token": "new" }));
    const result = await confirmRegistration(api, { hash: "h", em: "e" });
    expect(last()).toMatchObject({ method: "POST", path: "/account/register-confirm", kind: "write" });
    expect(last().body).toEqual({ hash: "h", em: "e" });
    expect(result).toEqual({ customer: { id: "c" }, contextToken: "new" });
  });

  it("requestPasswordRecovery and resetPassword are writes; isRecoveryExpired a read", async () => {
    const { api, last } = recorder({ success: true, isExpired: true });
    await requestPasswordRecovery(api, { email: "a@b.ch", storefrontUrl: "http://shop" });
    expect(last()).toMatchObject({
      path: "/account/recovery-password",
      kind: "write",
      body: { email: "a@b.ch", storefrontUrl: "http://shop" },
    });
    await resetPassword(api, { hash: "h", newPassword: "p", newPasswordConfirm: "p" });
    expect(last()).toMatchObject({ path: "/account/recovery-password-confirm", kind: "write" });
    await expect(isRecoveryExpired(api, "h")).resolves.toBe(true);
    expect(last()).toMatchObject({
      path: "/account/customer-recovery-is-expired",
      kind: "read",
      body: { hash: "h" },
    });
    expect(isReadOperation("POST", "/account/customer-recovery-is-expired")).toBe(true);
    expect(isReadOperation("POST", "/account/register-confirm")).toBe(false);
  });
});

describe("account lifecycle against the emulator", () => {
  const emulator = createTestEmulator();
  beforeAll(() => emulator.server.listen({ onUnhandledFrame: "error" }));
  afterEach(() => emulator.reset());
  afterAll(() => emulator.server.close());
  const storefrontUrl = new URL(emulator.baseUrl).origin;
  const newClient = () =>
    createStoreApiClient({ endpoint: emulator.baseUrl, accessKey: emulator.accessKey, retryDelay: 0 });

  it("registers with double opt-in, refuses the login, confirms from the mail and is logged in", async () => {
    const client = newClient();
    const { customer, contextToken } = await client.register({
      ...registrations.guestDe,
      guest: false,
      password: "Sicher-2026",
      storefrontUrl,
    });
    expect(customer).toMatchObject({ doubleOptInRegistration: true });
    expect((await client.readContext()).customer).toBeNull();
    expect(contextToken).toBe(client.getContextToken());
    const refused = await storeApiError(client.login({ username: customer.email!, password: "Sicher-2026" }));
    expect([refused.status, refused.code]).toEqual([401, "CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED"]);

    const link = new URL(emulator.mailbox.latest({ to: customer.email! })!.meta.link!);
    const confirmed = await client.confirmRegistration({
      hash: link.searchParams.get("hash")!,
      em: link.searchParams.get("em")!,
    });
    expect(client.getContextToken()).toBe(confirmed.contextToken);
    expect((await client.readContext()).customer).toMatchObject({ id: customer.id });
    const again = await storeApiError(
      client.confirmRegistration({ hash: link.searchParams.get("hash")!, em: link.searchParams.get("em")! }),
    );
    expect([again.status, again.code]).toEqual([412, "CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED"]);
  });

  it("recovers a password from the mailed link; the link expires after 2 hours", async () => {
    const client = newClient();
    await expect(
      client.requestPasswordRecovery({ email: DEMO_CUSTOMER_EMAIL, storefrontUrl }),
    ).resolves.toMatchObject({
      success: true,
    });
    const hash = new URL(emulator.mailbox.latest()!.meta.link!).searchParams.get("hash")!;
    await expect(client.isRecoveryExpired(hash)).resolves.toBe(false);
    await client.resetPassword({ hash, newPassword: "Neues-Pass-1", newPasswordConfirm: "Neues-Pass-1" });
    await client.login({ username: DEMO_CUSTOMER_EMAIL, password: "Neues-Pass-1" });

    await client.requestPasswordRecovery({ email: DEMO_CUSTOMER_EMAIL, storefrontUrl });
    const second = new URL(emulator.mailbox.latest()!.meta.link!).searchParams.get("hash")!;
    emulator.clock.advance(2 * 3600);
    const expired = await storeApiError(
      client.resetPassword({ hash: second, newPassword: "Noch-eins-1", newPasswordConfirm: "Noch-eins-1" }),
    );
    expect([expired.status, expired.code]).toEqual([410, "CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED"]);
  });
});

describe("account profile against the emulator", () => {
  const emulator = createTestEmulator();
  beforeAll(() => emulator.server.listen({ onUnhandledFrame: "error" }));
  afterEach(() => emulator.reset());
  afterAll(() => emulator.server.close());
  const newClient = () =>
    createStoreApiClient({ endpoint: emulator.baseUrl, accessKey: emulator.accessKey, retryDelay: 0 });

  it("changes profile, e-mail and password of the logged-in customer", async () => {
    const client = newClient();
    await client.login({ username: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD });
    await client.changeProfile({ firstName: "Anna", lastName: "Beispiel", title: "Dr." });
    await client.changeEmail({
      email: "anna@example.ch",
      emailConfirmation: "anna@example.ch",
      password: DEMO_CUSTOMER_PASSWORD,
    });
    const token = client.getContextToken();
    await expect(
      client.changePassword({
        password: DEMO_CUSTOMER_PASSWORD,
        newPassword: "Neues-Pass-1",
        newPasswordConfirm: "Neues-Pass-1",
      }),
    ).resolves.toMatchObject({ contextToken: token });
    expect(await client.readCustomer()).toMatchObject({
      lastName: "Beispiel",
      title: "Dr.",
      email: "anna@example.ch",
    });
    const wrong = await storeApiError(
      client.changePassword({
        password: "falsch",
        newPassword: "Noch-eins-1",
        newPasswordConfirm: "Noch-eins-1",
      }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.errors[0]).toMatchObject({ code: "VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT" });
  });
});

describe("address book against the emulator", () => {
  const emulator = createTestEmulator();
  beforeAll(() => emulator.server.listen({ onUnhandledFrame: "error" }));
  afterEach(() => emulator.reset());
  afterAll(() => emulator.server.close());

  it("lists, creates, updates, makes default and deletes addresses", async () => {
    const client = createStoreApiClient({
      endpoint: emulator.baseUrl,
      accessKey: emulator.accessKey,
      retryDelay: 0,
    });
    await client.login({ username: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD });
    const [home] = (await client.listAddresses()).elements;
    const office = {
      firstName: "Anna",
      lastName: "Muster",
      street: "Bahnhofplatz 3",
      zipcode: "3011",
      city: "Bern",
    };
    const created = await client.saveAddress({ ...office, countryId: home!.countryId! });
    const updated = await client.saveAddress(
      { ...office, countryId: home!.countryId!, street: "Spitalgasse 1" },
      created.id,
    );
    expect(updated).toMatchObject({ id: created.id, street: "Spitalgasse 1" });
    await client.setDefaultAddress("shipping", created.id);
    expect((await client.readCustomer()).defaultShippingAddressId).toBe(created.id);
    const refused = await storeApiError(client.deleteAddress(created.id));
    expect([refused.status, refused.code]).toEqual([400, "CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT"]);
    await client.setDefaultAddress("shipping", home!.id);
    await client.deleteAddress(created.id);
    expect((await client.listAddresses()).total).toBe(1);
  });
});

describe("wishlist against the emulator", () => {
  const emulator = createTestEmulator();
  beforeAll(() => emulator.server.listen({ onUnhandledFrame: "error" }));
  afterEach(() => emulator.reset());
  afterAll(() => emulator.server.close());

  it("adds, merges, reads and removes products", async () => {
    const client = createStoreApiClient({
      endpoint: emulator.baseUrl,
      accessKey: emulator.accessKey,
      retryDelay: 0,
    });
    const [first, second] = (
      await client.readProducts({ limit: 2, filter: [{ type: "equals", field: "parentId", value: null }] })
    ).elements.map((product) => product.id);
    await client.login({ username: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD });
    expect((await storeApiError(client.readWishlist())).code).toBe("CHECKOUT__WISHLIST_NOT_FOUND");
    await client.addToWishlist(first!);
    await client.mergeWishlist([first!, second!]);
    const wishlist = await client.readWishlist();
    expect(wishlist.products.elements.map((product) => product.id)).toEqual([second, first]);
    await client.removeFromWishlist(second!);
    const absent = await storeApiError(client.removeFromWishlist(second!));
    expect([absent.status, absent.code]).toEqual([404, "CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND"]);
  });
});
