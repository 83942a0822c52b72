import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO_BUSINESS_CUSTOMER_EMAIL, DEMO_BUSINESS_CUSTOMER_PASSWORD } from "@shop/mocks";
import { catalog, productByNumber } from "@shop/mocks/fixtures";
import { hydrated as checkoutHydrated, tick, words } from "./checkout-form.ts";
import { expectNoAxeViolations, hydrated, watchConsole } from "./support.ts";

// Net prices for business customers (issue 13): the demo business customer is in the customer group
// "Fachhandel" (displayGross false), so the Store API answers that session net prices. The product page
// shows the net price with "excl. VAT", the cart page the net subtotal, the VAT and the total, the
// checkout every shipping choice at its net price and the same totals, and the order keeps the tax state;
// a guest in another browser at the same time still sees the gross price (no net price in the shop cache).
// One business customer: a login ends that customer's other sessions, and the customer's cart is restored
// on login, so the locales run one after the other and each empties the cart it filled.
test.describe.configure({ mode: "serial" });

const product = productByNumber("CL10001.1")!;
const taxRate = catalog.taxes.find((tax) => tax.key === product.taxKey)!.taxRate;
/** The first tier's gross price (one piece), and Shopware's net price: gross / (1 + rate), to the Rappen. */
const gross = product.prices[0]!.gross;
const net = Math.round((gross / (1 + taxRate / 100)) * 100) / 100;
const chf = (amount: number) => `CHF ${amount.toFixed(2)}`;

const locales = [
  {
    locale: "de-DE",
    prefix: "",
    product: "/Clarus-Neutralreiniger/CL10001-1",
    login: "Anmelden",
    email: "E-Mail-Adresse",
    password: "Passwort",
    hello: "Hallo Marco Keller",
    inclVat: "Inkl. MWST, zzgl. Versandkosten",
    exclVat: "Exkl. MWST, zzgl. Versandkosten",
    summary: "Zusammenfassung",
    subtotal: "Zwischensumme (ohne MwSt.)",
    netTotal: "Gesamtsumme ohne MwSt.",
    vat: `zzgl. ${taxRate} % MwSt.`,
    total: "Gesamtsumme",
    remove: "aus dem Warenkorb entfernen",
  },
  {
    locale: "fr-CH",
    prefix: "/fr-CH",
    product: "/fr-CH/Clarus-Nettoyant-neutre/CL10001-1",
    login: "Se connecter",
    email: "Adresse e-mail",
    password: "Mot de passe",
    hello: "Bonjour Marco Keller",
    inclVat: "TVA incluse, frais de port en sus",
    exclVat: "Hors TVA, frais de port en sus",
    summary: "Récapitulatif",
    subtotal: "Sous-total (hors TVA)",
    netTotal: "Total hors TVA",
    vat: `plus ${taxRate} % TVA`,
    total: "Total",
    remove: "du panier",
  },
] as const;

type Texts = (typeof locales)[number];

const buyBox = (page: Page) => page.locator("[data-slot=buy-box]");

/** CHF 1'234.50 → 1234.5 */
const amountOf = (text: string | null) => Number((text ?? "").replace(/[^\d.-]/g, ""));

/** The amount of the summary row whose term is exactly `term`. */
async function row(page: Page, texts: Texts, term: string): Promise<number> {
  const summary = page.getByRole("region", { name: texts.summary });
  const item = summary
    .locator("div")
    .filter({ has: page.getByRole("term").getByText(term, { exact: true }) });
  return amountOf(await item.getByRole("definition").textContent());
}

/** A guest in a browser of its own (no cookies shared): the product page's gross price and VAT note. */
async function expectGuestSeesGross(browser: Browser, texts: Texts) {
  const guest = await browser.newContext();
  try {
    const page = await guest.newPage();
    await page.goto(texts.product);
    await expect(buyBox(page)).toContainText(chf(gross));
    await expect(buyBox(page)).toContainText(texts.inclVat);
    await expect(buyBox(page)).not.toContainText(texts.exclVat);
  } finally {
    await guest.close();
  }
}

async function emptyCart(page: Page, texts: Texts) {
  await page.goto(`${texts.prefix}/checkout/cart`);
  await hydrated(page);
  const lines = page.getByRole("article");
  while ((await lines.count()) > 0) {
    const count = await lines.count();
    await lines
      .first()
      .getByRole("button", { name: new RegExp(texts.remove) })
      .click();
    await expect(lines).toHaveCount(count - 1);
  }
}

