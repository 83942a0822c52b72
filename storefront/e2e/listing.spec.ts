import { expect, test, type Page } from "@playwright/test";
import { hydrated, watchConsole } from "./support.ts";

/** The same journeys in both languages: paths and the words a shopper reads. */
const locales = [
  {
    locale: "de-DE",
    category: "/Reinigungsmittel/",
    search: "/search",
    term: "reiniger",
    words: {
      brand: "Marke",
      sortBy: "Sortieren nach",
      sort: "Sortieren",
      priceAscending: "Preis aufsteigend",
      loadMore: "Weitere Produkte laden",
      apply: "Filter anwenden",
      addToCart: "In den Warenkorb",
      searchResults: /Suchergebnisse für/,
    },
  },
  {
    locale: "fr-CH",
    category: "/fr-CH/Produits-de-nettoyage/",
    search: "/fr-CH/search",
    term: "nettoyant",
    words: {
      brand: "Marque",
      sortBy: "Trier par",
      sort: "Trier",
      priceAscending: "Prix croissant",
      loadMore: "Afficher plus de produits",
      apply: "Appliquer les filtres",
      addToCart: "Ajouter au panier",
      searchResults: /Résultats de recherche pour/,
    },
  },
] as const;

const cards = (page: Page) => page.locator("[data-slot=product-listing] [data-slot=product-card]");
const listingState = (page: Page) => new URL(page.url()).search;

