import { expect, test } from "@playwright/test";
import { hydrated } from "./support.ts";

test("the language switcher shows DE / FR and keeps the page", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const select = page.getByRole("combobox", { name: "Sprache" });
  await expect(select.getByRole("option")).toHaveText(["DE", "FR"]);
  await select.selectOption("fr-CH");
  await expect(page).toHaveURL(/\/fr-CH$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");

  // A category page: the French page of the same category, then back to the German one.
  const firstColumnLink = page
    .getByRole("contentinfo")
    .getByRole("navigation")
    .first()
    .getByRole("link")
    .first();
  const frenchPath = await firstColumnLink.getAttribute("href");
  await firstColumnLink.click();
  await expect(page).toHaveURL(new RegExp(`${frenchPath}$`));
  // The switcher posts the page it is on: wait until the page shown is the category (a client navigation
  // renders after the URL changed; CI once posted the previous page, "/fr-CH").
  // (The header's switcher; the mobile menu, once rendered, has one of its own with the same path.)
  await expect(page.locator('input[name="path"]').first()).toHaveValue(frenchPath!);
  // The link may have been followed before the French home page hydrated: then the category page is a new
  // document, whose switcher submits on change only once its header island has hydrated (CI once changed
  // it before, and nothing happened).
  await hydrated(page);
  await page.getByRole("combobox", { name: "Langue" }).selectOption("de-DE");
  await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
  // A new document: its switcher submits on change once the header island has hydrated.
  await hydrated(page);
  const germanPath = new URL(page.url()).pathname;
  expect(germanPath.startsWith("/fr-CH")).toBe(false);
  expect(germanPath).not.toBe("/");
  await page.getByRole("combobox", { name: "Sprache" }).selectOption("fr-CH");
  await expect(page).toHaveURL(new RegExp(`${frenchPath}$`));
});

test("without JavaScript the switcher works through its OK button", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("combobox", { name: "Sprache" }).selectOption("fr-CH");
  await page.getByRole("button", { name: "OK", exact: true }).click();
  await expect(page).toHaveURL(/\/fr-CH$/);
  await context.close();
});

test("a first visit follows Accept-Language and remembers the locale for 365 days", async ({
  request,
  playwright,
  baseURL,
}) => {
  const first = await request.get("/", {
    headers: { "accept-language": "fr-CH,fr;q=0.9,en;q=0.5" },
    maxRedirects: 0,
  });
  expect(first.status()).toBe(302);
  expect(first.headers()["location"]).toBe("/fr-CH");
  const cookie = first.headers()["set-cookie"] ?? "";
  expect(cookie).toContain("shop-locale=fr-CH");
  expect(cookie).toContain("Max-Age=31536000");
  expect(cookie).toContain("Path=/");
  expect(cookie).toContain("SameSite=Lax");

  // Pages themselves set no cookie, so anonymous pages stay cacheable by a shared cache.
  const french = await request.get("/fr-CH", { maxRedirects: 0 });
  expect(french.status()).toBe(200);
  expect(french.headers()["set-cookie"]).toBeUndefined();

  // A shopper without the cookie whose browser prefers German stays on the German home page.
  const fresh = await playwright.request.newContext({ baseURL });
  const german = await fresh.get("/", { headers: { "accept-language": "de-CH,de;q=0.9" }, maxRedirects: 0 });
  expect(german.status()).toBe(200);
  await fresh.dispose();
});

test("a remembered locale wins over the browser's language on the home page", async ({ browser }) => {
  const context = await browser.newContext({ locale: "de-DE" });
  await context.addCookies([{ name: "shop-locale", value: "fr-CH", url: test.info().project.use.baseURL! }]);
  const page = await context.newPage();
  await page.goto("/");
  await expect(page).toHaveURL(/\/fr-CH$/);
  await context.close();
});
