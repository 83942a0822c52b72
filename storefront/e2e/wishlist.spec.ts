import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import { fixtureIds, registrations } from "@shop/mocks";
import { expectNoAxeViolations, hydrated, watchConsole } from "./support.ts";

// The wishlist (issue 14): a guest's list in the browser, a customer's on the server, the merge on sign-in,
// removal from the page (with and without JavaScript), the badge across tabs, both locales, axe.

const PASSWORD = "Sicher-2026";

// Several page loads, sign-ins and mails per test.
test.describe.configure({ timeout: 90_000 });

const locales = [
  {
    locale: "de-DE",
    prefix: "",
    words: {
      heart: "Merken",
      badge: (count: number) => `Merkliste, ${count} Artikel`,
      heading: "Merkliste",
      remove: (name: string) => `${name} von der Merkliste entfernen`,
      empty: "Ihre Merkliste ist leer.",
      loading: "Ihre Merkliste wird geladen …",
      shop: "Entdecken Sie unsere Produkte",
      noScript: "Bitte aktivieren Sie JavaScript",
      login: "Anmelden",
      email: "E-Mail-Adresse",
      password: "Passwort",
      removed: "von Ihrer Merkliste entfernt",
      addToCart: "In den Warenkorb",
    },
  },
  {
    locale: "fr-CH",
    prefix: "/fr-CH",
    words: {
      heart: "Mémoriser",
      badge: (count: number) => `Liste de souhaits, ${count} article${count === 1 ? "" : "s"}`,
      heading: "Liste de souhaits",
      remove: (name: string) => `Retirer ${name} de la liste de souhaits`,
      empty: "Votre liste de souhaits est vide.",
      loading: "Chargement de votre liste de souhaits…",
      shop: "Découvrir nos produits",
      noScript: "Veuillez activer JavaScript",
      login: "Se connecter",
      email: "Adresse e-mail",
      password: "Mot de passe",
      removed: "a été retiré de votre liste de souhaits",
      addToCart: "Ajouter au panier",
    },
  },
] as const;

type Locale = (typeof locales)[number];

interface Customer {
  email: string;
}

/**
 * A freshly registered and confirmed customer (Store API through the proxy, the opt-in link from the dev
 * mailbox), in a request context of its own, whose server wishlist holds `productIds`.
 */
async function registeredCustomer(baseURL: string, locale: Locale, productIds: string[]): Promise<Customer> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const email = `wish-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ch`;
    const headers: Record<string, string> =
      locale.locale === "de-DE" ? {} : { "sw-language-id": fixtureIds.languages[locale.locale] };
    const registered = await api.post("/store-api/account/register", {
      headers,
      data: {
        ...registrations.guestDe,
        guest: false,
        email,
        password: PASSWORD,
        storefrontUrl: `${baseURL}${locale.prefix}`,
      },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    const inbox = await api.get(`/__emulator/mailbox?format=json&to=${encodeURIComponent(email)}`);
    const [mail] = (await inbox.json()) as { meta: { link: string } }[];
    const link = new URL(mail!.meta.link);
    const confirmed = await api.post("/store-api/account/register-confirm", {
      data: { hash: link.searchParams.get("hash"), em: link.searchParams.get("em") },
    });
    expect(confirmed.ok(), await confirmed.text()).toBe(true);
    for (const id of productIds) {
      const added = await api.post(`/store-api/customer/wishlist/add/${id}`, { data: {} });
      expect(added.ok(), await added.text()).toBe(true);
    }
    return { email };
  } finally {
    await api.dispose();
  }
}

/** Products a card can add to the cart (no variants), first by price. */
async function simpleProductIds(page: Page): Promise<string[]> {
  const listed = await page.request.post("/store-api/product", {
    data: { limit: 30, sort: [{ field: "price", order: "ASC" }] },
  });
  const { elements } = (await listed.json()) as {
    elements: { id: string; childCount?: number | null; parentId?: string | null }[];
  };
  return elements.filter((product) => !product.childCount && !product.parentId).map((product) => product.id);
}

async function signIn(page: Page, { prefix, words }: Locale, email: string) {
  await page.goto(`${prefix}/login`);
  const form = page.getByRole("form", { name: words.login });
  await form.getByRole("textbox", { name: words.email }).fill(email);
  await form.getByLabel(words.password, { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: words.login }).click();
  await expect(page).toHaveURL(`${prefix}/account`);
}

const localIds = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("shop-wishlist") ?? "[]") as string[]);

