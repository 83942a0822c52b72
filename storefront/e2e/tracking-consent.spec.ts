/**
 * A shop configured with a tag manager (`TAG_MANAGER_ID`, lib/tag-manager.ts), served by a process of its
 * own: the shopper is asked first, nothing of Google loads before "Accept" or after "Refuse", and the
 * decision can be taken back at the foot of every page. Google's script is answered here, never fetched.
 */
import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./support.ts";
import { startOfflineStorefront, type StorefrontProcess } from "./storefront-process.ts";

const id = "GTM-TEST123";
let shop: StorefrontProcess;
test.beforeAll(async () => {
  shop = await startOfflineStorefront({ TAG_MANAGER_ID: id });
});
test.afterAll(() => shop?.stop());

/** Answers Google's host with a tiny tag that records it ran; counts the requests. */
async function fakeGoogle(page: Page) {
  const requests: string[] = [];
  await page.route("https://www.googletagmanager.com/**", async (route) => {
    requests.push(route.request().url());
    await route.fulfill({
      contentType: "text/javascript",
      body: "window.dataLayer.push({event: 'fake-tag-ran'});",
    });
  });
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return { requests, problems };
}

const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as Window & { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((entry) => entry.event),
  );

test("asks first; Accept loads the tag after the page, with the page's nonce, and the footer takes it back", async ({
  page,
}) => {
  const google = await fakeGoogle(page);
  const response = await page.goto(`${shop.origin}/Reinigungsmittel/`);
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self' 'nonce-");
  expect(response?.headers()["content-security-policy"]).toContain("https://www.googletagmanager.com");
  await hydrated(page);
  const banner = page.getByRole("region", { name: "Cookies für Statistiken" });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("Ohne Zustimmung funktioniert der Shop genauso");
  await expect(banner.getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute(
    "href",
    "/Rechtliches/Datenschutz/",
  );
  expect(google.requests).toEqual([]);
  expect(await dataLayerEvents(page)).toEqual([]);

  await banner.getByRole("button", { name: "Akzeptieren" }).click();
  await expect(page).toHaveURL(`${shop.origin}/Reinigungsmittel/`);
  await expect(banner).toHaveCount(0);
  await expect.poll(() => dataLayerEvents(page)).toEqual(["gtm.js", "fake-tag-ran"]);
  expect(google.requests).toEqual([`https://www.googletagmanager.com/gtm.js?id=${id}`]);
  expect(
    await page.evaluate(() => {
      const tag = document.querySelector<HTMLScriptElement>('script[src*="googletagmanager"]');
      return Boolean(tag?.nonce);
    }),
  ).toBe(true);
  const cookie = (await page.context().cookies()).find((entry) => entry.name === "tracking-consent");
  expect(cookie).toMatchObject({ value: "granted", httpOnly: true, sameSite: "Lax" });
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

  // A client-side navigation keeps the decision: no banner, and the tag started once.
  await hydrated(page);
  await page.evaluate(() => ((window as Window & { samePage?: boolean }).samePage = true));
  await page
    .getByRole("banner")
    .getByRole("link", { name: /Startseite/ })
    .first()
    .click();
  await expect(page).toHaveURL(`${shop.origin}/`);
  await expect(page.getByRole("region", { name: "Cookies für Statistiken" })).toHaveCount(0);
  expect(await dataLayerEvents(page)).toEqual(["gtm.js", "fake-tag-ran"]);
  expect(await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage)).toBe(true);

  // The foot of the page asks again; the next page loads without the tag.
  await page
    .getByRole("contentinfo")
    .getByRole("button", { name: "Cookie-Einstellungen: Statistik erlaubt" })
    .click();
  await expect(page.getByRole("region", { name: "Cookies für Statistiken" })).toBeVisible();
  expect(await dataLayerEvents(page)).toEqual([]);
  expect(google.requests).toHaveLength(1);
  expect(google.problems).toEqual([]);
});

test("Refuse in French after reading the privacy policy: nothing of Google loads, on this page or the next", async ({
  page,
}) => {
  const google = await fakeGoogle(page);
  await page.goto(`${shop.origin}/fr-CH/`);
  await hydrated(page);
  // The banner links the privacy policy: reading it first leaves the question open.
  await page
    .getByRole("region", { name: "Cookies statistiques" })
    .getByRole("link", { name: "Déclaration de protection des données" })
    .click();
  await expect(page).toHaveURL(`${shop.origin}/fr-CH/Mentions-legales/Protection-des-donnees/`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await hydrated(page);
  // What Google's tag would have left from an earlier "Accept" goes with the refusal.
  const { hostname } = new URL(shop.origin);
  await page.context().addCookies([
    { name: "_ga", value: "GA1.1.123.456", domain: hostname, path: "/" },
    { name: "_ga_TEST123", value: "GS1.1.1", domain: hostname, path: "/" },
    { name: "keep-me", value: "1", domain: hostname, path: "/" },
  ]);
  const banner = page.getByRole("region", { name: "Cookies statistiques" });
  await banner.getByRole("button", { name: "Refuser" }).click();
  await expect(page).toHaveURL(`${shop.origin}/fr-CH/Mentions-legales/Protection-des-donnees/`);
  await expect(banner).toHaveCount(0);
  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain("_ga");
  expect(names).not.toContain("_ga_TEST123");
  expect(names).toEqual(expect.arrayContaining(["keep-me", "tracking-consent"]));
  await expect(
    page
      .getByRole("contentinfo")
      .getByRole("button", { name: "Paramètres des cookies : statistiques refusées" }),
  ).toBeVisible();
  await page.goto(`${shop.origin}/fr-CH/search?search=nettoyant`);
  await hydrated(page);
  await expect(page.getByRole("region", { name: "Cookies statistiques" })).toHaveCount(0);
  expect(google.requests).toEqual([]);
  expect(await dataLayerEvents(page)).toEqual([]);
  expect(google.problems).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the banner's buttons work as a form and come back to the page", async ({ page }) => {
    await page.goto(`${shop.origin}/Reinigungsmittel/?order=name-asc`);
    await page
      .getByRole("region", { name: "Cookies für Statistiken" })
      .getByRole("button", { name: "Ablehnen" })
      .click();
    await expect(page).toHaveURL(`${shop.origin}/Reinigungsmittel/?order=name-asc`);
    await expect(page.getByRole("region", { name: "Cookies für Statistiken" })).toHaveCount(0);
  });
});

test("a shop without a tag manager neither asks nor allows Google in its policy", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.headers()["content-security-policy"]).not.toContain("googletagmanager");
  await hydrated(page);
  await expect(page.getByRole("region", { name: "Cookies für Statistiken" })).toHaveCount(0);
  await expect(
    page.getByRole("contentinfo").getByRole("button", { name: /Cookie-Einstellungen/ }),
  ).toHaveCount(0);
});
