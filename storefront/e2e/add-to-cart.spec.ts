import { expect, test, type APIRequestContext } from "@playwright/test";
import { buyableProducts, watchConsole } from "./support.ts";

// A product card's add-to-cart form without JavaScript: a native POST to the route action, which answers
// 303 back to the page with the outcome in a one-time flash cookie.
test.use({ javaScriptEnabled: false });

/** A product a card would offer to add directly. */
async function buyableProduct(request: APIRequestContext, locale: "de-DE" | "fr-CH" = "de-DE") {
  const [product] = await buyableProducts(request, { locale });
  return product!;
}

test("adds one piece, redirects back (303) and shows the outcome once", async ({ page }) => {
  const product = await buyableProduct(page.request, "fr-CH");
  const name = product.translated?.name ?? "";

  const response = await page.request.post("/checkout/line-item", {
    form: { productId: product.id, quantity: "1", redirectTo: "/fr-CH?p=1" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers()["location"]).toBe("/fr-CH?p=1");
  const cookies = response.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie");
  expect(cookies.map((cookie) => cookie.value)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^shop-flash-[0-9a-f]{16}=.+Max-Age=60; Path=\/; SameSite=Lax; HttpOnly/),
      expect.stringMatching(/^sw-context-token=\w+.*HttpOnly/),
    ]),
  );

  // The shopper's session now holds the product (page.request shares the browser's cookies).
  const cart = (await (await page.request.get("/store-api/checkout/cart")).json()) as {
    lineItems: { referencedId: string; quantity: number }[];
  };
  expect(cart.lineItems).toEqual([expect.objectContaining({ referencedId: product.id, quantity: 1 })]);

  // The page it came back to says so (without JavaScript, as a static notice), and only once.
  await page.goto("/fr-CH?p=1");
  await expect(page.getByRole("status").filter({ hasText: name })).toHaveText(
    `${name} a été ajouté au panier.`,
  );
  await page.reload();
  await expect(page.getByText(`${name} a été ajouté au panier.`)).toHaveCount(0);
});

test("two tabs posting at the same moment each get their own notice", async ({ context, page }) => {
  const [first, second] = await buyableProducts(page.request, { count: 2 });
  const added = (product: typeof first) =>
    `${product!.translated?.name ?? ""} wurde in den Warenkorb gelegt.`;
  // Both forms are answered before either tab loads the page it is sent back to (page.request shares the
  // tabs' cookies), the way two tabs' adds can cross.
  for (const [product, redirectTo] of [
    [first, "/"],
    [second, "/search?search=a"],
  ] as const) {
    const response = await page.request.post("/checkout/line-item", {
      form: { productId: product!.id, quantity: "1", redirectTo },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
  }
  await page.goto("/search?search=a");
  await expect(page.getByRole("status").filter({ hasText: "Warenkorb" })).toHaveText(added(second));
  const otherTab = await context.newPage();
  await otherTab.goto("/");
  await expect(otherTab.getByRole("status").filter({ hasText: "Warenkorb" })).toHaveText(added(first));
  await page.reload();
  await expect(page.getByText(added(second))).toHaveCount(0);
});

test("never redirects off the shop, and a failure still comes back with a message", async ({ page }) => {
  const product = await buyableProduct(page.request);
  for (const redirectTo of ["//evil.com/", "https://evil.com/"]) {
    const response = await page.request.post("/checkout/line-item", {
      form: { productId: product.id, redirectTo },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers()["location"]).toBe("/");
  }

  const failed = await page.request.post("/checkout/line-item", {
    form: { productId: "nope", redirectTo: "/?failed" },
    maxRedirects: 0,
  });
  expect(failed.status()).toBe(303);
  expect(failed.headers()["location"]).toBe("/?failed");
  await page.goto("/?failed");
  await expect(page.getByRole("alert").filter({ hasText: "Warenkorb" })).toHaveText(
    "Der Artikel konnte nicht in den Warenkorb gelegt werden. Bitte versuchen Sie es später erneut.",
  );
});

test("answers JSON when there is no redirectTo (the fetcher's request)", async ({ request }) => {
  const product = await buyableProduct(request);
  const added = await request.post("/checkout/line-item", { form: { productId: product.id } });
  expect(added.status()).toBe(200);
  expect(await added.json()).toMatchObject({ ok: true, cartCount: 1 });

  const invalid = await request.post("/checkout/line-item", {
    form: { productId: product.id, quantity: "0" },
  });
  expect(invalid.status()).toBe(400);
  expect(await invalid.json()).toEqual({
    ok: false,
    error: { key: "cart-invalid-quantity", variant: "error" },
  });
});

test("a GET of the form target goes home", async ({ request }) => {
  const response = await request.get("/checkout/line-item", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe("/");
});

test.describe("with JavaScript", () => {
  test.use({ javaScriptEnabled: true });

  test("the outcome of a form posted before hydration shows as a toast", async ({ page }) => {
    const problems = watchConsole(page);
    const product = await buyableProduct(page.request);
    const name = product.translated?.name ?? "";
    await page.request.post("/checkout/line-item", {
      form: { productId: product.id, redirectTo: "/" },
      maxRedirects: 0,
    });
    await page.goto("/");
    const region = page.getByRole("region", { name: "Benachrichtigungen" });
    await expect(region.getByRole("status")).toHaveText(`${name} wurde in den Warenkorb gelegt.`);
    expect(problems).toEqual([]);
  });
});
