import { gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, hydrated, watchConsole } from "./support.ts";

// Issue 16, item 7: robots.txt and the sitemap, /shopware, the language debug mode, the shop's text
// overrides from the Store API's snippets, the rotate hint and the loading bar; both locales.

const locales = [
  {
    locale: "de-DE",
    prefix: "",
    words: {
      home: "Startseite",
      stack: "Technologie-Stack",
      override: "Unsere Öffnungszeiten",
      rotate: "Bitte drehen Sie Ihr Gerät",
      loading: "Seite wird geladen…",
    },
  },
  {
    locale: "fr-CH",
    prefix: "/fr-CH",
    words: {
      home: "Accueil",
      stack: "Technologies utilisées",
      override: "Nos heures d'ouverture",
      rotate: "Veuillez tourner votre appareil",
      loading: "Chargement de la page…",
    },
  },
] as const;

test("robots.txt allows the shop, keeps crawlers out of personal pages and names the sitemap", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  expect(response.headers()["cache-control"]).toContain("s-maxage");
  const text = await response.text();
  expect(text).toContain("User-agent: *\nAllow: /\n");
  for (const path of ["/account", "/checkout", "/wishlist", "/login", "/register", "/fr-CH/checkout"])
    expect(text).toContain(`Disallow: ${path}\n`);
  // Search result pages are public pages: crawlable.
  expect(text).not.toContain("Disallow: /search?");
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("the sitemap index names one gzipped file per language, with every page and hreflang alternates", async ({
  request,
  baseURL,
}) => {
  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  expect(index.headers()["content-type"]).toContain("application/xml");
  const locs = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(locs).toHaveLength(2);
  const bodies: string[] = [];
  for (const loc of locs) {
    expect(loc.startsWith(`${baseURL}/sitemap/`)).toBe(true);
    const file = await request.get(loc.slice(baseURL!.length));
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("application/gzip");
    bodies.push(gunzipSync(await file.body()).toString("utf8"));
  }
  const [de, fr] = bodies.toSorted((a, b) => a.length - b.length || a.localeCompare(b));
  const all = bodies.join("\n");
  expect(all).toContain(`<loc>${baseURL}/</loc>`);
  expect(all).toContain(`<loc>${baseURL}/fr-CH/</loc>`);
  expect(all).toContain(`hreflang="fr-CH" href="${baseURL}/fr-CH/`);
  expect(de!.split("<url>").length).toBeGreaterThan(20);
  expect(fr!.split("<url>").length).toBeGreaterThan(20);
  // A listed page exists.
  const page = /<loc>[^<]+\/fr-CH\/([^<]+\/)<\/loc>/.exec(all)![1]!;
  expect((await request.get(`/fr-CH/${page}`)).status()).toBe(200);
  expect((await request.get("/sitemap/sitemap/../context.xml.gz")).status()).toBe(404);
});

for (const { locale, prefix, words } of locales) {
  test.describe(`${locale}`, () => {
    test("/shopware is a static credits page with a breadcrumb", async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(`${prefix}/shopware`);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1, name: "Shopware" })).toBeVisible();
      const trail = page.getByRole("main").getByRole("navigation");
      await expect(trail.getByRole("link", { name: words.home })).toHaveAttribute("href", prefix || "/");
      await expect(trail.getByText("Shopware")).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("heading", { level: 2, name: words.stack })).toBeVisible();
      await expect(page.getByRole("img", { name: /Shopware 6/ })).toBeVisible();
      expect(problems).toEqual([]);
    });

    // axe and overflow of /shopware at 320, 390 and 1280 px: the crawl (crawl-pages.ts).

    test("the shop's text override replaces the footer heading, and ?language-debug=1 shows message ids", async ({
      page,
    }) => {
      const problems = watchConsole(page);
      await page.goto(`${prefix}/`);
      await hydrated(page);
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByText(words.override)).toBeVisible();
      await page.goto(`${prefix}/?language-debug=1`);
      await hydrated(page);
      await expect(footer.getByText("1ogG8C", { exact: true })).toBeVisible();
      await expect(footer.getByText(words.override)).toHaveCount(0);
      expect(problems).toEqual([]);
    });

    test("the rotate hint shows on a phone in landscape only, accessibly", async ({ browser }) => {
      const phone = { hasTouch: true, isMobile: true };
      const landscapeContext = await browser.newContext({ ...phone, viewport: { width: 844, height: 390 } });
      const landscape = await landscapeContext.newPage();
      await landscape.goto(`${prefix}/shopware`);
      await expect(landscape.getByRole("alert").filter({ hasText: words.rotate })).toBeVisible();
      await expectNoAxeViolations(landscape);
      await landscapeContext.close();
      const portraitContext = await browser.newContext({ ...phone, viewport: { width: 390, height: 844 } });
      const portrait = await portraitContext.newPage();
      await portrait.goto(`${prefix}/shopware`);
      await expect(portrait.getByText(words.rotate)).toBeHidden();
      await expect(portrait.getByRole("alert").filter({ hasText: words.rotate })).toHaveCount(0);
      await portraitContext.close();
      const desktop = await browser.newPage({ viewport: { width: 1280, height: 390 } });
      await desktop.goto(`${prefix}/shopware`);
      await expect(desktop.getByText(words.rotate)).toBeHidden();
      await desktop.close();
    });
  });

  test.describe(`${locale} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test("/shopware, the text override and the language debug mode work from the server", async ({
      page,
    }) => {
      await page.goto(`${prefix}/shopware`);
      await expect(page.getByRole("heading", { level: 1, name: "Shopware" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: words.stack })).toBeVisible();
      await expect(page.getByRole("contentinfo").getByText(words.override)).toBeVisible();
      await page.goto(`${prefix}/shopware?language-debug=1`);
      await expect(page.getByRole("contentinfo").getByText("1ogG8C", { exact: true })).toBeVisible();
    });
  });
}

test.describe("loading bar", () => {
  test.describe.configure({ mode: "serial" });
  test.afterEach(async ({ request }) => {
    await request.delete("/__emulator/switches");
  });

  for (const { prefix, words } of locales) {
    test(`a slow client navigation shows "${words.loading}" (${prefix || "/"})`, async ({
      page,
      request,
    }) => {
      await page.goto(`${prefix}/shopware`);
      await hydrated(page);
      const region = page.locator("[aria-live=polite]").filter({ hasText: words.loading });
      await expect(region).toHaveCount(0);
      const link = page
        .getByRole("contentinfo")
        .locator(`a[href^="${prefix}/"]:not([href="${prefix}/"])`)
        .first();
      const patch = await request.patch("/__emulator/switches", { data: { latency: 1500 } });
      expect(patch.ok()).toBe(true);
      await link.click();
      await expect(region).toBeVisible({ timeout: 3000 });
      await request.delete("/__emulator/switches");
      await expect(region).toHaveCount(0, { timeout: 20_000 });
    });
  }
});
