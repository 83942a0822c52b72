import { describe, expect, it } from "vitest";
import { buildSearchIndex, plainText, tokenize, type SearchDocument } from "./search.ts";

const doc = (overrides: Partial<SearchDocument>): SearchDocument => ({
  name: "",
  productNumber: "",
  ean: null,
  keywords: null,
  manufacturer: "",
  options: "",
  description: "",
  ...overrides,
});

const documents = [
  doc({ name: "Bodenreiniger Aktiv", productNumber: "CL10003", description: "Für alle Böden." }),
  doc({ name: "Bodenreiniger", productNumber: "CL10004", keywords: "Boden, Unterhalt" }),
  doc({ name: "Décapant Forte", productNumber: "CL10007", manufacturer: "Clarus" }),
  doc({ name: "Neutralreiniger", productNumber: "CL10001", description: "Ein milder Bodenreiniger." }),
  doc({ name: "Mikrofasertuch", productNumber: "FW20001", options: "Blau Rot" }),
];
const ranked = (term: string) =>
  [...buildSearchIndex(documents).score(term).entries()]
    .toSorted((a, b) => b[1] - a[1])
    .map(([position]) => documents[position]!.productNumber);

describe("search", () => {
  it("tokenises accent- and case-insensitively", () => {
    expect(tokenize("Décapant FORTE, 5 l")).toEqual(["decapant", "forte", "5", "l"]);
    expect(tokenize("Fußboden")).toEqual(["fussboden"]);
    expect(plainText("<p>Für <strong>alle</strong>&nbsp;Böden</p>")).toBe("Für alle Böden");
  });

  it("ranks the exact name first, then names starting with it, then other mentions", () => {
    expect(ranked("Bodenreiniger")).toEqual(["CL10004", "CL10003", "CL10001"]);
  });

  it("finds product numbers exactly and by prefix", () => {
    expect(ranked("CL10007")[0]).toBe("CL10007");
    expect(ranked("cl1000")).toEqual(expect.arrayContaining(["CL10003", "CL10004", "CL10007", "CL10001"]));
    expect(ranked("cl1000")).not.toContain("FW20001");
  });

  it("matches accented words from unaccented input, and parts of compound words", () => {
    expect(ranked("decapant")).toEqual(["CL10007"]);
    expect(ranked("reiniger")).toEqual(expect.arrayContaining(["CL10001", "CL10003", "CL10004"]));
  });

  it("needs every word (AND) and searches keywords, manufacturer and options", () => {
    expect(ranked("bodenreiniger aktiv")).toEqual(["CL10003"]);
    expect(ranked("unterhalt")).toEqual(["CL10004"]);
    expect(ranked("clarus forte")).toEqual(["CL10007"]);
    expect(ranked("tuch rot")).toEqual(["FW20001"]);
    expect(ranked("nirgends")).toEqual([]);
  });
});
