import { expect, test, type Page } from "@playwright/test";
import { hydrated, watchConsole } from "./support.ts";

// Long pages full of product cards: axe and hydration take their time on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** The commerce pages of issue 15: the home page, "Profi-Sets" and the commerce showroom, in both locales. */
const pages = [
  {
    name: "home",
    locale: "de-DE",
    path: "/",
    slider: "Unsere Topseller",
    buyIn: "Unsere Topseller",
  },
  {
    name: "home",
    locale: "fr-CH",
    path: "/fr-CH",
    slider: "Nos meilleures ventes",
    buyIn: "Nos meilleures ventes",
  },
  {
    name: "profi-sets",
    locale: "de-DE",
    path: "/profi-sets",
    slider: "Starter-Sets für Unterhaltsreinigung",
    buyIn: "Zubehör für jedes Set",
  },
  {
    name: "profi-sets",
    locale: "fr-CH",
    path: "/fr-CH/kits-pro",
    slider: "Kits de démarrage pour l'entretien",
    buyIn: "Accessoires pour chaque kit",
  },
  {
    name: "showroom",
    locale: "de-DE",
    path: "/showroom/commerce",
    slider: "Slider mit Titel und Pfeilen",
    buyIn: "Slider mit Titel und Pfeilen",
  },
  {
    name: "showroom",
    locale: "fr-CH",
    path: "/fr-CH/showroom/commerce",
    slider: "Slider avec titre et flèches",
    buyIn: "Slider avec titre et flèches",
  },
] as const;

const addLabel = { "de-DE": "In den Warenkorb", "fr-CH": "Ajouter au panier" } as const;
const added = { "de-DE": /wurde in den Warenkorb gelegt/, "fr-CH": /a été ajouté au panier/ } as const;

// A product may have a minimum purchase above 1: any count shows that it was added.
const oneItem = { "de-DE": /^Warenkorb, \d+ Artikel$/, "fr-CH": /^Panier, \d+ articles?$/ } as const;

/**
 * Adds the first product of a slider that has an add-to-cart button: without JavaScript the form posts and
 * the page comes back with the message; with it, the header's cart counts the item (the side cart opens).
 */
async function addFromSlider(page: Page, locale: "de-DE" | "fr-CH", slider: string, javaScript = false) {
  const region = page.getByRole("region", { name: slider, exact: true });
  await region.getByRole("button", { name: addLabel[locale] }).first().click();
  if (javaScript)
    await expect(page.getByRole("banner").getByRole("link", { name: oneItem[locale] })).toBeAttached({
      timeout: 20_000,
    });
  else await expect(page.getByText(added[locale]).first()).toBeVisible({ timeout: 20_000 });
}

for (const { name, locale, path, slider, buyIn } of pages) {
  test.describe(`${name} ${locale}`, () => {
    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("the sliders are scroll rows of product cards, and a card adds to the cart", async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        const region = page.getByRole("region", { name: slider, exact: true });
        await expect(page.getByRole("heading", { name: slider, exact: true })).toBeVisible();
        expect(await region.getByRole("article").count()).toBeGreaterThan(2);
        // The row scrolls sideways by itself (CSS scroll-snap), no script needed.
        const scrolls = await region
          .locator("[data-carousel-slide]")
          .first()
          .evaluate((slide) => getComputedStyle(slide.parentElement!).overflowX);
        expect(scrolls).toBe("auto");
        await addFromSlider(page, locale, buyIn);
      });
    });

    test("with JavaScript: no console errors, the arrows scroll, a card adds to the cart", async ({
      page,
    }) => {
      const problems = watchConsole(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await hydrated(page);
      const region = page.getByRole("region", { name: slider, exact: true });
      const track = region.locator("[data-carousel-slide]").first().locator("..");
      const next = region.getByRole("button", {
        name: locale === "de-DE" ? "Nächste Produkte" : "Produits suivants",
      });
      if (await next.isVisible()) {
        await next.click();
        await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      }
      await addFromSlider(page, locale, buyIn, true);
      expect(problems).toEqual([]);
    });
    // axe and overflow at 320, 390 and 1280 px: the crawl (home and its commerce pages, crawl-pages.ts).
  });
}

test("the showroom's category navigation links the main categories", async ({ page }) => {
  await page.goto("/showroom/commerce");
  const navigation = page.getByRole("navigation", { name: "Kategorien" });
  await expect(navigation.getByRole("link", { name: "Reinigungsmittel" })).toHaveAttribute(
    "href",
    "/Reinigungsmittel/",
  );
});

test("Profi-Sets shows product boxes in each box layout", async ({ page }) => {
  await page.goto("/profi-sets");
  // Standard and image layouts have the add-to-cart form; minimal only image, name and price.
  const minimal = page.getByRole("article").filter({ hasText: "Mikrofasertuch" }).first();
  await expect(minimal).toBeVisible();
  await expect(minimal.getByRole("button")).toHaveCount(0);
});