for (const { locale, category, search, term, words } of locales) {
  test.describe(locale, () => {
    test("filter, sort and load more live in the URL: reload keeps them, back restores the step before", async ({
      page,
    }) => {
      const problems = watchConsole(page);
      await page.goto(category);
      await hydrated(page);
      await expect(cards(page)).toHaveCount(10);

      // Filter: the shop's own brand (most products). Its answer is held back: a sort chosen while the
      // filter loads keeps the filter, and the box shows the choice meanwhile.
      await page.route(
        (url) => url.pathname.endsWith(".data") && url.searchParams.has("manufacturer"),
        async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 2000));
          await route.continue();
        },
        { times: 1 },
      );
      const brands = page.getByRole("group", { name: words.brand });
      await brands.getByText("Clarus", { exact: true }).click();

      // Sort.
      await page.getByRole("button", { name: words.sortBy }).click();
      await page.getByRole("option", { name: words.priceAscending }).click();
      await expect(brands.getByRole("checkbox", { name: "Clarus" })).toBeChecked();
      await expect(page).toHaveURL(/order=price-asc/);
      await expect(page).toHaveURL(/[?&]manufacturer=[0-9a-f]{32}/);
      await expect(page).not.toHaveURL(/[?&]p=/);
      const filteredAndSorted = listingState(page);
      // The URL changes as the navigation commits; the re-rendered grid can follow a moment later.
      await expect
        .poll(async () => {
          const prices = await cards(page).locator(".price__amount").allTextContents();
          const amounts = prices.map((text) => Number(text.replace(/[^\d.]/g, "")));
          return amounts.length === 10 && amounts.every((amount, i) => i === 0 || amounts[i - 1]! <= amount);
        })
        .toBe(true);

      // Load more appends page 2 below page 1, without scrolling back to the top.
      const firstName = await cards(page).first().getByRole("heading").textContent();
      await page.getByRole("link", { name: words.loadMore }).click();
      await expect(page).toHaveURL(/[?&]p=2/);
      await expect.poll(() => cards(page).count()).toBeGreaterThan(10);
      const loaded = await cards(page).count();
      await expect(cards(page).first().getByRole("heading")).toHaveText(firstName ?? "");
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

      // Reload: the same state from the URL.
      const url = page.url();
      await page.reload();
      await expect(page).toHaveURL(url);
      await expect(cards(page)).toHaveCount(loaded);
      await expect(brands.getByRole("checkbox", { name: "Clarus" })).toBeChecked();
      await expect(page.getByRole("button", { name: words.sortBy })).toContainText(words.priceAscending);

      // Back: the step before "load more".
      await page.goBack();
      await expect.poll(() => listingState(page)).toBe(filteredAndSorted);
      await expect(cards(page)).toHaveCount(10);
      expect(problems).toEqual([]);
    });

    test("search results have the same filters, sorting and load more", async ({ page }) => {
      await page.goto(`${search}?search=${term}`);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.searchResults);
      await expect(cards(page)).toHaveCount(10);
      await page.getByRole("link", { name: words.loadMore }).click();
      await expect(page).toHaveURL(new RegExp(`search=${term}.*p=2`));
      await expect.poll(() => cards(page).count()).toBeGreaterThan(10);
      await page.getByRole("button", { name: words.sortBy }).click();
      await page.getByRole("option", { name: words.priceAscending }).click();
      await expect(page).toHaveURL(new RegExp(`search=${term}&order=price-asc$`));
      await expect(cards(page)).toHaveCount(10);
    });

    test.describe("on a phone", () => {
      test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

      test("the sort field is the phone's own select, and choosing sorts the listing in place", async ({
        page,
      }) => {
        const problems = watchConsole(page);
        // react-aria's select comes in a chunk of its own (named after its module).
        const listboxCode: string[] = [];
        page.on("request", (request) => {
          if (/\/EnhancedSelect-[\w-]+\.js$/.test(request.url())) listboxCode.push(request.url());
        });
        await page.goto(category);
        await hydrated(page);
        const sort = page.getByRole("combobox", { name: words.sortBy });
        await page.evaluate(() => Object.assign(window, { samePage: true }));
        await sort.selectOption("price-asc");
        await expect(page).toHaveURL(/order=price-asc/);
        await expect(sort).toHaveValue("price-asc");
        // A client-side navigation: the page (and its window) stayed.
        expect(await page.evaluate(() => "samePage" in window)).toBe(true);
        // Once the browser has been idle the field is still the native one: react-aria's never loads.
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
        await expect(page.getByRole("button", { name: words.sortBy })).toHaveCount(0);
        await page.goBack();
        await expect(sort).not.toHaveValue("price-asc");
        expect(listboxCode).toEqual([]);
        expect(problems).toEqual([]);
      });

      test("the closed filter panel is left out of the page's rendering; opened, a filter narrows the listing in place", async ({
        page,
      }) => {
        const problems = watchConsole(page);
        await page.goto(category);
        await hydrated(page);
        const panel = page.locator("[data-slot=listing-filters]");
        // Not only hidden (a closed details' content is still styled): not rendered at all.
        const contentDisplay = () =>
          panel.evaluate((details) => getComputedStyle(details, "::details-content").display);
        expect(await contentDisplay()).toBe("none");
        const brand = page.getByRole("group", { name: words.brand });
        await expect(brand).toBeHidden();
        await page.evaluate(() => Object.assign(window, { samePage: true }));
        await panel.locator("> summary").click();
        expect(await contentDisplay()).not.toBe("none");
        await expect(brand).toBeVisible();
        await brand.getByText("Saxum Pro", { exact: true }).click();
        await expect(page).toHaveURL(/[?&]manufacturer=[0-9a-f]{32}/);
        await expect(brand.getByRole("checkbox", { name: "Saxum Pro" })).toBeChecked();
        // Filtered in place: the page stayed, and so did the open panel for the next choice.
        expect(await page.evaluate(() => "samePage" in window)).toBe(true);
        await expect(brand).toBeVisible();
        expect(problems).toEqual([]);
      });
    });

    test("on a wide screen the filters are shown without a toggle", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(category);
      await expect(page.getByRole("group", { name: words.brand })).toBeVisible();
      await expect(page.locator("[data-slot=listing-filters] > summary")).toBeHidden();
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("filters, sorting and paging are a form and links", async ({ page }) => {
        await page.goto(category);
        await expect(cards(page)).toHaveCount(10);
        await page.getByRole("group", { name: words.brand }).getByText("Clarus", { exact: true }).click();
        await page.getByRole("button", { name: words.apply }).click();
        // The form's repeated fields land on the canonical URL.
        await expect(page).toHaveURL(/\?manufacturer=[0-9a-f]{32}$/);
        await page.getByLabel(words.sortBy).selectOption("price-asc");
        await page.getByRole("button", { name: words.sort, exact: true }).click();
        await expect(page).toHaveURL(/\?order=price-asc&manufacturer=[0-9a-f]{32}$/);
        await page.getByRole("link", { name: words.loadMore }).click();
        await expect(page).toHaveURL(/&p=2$/);
        await expect.poll(() => cards(page).count()).toBeGreaterThan(10);
      });

      test("a product card adds to the cart and comes back to the listing", async ({ page }) => {
        await page.goto(`${category}?order=name-asc&limit=100`);
        // The first card that can be bought right now (sold-out cards have a disabled button).
        const addToCart = page.locator("[data-slot=product-listing] form[method=post] button:enabled");
        await expect(addToCart.first()).toHaveAccessibleName(new RegExp(words.addToCart));
        await addToCart.first().click();
        await expect(page).toHaveURL(
          new RegExp(`${category.replaceAll("/", "\\/")}\\?order=name-asc&limit=100$`),
        );
        const cart = await page.request.get("/store-api/checkout/cart");
        const body = (await cart.json()) as { lineItems: unknown[] };
        expect(body.lineItems).toHaveLength(1);
      });
    });

    // axe and overflow of this category and of search at 320, 390 and 1280 px: the crawl (crawl-pages.ts).
  });
}

test("a category's technical URL answers 301 to its SEO URL in each language, keeping the listing state", async ({
  request,
}) => {
  const response = await request.post("/store-api/navigation/main-navigation/main-navigation", {
    data: { depth: 1 },
  });
  const [first] = (await response.json()) as { id: string }[];
  for (const [technical, seo] of [
    [`/navigation/${first!.id}?order=price-asc`, "/Reinigungsmittel/?order=price-asc"],
    [`/fr-CH/navigation/${first!.id}`, "/fr-CH/Produits-de-nettoyage/"],
  ] as const) {
    const answer = await request.get(technical, { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers().location).toBe(seo);
  }
});
