import { describe, expect, it } from "vitest";
import { categoryIds, fixtureIds, labelsPagePaths, languageIds } from "../fixtures/index.ts";
import { createTestEmulator } from "../node.ts";

interface Node {
  id: string;
  name: string;
  type: string;
  parentId: string | null;
  level: number;
  childCount: number;
  visibleChildCount: number;
  children: Node[];
  seoUrls: Array<{ seoPathInfo: string; languageId: string; isCanonical: boolean }> | null;
  translated: { name: string };
  linkType: string | null;
  internalLink: string | null;
  externalLink: string | null;
  media: { url: string; thumbnails: unknown[] } | null;
}

const fr = languageIds["fr-CH"];

async function navigation(
  path: string,
  init: Parameters<ReturnType<typeof createTestEmulator>["request"]>[1] = {},
) {
  const response = await createTestEmulator().request(`/navigation/${path}`, { json: {}, ...init });
  expect(response.status).toBe(200);
  return (await response.json()) as Node[];
}

/** The levels present in a tree, in order. */
function levelsOf(tree: Node[]): number[] {
  const levels = new Set<number>();
  const walk = (nodes: Node[]) =>
    nodes.forEach((node) => {
      levels.add(node.level);
      walk(node.children);
    });
  walk(tree);
  return [...levels].toSorted((a, b) => a - b);
}

