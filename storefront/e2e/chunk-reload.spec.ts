/**
 * Code that fails to load (a page of the previous build asks for a chunk a deploy removed; a dropped
 * connection): the page reloads, once per ten seconds for its path (design-system reloadForNewCode.ts), and
 * an island whose code never comes keeps its server HTML. Before, one missing island chunk replaced the
 * whole page with "Etwas ist schiefgelaufen". The header's island stands for every island.
 */
import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./support.ts";

const headerChunk = /\/assets\/ShopHeader-[^/]+\.js$/;

/** Answers the header's chunk 404 for the first `failures` requests (all of them without a number). */
async function removeHeaderChunk(page: Page, failures = Infinity) {
  const requests = { count: 0 };
  await page.route(headerChunk, async (route) => {
    requests.count++;
    if (requests.count <= failures) await route.fulfill({ status: 404, body: "" });
    else await route.continue();
  });
  return requests;
}

/** Counts the documents the tab requests (the first one and every reload). */
function countDocuments(page: Page) {
  const documents = { count: 0 };
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.count++;
  });
  return documents;
}

test("de-DE: an island's missing code reloads the page once, and the reloaded page works", async ({
  page,
}) => {
  const requests = await removeHeaderChunk(page, 1);
  const documents = countDocuments(page);
  await page.goto("/Reinigungsmittel/");
  await hydrated(page);
  expect(documents.count).toBe(2);
  expect(requests.count).toBe(2);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reinigungsmittel");
  // The header is the reloaded page's, hydrated: its search opens.
  await page.getByRole("button", { name: "Suche", exact: true }).click();
  await expect(page.getByRole("combobox", { name: "Suche" })).toBeVisible();
});

test("fr-CH: code that keeps failing reloads once, then the server's page stays and its links work", async ({
  page,
}) => {
  const requests = await removeHeaderChunk(page);
  const documents = countDocuments(page);
  await page.goto("/fr-CH/Produits-de-nettoyage/");
  // The reloaded document asked for the chunk again, and it failed again: no third document.
  await expect.poll(() => requests.count).toBe(2);
  await page.waitForLoadState("load");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  expect(documents.count).toBe(2);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Produits de nettoyage");
  await expect(page.getByRole("heading", { name: "Une erreur s'est produite" })).toHaveCount(0);
  // The header's server HTML is there and its links lead on, as without JavaScript.
  await page
    .getByRole("banner")
    .getByRole("link", { name: /accueil/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/fr-CH$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
