import { expect, test, type Page } from "@playwright/test";

// Controls that submit on change (lib/submit-on-change.ts) work before their island has hydrated: here the
// app's scripts never load (a phone on a slow network, a blocked CDN), only the document's inline script
// runs. Each choice must still reach the server, as a plain form POST and its 303 back.

async function withoutAppScripts(page: Page) {
  await page.route(/\.(m?js)(\?|$)/, (route) => route.abort());
}

test("the language switch changes the language before any of the app's code has loaded", async ({ page }) => {
  await withoutAppScripts(page);
  await page.goto("/Reinigungsmittel/");
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  await page.getByRole("combobox", { name: "Sprache" }).selectOption("fr-CH");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");
  expect(new URL(page.url()).pathname).toBe("/fr-CH/Produits-de-nettoyage/");
});

test("the currency switch changes the prices before any of the app's code has loaded", async ({ page }) => {
  await withoutAppScripts(page);
  await page.goto("/fr-CH/Produits-de-nettoyage/");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("combobox", { name: "Monnaie" }).selectOption({ label: "EUR" });
  await expect(page.locator("[data-slot=product-card] .price__amount").first()).toContainText("EUR");
  await expect(footer.getByRole("combobox", { name: "Monnaie" })).toHaveValue(
    (await footer.getByRole("option", { name: "EUR" }).getAttribute("value")) ?? "",
  );
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
});

test("with the app hydrated, one change submits the form once", async ({ page }) => {
  await page.goto("/Reinigungsmittel/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  // The footer is an island: once its code has loaded, the router submits the form (no document load).
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => {
    const counter = document.documentElement.dataset;
    counter.submits = "0";
    document.addEventListener("submit", () => (counter.submits = String(Number(counter.submits) + 1)), true);
  });
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("combobox", { name: "Währung" }).selectOption({ label: "EUR" });
  await expect(page.locator("[data-slot=product-card] .price__amount").first()).toContainText("EUR");
  // Still the same document (the router submitted it), and the inline script left the event to React.
  await page.waitForTimeout(300);
  await expect(page.locator("html")).toHaveAttribute("data-submits", "1");
});
