import { expect, test, type Locator, type Page } from "@playwright/test";
import { hydrated, registerCustomer, watchConsole } from "./support.ts";

/** The same journeys in both languages: a product with sizes, one sold in steps, and the words a shopper reads. */
const locales = [
  {
    locale: "de-DE",
    product: "/Clarus-Neutralreiniger/CL10001-1",
    fiveLitres: "/Clarus-Neutralreiniger/CL10001-2",
    inSteps: "/Faserwerk-Glastuch/CL10095",
    // The demo customer reviews a product once: each language reviews its own one.
    toReview: "/Clarus-Neutralreiniger/CL10001-1",
    name: "Clarus Neutralreiniger",
    words: {
      addToCart: "In den Warenkorb",
      quantity: "Menge",
      minimum: "Die Mindestbestellmenge ist 5.",
      maximum: "Die Höchstbestellmenge ist 100.",
      steps: "Dieses Produkt ist in Schritten von 5 ab 5 erhältlich.",
      cart: /Warenkorb, 3 Artikel/,
      reviews: /Bewertungen/,
      writeReview: "Bewertung schreiben",
      rating: "4 Sterne",
      title: "Titel",
      content: "Ihre Bewertung",
      submit: "Bewertung absenden",
      awaiting: /Vielen Dank! Ihre Bewertung wurde übermittelt/,
      loginHint: "Zum Bewerten anmelden",
      description: "Beschreibung",
      sizeChart: "Grössentabelle",
      tiers: "Staffelpreise",
      details: "Details",
      origin: /^Herkunftsland\s*Schweiz$/,
    },
  },
  {
    locale: "fr-CH",
    product: "/fr-CH/Clarus-Nettoyant-neutre/CL10001-1",
    fiveLitres: "/fr-CH/Clarus-Nettoyant-neutre/CL10001-2",
    inSteps: "/fr-CH/Faserwerk-Lavette-vitres/CL10095",
    toReview: "/fr-CH/Faserwerk-Lavette-vitres/CL10095",
    name: "Clarus Nettoyant neutre",
    words: {
      addToCart: "Ajouter au panier",
      quantity: "Quantité",
      minimum: "La quantité minimale de commande est de 5.",
      maximum: "La quantité maximale de commande est de 100.",
      steps: "Ce produit est vendu par multiples de 5 à partir de 5.",
      cart: /Panier, 3 articles/,
      reviews: /Évaluations/,
      writeReview: "Rédiger une évaluation",
      rating: "4 étoiles",
      title: "Titre",
      content: "Votre évaluation",
      submit: "Envoyer l’évaluation",
      awaiting: /Merci ! Votre évaluation a été envoyée/,
      loginHint: "Se connecter pour évaluer",
      description: "Description",
      sizeChart: "Tableau des tailles",
      tiers: "Prix dégressifs",
      details: "Détails",
      origin: /^Pays d’origine\s*Suisse$/,
    },
  },
] as const;

const buyBox = (page: Page) => page.locator("[data-slot=buy-box]");
/** Clicks a radio's visible label, as a shopper does (the radio itself is styled away). */
async function clickLabelOf(page: Page, radio: Locator) {
  const id = await radio.getAttribute("id");
  await page.locator(`label[for="${id}"]`).click();
}
const chooseOption = (page: Page, name: RegExp) =>
  clickLabelOf(page, buyBox(page).getByRole("radio", { name }));

