import { expect, it } from "vitest";
import { pageMeta } from "./meta.ts";

it("adds the shop's name to a page title once", () => {
  expect(pageMeta({ title: "Reinigungsmittel" })).toEqual([{ title: "Reinigungsmittel | Clarus" }]);
  expect(pageMeta({ title: "Clarus – Reinigungsmittel" })).toEqual([{ title: "Clarus – Reinigungsmittel" }]);
  expect(pageMeta(undefined)).toEqual([{ title: "Clarus" }]);
});

it("adds the description when there is one", () => {
  expect(pageMeta({ title: "AGB", description: "Allgemeine Geschäftsbedingungen" })).toEqual([
    { title: "AGB | Clarus" },
    { name: "description", content: "Allgemeine Geschäftsbedingungen" },
  ]);
});
