import { expect, test, type Page } from "@playwright/test";
import { KB, kb, measureFirstLoad } from "./first-load.ts";
import { axeViolations, hydrated, placeOrder, watchConsole } from "./support.ts";

// The pages after the order (/checkout/success/{id}, /paid, /unpaid): the countdown to the payment
// provider, the emulator's gateway (pay, fail), the retry with another method, invoice without redirect,
// "Pay now" without JavaScript, and another shopper's order as 404 — in both languages, axe at 390 and 1280 px.

const locales = [
  {
    locale: "de-DE",
    prefix: "",
    words: {
      thanks: "Vielen Dank für Ihre Bestellung",
      unpaid: "Ihre Zahlung wurde nicht abgeschlossen",
      payNow: "Jetzt bezahlen",
      stay: "Auf dieser Seite bleiben",
      countdown: /Weiter zur Zahlungsseite in \d s/,
      pay: "Bezahlen",
      fail: "Zahlung fehlschlagen lassen",
      received: "Vielen Dank, wir haben Ihre Zahlung erhalten.",
      interrupted: "Die Zahlung wurde unterbrochen",
      retry: "Zahlung erneut versuchen",
      invoiceNote: "30 Tagen",
      confirmation: "Wir haben die Bestellbestätigung an",
    },
  },
  {
    locale: "fr-CH",
    prefix: "/fr-CH",
    words: {
      thanks: "Merci pour votre commande",
      unpaid: "Votre paiement n’a pas abouti",
      payNow: "Payer maintenant",
      stay: "Rester sur cette page",
      countdown: /Redirection vers la page de paiement dans \d s/,
      pay: "Payer",
      fail: "Faire échouer le paiement",
      received: "Merci, nous avons bien reçu votre paiement.",
      interrupted: "Le paiement a été interrompu",
      retry: "Réessayer le paiement",
      invoiceNote: "30 jours",
      confirmation: "Nous avons envoyé la confirmation de commande à",
    },
  },
] as const;

/** axe on the whole page at 390 and 1280 px: zero violations. */
async function expectAxeAtBothWidths(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `axe at ${width} px`).toEqual([]);
  }
}

// Each flow places an order, visits the gateway and runs axe four times: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const gatewayUrl = /\/__emulator\/payment\/[0-9a-f]+$/;

