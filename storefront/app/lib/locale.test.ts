import { describe, expect, it } from "vitest";
import { detectLocale, localeLabel, localizePath, splitLocalePath } from "./locale.ts";

describe("splitLocalePath", () => {
  it.each([
    ["/", "de-DE", "/"],
    ["/Reinigungsmittel/", "de-DE", "/Reinigungsmittel/"],
    ["/fr-CH", "fr-CH", "/"],
    ["/fr-CH/", "fr-CH", "/"],
    ["/fr-CH/Nettoyage/", "fr-CH", "/Nettoyage/"],
    ["/fr-CHx/page", "de-DE", "/fr-CHx/page"],
  ])("%s is %s %s", (pathname, locale, path) => {
    expect(splitLocalePath(pathname)).toEqual({ locale, path });
  });
});

describe("localizePath", () => {
  it("prefixes French paths and leaves German ones", () => {
    expect(localizePath("/", "fr-CH")).toBe("/fr-CH");
    expect(localizePath("/Nettoyage/", "fr-CH")).toBe("/fr-CH/Nettoyage/");
    expect(localizePath("/Reinigung/", "de-DE")).toBe("/Reinigung/");
  });
});

describe("detectLocale", () => {
  it.each([
    ["fr-CH,fr;q=0.9,en;q=0.8", "fr-CH"],
    ["fr-FR", "fr-CH"],
    ["fr", "fr-CH"],
    ["de-CH,de;q=0.9", "de-DE"],
    ["en-US,en;q=0.9,fr;q=0.5", "fr-CH"],
    ["en-US,de;q=0.4,fr;q=0.6", "fr-CH"],
    ["it-CH,de;q=0.7,fr;q=0.6", "de-DE"],
    ["en-US", undefined],
    ["fr;q=0", undefined],
    ["", undefined],
  ])("%s -> %s", (header, locale) => {
    expect(detectLocale(header)).toBe(locale);
  });
  it("handles a missing header", () => expect(detectLocale(null)).toBeUndefined());
});

it("labels languages with two upper-case letters", () => {
  expect(localeLabel("de-DE")).toBe("DE");
  expect(localeLabel("fr-CH")).toBe("FR");
});
