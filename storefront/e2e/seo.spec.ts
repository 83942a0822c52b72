import { expect, test } from "@playwright/test";
import { headLinks } from "./support.ts";

test("a category page names its canonical URL and its German and French versions", async ({
  request,
  baseURL,
}) => {
  const german = await headLinks(request, "/Reinigungsmittel/?order=price-asc");
  expect(german.canonical).toEqual([`${baseURL}/Reinigungsmittel/`]);
  expect(german.alternates).toEqual({
    "de-DE": `${baseURL}/Reinigungsmittel/`,
    "fr-CH": `${baseURL}/fr-CH/Produits-de-nettoyage/`,
    "x-default": `${baseURL}/Reinigungsmittel/`,
  });
  const french = await headLinks(request, "/fr-CH/Produits-de-nettoyage/");
  expect(french.canonical).toEqual([`${baseURL}/fr-CH/Produits-de-nettoyage/`]);
  expect(french.alternates["de-DE"]).toBe(`${baseURL}/Reinigungsmittel/`);
});

test("the home page names both language versions", async ({ request, baseURL }) => {
  const home = await headLinks(request, "/fr-CH");
  expect(home.canonical).toEqual([`${baseURL}/fr-CH`]);
  expect(home.alternates).toMatchObject({ "de-DE": `${baseURL}/`, "fr-CH": `${baseURL}/fr-CH` });
});

// Pages kept out of search (`noindex`) still describe themselves: a shared link's preview and Lighthouse's
// SEO audit read the description whatever the robots tag says.
for (const [path, description] of [
  ["/checkout/cart", "Ihr Clarus-Warenkorb: Mengen ändern, einen Aktionscode einlösen und zur Kasse gehen."],
  [
    "/fr-CH/checkout/cart",
    "Votre panier Clarus : modifiez les quantités, utilisez un code promotionnel et passez à la caisse.",
  ],
  ["/wishlist", "Ihre gemerkten Clarus-Produkte, bereit für den Warenkorb."],
  ["/fr-CH/wishlist", "Les produits Clarus que vous avez notés, prêts à être ajoutés au panier."],
] as const) {
  test(`${path} describes itself in its language`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", description);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  });
}