for (const texts of locales) {
  test(`net prices ${texts.locale}: the business customer sees net prices, a guest at the same time gross`, async ({
    page,
    browser,
  }) => {
    // Two browsers, a login and a cart on a machine shared with other runs.
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    expect(net).toBeLessThan(gross);

    // A guest first: the guest's product page is in the shop cache now (gross).
    await expectGuestSeesGross(browser, texts);

    await page.goto(`${texts.prefix}/login`);
    await hydrated(page);
    const form = page.getByRole("form", { name: texts.login });
    await form.getByRole("textbox", { name: texts.email }).fill(DEMO_BUSINESS_CUSTOMER_EMAIL);
    await form.getByLabel(texts.password, { exact: true }).fill(DEMO_BUSINESS_CUSTOMER_PASSWORD);
    await form.getByRole("button", { name: texts.login }).click();
    await expect(page.getByText(texts.hello)).toBeVisible();
    await emptyCart(page, texts);

    // The product page: the Store API's net price (gross / 1.081), noted "excl. VAT".
    const answer = await page.goto(texts.product);
    expect(answer?.headers()["cache-control"]).toBe("private, no-store");
    await hydrated(page);
    await expect(buyBox(page)).toContainText(chf(net));
    await expect(buyBox(page)).toContainText(texts.exclVat);
    await expect(buyBox(page)).not.toContainText(texts.inclVat);
    await expect(buyBox(page)).not.toContainText(chf(gross));
    await expectNoAxeViolations(page);

    // Meanwhile a guest still gets the gross price: no net answer landed in the shop cache.
    await expectGuestSeesGross(browser, texts);

    // One piece into the cart (the product page's form, as without JavaScript).
    const productId = await buyBox(page).locator("form input[name=productId]").first().inputValue();
    const added = await page.request.post("/checkout/line-item", {
      form: { productId, quantity: "1", redirectTo: "/" },
      maxRedirects: 0,
    });
    expect(added.status()).toBe(303);

    // The cart page: the net line and subtotal, the VAT on top, total = net + VAT.
    await page.goto(`${texts.prefix}/checkout/cart`);
    await hydrated(page);
    const line = page.getByRole("article");
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(chf(net));
    expect(await row(page, texts, texts.subtotal)).toBe(net);
    const netTotal = await row(page, texts, texts.netTotal);
    const vat = await row(page, texts, texts.vat);
    const total = await row(page, texts, texts.total);
    expect(vat).toBeGreaterThan(0);
    expect(netTotal).toBeGreaterThanOrEqual(net);
    // CHF totals are rounded to 5 Rappen (Shopware's cash rounding).
    expect(Math.abs(total - (netTotal + vat))).toBeLessThan(0.03);
    expect(Math.round(total * 100) % 5).toBe(0);
    await expectNoAxeViolations(page);

    // The checkout: express at its matrix's net price (CHF 19.50 gross), the same net totals; the order
    // placed on invoice keeps the tax state and the total.
    const w = words[texts.locale];
    await page.goto(`${texts.prefix}/checkout`);
    await checkoutHydrated(page);
    const shipping = page.getByRole("radiogroup", { name: w.shipping });
    await expect(
      shipping.getByRole("radio", { name: /express/i }).locator("xpath=ancestor::label"),
    ).toContainText(chf(18.04));
    expect(await row(page, texts, texts.subtotal)).toBe(net);
    expect(await row(page, texts, texts.total)).toBe(total);
    const invoice = page.getByRole("radio", { name: /Rechnung|Facture/ });
    await invoice.locator("xpath=ancestor::label").click();
    await expect(invoice).toBeChecked();
    await tick(page.getByRole("checkbox", { name: w.tos }));
    await page.getByRole("button", { name: w.placeOrder }).click();
    await page.waitForURL(/\/checkout\/success\/[0-9a-f]{32}$/);
    const orderId = new URL(page.url()).pathname.split("/").pop();
    const read = await page.request.post("/store-api/order", { data: {} });
    expect(read.status()).toBe(200);
    const { orders } = (await read.json()) as {
      orders: { elements: { id: string; taxStatus?: string; amountTotal?: number }[] };
    };
    expect(orders.elements.find((order) => order.id === orderId)).toMatchObject({
      taxStatus: "net",
      amountTotal: total,
    });

    await emptyCart(page, texts);
    expect(problems).toEqual([]);
  });
}