describe("POST /navigation/{activeId}/{rootId}", () => {
  it("returns the six main categories with children and grandchildren at the default depth (2)", async () => {
    const tree = await navigation("main-navigation/main-navigation");
    expect(tree.map((node) => node.name)).toEqual([
      "Reinigungsmittel",
      "Oberflächenbehandlung",
      "Maschinen",
      "Zubehör",
      "Hygiene",
      "Profi-Sets",
    ]);
    for (const node of tree) {
      expect(node.parentId).toBe(fixtureIds.homeCategory);
      expect(node.children.length).toBeGreaterThanOrEqual(2);
      expect(node.children.length).toBeLessThanOrEqual(3);
      expect(node.childCount).toBe(node.children.length);
      expect(node.media?.url).toMatch(/^http:\/\/shop\.test\/media\/.+\.png$/);
    }
    // Depth 2 reaches root.level + 3: the whole main navigation (three levels below the home category).
    expect(levelsOf(tree)).toEqual([2, 3, 4]);
  });

  // Shopware's NavigationRoute loads `root.level < level <= root.level + depth + 1` (since 6.4.11).
  it.each([
    [0, [2]],
    [1, [2, 3]],
    [2, [2, 3, 4]],
    [3, [2, 3, 4]],
  ])("loads depth + 1 levels below the root: depth %i gives the levels %j", async (depth, levels) => {
    const tree = await navigation("main-navigation/main-navigation", { json: { depth } });
    expect(levelsOf(tree)).toEqual(levels);
    expect(tree).toHaveLength(6);
  });

  it("counts visible children among the loaded levels only, as Shopware does; childCount is the stored count", async () => {
    const tree = await navigation("main-navigation/main-navigation", { json: { depth: 1 } });
    const cleaning = tree.find((node) => node.id === categoryIds.cleaning)!;
    expect(cleaning.visibleChildCount).toBe(cleaning.children.length);
    const floor = cleaning.children.find((node) => node.id === categoryIds["cleaning/floor"])!;
    // The deepest loaded level (root.level + depth + 1) reports no visible children, its stored count does.
    expect(floor.children).toEqual([]);
    expect(floor.visibleChildCount).toBe(0);
    expect(floor.childCount).toBe(3);

    const top = await navigation("main-navigation/main-navigation", { json: { depth: 0 } });
    expect(top.every((node) => node.visibleChildCount === 0 && node.childCount > 0)).toBe(true);
  });

  it("answers a top item's branch as its children with their children at depth 1", async () => {
    const branch = await navigation(`${categoryIds.cleaning}/${categoryIds.cleaning}`, {
      json: { depth: 1 },
    });
    expect(branch.map((node) => node.name)).toEqual(["Bodenreiniger", "Sanitärreiniger", "Allzweckreiniger"]);
    expect(branch.every((node) => node.childCount > 0 && node.children.length === node.childCount)).toBe(
      true,
    );
    expect(levelsOf(branch)).toEqual([3, 4]);
  });

  it("loads the active category's branch beyond the depth: the children of each category on the way", async () => {
    const active = categoryIds["cleaning/floor/deep"]!;
    const tree = await navigation(`${active}/main-navigation`, { json: { depth: 0 } });
    const cleaning = tree.find((node) => node.id === categoryIds.cleaning)!;
    expect(cleaning.children.map((node) => node.name)).toEqual([
      "Bodenreiniger",
      "Sanitärreiniger",
      "Allzweckreiniger",
    ]);
    const floor = cleaning.children[0]!;
    expect(floor.children.map((node) => node.id)).toContain(active);
    // Siblings of the branch stay closed, and so do the other top items.
    expect(cleaning.children[1]!.children).toEqual([]);
    expect(tree.find((node) => node.id === categoryIds.machines)!.children).toEqual([]);
  });

  it("loads the active category's children when they lie beyond the depth", async () => {
    const tree = await navigation(`${categoryIds.machines}/main-navigation`, { json: { depth: 0 } });
    const machines = tree.find((node) => node.id === categoryIds.machines)!;
    expect(machines.children.map((node) => node.name)).toEqual([
      "Scheuersaugmaschinen",
      "Staubsauger",
      "Einscheibenmaschinen",
    ]);
    expect(tree.find((node) => node.id === categoryIds.cleaning)!.children).toEqual([]);
  });

  it("translates to the request language", async () => {
    const tree = await navigation("main-navigation/main-navigation", { languageId: fr });
    expect(tree.map((node) => node.translated.name)).toEqual([
      "Produits de nettoyage",
      "Traitement de surface",
      "Machines",
      "Accessoires",
      "Hygiène et désinfection",
      "Kits professionnels",
    ]);
  });

  it("fills seoUrls only with sw-include-seo-urls: true, in the request language", async () => {
    const without = await navigation("main-navigation/main-navigation");
    expect(without.every((node) => node.seoUrls === null)).toBe(true);

    const german = await navigation("main-navigation/main-navigation", { includeSeoUrls: true });
    expect(german[0]!.seoUrls!.map((url) => url.seoPathInfo)).toEqual(["Reinigungsmittel/"]);
    expect(german[0]!.children[0]!.seoUrls![0]!.seoPathInfo).toBe("Reinigungsmittel/Bodenreiniger/");

    const french = await navigation("main-navigation/main-navigation", {
      includeSeoUrls: true,
      languageId: fr,
    });
    expect(french[0]!.seoUrls).toEqual([
      expect.objectContaining({ seoPathInfo: "Produits-de-nettoyage/", languageId: fr, isCanonical: true }),
    ]);
  });

  it("returns the footer as three columns (folders) of links", async () => {
    const footer = await navigation("footer-navigation/footer-navigation", { includeSeoUrls: true });
    expect(footer.map((column) => [column.name, column.type])).toEqual([
      ["Service", "folder"],
      ["Unternehmen", "folder"],
      ["Rechtliches", "folder"],
    ]);
    expect(footer.flatMap((column) => column.children.map((link) => link.name))).toEqual([
      "Kontakt",
      "Versand und Lieferung",
      "Zahlungsarten",
      "Standortsuche",
      "Über uns",
      "Labels und Zertifikate",
      "Impressum",
      "Datenschutz",
      "AGB",
    ]);
    const labels = footer[1]!.children.find((link) => link.id === fixtureIds.labelsCategory)!;
    expect(labels.seoUrls![0]!.seoPathInfo).toBe(labelsPagePaths["de-DE"]);
    expect(footer.every((column) => column.seoUrls?.length === 0)).toBe(true);
  });

  it("returns the French footer with French paths", async () => {
    const footer = await navigation("footer-navigation/footer-navigation", {
      includeSeoUrls: true,
      languageId: fr,
    });
    expect(footer.map((column) => column.translated.name)).toEqual([
      "Service",
      "Entreprise",
      "Mentions légales",
    ]);
    const labels = footer[1]!.children.find((link) => link.id === fixtureIds.labelsCategory)!;
    expect(labels.seoUrls![0]!.seoPathInfo).toBe("making-green-work/labels/");
  });

  it("returns the service navigation with internal and external links", async () => {
    const service = await navigation("service-navigation/service-navigation", { includeSeoUrls: true });
    // Contact, FAQ, business customers, safety data sheets, the store finder, then shipping, imprint, privacy
    // and terms.
    expect(service.map((item) => item.type)).toEqual([
      "link",
      "page",
      "page",
      "link",
      "link",
      "link",
      "link",
      "link",
      "link",
    ]);
    expect(service[0]).toMatchObject({ linkType: "category", internalLink: fixtureIds.contactCategory });
    expect(service[3]).toMatchObject({
      linkType: "external",
      externalLink: "https://www.clarus-shop.ch/sdb/",
    });
    expect(service[4]).toMatchObject({ linkType: "external", externalLink: "/store-finder" });
  });

  it("returns a flat list without buildTree", async () => {
    const flat = await navigation("main-navigation/main-navigation", {
      json: { buildTree: false, depth: 1 },
    });
    // The root itself and the two levels below it.
    expect(flat).toHaveLength(1 + 6 + 17);
    expect(flat[0]!.id).toBe(fixtureIds.homeCategory);
    expect(flat.every((node) => node.children.length === 0)).toBe(true);
  });

  it("answers 404 CONTENT__CATEGORY_NOT_FOUND for an unknown id", async () => {
    const response = await createTestEmulator().request(`/navigation/${"a".repeat(32)}/main-navigation`, {
      json: {},
    });
    expect(response.status).toBe(404);
    expect((await response.json()).errors[0].code).toBe("CONTENT__CATEGORY_NOT_FOUND");
  });

  it("reads depth from the query of a GET", async () => {
    const response = await createTestEmulator().request(
      "/navigation/main-navigation/main-navigation?depth=0",
    );
    const tree = (await response.json()) as Node[];
    expect(tree.every((node) => node.children.length === 0)).toBe(true);
  });
});
