import { expect, test } from "@playwright/test";
import { hydrated } from "./support.ts";

// ADR 6: the islands (header, breadcrumbs, CMS page, footer) hydrate the server's HTML in place. If an
// update reached an island before its code had loaded, React would throw its server HTML away and render
// it again (a layout shift, lost scroll and focus): the elements the server sent must be the ones left.
// The product page and the cart page also load a catalog of their own with an island (lib/i18n.ts).
const pages = ["/", "/Reinigungsmittel/", "/fr-CH/Clarus-Nettoyant-neutre/CL10001-1", "/fr-CH/checkout/cart"];

for (const path of pages) {
  test(`${path}: hydration keeps the server's header, content and footer elements`, async ({
    page,
    context,
  }) => {
    // A slow phone's CPU makes the islands arrive late, when a stray update would reach them.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const server = window as unknown as { serverElements: Element[] };
        server.serverElements = [...document.querySelectorAll("header, main > *, footer")];
      });
    });
    await page.goto(path);
    await hydrated(page);
    const replaced = await page.evaluate(() => {
      const server = (window as unknown as { serverElements: Element[] }).serverElements;
      return server
        .filter((element) => !element.isConnected)
        .map((element) => element.outerHTML.slice(0, 80));
    });
    expect(replaced).toEqual([]);
  });
}
