import { expect, test } from "@playwright/test";

test("an unknown path answers a real 404 with the error page in German", async ({ page }) => {
  const response = await page.goto("/gibt-es-nicht");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seite nicht gefunden");
  await expect(page.getByRole("main")).toContainText("404");
  await expect(page.getByRole("main")).toContainText("/gibt-es-nicht");
  await expect(page.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("banner")).toBeVisible();
  // axe and overflow of the 404 page at 320, 390 and 1280 px: the crawl (crawl-pages.ts).
});

test("an unknown French path answers 404 in French", async ({ page }) => {
  const response = await page.goto("/fr-CH/n-existe-pas");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page introuvable");
  await expect(page.getByRole("link", { name: "Retour à la page d'accueil" })).toHaveAttribute(
    "href",
    "/fr-CH",
  );
});

test("/.well-known/appspecific/* answers with an empty body", async ({ request }) => {
  const response = await request.get("/.well-known/appspecific/com.chrome.devtools.json");
  expect(response.status()).toBeLessThan(300);
  expect(await response.text()).toBe("");
});
