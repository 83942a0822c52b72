import { expect, test, type Page } from "@playwright/test";
import { axeViolations, expectNoAxeViolations, hydrated, watchConsole } from "./support.ts";

const desktop = { width: 1280, height: 900 };
const mobile = { width: 375, height: 800 };

const locales = [
  {
    locale: "de-DE",
    home: "/",
    term: "reiniger",
    searchPath: "/search",
    texts: {
      menu: "Menü",
      search: "Suche",
      submit: "Suchen",
      submenu: /^Untermenü /,
      main: "Hauptnavigation",
      close: "Menü schliessen",
    },
  },
  {
    locale: "fr-CH",
    home: "/fr-CH",
    term: "nettoy",
    searchPath: "/fr-CH/search",
    texts: {
      menu: "Menu",
      search: "Recherche",
      submit: "Rechercher",
      submenu: /^Sous-menu /,
      main: "Navigation principale",
      close: "Fermer le menu",
    },
  },
] as const;

/** Opens a page at a viewport size and waits for the header to hydrate. */
async function openHydrated(page: Page, path: string, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.goto(path);
  await hydrated(page);
}

/**
 * axe while the suggestion popup is open. react-aria's ComboBox hides everything but the field and the popup
 * from assistive technology (aria-hidden, so the popup can be reached by screen readers) without making it
 * inert; axe reports that as aria-hidden-focus, and the page as lacking main/h1/regions. Known upstream
 * (adobe/react-spectrum#4937); these four rules are left out only for this moment, everything else counts.
 */
async function expectNoAxeViolationsWhileSuggesting(page: Page) {
  const violations = await axeViolations(page, {
    disableRules: ["aria-hidden-focus", "landmark-one-main", "page-has-heading-one", "region"],
  });
  expect(violations).toEqual([]);
}

