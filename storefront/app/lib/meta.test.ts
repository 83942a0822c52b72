import { expect, it } from "vitest";
import { pageMeta } from "./meta.ts";

it("adds the shop's name to a page title once", () => {
  expect(pageMeta({ title: "Reinigungsmittel" })).toEqual([{ title: "Reinigungsmittel | Clarus" }]);
  expect(pageMeta({ title: "Clarus – Reinigungsmittel" })).toEqual([{ title: "Clarus – Reinigungsmittel" }]);
  expect(pageMeta(undefined)).toEqual([{ title: "Clarus" }]);
});

it("adds the description when there is one", () => {
  expect(pageMeta({ title: "AGB", description: "Allgemeine Geschäftsbedingungen" })).toEqual([
    { title: "AGB | Clarus" },
    { name: "description", content: "Allgemeine Geschäftsbedingungen" },
  ]);
});

it("adds the canonical URL and hreflang alternates, German as x-default", () => {
  expect(
    pageMeta({
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
