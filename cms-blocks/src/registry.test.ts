import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cmsComponent, cmsComponentName, type CmsKind } from "./registry.ts";

/**
 * The type catalogue's rows in docs/cms.md ("The type catalogue"): `| block | \`text-hero\` | §3 |`; a row
 * whose third cell says "missing" names a type the shop does not render yet.
 */
function catalogue(): { kind: CmsKind; type: string; missing: boolean }[] {
  const doc = readFileSync(join(import.meta.dirname, "../../docs/cms.md"), "utf8");
  const table = doc.slice(doc.indexOf("## The type catalogue"));
  return [...table.matchAll(/^\| (section|block|element) +\| `([a-z0-9-]+)` +\|([^|\n]*)\|/gm)].map(
    (match) => ({
      kind: match[1] as CmsKind,
      type: match[2]!,
      missing: match[3]!.includes("missing"),
    }),
  );
}

describe("cmsComponentName", () => {
  it.each([
    ["section", "default", "CmsSectionDefault"],
    ["section", "sidebar", "CmsSectionSidebar"],
    ["block", "image-text", "CmsBlockImageText"],
    ["block", "product-slider", "CmsBlockProductSlider"],
    ["element", "image-gallery", "CmsElementImageGallery"],
    ["element", "buy-box", "CmsElementBuyBox"],
  ] as const)("%s %s → %s", (kind, type, name) => {
    expect(cmsComponentName(kind, type)).toBe(name);
  });
});

describe("cmsComponent", () => {
  it("finds registered types only", () => {
    expect(cmsComponent("block", "image-text")?.name).toBe("CmsBlockImageText");
    expect(cmsComponent("element", "image")?.name).toBe("CmsElementImage");
    expect(cmsComponent("block", "product-carousel")).toBeUndefined();
    expect(cmsComponent("block", "constructor")).toBeUndefined();
    expect(cmsComponent("section", undefined)).toBeUndefined();
  });
});

describe("the type catalogue (docs/cms.md)", () => {
  const types = catalogue();

  it("lists the 2 sections, 37 + 4 blocks and 18 + 4 elements of cms-types.md §2–§4 and §6b", () => {
    const counts = (["section", "block", "element"] as const).map(
      (kind) => types.filter((entry) => entry.kind === kind).length,
    );
    expect(counts).toEqual([2, 41, 22]);
  });

  // Every type has its component, except those the table marks missing (and those must be missing: a new
  // component takes its row's mark away). The message names the types.
  it("has a component for every type the table does not mark missing", () => {
    const unregistered = types
      .filter(({ kind, type }) => cmsComponent(kind, type) === undefined)
      .map(({ kind, type }) => `${kind} ${type} (${cmsComponentName(kind, type)})`);
    const markedMissing = types
      .filter((entry) => entry.missing)
      .map(({ kind, type }) => `${kind} ${type} (${cmsComponentName(kind, type)})`);
    expect(unregistered, `types without a component:\n${unregistered.join("\n")}`).toEqual(markedMissing);
  });
});