/** Tabs until the focused element matches `selector` (keyboard only, like a shopper would). */
async function tabTo(page: Page, selector: string, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

for (const { locale, home, term, searchPath, texts } of locales) {
  test.describe(`header ${locale}`, () => {
    test("mega menu by keyboard only: arrows, Escape, Enter navigates and marks the route active", async ({
      page,
    }) => {
      const problems = watchConsole(page);
      await openHydrated(page, home, desktop);
      const nav = page.getByRole("navigation", { name: texts.main });
      const topLinks = nav.locator("[data-top-link]");
      expect(await topLinks.count()).toBeGreaterThan(1);

      await tabTo(page, "nav[data-slot=mega-menu] [data-top-link]");
      await expect(topLinks.nth(0)).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect(topLinks.nth(1)).toBeFocused();
      await page.keyboard.press("ArrowLeft");
      await expect(topLinks.nth(0)).toBeFocused();

      // ArrowDown opens the first item's panel and moves into it; arrows move between its links.
      const firstItem = nav.locator("[data-item-id]").first();
      const toggle = firstItem.getByRole("button", { name: texts.submenu });
      await page.keyboard.press("ArrowDown");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      const panelLinks = firstItem.locator("[data-slot=panel] a[href]");
      await expect(panelLinks.nth(0)).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(panelLinks.nth(1)).toBeFocused();

      // Escape closes and gives focus back to the toggle.
      await page.keyboard.press("Escape");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(toggle).toBeFocused();

      // Enter on the toggle opens again; Tab reaches the first child; Enter follows it.
      await page.keyboard.press("Enter");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Tab");
      const child = panelLinks.nth(0);
      await expect(child).toBeFocused();
      const href = await child.getAttribute("href");
      expect(href).toBeTruthy();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL((url) => decodeURI(url.pathname) === decodeURI(href!));
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(topLinks.nth(0)).toHaveClass(/\blink-active\b/);
      await expect(child).toHaveAttribute("aria-current", "page");
      await expect(child).toHaveClass(/\blink-exact-active\b/);
      // Category pages may still miss media or sub-resources while they are being built: only errors count.
      expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
    });

    test("the page carries the menu's top level; a panel's items arrive once, from a public route, on hover", async ({
      page,
    }) => {
      const problems = watchConsole(page);
      const menuRequests: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/navigation-menu/")) menuRequests.push(request.url());
      });
      await openHydrated(page, home, desktop);
      expect(menuRequests).toEqual([]);

      const firstItem = page.getByRole("navigation", { name: texts.main }).locator("[data-item-id]").first();
      const toggle = firstItem.getByRole("button", { name: texts.submenu });
      await firstItem.locator("[data-top-link]").hover();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      const panelLinks = firstItem.locator("[data-slot=panel] a[href]");
      await expect(panelLinks.nth(1)).toBeVisible();
      expect(menuRequests).toEqual([
        expect.stringMatching(
          new RegExp(`^http://[^/]+${home.replace(/\/$/, "")}/navigation-menu/[0-9a-f]{32}$`),
        ),
      ]);
      const answer = await page.request.get(menuRequests[0]!, {
        headers: { cookie: "sw-context-token=someone-elses-token-00000000000" },
      });
      expect(answer.headers()["cache-control"]).toMatch(/^public, max-age=60, s-maxage=300/);
      expect(answer.headers()["set-cookie"]).toBeUndefined();

      // The layout's loader data (inlined in every page) holds none of the panel's links.
      const layoutData = await (
        await page.request.get(`${home === "/" ? "/_" : home}.data?_routes=${locale}%2Fdefault-layout`)
      ).text();
      expect(layoutData).toContain(await firstItem.locator("[data-top-link]").getAttribute("href"));
      const hrefs = await panelLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      const below = hrefs.slice(0, -1); // the last is "show all", the top item's own link
      expect(below.length).toBeGreaterThan(2);
      for (const href of below) expect(layoutData).not.toContain(`"${href}"`);

      // Closing and opening again asks for nothing more.
      await page.mouse.move(0, 600);
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await toggle.click();
      await expect(panelLinks.first()).toBeVisible();
      expect(menuRequests).toHaveLength(1);
      expect(problems).toEqual([]);
    });

    test("search: suggestions after typing, 'see all' goes to the results URL, Escape closes", async ({
      page,
    }) => {
      const problems = watchConsole(page);
      await openHydrated(page, home, desktop);
      const toggle = page.getByRole("button", { name: texts.search, exact: true });
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      const field = page.getByRole("combobox", { name: texts.search });
      await expect(field).toBeFocused();
      await field.pressSequentially(term, { delay: 30 });
      const listbox = page.getByRole("listbox");
      await expect(listbox).toBeVisible();
      const options = listbox.getByRole("option");
      await expect(options.nth(1)).toBeVisible();
      const count = await options.count();
      // At most 8 products plus the "see all" row.
      expect(count).toBeGreaterThan(1);
      expect(count).toBeLessThanOrEqual(9);
      const showAll = options.last();
      await expect(showAll).toHaveAttribute("href", `${searchPath}?search=${term}`);

      // Escape closes the suggestions, the next one the bar; focus goes back to the toggle.
      await page.keyboard.press("Escape");
      await expect(listbox).toBeHidden();
      await page.keyboard.press("Escape");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(toggle).toBeFocused();
      await expect(field).toBeHidden();

      // Again, and follow "see all" (the results page itself is tested with it).
      await toggle.click();
      await expect(field).toBeFocused();
      await field.pressSequentially(term, { delay: 30 });
      const seeAll = listbox.locator(`[href="${searchPath}?search=${term}"]`);
      await expect(seeAll).toBeVisible();
      await seeAll.click();
      await expect(page).toHaveURL(
        (url) => url.pathname === searchPath && url.searchParams.get("search") === term,
      );
      await expect(field).toBeHidden();
      expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
    });

    test.describe("on a phone", () => {
      test.use({ hasTouch: true, isMobile: true });

      test("search: the suggestion field loads when a shopper reaches for it; what was typed before it came carries over", async ({
        page,
      }) => {
        const problems = watchConsole(page);
        const suggestCode: string[] = [];
        let release: (() => void) | undefined;
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        page.on("request", (request) => {
          if (/\/SearchSuggest-[\w-]+\.js$/.test(request.url())) suggestCode.push(request.url());
        });
        await page.route(/\/SearchSuggest-[\w-]+\.js$/, async (route) => {
          await held;
          await route.continue();
        });
        await openHydrated(page, home, mobile);
        // A page nobody searches on never loads it.
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
        expect(suggestCode).toEqual([]);

        // A tap on the toggle starts the download; meanwhile the plain form takes the keystrokes.
        await page.getByRole("button", { name: texts.search, exact: true }).tap();
        const plain = page.getByRole("searchbox", { name: texts.search });
        await expect(plain).toBeFocused();
        await expect.poll(() => suggestCode.length).toBe(1);
        await plain.pressSequentially(term.slice(0, -1), { delay: 30 });

        // The suggestion field takes over with the text, the focus and the suggestions for what was typed.
        release?.();
        const field = page.getByRole("combobox", { name: texts.search });
        await expect(field).toBeFocused();
        await expect(field).toHaveValue(term.slice(0, -1));
        await expect(page.getByRole("listbox").getByRole("option").nth(1)).toBeVisible();
        await page.keyboard.type(term.slice(-1));
        await expect(field).toHaveValue(term);
        await expect(page.getByRole("listbox").getByRole("option").last()).toHaveAttribute(
          "href",
          `${searchPath}?search=${term}`,
        );
        expect(problems).toEqual([]);
      });
    });

    test("search: Enter submits the term to the localized results page; an empty field stays", async ({
      page,
    }) => {
      await openHydrated(page, home, desktop);
      await page.getByRole("button", { name: texts.search, exact: true }).click();
      const field = page.getByRole("combobox", { name: texts.search });
      const visited: URL[] = [];
      page.on("framenavigated", (frame) => {
        if (frame === page.mainFrame()) visited.push(new URL(frame.url()));
      });
      await field.fill("   ");
      await field.press("Enter");
      await page.getByRole("button", { name: texts.submit, exact: true }).click();
      await expect(field).toBeFocused();
      await field.fill(term);
      await field.press("Enter");
      await expect(page).toHaveURL(
        (url) => url.pathname === searchPath && url.searchParams.get("search") === term,
      );
      // The blank submits went nowhere: the one results page visited is the term's.
      expect(visited.filter((url) => url.pathname === searchPath).map((url) => url.search)).toEqual([
        `?search=${term}`,
      ]);
    });

    test("mobile: the hamburger opens the menu drawer and a submenu toggle shows children", async ({
      page,
    }) => {
      await openHydrated(page, home, mobile);
      await expect(page.getByRole("navigation", { name: texts.main })).toBeHidden();
      const hamburger = page.getByRole("button", { name: texts.menu, exact: true });
      await hamburger.click();
      const drawer = page.getByRole("dialog", { name: texts.menu });
      await expect(drawer).toBeVisible();
      const menu = drawer.getByRole("navigation", { name: texts.main });
      const toggle = menu.getByRole("button", { name: texts.submenu }).first();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      const sublist = menu.locator(`#${await toggle.getAttribute("aria-controls")}`);
      await expect(sublist.getByRole("link").first()).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      await expect(hamburger).toBeFocused();
      // The no-JavaScript menu stays in the page, hidden: the drawer's arrival takes nothing out of it.
      await expect(page.locator("#mobile-navigation")).toBeAttached();
      await expect(page.locator("#mobile-navigation")).toBeHidden();
    });

    test("without JavaScript: links work, the search is a GET form, the menu is reachable", async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: mobile });
      const page = await context.newPage();
      await page.goto(home);
      const banner = page.getByRole("banner");
      await expect(banner.getByRole("link", { name: texts.search, exact: true })).toHaveAttribute(
        "href",
        "#header-search",
      );
      await banner.getByRole("link", { name: texts.search, exact: true }).click();
      // Without scripts the field is the plain search form's (suggestions need JavaScript).
      const field = page.getByRole("searchbox", { name: texts.search });
      await expect(field).toBeVisible();
      // An empty field is not sent (required).
      await field.press("Enter");
      await expect(field).toHaveJSProperty("validity.valueMissing", true);
      expect(new URL(page.url()).pathname).toBe(new URL(home, "http://x").pathname);
      await field.fill(term);
      await field.press("Enter");
      await expect(page).toHaveURL(
        (url) => url.pathname === searchPath && url.searchParams.get("search") === term,
      );

      await page.goto(home);
      await page.getByRole("banner").getByRole("link", { name: texts.menu, exact: true }).click();
      const fallback = page.locator("#mobile-navigation");
      await expect(fallback).toBeVisible();
      await expect(
        fallback.getByRole("navigation", { name: texts.main }).getByRole("link").first(),
      ).toBeVisible();
      await context.close();
    });

    for (const [name, viewport] of [
      ["desktop", desktop],
      ["mobile", mobile],
    ] as const) {
      test(`axe: 0 violations at ${name} width, also with the search open`, async ({ page }) => {
        await openHydrated(page, home, viewport);
        await expectNoAxeViolations(page);
        await page.getByRole("button", { name: texts.search, exact: true }).click();
        const field = page.getByRole("combobox", { name: texts.search });
        await field.pressSequentially(term, { delay: 30 });
        await expect(page.getByRole("listbox").getByRole("option").first()).toBeVisible();
        await expectNoAxeViolationsWhileSuggesting(page);
        // The bar with the field filled and the suggestions closed: the whole page again.
        await page.keyboard.press("Escape");
        await expect(page.getByRole("listbox")).toBeHidden();
        await expect(field).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }

    test("axe: 0 violations with the mobile menu open", async ({ page }) => {
      await openHydrated(page, home, mobile);
      await page.getByRole("button", { name: texts.menu, exact: true }).click();
      const drawer = page.getByRole("dialog", { name: texts.menu });
      await expect(drawer).toBeVisible();
      await drawer.getByRole("button", { name: texts.submenu }).first().click();
      await expectNoAxeViolations(page);
    });
  });
}

test("badges: the cart count shows above zero and is part of the link's name", async ({ page }) => {
  await openHydrated(page, "/", desktop);
  await expect(page.getByRole("link", { name: "Warenkorb", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Merkliste", exact: true })).toBeVisible();
  const box = await page.getByRole("banner").boundingBox();
  // Two products on the wishlist (local storage): the badge appears without moving anything.
  await page.evaluate(() =>
    localStorage.setItem(
      "shop-wishlist",
      JSON.stringify(["0123456789abcdef0123456789abcdef", "fedcba9876543210fedcba9876543210"]),
    ),
  );
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("link", { name: "Merkliste, 2 Artikel" })).toBeVisible();
  expect(await page.getByRole("banner").boundingBox()).toEqual(box);
});
