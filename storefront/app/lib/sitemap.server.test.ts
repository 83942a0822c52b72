import { describe, expect, it } from "vitest";
import { isSitemapFilename, robotsTxt, sitemapIndexXml } from "./sitemap.server.ts";

describe("robotsTxt", () => {
  it("allows everything but the personal pages in both locales and names the sitemap", () => {
    const text = robotsTxt("https://shop.example.ch");
    expect(text).toContain("User-agent: *\nAllow: /\n");
    for (const path of ["/account", "/checkout", "/wishlist", "/login", "/register"]) {
      expect(text).toContain(`Disallow: ${path}\n`);
      expect(text).toContain(`Disallow: /fr-CH${path}\n`);
    }
    expect(text).not.toContain("Disallow: /search?");
    expect(text).toContain("Sitemap: https://shop.example.ch/sitemap.xml");
  });
});

describe("sitemapIndexXml", () => {
  it("lists every file absolute on the shop's origin, escaped", () => {
    const xml = sitemapIndexXml("http://localhost:3000", [
      { filename: "sitemap/a/b-de-1.xml.gz", created: "2026-10-01T06:00:00+00:00" },
      { filename: "sitemap/a/c&d.xml.gz", created: "2026-10-01T06:00:00+00:00" },
    ]);
    expect(xml).toContain("<loc>http://localhost:3000/sitemap/a/b-de-1.xml.gz</loc>");
    expect(xml).toContain("c&amp;d.xml.gz");
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });
});

describe("isSitemapFilename", () => {
  it("accepts sitemap files only", () => {
    expect(isSitemapFilename("sitemap/salesChannel-1-2/1-sitemap-de-de-1.xml.gz")).toBe(true);
    expect(isSitemapFilename("sitemap/../context")).toBe(false);
    expect(isSitemapFilename("sitemap/a/../../x.xml")).toBe(false);
    expect(isSitemapFilename("other/x.xml.gz")).toBe(false);
    expect(isSitemapFilename("sitemap/x.json")).toBe(false);
  });
});
