import { expect, test, type Page } from "@playwright/test";
import {
  choosePayment,
  fillGuest,
  guestForm,
  hydrated as checkoutHydrated,
  words as checkoutWords,
} from "./checkout-form.ts";
import { fillCart, hydrated, watchConsole } from "./support.ts";

// The footer's currency switch (docs/storefront-rules.md, "Currency and caching"): choosing EUR changes the
// prices on a category page, a product page and the cart page, with JavaScript (no page load) and without
// (form POST, 303 back); a page rendered for the session is never publicly cacheable.

const locales = [
  {
    locale: "de-DE",
    category: "/Reinigungsmittel/",
    product: "/Clarus-Neutralreiniger/CL10001-1",
    cart: "/checkout/cart",
    currency: "Währung",
    summary: "Zusammenfassung",
    paymentChanged:
      "Die gewählte Zahlungsart ist für diesen Warenkorb nicht verfügbar; sie ist jetzt Rechnung.",
    invoice: /Rechnung/,
  },
  {
    locale: "fr-CH",
    category: "/fr-CH/Produits-de-nettoyage/",
    product: "/fr-CH/Clarus-Nettoyant-neutre/CL10001-1",
    cart: "/fr-CH/checkout/cart",
    currency: "Monnaie",
    summary: "Récapitulatif",
    paymentChanged:
      "Le mode de paiement choisi n’est pas disponible pour ce panier; c’est désormais Facture.",
    invoice: /Facture/,
  },
] as const;

const cardPrice = (page: Page) =>
  page.locator("[data-slot=product-listing] [data-slot=product-card] .price__amount").first();
const buyBox = (page: Page) => page.locator("[data-slot=buy-box]");

/** Chooses a currency in the footer; without JavaScript the form's OK button sends it. */
async function chooseCurrency(page: Page, label: string, isoCode: string, withJavaScript: boolean) {
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("combobox", { name: label }).selectOption({ label: isoCode });
  if (!withJavaScript) await footer.getByRole("button", { name: /^OK\b/ }).click();
  await expect(footer.getByRole("combobox", { name: label })).toHaveValue(
    (await footer.getByRole("option", { name: isoCode }).getAttribute("value")) ?? "",
  );
}

for (const { locale, category, product, cart, currency, summary, paymentChanged, invoice } of locales) {
  test.describe(`currency ${locale}`, () => {
    test("TWINT chosen, then euros: the cart page says the payment method is now invoice, and checkout has it", async ({
      page,
    }) => {
      const w = checkoutWords[locale];
      await fillCart(page.request, { quantity: 1 });
      await page.goto(w.path);
      await checkoutHydrated(page);
      await fillGuest(page, locale, { email: `twint-${Date.now()}@example.ch` });
      await guestForm(page, locale).getByRole("button", { name: w.continue }).click();
      await choosePayment(page, locale, /TWINT/);

      await page.goto(cart);
      await hydrated(page);
      await chooseCurrency(page, currency, "EUR", true);
      await expect(page.getByRole("status").filter({ hasText: paymentChanged })).toBeVisible();
      await page.goto(w.path);
      await checkoutHydrated(page);
      await expect(page.getByRole("radio", { name: invoice })).toBeChecked();
    });

    for (const withJavaScript of [true, false]) {
      test.describe(withJavaScript ? "with JavaScript" : "without JavaScript", () => {
        test.use({ javaScriptEnabled: withJavaScript });

        test("EUR changes every price: category, product, cart; session pages are private", async ({
          page,
        }) => {
          const problems = withJavaScript ? watchConsole(page) : [];
          const first = await page.goto(category);
          expect(first?.headers()["vary"]).toMatch(/cookie/i);
          if (withJavaScript) await hydrated(page);
          await expect(cardPrice(page)).toContainText("CHF");

          let loads = 0;
          page.on("load", () => loads++);
          await chooseCurrency(page, currency, "EUR", withJavaScript);
          await expect(cardPrice(page)).toContainText("EUR");
          expect(new URL(page.url()).pathname).toBe(category);
          if (withJavaScript) expect(loads).toBe(0);

          // The page for this session is the shopper's own: no shared cache may keep it.
          const again = await page.request.get(category);
          expect(again.headers()["cache-control"]).toBe("private, no-store");

          await page.goto(product);
          await expect(buyBox(page)).toContainText("EUR");
          await expect(buyBox(page)).not.toContainText("CHF");

          const productId = await page.locator("form input[name=productId]").first().inputValue();
          const added = await page.request.post("/checkout/line-item", {
            form: { productId, quantity: "1", redirectTo: "/" },
            maxRedirects: 0,
          });
          expect(added.status()).toBe(303);
          await page.goto(cart);
          if (withJavaScript) await hydrated(page);
          const totals = page.getByRole("region", { name: summary });
          await expect(totals.getByRole("definition").last()).toContainText("EUR");

          // And back to francs, from the cart page.
          await chooseCurrency(page, currency, "CHF", withJavaScript);
          await expect(totals.getByRole("definition").last()).toContainText("CHF");
          expect(problems).toEqual([]);
        });
      });
    }
    // axe of the footer with its switch at 320, 390 and 1280 px: the crawl (the home page's header and footer).
  });
}

test("POST /currency never redirects off the shop, and refuses other sites' forms", async ({ request }) => {
  const offsite = await request.post("/currency", {
    form: { currencyId: "0".repeat(32), redirectTo: "//evil.example/" },
    maxRedirects: 0,
  });
  expect(offsite.status()).toBe(303);
  expect(offsite.headers()["location"]).toBe("/");
  const crossSite = await request.post("/currency", {
    form: { currencyId: "0".repeat(32), redirectTo: "/" },
    headers: { "sec-fetch-site": "cross-site" },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
});
