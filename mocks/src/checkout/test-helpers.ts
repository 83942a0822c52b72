import { expect, onTestFinished, vi } from "vitest";
import { catalog, variantsOf } from "../fixtures/catalog/index.ts";
import { registrations } from "../fixtures/registrations.ts";
import type { StoreApiRequestInit, TestEmulator } from "../node.ts";

// oxlint-disable-next-line typescript/no-explicit-any -- test access into deep JSON
export type Json = Record<string, any>;

/** One Store API call, its status, token and parsed body. */
export async function call(emulator: TestEmulator, path: string, init: StoreApiRequestInit = {}) {
  const response = await emulator.request(path, init);
  const text = await response.text();
  return {
    status: response.status,
    token: response.headers.get("sw-context-token"),
    headers: response.headers,
    body: (text ? JSON.parse(text) : null) as Json,
  };
}

/**
 * Stops `Date`, and with it the emulator clock, until the test ends. For tests that assert a number of
 * seconds (a throttle's wait): the throttle counts whole seconds, so real time crossing a second between two
 * calls would turn an expected 30 into 29. Timers stay real; the test moves time with `emulator.clock`.
 */
export function freezeDate(): void {
  vi.useFakeTimers({ toFake: ["Date"] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

/** The violations of a 400 body as `<pointer> <code>` lines. */
export const pointers = (body: Json): string[] =>
  (body.errors as Array<{ code: string; source: { pointer: string } }>).map(
    (error) => `${error.source.pointer} ${error.code}`,
  );

/** Products without variants or quantity rules, so carts and stock hold exactly what a test adds. */
export const plainProducts = catalog.products.filter(
  (item) =>
    variantsOf(item.id).length === 0 &&
    !item.isCloseout &&
    item.minPurchase === 1 &&
    item.purchaseSteps === 1 &&
    item.maxPurchase === null &&
    item.stock > 20,
);

export const registration = (
  emulator: TestEmulator,
  which: keyof typeof registrations,
  extra: Record<string, unknown> = {},
) => ({ ...registrations[which], storefrontUrl: new URL(emulator.baseUrl).origin, ...extra });

/** Registers a guest (default: the Bern guest) on a fresh token and answers the logged-in token. */
export async function registerGuest(
  emulator: TestEmulator,
  which: keyof typeof registrations = "guestDe",
  init: StoreApiRequestInit = {},
): Promise<string> {
  const { status, token, body } = await call(emulator, "/account/register", {
    ...init,
    json: registration(emulator, which),
  });
  expect({ status, body }).toMatchObject({ status: 200 });
  return token!;
}

/** Puts products in the token's cart (default: two of the first plain product). */
export async function fillCart(
  emulator: TestEmulator,
  token: string,
  items: Array<{ id: string; quantity: number }> = [{ id: plainProducts[0]!.id, quantity: 2 }],
) {
  const { status } = await call(emulator, "/checkout/cart/line-item", {
    token,
    json: { items: items.map((item) => ({ ...item, type: "product" })) },
  });
  expect(status).toBe(200);
}
