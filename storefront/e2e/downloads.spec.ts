import { expect, test, type Page } from "@playwright/test";
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD, fixtureIds } from "@shop/mocks";
import { productFixture } from "@shop/mocks/stories";
import { buyableProducts, holdDemoCustomer } from "./support.ts";
import { choosePayment, fillGuest, guestForm, hydrated, tick, words, type Locale } from "./checkout-form.ts";

// Download products (spec §5, issue 13): the product page says the file is there at once (no stock, no
// delivery time), a cart of downloads only is virtual (no shipping costs, no shipping method to choose), the
// order needs the waiver of the withdrawal right — refused without it, in the browser and on the server —
// and a mixed cart still ships its physical products; a guest who pays by card opens the file in the same
// session. After the order (the checkout's order pages and the
// account's), a download line item lists its file: a note while the order is unpaid (invoice), a download
// link through the shop once it is paid (card at the emulator's gateway), and no shipping rows at all.

const download = productFixture("download");

const text = {
  "de-DE": {
    prefix: "",
    addToCart: "In den Warenkorb",
    instantly: "Sofort verfügbar als Download",
    noShipping: "Inkl. MWST, keine Versandkosten",
    cartHint: /^Nur Downloads/,
    checkoutHint: /nur Downloads: Es wird nichts versandt/,
    shippingCosts: /^Versandkosten/,
    waiver: /Widerrufsrecht verliere/,
    waiverError: "Bitte bestätigen Sie, dass der Download vor Ablauf der Widerrufsfrist beginnt.",
    invoice: /Rechnung/,
    locked: "Der Download wird freigeschaltet, sobald die Zahlung eingegangen ist.",
    download: /^Herunterladen: .+\.pdf$/,
    shippingAddress: "Lieferadresse",
    shippingMethod: "Versandart",
    order: (number: string) => `Bestellung ${number}`,
    pay: "Bezahlen",
  },
  "fr-CH": {
    prefix: "/fr-CH",
    addToCart: "Ajouter au panier",
    instantly: "Disponible immédiatement en téléchargement",
    noShipping: "TVA incluse, sans frais de port",
    cartHint: /^Uniquement des téléchargements/,
    checkoutHint: /que des téléchargements : rien n'est expédié/,
    shippingCosts: /^Frais de (port|livraison)/,
    waiver: /droit de rétractation/,
    waiverError: "Veuillez confirmer que le téléchargement commence avant la fin du délai de rétractation.",
    invoice: /Facture/,
    locked: "Le téléchargement sera activé dès réception du paiement.",
    download: /^Télécharger : .+\.pdf$/,
    shippingAddress: "Adresse de livraison",
    shippingMethod: "Mode de livraison",
    order: (number: string) => `Commande ${number}`,
    pay: "Payer",
  },
} as const;

/** The checkout summary's (or cart summary's) rows: "Zwischensumme CHF 29.00", ... */
const summaryTerms = (page: Page) => page.locator("dl dt");

