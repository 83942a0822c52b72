import { expect, test, type Page } from "@playwright/test";
import { productFixture } from "@shop/mocks/stories";
import { buyableProducts } from "./support.ts";
import { fillGuest, guestForm, hydrated, tick, words, type Locale } from "./checkout-form.ts";

// Download products (spec §5, issue 13): the product page says the file is there at once (no stock, no
// delivery time), a cart of downloads only is virtual (no shipping costs, no shipping method to choose), the
// order needs the waiver of the withdrawal right — refused without it, in the browser and on the server —
// and a mixed cart still ships its physical products.

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
