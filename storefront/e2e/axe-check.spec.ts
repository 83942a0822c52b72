/**
 * The axe check every e2e layer uses (support.ts `axeViolations`): it finds what is wrong, on a later check
 * of the same document too (axe is put into a document once), and leaves out only what its scope says.
 */
import { expect, test } from "@playwright/test";
import { axeViolations, hydrated } from "./support.ts";

test("reports violations on a later check of the same document, within its scope", async ({ page }) => {
  await page.goto("/gibt-es-nicht");
  await hydrated(page);
  expect(await axeViolations(page)).toEqual([]);

  await page.evaluate(() => {
    const image = document.createElement("img");
    image.src = "data:image/gif;base64,R0lGODlhAQABAAAAACw=";
    image.id = "axe-check-main";
    document.querySelector("main")!.append(image);
    const button = document.createElement("button");
    button.id = "axe-check-header";
    document.querySelector("header")!.append(button);
  });
  expect(await axeViolations(page)).toEqual(["button-name: #axe-check-header", "image-alt: #axe-check-main"]);
  expect(await axeViolations(page, { exclude: ["header:not(main *)"] })).toEqual([
    "image-alt: #axe-check-main",
  ]);
  expect(await axeViolations(page, { disableRules: ["image-alt"] })).toEqual([
    "button-name: #axe-check-header",
  ]);
});
