/**
 * `BROADCAST_TABS=off` (spec §4: tabs are synced "when broadcasting is configured"; on by default, where
 * side-cart.spec.ts shows a second tab following the first): the server says so on `<html>`, and no tab
 * opens a channel to the others, while the cart itself works as before.
 */
import { expect, test, type Page } from "@playwright/test";
import { hydrated, registerCustomer } from "./support.ts";
import { startOfflineStorefront, type StorefrontProcess } from "./storefront-process.ts";

let shop: StorefrontProcess;
test.beforeAll(async () => {
  shop = await startOfflineStorefront({ BROADCAST_TABS: "off" });
});
test.afterAll(() => shop?.stop());

/** Counts the BroadcastChannels the page opens. */
function countChannels() {
  const Original = window.BroadcastChannel;
  const counted = window as Window & { channelsOpened?: string[] };
  counted.channelsOpened = [];
  window.BroadcastChannel = class extends Original {
    constructor(name: string) {
      super(name);
      counted.channelsOpened!.push(name);
    }
  };
}
const channelsOpened = (page: Page) =>
  page.evaluate(() => (window as Window & { channelsOpened?: string[] }).channelsOpened);

test("with BROADCAST_TABS=off a tab opens no channel to the others; the cart still works", async ({
  context,
}) => {
  await context.addInitScript(countChannels);
  const page = await context.newPage();
  await page.goto(`${shop.origin}/Clarus-Neutralreiniger/CL10001-1`);
  await expect(page.locator("html")).toHaveAttribute("data-tab-sync-off", "");
  await hydrated(page);
  await page.locator("[data-slot=buy-box]").getByRole("button", { name: "In den Warenkorb" }).click();
  await expect(page.getByRole("dialog", { name: "Warenkorb" })).toBeVisible();
  expect(await channelsOpened(page)).toEqual([]);

  const other = await context.newPage();
  await other.goto(`${shop.origin}/`);
  await hydrated(other);
  await expect(other.getByRole("banner").getByRole("link", { name: /Warenkorb, 1 Artikel/ })).toBeVisible();
  expect(await channelsOpened(other)).toEqual([]);
});

test("by default a tab listens to the others (the channel side-cart.spec.ts shows at work)", async ({
  context,
}) => {
  await context.addInitScript(countChannels);
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("html")).not.toHaveAttribute("data-tab-sync-off");
  await hydrated(page);
  await expect.poll(() => channelsOpened(page)).toContain("shop-cart");
});

/**
 * Session sync (spec §4; lib/session-sync.ts): a German tab logs in, switches to euros and logs out; a
 * French tab of the same browser follows each step without a reload, and its account page, once logged
 * out elsewhere, leads to the login.
 */
test("a login, another currency and a logout in one tab show in the other", async ({
  context,
  request,
  baseURL,
}) => {
  const customer = await registerCustomer(request, baseURL!);
  const german = await context.newPage();
  const french = await context.newPage();
  await german.goto("/login");
  await french.goto("/fr-CH/Produits-de-nettoyage/");
  await hydrated(german);
  await hydrated(french);
  const frenchHeader = french.getByRole("banner");
  await expect(frenchHeader.getByRole("link", { name: "Votre compte" })).toHaveCount(0);
  const frenchPrice = french
    .locator("[data-slot=product-listing] [data-slot=product-card] .price__amount")
    .first();
  await expect(frenchPrice).toContainText("CHF");

  const login = german.getByRole("main");
  await login.getByRole("textbox", { name: "E-Mail-Adresse" }).fill(customer.email);
  await login.getByLabel("Passwort", { exact: true }).fill(customer.password);
  await login.getByRole("button", { name: "Anmelden" }).click();
  await expect(german).toHaveURL(/\/account$/);
  await expect(frenchHeader.getByRole("link", { name: "Votre compte" })).toBeVisible();

  const footer = german.getByRole("contentinfo");
  await footer.getByRole("combobox", { name: "Währung" }).selectOption({ label: "EUR" });
  await expect(frenchPrice).toContainText("EUR");

  await french.goto("/fr-CH/account");
  await hydrated(french);
  await german.getByRole("button", { name: "Abmelden" }).click();
  await expect(german).toHaveURL(/\/$/);
  await expect(french).toHaveURL(/\/fr-CH\/login\?redirectTo=%2Ffr-CH%2Faccount$/);
  // Nothing of the session stored where a script reads it but the fingerprint.
  expect(await french.evaluate(() => localStorage.getItem("shop-session"))).toBe("visitor:EUR");
});
