import { expect, test, type APIRequestContext } from "@playwright/test";

const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];

/** `<link>` tags of a page's head: canonical and hreflang alternates. */
async function headLinks(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const links = [...html.matchAll(/<link [^>]*rel="(canonical|alternate)"[^>]*>/g)].map((match) => match[0]);
  return {
    canonical: links
      .filter((tag) => attribute(tag, "rel") === "canonical")
      .map((tag) => attribute(tag, "href")),
    alternates: Object.fromEntries(
      links
        .filter((tag) => attribute(tag, "rel") === "alternate")
        .map((tag) => [attribute(tag, "hrefLang") ?? attribute(tag, "hreflang"), attribute(tag, "href")]),
    ),
  };
}

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
