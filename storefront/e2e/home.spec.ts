import { expect, test } from "@playwright/test";
import { homeCmsPage } from "@shop/mocks";
import { cmsPageSchema } from "@shop/store-api";
import { textOf } from "./support.ts";

/** The first heading the home CMS page's first text element carries, in one locale. */
function homeHeading(locale: "de-DE" | "fr-CH"): string {
  const page = cmsPageSchema.parse(homeCmsPage(locale));
  for (const section of page.sections ?? []) {
    for (const block of section.blocks ?? []) {
      for (const slot of block.slots ?? []) {
        const content = (slot.data as { content?: string } | null)?.content;
        const heading = content?.match(/<h[1-3][^>]*>([\s\S]*?)<\/h[1-3]>/)?.[1];
        if (slot.type === "text" && heading) return textOf(heading);
      }
    }
  }
  throw new Error("the home fixture has no heading");
}

for (const [path, locale, other] of [
  ["/", "de-DE", "fr-CH"],
  ["/fr-CH", "fr-CH", "de-DE"],
] as const) {
  test.describe(`home ${locale}`, () => {
    test("the CMS content is in the server HTML before any script runs", async ({ request }) => {
      const response = await request.get(path, { headers: { "accept-language": locale } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${locale}"`);
      expect(textOf(html)).toContain(homeHeading(locale));
      expect(textOf(html)).not.toContain(homeHeading(other));
      expect(response.headers()["set-cookie"] ?? "").not.toContain("sw-context-token");
    });

    test("renders header, content and footer without JavaScript", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, locale });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole("heading", { name: homeHeading(locale) })).toBeVisible();
      await expect(
        page
          .getByRole("banner")
          .getByRole("link", { name: locale === "de-DE" ? "Clarus Startseite" : "Page d'accueil Clarus" }),
      ).toHaveAttribute("href", locale === "de-DE" ? "/" : "/fr-CH");
      await expect(page.getByRole("contentinfo")).toContainText("+41 44 945 20 20");
      await expect(page.getByRole("contentinfo")).toContainText("service@clarus-shop.ch");
      await context.close();
    });
    // axe, console errors and overflow at 320, 390 and 1280 px: the crawl (crawl-pages.ts, "home").
  });
}

test("the footer shows contact, opening hours, social links, columns, certificates and payment", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("heading", { name: "Kontakt" })).toBeVisible();
  await expect(footer).toContainText("Montag bis Donnerstag");
  await expect(footer).toContainText("13:30–16:00");
  await expect(footer.getByRole("list", { name: "Soziale Medien" }).getByRole("link")).toHaveCount(3);
  expect(await footer.getByRole("navigation").count()).toBeGreaterThanOrEqual(2);
  await expect(footer.getByRole("link", { name: "Zertifikate und Labels" })).toHaveAttribute(
    "href",
    "/making-green-work/",
  );
  await expect(footer.getByRole("list", { name: "Zertifikate und Labels" }).getByRole("img")).toHaveCount(6);
  await expect(footer.getByRole("img", { name: /Visa/ })).toBeVisible();
});

test("every footer navigation link leads to a real page", async ({ page, request }) => {
  for (const path of ["/", "/fr-CH"]) {
    await page.goto(path);
    const hrefs = await page
      .getByRole("contentinfo")
      .getByRole("navigation")
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of hrefs.filter((link) => link.startsWith("/"))) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
  }
});
