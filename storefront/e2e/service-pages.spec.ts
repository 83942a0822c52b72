import { expect, test, type Page } from "@playwright/test";
import { categoryByKey, seoUrlsFor, type Locale } from "@shop/mocks/fixtures";
import { productFixture } from "@shop/mocks/stories";
import { localizePath } from "../app/lib/locale.ts";
import { hydrated, watchConsole } from "./support.ts";

// The footer content block (the fixed footer CMS category) on every page, and the service pages' texts
// (shipping, payment, about us, imprint, terms): in both languages, with and without JavaScript.

const footer = {
  "de-DE": {
    text: /Clarus ist nach ISO 14001 zertifiziert/,
    link: "Mehr über unsere Labels",
    href: "/making-green-work/",
  },
  "fr-CH": {
    text: /Clarus est certifiée ISO 14001/,
    link: "En savoir plus sur nos labels",
    href: "/fr-CH/making-green-work/labels/",
  },
} as const;

/** The service pages with their h1 and a section heading each must show. */
const servicePages = {
  "footer/service/shipping": {
    "de-DE": { h1: "Versand und Lieferung", section: "Versandarten und Kosten" },
    "fr-CH": { h1: "Expédition et livraison", section: "Modes d'envoi et frais" },
  },
  "footer/service/payment": {
    "de-DE": { h1: "Zahlungsarten", section: "Kauf auf Rechnung" },
    "fr-CH": { h1: "Modes de paiement", section: "Achat sur facture" },
  },
  "footer/company/about": {
    "de-DE": { h1: "Über uns", section: "Qualität aus dem eigenen Labor" },
    "fr-CH": { h1: "À propos de nous", section: "La qualité de notre propre laboratoire" },
  },
  "footer/legal/imprint": {
    "de-DE": { h1: "Impressum", section: "Handelsregister und Mehrwertsteuer" },
    "fr-CH": { h1: "Impressum", section: "Registre du commerce et TVA" },
  },
  "footer/legal/terms": {
    "de-DE": { h1: "Allgemeine Geschäftsbedingungen", section: "8. Anwendbares Recht und Gerichtsstand" },
    "fr-CH": { h1: "Conditions générales de vente", section: "8. Droit applicable et for juridique" },
  },
} as const;

function pathOf(id: string, locale: Locale, route: string): string {
  const url = seoUrlsFor(id, locale).find((item) => item.routeName === route);
  if (!url) throw new Error(`${id} has no ${locale} SEO URL`);
  return localizePath(`/${url.seoPathInfo}`, locale);
}

async function expectFooterBlock(page: Page, locale: Locale) {
  const block = page.getByRole("contentinfo").getByTestId("footer-content-block");
  await expect(block).toHaveCount(1);
  await expect(block).toContainText(footer[locale].text);
  await expect(block.getByRole("link", { name: footer[locale].link })).toHaveAttribute(
    "href",
    footer[locale].href,
  );
}

for (const locale of ["de-DE", "fr-CH"] as const) {
  const productPath = pathOf(productFixture("with-gallery").id, locale, "frontend.detail.page");

  test.describe(`footer content block (${locale})`, () => {
    test("shows on the home page and a product page, and its link leads to the labels page", async ({
      page,
    }) => {
      const problems = watchConsole(page);
      await page.goto(localizePath("/", locale));
      await hydrated(page);
      await expectFooterBlock(page, locale);
      await page.goto(productPath);
      await hydrated(page);
      await expectFooterBlock(page, locale);
      await page.getByRole("contentinfo").getByRole("link", { name: footer[locale].link }).click();
      await expect(page).toHaveURL(new RegExp(`${footer[locale].href}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Making green work");
      expect(problems).toEqual([]);
    });
  });

  test.describe(`footer content block without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });
    test("is in the server HTML", async ({ page }) => {
      await page.goto(localizePath("/", locale));
      await expectFooterBlock(page, locale);
    });
  });

  test.describe(`service pages (${locale})`, () => {
    test.use({ javaScriptEnabled: false });
    for (const [key, byLocale] of Object.entries(servicePages)) {
      test(`${key} answers 200 with its h1, meta title and sections`, async ({ page }) => {
        const category = categoryByKey(key);
        const response = await page.goto(pathOf(category.id, locale, "frontend.navigation.page"));
        expect(response?.status()).toBe(200);
        const texts = byLocale[locale];
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.h1);
        await expect(page.getByRole("heading", { level: 2, name: texts.section })).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(category.name[locale]));
        expect(await page.locator("main h2").count()).toBeGreaterThanOrEqual(2);
      });
    }
  });
}

// axe and overflow of the terms (the longest legal text) at 320, 390 and 1280 px: the crawl (crawl-pages.ts).
