import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { registrations } from "@shop/mocks/fixtures";
import { expectNoAxeViolations, hydrated, placeOrder, watchConsole } from "./support.ts";

// The order confirmation mail's link `/account/order/<deepLinkCode>` for a guest (issue 13/14): the browser
// that ordered sees the order at once; another browser asks for the order's e-mail address and billing
// postal code first, keeps what was typed when they do not match, and shows the order when they do.
const locales = [
  {
    locale: "de-DE",
    prefix: "",
    zipcode: registrations.guestDe.billingAddress.zipcode,
    words: {
      title: "Ihre Bestellung",
      order: (number: string) => `Bestellung ${number}`,
      email: "E-Mail-Adresse",
      zipcode: "PLZ",
      submit: "Bestellung anzeigen",
      wrong: "Wir haben keine Bestellung mit dieser E-Mail-Adresse und Postleitzahl gefunden.",
      accountNav: "Ihr Konto",
    },
  },
  {
    locale: "fr-CH",
    prefix: "/fr-CH",
    zipcode: registrations.guestFr.billingAddress.zipcode,
    words: {
      title: "Votre commande",
      order: (number: string) => `Commande ${number}`,
      email: "Adresse e-mail",
      zipcode: "NPA",
      submit: "Afficher la commande",
      wrong: "Nous n’avons trouvé aucune commande avec cette adresse e-mail et ce NPA.",
      accountNav: "Votre compte",
    },
  },
] as const;

/** The link of the newest order confirmation mail to an address: its path on the shop. */
async function orderLink(request: APIRequestContext, email: string): Promise<string> {
  const inbox = await request.get(`/__emulator/mailbox?format=json&to=${encodeURIComponent(email)}`);
  const mails = (await inbox.json()) as { type: string; meta: { link?: string; deepLinkCode?: string } }[];
  const mail = mails.filter((item) => item.type === "order_confirmation_mail").at(-1);
  expect(mail?.meta.link, `order mail to ${email}`).toMatch(/\/account\/order\/[\w-]{32}$/);
  return new URL(mail!.meta.link!).pathname;
}

/** A browser without the orderer's session (their mail opened on another device). */
const stranger = (browser: Browser, baseURL: string, javaScriptEnabled = true) =>
  browser.newContext({ baseURL, javaScriptEnabled });

for (const { locale, prefix, zipcode, words } of locales) {
  test.describe(`order mail link (${locale})`, () => {
    test("the ordering browser sees the order; another proves e-mail and postal code first", async ({
      page,
      browser,
      baseURL,
    }) => {
      // An order, then two browsers through the whole check: longer than one page's test.
      test.setTimeout(60_000);
      const placed = await placeOrder(page, baseURL!, { locale });
      const link = await orderLink(page.request, placed.email);
      expect(link.startsWith(`${prefix}/account/order/`)).toBe(true);

      // The browser that ordered is the order's guest.
      const own = await page.goto(link);
      expect(own?.status()).toBe(200);
      expect(own?.headers()["cache-control"]).toContain("no-store");
      await expect(
        page.getByRole("heading", { level: 1, name: words.order(placed.orderNumber) }),
      ).toBeVisible();
      await expect(page.getByRole("navigation", { name: words.accountNav })).toHaveCount(0);

      const context = await stranger(browser, baseURL!);
      const other = await context.newPage();
      const errors = watchConsole(other);
      const response = await other.goto(link);
      expect(response?.status()).toBe(200);
      await hydrated(other);
      await expect(other.getByRole("heading", { level: 1, name: words.title })).toBeVisible();
      await expect(other.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      const form = other.getByRole("form", { name: words.title });

      // Empty: the rules of the form, checked in the browser.
      await form.getByRole("button", { name: words.submit }).click();
      await expect(form.getByRole("textbox", { name: words.zipcode })).toHaveAttribute(
        "aria-invalid",
        "true",
      );

      await form.getByRole("textbox", { name: words.email }).fill(placed.email);
      await form.getByRole("textbox", { name: words.zipcode }).fill("9999");
      await form.getByRole("button", { name: words.submit }).click();
      await expect(other.getByText(words.wrong).first()).toBeVisible();
      await expect(form.getByRole("textbox", { name: words.email })).toHaveValue(placed.email);

      await form.getByRole("textbox", { name: words.zipcode }).fill(zipcode);
      await form.getByRole("button", { name: words.submit }).click();
      await expect(
        other.getByRole("heading", { level: 1, name: words.order(placed.orderNumber) }),
      ).toBeVisible();
      await other.reload();
      await expect(
        other.getByRole("heading", { level: 1, name: words.order(placed.orderNumber) }),
      ).toBeVisible();
      // The wrong postal code's answer is a 403, which the browser logs as a failed load: nothing else.
      expect(errors.filter((error) => !error.includes("status of 403 (Forbidden)"))).toEqual([]);
      await context.close();
    });

    test("the check has no axe violations at 390 px", async ({ page, browser, baseURL }) => {
      const placed = await placeOrder(page, baseURL!, { locale });
      const link = await orderLink(page.request, placed.email);
      const context = await stranger(browser, baseURL!);
      const other = await context.newPage();
      await other.setViewportSize({ width: 390, height: 844 });
      await other.goto(link);
      await hydrated(other);
      await expectNoAxeViolations(other);
      expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await context.close();
    });

    test("without JavaScript: a wrong postal code keeps the e-mail, the right one shows the order", async ({
      page,
      browser,
      baseURL,
    }) => {
      const placed = await placeOrder(page, baseURL!, { locale });
      const link = await orderLink(page.request, placed.email);
      const context = await stranger(browser, baseURL!, false);
      const other = await context.newPage();
      await other.goto(link);
      const form = other.getByRole("form", { name: words.title });
      await form.getByRole("textbox", { name: words.email }).fill(placed.email);
      await form.getByRole("textbox", { name: words.zipcode }).fill("0000");
      await form.getByRole("button", { name: words.submit }).click();
      await expect(other.getByText(words.wrong).first()).toBeVisible();
      await expect(form.getByRole("textbox", { name: words.email })).toHaveValue(placed.email);
      await form.getByRole("textbox", { name: words.zipcode }).fill(zipcode);
      await form.getByRole("button", { name: words.submit }).click();
      await expect(other).toHaveURL(new RegExp(`${link}$`));
      await expect(
        other.getByRole("heading", { level: 1, name: words.order(placed.orderNumber) }),
      ).toBeVisible();
      await context.close();
    });

    test("an unknown code answers 404", async ({ page }) => {
      const response = await page.goto(`${prefix}/account/order/${"Zz_".repeat(10)}Zz`);
      expect(response?.status()).toBe(404);
    });
  });
}
