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
