// @vitest-environment node
// The add-to-cart action with its middleware, against the Store API emulator (MSW intercepts fetch).
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { languageIds } from "@shop/mocks";
import { createTestEmulator } from "@shop/mocks/node";
import { productFixture } from "@shop/mocks/stories";
import { flashCookieName, flashCookiePrefix } from "../lib/flash.server.ts";

vi.mock("../lib/shop.server.ts", () => import("../lib/shop.test-double.ts"));

const { action, loader, middleware } = await import("./checkout.line-item.ts");

const emulator = createTestEmulator();
beforeAll(() => emulator.server.listen({ onUnhandledFrame: "error" }));
afterAll(() => emulator.server.close());

const simple = productFixture("simple");
const minPurchase = productFixture("min-purchase-and-steps");

/** Posts the form through the route's middleware and action, as React Router would. */
async function post(fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  const request = new Request("http://localhost/checkout/line-item", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers,
  });
  const context = new RouterContextProvider();
  const args = { request, context, params: {}, unstable_pattern: "/checkout/line-item" } as never;
  const [storeApi] = middleware;
  return storeApi!(args, async () => {
    const result = await action(args);
    if (result instanceof Response) return result;
    return Response.json(result.data, result.init ?? undefined);
  }) as Promise<Response>;
}

/** The flash the answer addresses to the page it redirects to (and no other). */
function flashOf(response: Response): { key: string; name?: string } | undefined {
  const cookies = response.headers.getSetCookie().filter((value) => value.startsWith(flashCookiePrefix));
  if (cookies.length === 0) return undefined;
  const name = flashCookieName(new URL(response.headers.get("location")!, "http://shop.test").pathname);
  expect(cookies).toHaveLength(1);
  expect(cookies[0]).toMatch(new RegExp(`^${name}=.+Max-Age=60; Path=/; SameSite=Lax; HttpOnly`));
  return JSON.parse(decodeURIComponent(cookies[0]!.split(";")[0]!.slice(name.length + 1))) as never;
}

function tokenOf(response: Response): string | undefined {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("sw-context-token="));
  return cookie?.split(";")[0]!.slice("sw-context-token=".length);
}

describe("add to cart without JavaScript (redirectTo)", () => {
  it("adds one piece, starts a session and answers 303 back with an 'added' flash", async () => {
    const response = await post({
      productId: simple.id,
      quantity: "1",
      redirectTo: "/Reinigung/?order=name-asc",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/Reinigung/?order=name-asc");
    expect(flashOf(response)).toEqual({ key: "cart-added", name: simple.name["de-DE"] });
    const token = tokenOf(response);
    expect(token).toBeTruthy();

    const cart = await emulator.request("/checkout/cart", { token, languageId: languageIds["de-DE"] });
    const body = (await cart.json()) as { lineItems: { referencedId: string; quantity: number }[] };
    expect(body.lineItems).toEqual([expect.objectContaining({ referencedId: simple.id, quantity: 1 })]);
  });

  it("raises the quantity in the existing session (the token cookie is kept)", async () => {
    const first = await post({ productId: simple.id, redirectTo: "/" });
    const token = tokenOf(first)!;
    const second = await post(
      { productId: simple.id, redirectTo: "/" },
      { cookie: `sw-context-token=${token}` },
    );
    expect(second.status).toBe(303);
    expect(tokenOf(second)).toBeUndefined();
    const cart = await emulator.request("/checkout/cart", { token });
    const body = (await cart.json()) as { lineItems: { quantity: number }[] };
    expect(body.lineItems[0]?.quantity).toBe(2);
  });

  it.each(["//evil.com", "https://evil.com", "/\\evil.com", "javascript:alert(1)"])(
    "refuses the foreign target %s and goes to the localized home",
    async (redirectTo) => {
      const response = await post({ productId: simple.id, redirectTo });
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe("/");
    },
  );

  it("goes to the French home when the shopper's language is French", async () => {
    const response = await post(
      { productId: simple.id, redirectTo: "//evil.com" },
      { cookie: "shop-locale=fr-CH" },
    );
    expect(response.headers.get("Location")).toBe("/fr-CH");
  });

  it("names the product in the language of the page it came from", async () => {
    const response = await post({ productId: simple.id, redirectTo: "/fr-CH/Nettoyage/" });
    expect(response.headers.get("Location")).toBe("/fr-CH/Nettoyage/");
    expect(flashOf(response)?.name).toBe(simple.name["fr-CH"]);
  });

  it("redirects back with a 'failed' flash for an invalid product id", async () => {
    const response = await post({ productId: "not-a-product", redirectTo: "/Reinigung/" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/Reinigung/");
    expect(flashOf(response)).toEqual({ key: "cart-failed" });
  });

  it("redirects back with a 'failed' flash for an unknown product", async () => {
    const response = await post({ productId: "0".repeat(32), redirectTo: "/Reinigung/" });
    expect(response.headers.get("Location")).toBe("/Reinigung/");
    expect(flashOf(response)?.key).toBe("cart-failed");
  });

  it("says the quantity was adjusted when the minimum purchase raised it", async () => {
    const response = await post({ productId: minPurchase.id, quantity: "1", redirectTo: "/" });
    expect(flashOf(response)).toEqual({ key: "cart-adjusted", name: minPurchase.name["de-DE"] });
  });
});

describe("add to cart with JavaScript (JSON for the fetcher)", () => {
  it("answers ok with the cart count and an 'added' message", async () => {
    const response = await post({ productId: simple.id, quantity: "3" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      cartCount: 3,
      messages: [{ key: "cart-added", variant: "success", name: simple.name["de-DE"] }],
    });
  });

  it("turns the raised minimum quantity into a message", async () => {
    const response = await post({ productId: minPurchase.id, quantity: "1", locale: "fr-CH" });
    const body = (await response.json()) as { ok: boolean; cartCount: number; messages: unknown[] };
    expect(body.ok).toBe(true);
    expect(body.cartCount).toBe(minPurchase.minPurchase);
    expect(body.messages).toEqual([
      { key: "cart-adjusted", variant: "success", name: minPurchase.name["fr-CH"] },
      {
        key: "cart-min-order-quantity",
        variant: "warning",
        name: minPurchase.name["fr-CH"],
        quantity: minPurchase.minPurchase,
      },
    ]);
  });

  it("answers 400 with an error for an invalid product id or quantity", async () => {
    const invalidId = await post({ productId: "../../etc" });
    expect(invalidId.status).toBe(400);
    expect(await invalidId.json()).toEqual({
      ok: false,
      error: { key: "cart-product-not-found", variant: "error" },
    });
    for (const quantity of ["0", "-1", "1.5", "x"]) {
      const response = await post({ productId: simple.id, quantity });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { key: string } }).error.key).toBe("cart-invalid-quantity");
    }
  });

  it("answers 404 for an unknown product", async () => {
    const response = await post({ productId: "0".repeat(32) });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { ok: boolean }).ok).toBe(false);
  });
});

it("sends a GET home", () => {
  const response = loader();
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/");
});