for (const { locale, product, fiveLitres, inSteps, toReview, name, words } of locales) {
  test.describe(locale, () => {
    test("the page shows the product, its tiers and tabs, and its structured data", async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(product);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(page.getByRole("table", { name: words.tiers })).toBeVisible();
      await expect(page.getByRole("tab", { name: words.description })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(page.getByRole("tab", { name: words.reviews })).toBeVisible();
      await page.getByRole("tab", { name: words.sizeChart }).click();
      const sizes = page.getByRole("tabpanel", { name: words.sizeChart }).getByRole("row");
      await expect(sizes).toHaveCount(4); // a header and the three sizes
      await expect(sizes.nth(1)).toContainText("1 l");
      // Clarus makes it in Switzerland: the details name the country in the page's language.
      await page.getByRole("tab", { name: words.details }).click();
      await expect(
        page
          .getByRole("tabpanel", { name: words.details })
          .getByRole("row")
          .filter({ hasText: words.origin }),
      ).toHaveCount(1);
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const types = jsonLd.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
      expect(types).toEqual(expect.arrayContaining(["Product", "BreadcrumbList"]));
      const productLd = JSON.parse(jsonLd.find((text) => text.includes('"Product"'))!) as {
        offers: { price: string; priceCurrency: string; availability: string };
        countryOfOrigin?: { name: string };
      };
      expect(productLd.offers).toMatchObject({ price: "9.90", priceCurrency: "CHF" });
      expect(productLd.countryOfOrigin?.name).toMatch(/^(Schweiz|Suisse)$/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${product}$`));
      await expect(page.locator('link[rel="alternate"][hreflang="fr-CH"]')).toHaveCount(1);
      expect(problems).toEqual([]);
    });

    test("choosing a variant changes the URL and the price", async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(product);
      await hydrated(page);
      await expect(buyBox(page)).toContainText("9.90");
      await chooseOption(page, /^5 l/);
      await expect(page).toHaveURL(new RegExp(`${fiveLitres}$`));
      await expect(buyBox(page)).toContainText("39.50");
      await expect(buyBox(page).getByRole("radio", { name: /^5 l/ })).toBeChecked();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${fiveLitres}$`),
      );
      expect(problems).toEqual([]);
    });

    test("the quantity field tells the minimum, the steps and the maximum", async ({ page }) => {
      await page.goto(inSteps);
      await hydrated(page);
      const quantity = buyBox(page).getByRole("spinbutton", { name: words.quantity });
      await expect(quantity).toHaveValue("5");
      await quantity.fill("2");
      await quantity.blur();
      await expect(buyBox(page)).toContainText(words.minimum);
      await expect(quantity).toHaveAttribute("aria-invalid", "true");
      await quantity.fill("7");
      await quantity.blur();
      await expect(buyBox(page)).toContainText(words.steps);
      await quantity.fill("101");
      await buyBox(page).getByRole("button", { name: words.addToCart }).click();
      await expect(buyBox(page)).toContainText(words.maximum);
      await expect(quantity).toBeFocused();
      // Nothing was added: the cart badge is not there.
      await expect(page.getByRole("link", { name: /Warenkorb, \d|Panier, \d/ })).toHaveCount(0);
    });

    test("add to cart with a quantity counts in the header badge", async ({ page }) => {
      await page.goto(product);
      await hydrated(page);
      await buyBox(page).getByRole("spinbutton", { name: words.quantity }).fill("3");
      await buyBox(page).getByRole("button", { name: words.addToCart }).click();
      // The side cart opens over the page (e2e/side-cart.spec.ts); closed, the badge counts 3.
      // (The add, the side cart's code and the cart load one after another: give a loaded machine time.)
      await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
      await page.keyboard.press("Escape");
      await expect(page.getByRole("link", { name: words.cart })).toBeVisible();
    });

    test("guests see how to review; a logged-in customer's review awaits approval", async ({
      page,
      baseURL,
      playwright,
    }) => {
      await page.goto(`${toReview}#reviews`);
      await hydrated(page);
      await expect(page.getByRole("link", { name: words.loginHint })).toBeVisible();

      // A customer of its own: the other locale's test runs at the same time, and a second login of one
      // customer ends the first one's session (as Shopware restores a customer's context).
      const registration = await playwright.request.newContext({ baseURL });
      const customer = await registerCustomer(registration, baseURL!);
      await registration.dispose();
      const login = await page.request.post("/store-api/account/login", {
        data: { username: customer.email, password: customer.password },
      });
      expect(login.status()).toBe(200);
      await page.reload();
      await hydrated(page);
      const form = page.getByRole("form", { name: words.writeReview });
      await clickLabelOf(page, form.getByRole("radio", { name: words.rating }));
      await form.getByRole("textbox", { name: words.title }).fill("Sehr ergiebig");
      await form
        .getByRole("textbox", { name: words.content })
        .fill("Reinigt unsere Böden gründlich und streifenfrei, schon mit wenig Produkt.");
      await form.getByRole("button", { name: words.submit }).click();
      await expect(page.getByRole("status").filter({ hasText: words.awaiting })).toBeVisible();
      await expect(page.getByText("Sehr ergiebig")).toBeVisible();
    });

    // axe and overflow of this product (and of every other product type) at 320, 390 and 1280 px: the
    // crawl (crawl-pages.ts).
  });

  test.describe(`${locale} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test("the variant form and the cart form work as plain forms", async ({ page }) => {
      await page.goto(product);
      await chooseOption(page, /^5 l/);
      await buyBox(page).locator("form[method=get] button[type=submit]").click();
      await expect(page).toHaveURL(new RegExp(`${fiveLitres}$`));
      await buyBox(page).getByRole("spinbutton", { name: words.quantity }).fill("3");
      await buyBox(page).getByRole("button", { name: words.addToCart }).click();
      await expect(page).toHaveURL(new RegExp(`${fiveLitres}$`));
      await expect(page.getByRole("link", { name: words.cart })).toBeVisible();
    });
  });
}

test("/detail/{id} answers 301 to the product's SEO URL, an unknown product is a 404", async ({
  request,
}) => {
  const redirect = await request.get("/detail/89d720c539b5ea046a4876ac279ee166", { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toBe("/Clarus-Neutralreiniger/CL10001-1");
  const missing = await request.get(`/detail/${"0".repeat(32)}`);
  expect(missing.status()).toBe(404);
});
