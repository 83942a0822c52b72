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
    // The fetcher's POST to the add-to-cart route (the side cart or a toast follow; the next turn loads
    // another page anyway).
    const [response] = await Promise.all([
      page.waitForResponse(
        (answer) => answer.url().includes("/checkout/line-item") && answer.request().method() === "POST",
      ),
      box.getByRole("button", { name: words[locale].addToCart }).click(),
    ]);
    expect(response.status()).toBe(200);
  } else {
    // A plain form: 303 back to the product with the outcome as a notice.
    await box.getByRole("button", { name: words[locale].addToCart }).click();
    await page.waitForLoadState();
    await expect(page.getByRole("status").or(page.getByRole("alert")).first()).toBeVisible();
  }
}

type Product = ListedProduct & { productNumber: string };

/** The cart page's line of a product, by its product number (variants share their name). */
const cartLine = (page: Page, product: Product) =>
  page
    .getByRole("article")
    .filter({ hasText: new RegExp(`${product.productNumber.replace(/\./g, "\\.")}(?![\\d.])`) });

/** The cart page's quantity of every line, by product number. */
async function cartQuantities(page: Page, locale: Locale, products: Product[]) {
  const quantities: Record<string, string> = {};
  for (const product of products) {
    const line = cartLine(page, product);
    await expect(line).toHaveCount(1);
    quantities[product.productNumber] = await line
      .getByRole("spinbutton", { name: words[locale].quantity })
      .inputValue();
  }
  return quantities;
}

async function longSession(tabA: Page, tabB: Page, locale: Locale, withJavaScript: boolean) {
  const products = (await buyableProducts(tabA.request, {
    count: 4,
    locale,
    maxPurchaseAtLeast: 10,
  })) as Product[];
  const [p0, p1, p2, p3] = products as [Product, Product, Product, Product];
  const problems = [...watchConsole(tabA), ...watchConsole(tabB)];

  // Turns: tab A, then tab B, each on its own product pages.
  const turns: [Page, Product, number][] = [
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
  const line = cartLine(tabB, p0);
  await line.getByRole("spinbutton", { name: words[locale].quantity }).fill("5");
  // The field shows the typed 5 at once: wait for the shop's answer to the change before tab A reads the
  // cart (two clean clones met tab A's page loaded before it, with the old quantity).
  const answered = tabB.waitForResponse(
    (response) =>
      response.request().method() === "POST" && new URL(response.url()).pathname.startsWith(cartPath),
  );
  await line.getByRole("button", { name: words[locale].update }).click();
  expect((await answered).status()).toBeLessThan(400);
  await expect(cartLine(tabB, p0).getByRole("spinbutton", { name: words[locale].quantity })).toHaveValue("5");

  await tabA.goto(cartPath);
  await expect(tabA.getByRole("article")).toHaveCount(4);
  expect(await cartQuantities(tabA, locale, products)).toEqual({
    [p0.productNumber]: "5",
    [p1.productNumber]: "3",
    [p2.productNumber]: "4",
    [p3.productNumber]: "3",
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
