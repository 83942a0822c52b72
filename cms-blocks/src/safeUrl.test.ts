import { describe, expect, it } from "vitest";
import { isSafeUrl, safeHref, isSafeMediaUrl } from "./safeUrl.ts";

const policy = { origin: "https://shop.example.ch", allowedHosts: ["www.partner.ch"] };

describe("isSafeUrl", () => {
  it.each([
    ["/Reinigung/Boden/", true],
    ["Reinigung/", true],
    ["../agb", true],
    ["?p=2", true],
    ["#reviews", true],
    ["https://shop.example.ch/Pflege/", true],
    ["http://SHOP.example.ch/", true],
    ["https://www.partner.ch/offer", true],
    ["mailto:info@example.ch", true],
    ["tel:+41441234567", true],
    ["https://evil.example.com/", false],
    ["//evil.example.com/", false],
    ["/\\evil.example.com", false],
    ["https://shop.example.ch.evil.com/", false],
    ["https://user:pass@shop.example.ch/", false],
    ["javascript:alert(1)", false],
    ["JavaScript:alert(1)", false],
    [" java\tscript:alert(1)", false],
    ["data:text/html,<script>alert(1)</script>", false],
    ["vbscript:msgbox(1)", false],
    ["file:///etc/passwd", false],
    ["ftp://shop.example.ch/", false],
    ["", false],
    [null, false],
  ])("%s → %s", (url, expected) => {
    expect(isSafeUrl(url, policy)).toBe(expected);
  });

  it("refuses every absolute URL when no origin or host is allowed", () => {
    expect(isSafeUrl("https://shop.example.ch/")).toBe(false);
    expect(isSafeUrl("/relative")).toBe(true);
  });
});

describe("safeHref", () => {
  it("returns the trimmed URL or undefined", () => {
    expect(safeHref(" /Pflege/ ")).toBe("/Pflege/");
    expect(safeHref("javascript:alert(1)")).toBeUndefined();
  });
});

describe("isSafeMediaUrl", () => {
  it.each([
    ["https://cdn.example.ch/media/a.png", true],
    ["/media/a.png", true],
    ["data:image/png;base64,AAAA", true],
    ["javascript:alert(1)", false],
    [" JaVaScRiPt:alert(1)", false],
    ["data:text/html,<script>alert(1)</script>", false],
    ["vbscript:msgbox(1)", false],
    ["url(javascript:alert(1))", false],
    ['<a href="x">', false],
    [null, false],
  ])("%s → %s", (url, safe) => {
    expect(isSafeMediaUrl(url)).toBe(safe);
  });
});
