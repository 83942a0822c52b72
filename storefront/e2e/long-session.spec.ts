import { expect, test, type Page } from "@playwright/test";
import { buyableProducts, hydrated, watchConsole, type ListedProduct } from "./support.ts";

// A long session in two tabs of one browser (issue 16): both tabs share the session cookie and add
// different products in turns, sometimes the same product again, once at the same moment, and a quantity
// changes on the cart page. The cart ends with every product and quantity: no write of one tab overwrites
// the other's (the Store API keeps one cart per context token; the storefront never writes a stale cart).

type Locale = "de-DE" | "fr-CH";

const words = {
  "de-DE": { prefix: "", addToCart: "In den Warenkorb", quantity: "Menge", update: /aktualisieren/ },
  "fr-CH": {
    prefix: "/fr-CH",
    addToCart: "Ajouter au panier",
    quantity: "Quantité",
    update: /Mettre à jour la quantité/,
  },
} as const;

const buyBox = (page: Page) => page.locator("[data-slot=buy-box]");

/** The product's page in this tab (its technical path answers 301 to the SEO URL). */
async function openProduct(page: Page, locale: Locale, product: ListedProduct, withJavaScript: boolean) {
  const response = await page.goto(`${words[locale].prefix}/detail/${product.id}`);
  expect(response?.status()).toBe(200);
  if (withJavaScript) await hydrated(page);
}

/** Adds `quantity` from the buy box of the page open in this tab. */
async function addFromBuyBox(page: Page, locale: Locale, quantity: number, withJavaScript: boolean) {
  const box = buyBox(page);
  await box.getByRole("spinbutton", { name: words[locale].quantity }).fill(String(quantity));
  if (withJavaScript) {
    await box.getByRole("button", { name: words[locale].addToCart }).click();
    // The side cart opens once the add is done (e2e/side-cart.spec.ts); closed again for the next turn.
    await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  } else {
    // A plain form: 303 back to the product with the outcome as a notice.
    await box.getByRole("button", { name: words[locale].addToCart }).click();
    await page.waitForLoadState();
    await expect(page.getByRole("status").or(page.getByRole("alert")).first()).toBeVisible();
  }
}

/** The cart page's quantity of every line, by product name. */
async function cartQuantities(page: Page, locale: Locale, names: string[]) {
  const quantities: Record<string, string> = {};
  for (const name of names) {
    const line = page.getByRole("article").filter({ hasText: name });
    await expect(line).toHaveCount(1);
    quantities[name] = await line.getByRole("spinbutton", { name: words[locale].quantity }).inputValue();
  }
  return quantities;
}

async function longSession(tabA: Page, tabB: Page, locale: Locale, withJavaScript: boolean) {
  const products = await buyableProducts(tabA.request, { count: 4, locale, maxPurchaseAtLeast: 10 });
  const [p0, p1, p2, p3] = products as [ListedProduct, ListedProduct, ListedProduct, ListedProduct];
  const name = (product: ListedProduct) => product.translated?.name ?? "";
  const problems = [...watchConsole(tabA), ...watchConsole(tabB)];

  // Turns: tab A, then tab B, each on its own product pages.
  const turns: [Page, ListedProduct, number][] = [
    [tabA, p0, 2],
    [tabB, p2, 1],
    [tabA, p1, 1],
    [tabB, p2, 3],
    [tabA, p0, 1],
    [tabB, p3, 2],
  ];
  for (const [tab, product, quantity] of turns) {
    await openProduct(tab, locale, product, withJavaScript);
    await addFromBuyBox(tab, locale, quantity, withJavaScript);
  }

  // Both tabs at the same moment: neither add is lost.
  await openProduct(tabA, locale, p1, withJavaScript);
  await openProduct(tabB, locale, p3, withJavaScript);
  await Promise.all([
    addFromBuyBox(tabA, locale, 2, withJavaScript),
    addFromBuyBox(tabB, locale, 1, withJavaScript),
  ]);

  // A quantity changes on the cart page in tab B; tab A's cart page shows it with everything else.
  const cartPath = `${words[locale].prefix}/checkout/cart`;
  await tabB.goto(cartPath);
  if (withJavaScript) await hydrated(tabB);
  const line = tabB.getByRole("article").filter({ hasText: name(p0) });
  await line.getByRole("spinbutton", { name: words[locale].quantity }).fill("5");
  await line.getByRole("button", { name: words[locale].update }).click();
  await expect(
    tabB
      .getByRole("article")
      .filter({ hasText: name(p0) })
      .getByRole("spinbutton", { name: words[locale].quantity }),
  ).toHaveValue("5");

  await tabA.goto(cartPath);
  await expect(tabA.getByRole("article")).toHaveCount(4);
  expect(await cartQuantities(tabA, locale, products.map(name))).toEqual({
    [name(p0)]: "5",
    [name(p1)]: "3",
    [name(p2)]: "4",
    [name(p3)]: "3",
  });
  expect(problems).toEqual([]);
}

for (const locale of ["de-DE", "fr-CH"] as const) {
  test(`${locale}: two tabs add to one cart in turns and at once, nothing is lost`, async ({
    context,
    page,
  }) => {
    test.setTimeout(180_000);
    await longSession(page, await context.newPage(), locale, true);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("de-DE: two tabs' plain forms add to one cart, nothing is lost", async ({ context, page }) => {
    test.setTimeout(180_000);
    await longSession(page, await context.newPage(), "de-DE", false);
  });
});
