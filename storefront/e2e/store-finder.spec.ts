import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, hydrated, watchConsole } from "./support.ts";

// The store finder (/store-finder): a new visitor finds the nearest depot to 1700 Fribourg within 30 km, in
// both languages, with and without JavaScript; an unknown place; axe and overflow at 390 and 1280 px.

const texts = {
  "de-DE": {
    prefix: "",
    heading: "Standortsuche",
    showMap: "Karte anzeigen",
    mapRegion: "Karte der Standorte (alle Angaben stehen in der Liste)",
    field: "PLZ oder Ort",
    radius: "Umkreis",
    submit: "Suchen",
    summary: /^\d+ Standorte im Umkreis von 30 km um 1700 Fribourg$/,
    opening:
      /^(Jetzt geöffnet bis \d{2}:\d{2}|Jetzt geschlossen, öffnet (am \S+ )?um \d{2}:\d{2}|Geschlossen)$/,
    notFound: "Ort nicht gefunden: «Fribourk»",
    required: "Bitte geben Sie eine Postleitzahl oder einen Ort ein.",
    // The emulator's shop overrides the "Opening hours" text through its snippets (GET /snippet,
    // mocks/src/fixtures/snippets.ts): everywhere the text is used, the store cards too.
    hours: "Unsere Öffnungszeiten",
    route: "Route planen",
    footerLink: "Standortsuche",
  },
  "fr-CH": {
    prefix: "/fr-CH",
    heading: "Trouver un point de vente",
    showMap: "Afficher la carte",
    mapRegion: "Carte des sites (tous les détails figurent dans la liste)",
    field: "NPA ou localité",
    radius: "Rayon",
    submit: "Rechercher",
    summary: /^\d+ sites dans un rayon de 30 km autour de 1700 Fribourg$/,
    opening: /^(Ouvert jusqu'à \d{2}h\d{2}|Fermé, ouvre (\S+ )?à \d{2}h\d{2}|Fermé)$/,
    notFound: "Localité introuvable : « Fribourk »",
    required: "Veuillez saisir un NPA ou une localité.",
    hours: "Nos heures d'ouverture",
    route: "Calculer l'itinéraire",
    footerLink: "Trouver un point de vente",
  },
} as const;

type Texts = (typeof texts)[keyof typeof texts];

/** Tests never reach the network: OpenStreetMap's tiles are answered with a local PNG. */
const tile = readFileSync(new URL("./fixtures/map-tile.png", import.meta.url));

/** The distances of the result cards, in km, in the order shown. */
async function distances(page: Page): Promise<number[]> {
  const list = page.getByRole("list").filter({ has: page.getByRole("article") });
  const values = await list.getByRole("article").locator("span").filter({ hasText: /km$/ }).allInnerTexts();
  return values.map((value) => Number(value.replace(" km", "").replace(",", ".")));
}

async function searchFribourg(page: Page, text: Texts) {
  await page.getByRole("textbox", { name: text.field }).fill("1700 Fribourg");
  await page.getByRole("combobox", { name: text.radius }).selectOption("30");
  await page.getByRole("button", { name: text.submit }).click();
}

async function expectFribourgResults(page: Page, text: Texts) {
  await expect(page.getByRole("status")).toHaveText(text.summary);
  const cards = page.getByRole("article");
  await expect(cards.first().getByRole("heading", { level: 3 })).toHaveText("Clarus Fribourg");
  const km = await distances(page);
  expect(km.length).toBeGreaterThan(2);
  expect(km).toEqual(km.toSorted((a, b) => a - b));
  expect(Math.max(...km)).toBeLessThanOrEqual(30);
  const first = cards.first();
  await expect(first.getByText(text.opening)).toBeVisible();
  await expect(first.getByRole("link", { name: "+41 26 422 90 90" })).toHaveAttribute(
    "href",
    "tel:+41264229090",
  );
  await expect(first.getByRole("link", { name: /fribourg@clarus-shop\.ch/ })).toHaveAttribute(
    "href",
    "mailto:fribourg@clarus-shop.ch",
  );
  const map = first.getByRole("link", { name: /OpenStreetMap/ });
  await expect(map).toHaveAttribute(
    "href",
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=46\.801&mlon=7\.1478#map=16\//,
  );
  await expect(map).toHaveAttribute("target", "_blank");
  await expect(map).toHaveAttribute("rel", /noopener/);
  const route = first.getByRole("link", { name: new RegExp(text.route) });
  await expect(route).toHaveAttribute(
    "href",
    "https://www.google.com/maps/dir/?api=1&destination=46.801,7.1478",
  );
  // The week's hours in a disclosure (a native <details>: works without JavaScript).
  await first.getByText(text.hours, { exact: true }).click();
  await expect(first.getByRole("table")).toBeVisible();
  await expect(first.getByRole("row")).toHaveCount(7);
}

for (const [locale, text] of Object.entries(texts)) {
  test.describe(`store finder ${locale}`, () => {
    test("a new visitor finds the nearest depot to 1700 Fribourg within 30 km (JavaScript)", async ({
      page,
    }) => {
      const errors = watchConsole(page);
      await page.goto(`${text.prefix}/`);
      await hydrated(page);
      await page.getByRole("contentinfo").getByRole("link", { name: text.footerLink }).click();
      await expect(page).toHaveURL(`${text.prefix}/store-finder`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.heading);
      await hydrated(page);
      await searchFribourg(page, text);
      await expect(page).toHaveURL(
        new RegExp(`${text.prefix}/store-finder\\?search=1700\\+Fribourg&radius=30$`),
      );
      await expectFribourgResults(page, text);
      expect(errors).toEqual([]);
    });

    test("says when a place is unknown and suggests close spellings; asks for a place", async ({ page }) => {
      await page.goto(`${text.prefix}/store-finder?search=Fribourk&radius=30`);
      await expect(page.getByRole("status")).toHaveText(text.notFound);
      await page.getByRole("link", { name: "1700 Fribourg" }).click();
      await expect(page.getByRole("status")).toHaveText(text.summary);
      await page.goto(`${text.prefix}/store-finder?search=&radius=30`);
      await expect(page.getByRole("textbox", { name: text.field })).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(text.required)).toBeVisible();
    });

    test("shows the results on a map when asked, with tiles from OpenStreetMap (intercepted)", async ({
      page,
    }) => {
      const tiles: string[] = [];
      await page.route("https://tile.openstreetmap.org/**", async (route) => {
        tiles.push(route.request().url());
        await route.fulfill({ status: 200, contentType: "image/png", body: tile });
      });
      const leaflet: string[] = [];
      page.on("request", (request) => {
        if (/leaflet|StoreFinderMap/i.test(request.url())) leaflet.push(request.url());
      });
      const errors = watchConsole(page);
      await page.goto(`${text.prefix}/store-finder?search=1700&radius=30`);
      await hydrated(page);
      // Leaflet is not part of the page until the shopper asks for the map.
      expect(leaflet).toEqual([]);
      const toggle = page.getByRole("button", { name: text.showMap });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await toggle.click();
      const region = page.getByRole("region", { name: text.mapRegion });
      await expect(region).toBeVisible();
      await expect(region.locator(".leaflet-tile-loaded").first()).toBeVisible();
      await expect(region.locator("path.leaflet-interactive")).toHaveCount(
        await page.getByRole("article").count(),
      );
      await expect(region.getByRole("link", { name: "OpenStreetMap" })).toBeVisible();
      expect(tiles.length).toBeGreaterThan(0);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });

    test("has meta, canonical and hreflang", async ({ page, baseURL }) => {
      await page.goto(`${text.prefix}/store-finder`);
      await expect(page).toHaveTitle(/\| Clarus$/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${baseURL}${text.prefix}/store-finder`,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="fr-CH"]')).toHaveAttribute(
        "href",
        `${baseURL}/fr-CH/store-finder`,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        "href",
        `${baseURL}/store-finder`,
      );
    });

    for (const width of [390, 1280]) {
      test(`passes axe and does not overflow at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${text.prefix}/store-finder?search=1700&radius=30`);
        await hydrated(page);
        await page.getByRole("article").first().getByText(text.hours, { exact: true }).click();
        await expectNoAxeViolations(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  });

  test.describe(`store finder ${locale} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test("finds the nearest depot to 1700 Fribourg within 30 km", async ({ page }) => {
      await page.goto(`${text.prefix}/store-finder`);
      await searchFribourg(page, text);
      await expect(page).toHaveURL(
        new RegExp(`${text.prefix}/store-finder\\?search=1700\\+Fribourg&radius=30$`),
      );
      await expectFribourgResults(page, text);
    });
  });
}