for (const locale of locales) {
  const { prefix, words } = locale;
  test.describe(locale.locale, () => {
    test("a guest's list merges on sign-in without duplicates; remove; the badge follows in a second tab", async ({
      page,
      context,
      baseURL,
    }) => {
      const errors = watchConsole(page);
      // The guest keeps two products (the first two cards' hearts).
      await page.goto(`${prefix}/search?search=${locale.locale === "de-DE" ? "reiniger" : "nettoyant"}`);
      await hydrated(page);
      const hearts = page.getByRole("button", { name: words.heart, exact: true });
      await hearts.nth(0).click();
      await hearts.nth(1).click();
      await expect(page.getByRole("link", { name: words.badge(2) })).toBeVisible();
      const [first, second] = await localIds(page);
      expect(first && second).toBeTruthy();

      // A new customer whose server list already has the first product and one other.
      const other = (await simpleProductIds(page)).find((id) => id !== first && id !== second)!;
      const { email } = await registeredCustomer(baseURL!, locale, [first!, other]);

      await signIn(page, locale, email);
      await hydrated(page);
      await expect(page.getByRole("link", { name: words.badge(3) })).toBeVisible();
      expect(await localIds(page)).toEqual([]);

      const response = await page.goto(`${prefix}/wishlist`);
      expect(response?.headers()["cache-control"]).toBe("private, no-store");
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1, name: words.heading })).toBeVisible();
      const main = page.getByRole("main");
      const cards = main.getByRole("article");
      await expect(cards).toHaveCount(3);
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
      await page.setViewportSize({ width: 1280, height: 900 });

      // A second tab shows the same count, and follows a removal in the first.
      const second_tab = await context.newPage();
      await second_tab.goto(`${prefix}/`);
      await hydrated(second_tab);
      await expect(second_tab.getByRole("link", { name: words.badge(3) })).toBeVisible();

      const removeButtons = main.getByRole("button", { name: /entfernen|Retirer/ });
      const label = (await removeButtons.first().getAttribute("aria-label"))!;
      await removeButtons.first().click();
      await expect(page.getByRole("status").filter({ hasText: words.removed })).toBeVisible();
      await expect(cards).toHaveCount(2);
      await expect(main.getByRole("button", { name: label })).toHaveCount(0);
      await expect(page.getByRole("link", { name: words.badge(2) })).toBeVisible();
      await expect(second_tab.getByRole("link", { name: words.badge(2) })).toBeVisible();

      // Keyboard only: the next "Remove" by Enter.
      await removeButtons.first().focus();
      await page.keyboard.press("Enter");
      await expect(cards).toHaveCount(1);
      await expect(second_tab.getByRole("link", { name: words.badge(1) })).toBeVisible();
      expect(errors).toEqual([]);
    });

    test("a guest's page: the empty state, then the browser's products; axe at 390 and 1280", async ({
      page,
    }) => {
      const errors = watchConsole(page);
      await page.setViewportSize({ width: 390, height: 844 });
      const response = await page.goto(`${prefix}/wishlist`);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await expect(page.getByText(words.empty)).toBeVisible();
      await expect(page.getByRole("link", { name: words.shop })).toHaveAttribute("href", prefix || "/");
      await expectNoAxeViolations(page);

      const ids = (await simpleProductIds(page)).slice(0, 2);
      await page.evaluate((list) => localStorage.setItem("shop-wishlist", JSON.stringify(list)), ids);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.reload();
      await hydrated(page);
      await expect(page.getByRole("main").getByRole("article")).toHaveCount(2);
      await expect(page.getByRole("main").getByRole("button", { name: words.addToCart })).toHaveCount(2);
      await expect(page.getByRole("link", { name: words.badge(2) })).toBeVisible();
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);

      // Removing on the page takes the product off the browser's list.
      await page
        .getByRole("main")
        .getByRole("button", { name: /entfernen|Retirer/ })
        .first()
        .click();
      await expect(page.getByRole("main").getByRole("article")).toHaveCount(1);
      await expect(page.getByRole("link", { name: words.badge(1) })).toBeVisible();
      expect(await localIds(page)).toEqual([ids[1]]);
      expect(errors).toEqual([]);
    });

    test("before the app's JavaScript runs, a guest's page shows the state of the browser's list", async ({
      page,
    }) => {
      // The app's modules never arrive: what shows is the server HTML and its inline scripts.
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${prefix}/wishlist`);
      const main = page.getByRole("main");
      await expect(main.getByText(words.empty)).toBeVisible();
      await expect(main.getByRole("link", { name: words.shop })).toBeVisible();
      await expect(main.getByText(words.loading)).toBeHidden();
      await expect(main.locator("p").filter({ hasText: words.noScript })).toHaveCount(0);
      const emptyHeight = await main
        .locator("[data-guest-wishlist]")
        .evaluate((element) => element.clientHeight);

      // Entries the app would not keep (not a product id) leave the list empty, as the app will find it.
      await page.evaluate(() => localStorage.setItem("shop-wishlist", JSON.stringify(["stale", 7])));
      await page.reload();
      await expect(main.getByText(words.empty)).toBeVisible();
      await expect(main.getByText(words.loading)).toBeHidden();

      const ids = (await simpleProductIds(page)).slice(0, 1);
      await page.evaluate((list) => localStorage.setItem("shop-wishlist", JSON.stringify(list)), ids);
      await page.reload();
      await expect(main.getByText(words.loading)).toBeVisible();
      await expect(main.getByText(words.empty)).toBeHidden();
      // The placeholder is as tall either way, so the list's products or the empty state move nothing.
      expect(await main.locator("[data-guest-wishlist]").evaluate((element) => element.clientHeight)).toBe(
        emptyHeight,
      );
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("a guest reads why the list needs JavaScript", async ({ page }) => {
        await page.goto(`${prefix}/wishlist`);
        await expect(page.getByRole("heading", { level: 1, name: words.heading })).toBeVisible();
        // (getByText does not look into <noscript>, which shows without JavaScript.)
        await expect(page.getByRole("main").locator("p").filter({ hasText: words.noScript })).toBeVisible();
      });

      test("a customer's page is server-rendered and removal is a form", async ({ page, baseURL }) => {
        const ids = (await simpleProductIds(page)).slice(0, 2);
        const { email } = await registeredCustomer(baseURL!, locale, ids);
        await signIn(page, locale, email);
        await page.goto(`${prefix}/wishlist`);
        const main = page.getByRole("main");
        await expect(main.getByRole("article")).toHaveCount(2);
        await main
          .getByRole("button", { name: /entfernen|Retirer/ })
          .first()
          .click();
        await expect(page).toHaveURL(`${prefix}/wishlist`);
        await expect(main.getByRole("article")).toHaveCount(1);
        await expect(page.getByRole("status").filter({ hasText: words.removed })).toBeVisible();
      });
    });
  });
}
