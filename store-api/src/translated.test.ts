import { describe, expect, it } from "vitest";
import { translated, translatedName } from "./translated.ts";

describe("translatedName", () => {
  it("prefers the translated name", () => {
    expect(translatedName({ name: "Reiniger", translated: { name: "Nettoyant" } })).toBe("Nettoyant");
  });
  it("falls back to the stored name, then to nothing", () => {
    expect(translatedName({ name: "Reiniger", translated: { name: null } })).toBe("Reiniger");
    expect(translatedName({ name: "Reiniger" })).toBe("Reiniger");
    expect(translatedName({ name: null, translated: null })).toBe("");
  });
});

describe("translated", () => {
  it("reads any translatable field", () => {
    expect(translated({ description: "de", translated: { description: "fr" } }, "description")).toBe("fr");
  });
});