async function addToCart(page: Page, productId: string) {
  const added = await page.request.post("/checkout/line-item", {
    form: { productId, quantity: "1", redirectTo: "/" },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
}

async function checkoutAsGuest(page: Page, locale: Locale, javaScript: boolean) {
  const w = words[locale];
  const response = await page.goto(w.path);
  expect(response?.status()).toBe(200);
  if (javaScript) await hydrated(page);
  await fillGuest(page, locale, { email: `download-${locale}-${Date.now()}@example.ch` });
  await guestForm(page, locale).getByRole("button", { name: w.continue }).click();
  await expect(page.getByRole("button", { name: w.placeOrder })).toBeVisible();
}

/** Accepts the waiver and the terms, places the order and answers its id from the success page's URL. */
async function placeWithWaiver(page: Page, locale: Locale): Promise<string> {
  await tick(page.getByRole("checkbox", { name: text[locale].waiver }));
  await tick(page.getByRole("checkbox", { name: words[locale].tos }));
  await page.getByRole("button", { name: words[locale].placeOrder }).click();
  await page.waitForURL(new RegExp(`${text[locale].prefix}/checkout/success/[0-9a-f]{32}$`));
  return new URL(page.url()).pathname.split("/").pop()!;
}

for (const locale of ["de-DE", "fr-CH"] as const) {
  const t = text[locale];
  const w = words[locale];
  // de-DE without JavaScript (the server refuses the order without the waiver), fr-CH with it.
  const javaScript = locale === "fr-CH";

  test.describe(`downloads ${locale}`, () => {
    test.use({ javaScriptEnabled: javaScript });

    test("a virtual cart: no shipping costs, the waiver is required, then the order is placed", async ({
      page,
    }) => {
      // The product page: available at once, no stock or delivery time, no shipping costs.
      const product = await page.goto(`${t.prefix}/detail/${download.id}`);
      expect(product?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(download.name[locale]);
      await expect(page.getByText(t.instantly)).toBeVisible();
      await expect(page.getByText(t.noShipping)).toBeVisible();
      await expect(page.locator("[data-stock]")).toHaveAttribute("data-stock", "download");
      await page.getByRole("button", { name: t.addToCart }).first().click();
      if (javaScript) {
        await expect(page.getByRole("banner").getByRole("link", { name: /Panier, 1 article/ })).toBeAttached({
          timeout: 20_000,
        });
      } else {
        await page.waitForLoadState();
      }

      // The cart page: no shipping row, no estimate, the hint says why.
      await page.goto(`${t.prefix}/checkout/cart`);
      await expect(page.getByText(download.name[locale]).first()).toBeVisible();
      await expect(page.getByText(t.cartHint)).toBeVisible();
      await expect(summaryTerms(page).filter({ hasText: t.shippingCosts })).toHaveCount(0);
      await expect(page.getByRole("combobox", { name: w.shipping })).toHaveCount(0);

      // The checkout: no shipping method to choose, no shipping costs.
      await checkoutAsGuest(page, locale, javaScript);
      await expect(page.getByRole("radiogroup", { name: w.shipping })).toHaveCount(0);
      await expect(page.getByText(t.checkoutHint)).toBeVisible();
      await expect(summaryTerms(page).filter({ hasText: t.shippingCosts })).toHaveCount(0);

      // Terms without the waiver: refused with the waiver's error (by the server without JavaScript).
      await expect(page.getByRole("radio", { name: t.invoice })).toBeChecked();
      await tick(page.getByRole("checkbox", { name: w.tos }));
      await page.getByRole("button", { name: w.placeOrder }).click();
      await expect(page.getByText(t.waiverError).first()).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${w.path}$`));

      // With the waiver: the order is placed, without a delivery.
      await tick(page.getByRole("checkbox", { name: t.waiver }));
      if (!javaScript) await tick(page.getByRole("checkbox", { name: w.tos }));
      await page.getByRole("button", { name: w.placeOrder }).click();
      await page.waitForURL(new RegExp(`${t.prefix}/checkout/success/[0-9a-f]{32}$`));
      const orderId = new URL(page.url()).pathname.split("/").pop()!;
      const read = await page.request.post("/store-api/order", { data: {} });
      expect(read.status()).toBe(200);
      const { orders } = (await read.json()) as {
        orders: { elements: { id: string; deliveries: unknown[]; lineItems: { states: string[] }[] }[] };
      };
      const order = orders.elements.find((element) => element.id === orderId);
      expect(order?.deliveries).toEqual([]);
      expect(order?.lineItems.map((item) => item.states)).toEqual([["is-download"]]);
    });

    test("a guest pays by card at the gateway and downloads the file in the same session", async ({
      page,
      request,
    }) => {
      await page.route("**/favicon.ico", (route) => route.fulfill({ status: 204 }));
      await addToCart(page, download.id);
      await checkoutAsGuest(page, locale, javaScript);
      await choosePayment(page, locale, /Kreditkarte|Carte de crédit/);
      const orderId = await placeWithWaiver(page, locale);
      await expect(page.getByText(t.locked)).toBeVisible();

      // The gateway (by itself after the countdown with JavaScript, by the button without), then paid.
      if (!javaScript) await page.getByRole("button", { name: /Jetzt bezahlen/ }).click();
      await page.waitForURL(/\/__emulator\/payment\/[0-9a-f]+$/, { timeout: 30_000 });
      await page.getByRole("button", { name: t.pay, exact: true }).click();
      await expect(page).toHaveURL(`${t.prefix}/checkout/success/${orderId}/paid`);

      // The guest's session opens the file; nobody else does.
      const link = page.getByRole("link", { name: t.download });
      await expect(link).toHaveCount(1);
      const href = (await link.getAttribute("href"))!;
      const pdf = await page.request.get(href);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
      expect((await request.get(href)).status()).toBe(404);
    });

    test("a mixed cart ships its physical products and still asks for the waiver", async ({ page }) => {
      const [physical] = await buyableProducts(page.request, { locale });
      await addToCart(page, download.id);
      await addToCart(page, physical!.id);
      await checkoutAsGuest(page, locale, javaScript);
      await expect(page.getByRole("radiogroup", { name: w.shipping })).toBeVisible();
      await expect(page.getByText(t.checkoutHint)).toHaveCount(0);
      await expect(summaryTerms(page).filter({ hasText: t.shippingCosts })).toHaveCount(1);
      await expect(page.getByRole("checkbox", { name: t.waiver })).toBeVisible();
    });
  });
}

/** What the order pages (checkout and account) must not show for a virtual order: shipping rows and blocks. */
async function expectNothingShipped(page: Page, locale: Locale) {
  const t = text[locale];
  const main = page.getByRole("main");
  await expect(summaryTerms(page).filter({ hasText: t.shippingCosts })).toHaveCount(0);
  await expect(main.getByRole("heading", { name: t.shippingAddress, exact: true })).toHaveCount(0);
  await expect(main.getByRole("heading", { name: t.shippingMethod, exact: true })).toHaveCount(0);
}

/** The Store API's language header of a locale (the proxy's calls; de-DE is the default). */
const languageHeader = (locale: Locale): Record<string, string> =>
  locale === "de-DE" ? {} : { "sw-language-id": fixtureIds.languages[locale] };

/** The demo customer, signed in, with an empty cart and the download in it, paying with `payment`. */
async function demoCartWithDownload(
  page: Page,
  locale: Locale,
  payment: keyof typeof fixtureIds.paymentMethods,
) {
  const prefix = text[locale].prefix;
  const login = await page.request.post(`${prefix}/login`, {
    form: { email: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(303);
  // Another spec's "repeat order" may have left products in the customer's cart.
  expect((await page.request.delete("/store-api/checkout/cart")).ok()).toBe(true);
  await addToCart(page, download.id);
  const chosen = await page.request.patch("/store-api/context", {
    headers: languageHeader(locale),
    data: { paymentMethodId: fixtureIds.paymentMethods[payment] },
  });
  expect(chosen.ok()).toBe(true);
}

/** The ids of the order's download files, read through the shop's Store API proxy. */
async function downloadIds(page: Page, orderId: string): Promise<string[]> {
  const read = await page.request.post("/store-api/order", {
    data: { filter: [{ type: "equals", field: "id", value: orderId }] },
  });
  const { orders } = (await read.json()) as {
    orders: { elements: { lineItems: { downloads: { id: string }[] }[] }[] };
  };
  return orders.elements[0]!.lineItems.flatMap((item) => item.downloads.map((file) => file.id));
}

for (const locale of ["de-DE", "fr-CH"] as const) {
  const t = text[locale];
  const w = words[locale];
  const javaScript = locale === "fr-CH";

  test.describe(`purchased downloads ${locale}`, () => {
    // One demo customer: a login ends its other sessions (account-order.spec.ts).
    test.describe.configure({ mode: "serial", timeout: 90_000 });
    holdDemoCustomer();
    test.use({ javaScriptEnabled: javaScript });

    test("on invoice: the file waits for the payment, on the success page and in the account", async ({
      page,
    }) => {
      await demoCartWithDownload(page, locale, "invoice");
      await page.goto(w.path);
      if (javaScript) await hydrated(page);
      await expect(page.getByRole("radio", { name: t.invoice })).toBeChecked();
      const orderId = await placeWithWaiver(page, locale);

      // The success page: the note at the line, no link, nothing shipped.
      await expect(page.getByText(t.locked)).toBeVisible();
      await expect(page.getByRole("link", { name: t.download })).toHaveCount(0);
      await expectNothingShipped(page, locale);

      // The account's order page says the same; the file's route answers 404 while unpaid.
      const response = await page.goto(`${t.prefix}/account/order/${orderId}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByText(t.locked)).toBeVisible();
      await expect(page.getByRole("link", { name: t.download })).toHaveCount(0);
      await expectNothingShipped(page, locale);
      const [fileId] = await downloadIds(page, orderId);
      const locked = await page.request.get(`${t.prefix}/account/order/${orderId}/download/${fileId}`);
      expect(locked.status()).toBe(404);
    });

    test("by card, paid at the gateway: the file is there to download", async ({ page, request }) => {
      await page.route("**/favicon.ico", (route) => route.fulfill({ status: 204 }));
      await demoCartWithDownload(page, locale, "creditCard");
      const ordered = await page.request.post("/store-api/checkout/order", {
        headers: languageHeader(locale),
        data: {},
      });
      expect(ordered.ok()).toBe(true);
      const { id: orderId, orderNumber } = (await ordered.json()) as { id: string; orderNumber: string };

      // Unpaid, the success page asks for the payment (by itself with JavaScript, by the button without).
      await page.goto(`${t.prefix}/checkout/success/${orderId}`);
      await expect(page.getByText(t.locked)).toBeVisible();
      if (!javaScript) await page.getByRole("button", { name: /Jetzt bezahlen/ }).click();
      await page.waitForURL(/\/__emulator\/payment\/[0-9a-f]+$/, { timeout: 15_000 });
      await page.getByRole("button", { name: t.pay, exact: true }).click();
      await expect(page).toHaveURL(`${t.prefix}/checkout/success/${orderId}/paid`);
      await expect(page.getByText(t.locked)).toHaveCount(0);
      await expectNothingShipped(page, locale);

      // The paid page's link is the shop's route; it answers the PDF as an attachment, never cached.
      const link = page.getByRole("link", { name: t.download });
      await expect(link).toHaveCount(1);
      const href = await link.getAttribute("href");
      expect(href).toMatch(new RegExp(`^${t.prefix}/account/order/${orderId}/download/[0-9a-f]{32}$`));
      const pdf = await page.request.get(href!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      expect(pdf.headers()["content-disposition"]).toMatch(/^attachment; filename=".+\.pdf"$/);
      expect(pdf.headers()["cache-control"]).toContain("no-store");
      expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

      // The account's order page links the same file.
      await page.goto(`${t.prefix}/account/order/${orderId}`);
      await expect(page.getByRole("heading", { level: 1, name: t.order(orderNumber) })).toBeVisible();
      await expect(page.getByRole("link", { name: t.download })).toHaveAttribute("href", href!);
      await expectNothingShipped(page, locale);
      // Someone else (the test's own request context: no session) gets no file.
      expect((await request.get(href!)).status()).toBe(404);
    });
  });
}
