import { expect, it } from "vitest";
import { metaTags } from "./meta-tags.ts";

it("adds the shop's name to a page title once", () => {
  expect(metaTags({ title: "Reinigungsmittel" })).toEqual([{ title: "Reinigungsmittel | Clarus" }]);
  expect(metaTags({ title: "Clarus – Reinigungsmittel" })).toEqual([{ title: "Clarus – Reinigungsmittel" }]);
  expect(metaTags(undefined)).toEqual([{ title: "Clarus" }]);
});

it("adds the description when there is one", () => {
  expect(metaTags({ title: "AGB", description: "Allgemeine Geschäftsbedingungen" })).toEqual([
    { title: "AGB | Clarus" },
    { name: "description", content: "Allgemeine Geschäftsbedingungen" },
  ]);
});

it("adds the canonical URL and hreflang alternates, German as x-default", () => {
  expect(
    metaTags({
      title: "Reinigungsmittel",
      canonical: "https://shop.test/Reinigungsmittel/",
      alternates: {
        "de-DE": "https://shop.test/Reinigungsmittel/",
        "fr-CH": "https://shop.test/fr-CH/Produits-de-nettoyage/",
      },
    }).slice(1),
  ).toEqual([
    { tagName: "link", rel: "canonical", href: "https://shop.test/Reinigungsmittel/" },
    { tagName: "link", rel: "alternate", hrefLang: "de-DE", href: "https://shop.test/Reinigungsmittel/" },
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "fr-CH",
      href: "https://shop.test/fr-CH/Produits-de-nettoyage/",
    },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://shop.test/Reinigungsmittel/" },
  ]);
});
