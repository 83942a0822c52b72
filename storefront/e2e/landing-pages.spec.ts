import { expect, test, type Page } from "@playwright/test";
import { fixtureId } from "@shop/mocks/fixtures";
import { headLinks, hydrated, watchConsole } from "./support.ts";

/** The text-and-image showroom and the product launch (issue 15), in both locales. */
const pages = [
  {
    name: "showroom",
    paths: { "de-DE": "/showroom/text-und-bilder", "fr-CH": "/fr-CH/showroom/textes-et-images" },
    headings: { "de-DE": "Showroom: Text und Bilder", "fr-CH": "Showroom : textes et images" },
    // Every text, image and text-image block type the page shows.
    blocks: [
      "text-hero",
      "text-teaser",
      "text-teaser-section",
      "text-two-column",
      "text-three-column",
      "html",
      "image-two-column",
      "image-three-column",
      "image-four-column",
      "image-simple-grid",
      "image-bubble-row",
      "image-highlight-row",
      "image-cover",
      "image-three-cover",
      "center-text",
      "image-text-row",
      "image-text-gallery",
      "image-text-bubble",
      "text-on-image",
      "image-text-cover",
    ],
  },
  {
    name: "product launch",
    paths: { "de-DE": "/neuheiten/clarus-polymer-gloss", "fr-CH": "/fr-CH/nouveautes/clarus-polymer-gloss" },
    headings: { "de-DE": "Neu: Clarus Polymer Gloss", "fr-CH": "Nouveau : Clarus Polymer Gloss" },
    blocks: [
      "text-hero",
      "image-text-cover",
      "text-teaser",
      "image-three-column",
      "center-text",
      "text-on-image",
    ],
  },
] as const;

async function expectAllBlocks(page: Page, blocks: readonly string[]) {
  for (const type of blocks) {
    await expect(page.locator(`[data-cms-block="${type}"]`).first(), type).toBeAttached();
  }
  await expect(page.locator("[data-cms-fallback]")).toHaveCount(0);
}

for (const landing of pages) {
  for (const locale of ["de-DE", "fr-CH"] as const) {
    const path = landing.paths[locale];
    const heading = landing.headings[locale];

    test.describe(`${landing.name} ${locale}`, () => {
      test("renders every block with its h1, no console errors", async ({ page }) => {
        const problems = watchConsole(page);
        await page.goto(path);
        await hydrated(page);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expectAllBlocks(page, landing.blocks);
        expect(problems).toEqual([]);
      });

      test("names its canonical URL and both language versions", async ({ request, baseURL }) => {
        const links = await headLinks(request, path);
        expect(links.canonical).toEqual([`${baseURL}${path}`]);
        expect(links.alternates).toMatchObject({
          "de-DE": `${baseURL}${landing.paths["de-DE"]}`,
          "fr-CH": `${baseURL}${landing.paths["fr-CH"]}`,
        });
      });
      // axe and overflow at 320, 390 and 1280 px: the crawl (its layout showcases, crawl-pages.ts).
    });

    test.describe(`${landing.name} ${locale} without JavaScript`, () => {
      test.use({ javaScriptEnabled: false });
      test("renders the whole layout from the server", async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expectAllBlocks(page, landing.blocks);
      });
    });
  }
}

test("/landingPage/{id} answers 301 to the SEO URL", async ({ request }) => {
  const id = fixtureId("landing-page:showroom-text-images");
  const response = await request.get(`/landingPage/${id}`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toMatch(/\/showroom\/text-und-bilder$/);
});

test("the html element is sanitised on the server: the button link stays, nothing executable", async ({
  request,
}) => {
  const html = await (await request.get("/showroom/text-und-bilder")).text();
  expect(html).toContain('class="btn btn-primary"');
  expect(html).not.toContain("<iframe");
});
