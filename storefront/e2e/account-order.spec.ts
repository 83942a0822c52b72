import { expect, test, type Page } from "@playwright/test";
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD } from "@shop/mocks";
import { expectNoAxeViolations, hydrated, placeOrder, watchConsole, holdDemoCustomer } from "./support.ts";

// The account's orders (issue 14): the list with "show more", one order with its invoice and "repeat
// order", the overview's recent activity. One demo customer, whose login ends its other sessions: serial.
// The demo customer's fixture orders (mocks/src/checkout/demo-orders.ts) are only read.
test.describe.configure({ mode: "serial" });
holdDemoCustomer();

const locales = [
  {
    locale: "de-DE",
    prefix: "",
    words: {
      orders: "Ihre Bestellungen",
      order: (number: string) => `Bestellung ${number}`,
      showMore: "Weitere Bestellungen anzeigen",
      repeat: "Bestellung wiederholen",
      invoice: /Rechnung \d+ \(PDF\)/,
      recent: "Letzte Aktivität",
      shown: (shown: number, total: number) => `${shown} von ${total} Bestellungen angezeigt.`,
      oldest: "9988",
    },
  },
  {
    locale: "fr-CH",
    prefix: "/fr-CH",
    words: {
      orders: "Vos commandes",
      order: (number: string) => `Commande ${number}`,
      showMore: "Afficher plus de commandes",
      repeat: "Commander à nouveau",
      invoice: /Facture \d+ \(PDF\)/,
      recent: "Activité récente",
      shown: (shown: number, total: number) => `${shown} commandes sur ${total} affichées.`,
      oldest: "9988",
    },
  },
] as const;

/** Signs the page's browser in as the demo customer (the login form's action, as a form post). */
async function login(page: Page, prefix: string) {
  const response = await page.request.post(`${prefix}/login`, {
    form: { email: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
}

const cards = (page: Page) => page.getByRole("main").getByRole("listitem");

for (const { locale, prefix, words } of locales) {
  test.describe(`account orders (${locale})`, () => {
    test("a placed order is listed first, in the overview, opens, downloads its invoice and repeats", async ({
      page,
      baseURL,
    }) => {
      const errors = watchConsole(page);
      await login(page, prefix);
      const placed = await placeOrder(page, baseURL!, { locale, customer: { email: DEMO_CUSTOMER_EMAIL } });

      const response = await page.goto(`${prefix}/account/order`);
      expect(response?.headers()["cache-control"]).toContain("no-store");
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1, name: words.orders })).toBeVisible();
      await expect(cards(page).first().getByRole("heading")).toHaveText(words.order(placed.orderNumber));
      await expect(cards(page)).toHaveCount(10);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

      await page.goto(`${prefix}/account`);
      const recent = page.getByRole("region", { name: words.recent });
      await expect(recent.getByRole("link", { name: words.order(placed.orderNumber) })).toBeVisible();

      await recent.getByRole("link", { name: words.order(placed.orderNumber) }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/account/order/${placed.id}$`));
      await expect(
        page.getByRole("heading", { level: 1, name: words.order(placed.orderNumber) }),
      ).toBeVisible();
      await hydrated(page);

      const invoice = page.getByRole("link", { name: words.invoice });
      const href = await invoice.getAttribute("href");
      const pdf = await page.request.get(href!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

      const label = (await page.locator("#order-items ~ ul li").first().textContent()) ?? "";
      await page.getByRole("button", { name: words.repeat }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/cart$`));
      expect(label).not.toBe("");
      expect(errors).toEqual([]);
    });

    test("show more reveals older orders, moves the focus and announces the count (keyboard only)", async ({
      page,
    }) => {
      await login(page, prefix);
      await page.goto(`${prefix}/account/order`);
      await hydrated(page);
      const before = await cards(page).count();
      expect(before).toBe(10);
      const more = page.getByRole("link", { name: words.showMore });
      await more.focus();
      await page.keyboard.press("Enter");
      await expect(cards(page).nth(10)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${prefix}/account/order$`));
      await expect(cards(page).nth(10).getByRole("link")).toBeFocused();
      const total = Number((await page.getByTestId("order-count").textContent())?.match(/\d+/g)?.at(-1));
      const shown = await cards(page).count();
      await expect(page.getByTestId("order-count")).toHaveText(words.shown(shown, total));
      if (shown < total) await page.getByRole("link", { name: words.showMore }).click();
      await expect(page.getByRole("link", { name: words.order(words.oldest) })).toBeVisible();
      await expect(page.getByRole("link", { name: words.showMore })).toHaveCount(0);

      // Tab reaches the order's link, Enter opens it.
      await page.getByRole("link", { name: words.order(words.oldest) }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { level: 1, name: words.order(words.oldest) })).toBeVisible();
    });

    test("axe at 390 and 1280 px, no overflow", async ({ page }) => {
      test.slow();
      await login(page, prefix);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${prefix}/account/order`);
        await hydrated(page);
        await expectNoAxeViolations(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await cards(page).first().getByRole("link").click();
        await expect(page.getByRole("button", { name: words.repeat })).toBeVisible();
        await hydrated(page);
        await expectNoAxeViolations(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    });

    test("another id answers 404", async ({ page }) => {
      await login(page, prefix);
      const response = await page.goto(`${prefix}/account/order/${"a".repeat(32)}`);
      expect(response?.status()).toBe(404);
    });
  });

  test.describe(`account orders without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });

    test("show more is a link to the next page; repeat order posts and lands in the cart", async ({
      page,
    }) => {
      await login(page, prefix);
      await page.goto(`${prefix}/account/order`);
      await expect(cards(page)).toHaveCount(10);
      await page.getByRole("link", { name: words.showMore }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/account/order\\?page=2$`));
      expect(await cards(page).count()).toBeGreaterThan(10);

      await page.getByRole("link", { name: words.order(words.oldest) }).click();
      await expect(page.getByRole("heading", { level: 1, name: words.order(words.oldest) })).toBeVisible();
      await page.getByRole("button", { name: words.repeat }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/cart$`));
      await expect(page.getByRole("status").or(page.getByRole("alert")).first()).toBeVisible();
    });
  });
}