for (const { locale, prefix, words } of locales) {
  test.describe(locale, () => {
    test("card: the countdown leads to the gateway, paying there to the paid page", async ({
      page,
      baseURL,
    }) => {
      const errors = watchConsole(page);
      // The emulator's gateway page names no icon: the browser's /favicon.ico is not the shop's error.
      await page.route("**/favicon.ico", (route) => route.fulfill({ status: 204 }));
      const order = await placeOrder(page, baseURL!, { locale, paymentMethod: "creditCard" });
      const response = await page.goto(`${prefix}/checkout/success/${order.id}`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["cache-control"]).toBe("private, no-store");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(page.getByRole("heading", { level: 1, name: words.thanks })).toBeVisible();
      await expect(page.getByText(order.orderNumber).first()).toBeVisible();
      await expect(page.getByText(order.email)).toBeVisible();
      await hydrated(page);
      // The countdown, then the provider's page by itself.
      await expect(page.getByText(words.countdown)).toBeVisible();
      await expect(page.getByRole("button", { name: words.payNow })).toBeVisible();
      await page.waitForURL(gatewayUrl, { timeout: 15_000 });
      await page.getByRole("button", { name: words.pay, exact: true }).click();
      await expect(page).toHaveURL(`${prefix}/checkout/success/${order.id}/paid`);
      await expect(page.getByText(words.received)).toBeVisible();
      await expectAxeAtBothWidths(page);
      expect(errors).toEqual([]);
    });

    test("card fails at the gateway: unpaid page, retry with TWINT, paid", async ({ page, baseURL }) => {
      const order = await placeOrder(page, baseURL!, { locale, paymentMethod: "creditCard" });
      await page.goto(`${prefix}/checkout/success/${order.id}`);
      await hydrated(page);
      // The shopper stays: the countdown stops, the page is checked, then "Pay now" by hand.
      await page.getByRole("button", { name: words.stay }).click();
      await expect(page.getByText(words.countdown)).toHaveCount(0);
      await expectAxeAtBothWidths(page);
      await page.getByRole("button", { name: words.payNow }).click();
      await page.waitForURL(gatewayUrl);
      await page.getByRole("button", { name: words.fail }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/success/${order.id}/unpaid\\?error-code=`));
      await expect(page.getByRole("heading", { level: 1, name: words.unpaid })).toBeVisible();
      await expect(page.getByRole("alert").filter({ hasText: words.interrupted })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: "+41 44 945 20 20" })).toBeVisible();
      await hydrated(page);
      await expectAxeAtBothWidths(page);

      // The card is chosen; TWINT instead.
      await expect(page.getByRole("radio", { checked: true })).toHaveCount(1);
      await page.getByRole("radio", { name: /TWINT/ }).check();
      await page.getByRole("button", { name: words.retry }).click();
      await page.waitForURL(gatewayUrl);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("TWINT");
      await page.getByRole("button", { name: words.pay, exact: true }).click();
      await expect(page).toHaveURL(`${prefix}/checkout/success/${order.id}/paid`);
      await expect(page.getByText(words.received)).toBeVisible();
      await expect(page.getByText("TWINT").first()).toBeVisible();
    });

    test("invoice: the success page with its note, no redirect", async ({ page, baseURL }) => {
      const order = await placeOrder(page, baseURL!, { locale, paymentMethod: "invoice" });
      await page.goto(`${prefix}/checkout/success/${order.id}`);
      await hydrated(page);
      await expect(page.getByText(words.invoiceNote)).toBeVisible();
      await expect(page.getByText(words.confirmation)).toBeVisible();
      await expect(page.getByRole("button", { name: words.payNow })).toHaveCount(0);
      await expectAxeAtBothWidths(page);
      await page.waitForTimeout(6_000);
      await expect(page).toHaveURL(`${prefix}/checkout/success/${order.id}`);
    });

    test("another shopper's order and an unknown id are 404", async ({ page, browser, baseURL }) => {
      const order = await placeOrder(page, baseURL!, { locale, paymentMethod: "invoice" });
      const other = await browser.newContext({ baseURL });
      try {
        const stranger = await other.newPage();
        for (const suffix of ["", "/paid", "/unpaid"]) {
          const response = await stranger.goto(`${prefix}/checkout/success/${order.id}${suffix}`);
          expect(response?.status()).toBe(404);
        }
        const posted = await stranger.request.post(`${prefix}/checkout/success/${order.id}`, {
          form: { intent: "pay" },
          maxRedirects: 0,
        });
        expect(posted.status()).toBe(404);
      } finally {
        await other.close();
      }
      const unknown = await page.goto(`${prefix}/checkout/success/${"0".repeat(32)}`);
      expect(unknown?.status()).toBe(404);
    });
  });

  test.describe(`${locale} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test("'Pay now' leads to the gateway, failing there to the retry form", async ({ page, baseURL }) => {
      const order = await placeOrder(page, baseURL!, { locale, paymentMethod: "creditCard" });
      await page.goto(`${prefix}/checkout/success/${order.id}`);
      await page.getByRole("button", { name: words.payNow }).click();
      await expect(page).toHaveURL(gatewayUrl);
      await page.getByRole("button", { name: words.fail }).click();
      await expect(page.getByRole("heading", { level: 1, name: words.unpaid })).toBeVisible();
      await page.getByRole("radio", { name: /TWINT/ }).check();
      await page.getByRole("button", { name: words.retry }).click();
      await expect(page).toHaveURL(gatewayUrl);
      await page.getByRole("button", { name: words.pay, exact: true }).click();
      await expect(page).toHaveURL(`${prefix}/checkout/success/${order.id}/paid`);
      await expect(page.getByText(words.received)).toBeVisible();
    });
  });
}

// Not in the size budget's page list (e2e/first-load.ts): measuring needs an order of the measuring session.
test("the success page's first-load JS is within 150 KB", async ({ page, browser, baseURL }) => {
  const order = await placeOrder(page, baseURL!, { paymentMethod: "invoice" });
  const { cookies } = await page.context().storageState();
  const result = await measureFirstLoad(browser, baseURL!, `/checkout/success/${order.id}`, (context) =>
    context.addCookies(cookies),
  );
  console.info(`success page: first-load JS ${kb(result.jsGzip)} KB, CSS ${kb(result.cssGzip)} KB`);
  expect(result.jsGzip).toBeLessThanOrEqual(150 * KB);
});
