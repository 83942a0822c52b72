import { describe, expect, it } from "vitest";
import type { NavItem } from "@shop/design-system";
import type { Category } from "@shop/store-api";
import { activeRoute, categoryTrail, navigationHref, toFooterColumns, toNavItems } from "./navigation.ts";

const id = (n: number) => n.toString(16).padStart(32, "0");
const category = (n: number, fields: Partial<Category> = {}) =>
  ({ id: id(n), name: `C${n}`, type: "page", children: [], ...fields }) as unknown as Category;

describe("toNavItems", () => {
  it("maps links, names, new tabs and images, and leaves out refused links and hidden categories", () => {
    const tree = [
      category(1, {
        translated: { name: "Reinigung" },
        seoUrls: [{ seoPathInfo: "Reinigung/", isCanonical: true }] as Category["seoUrls"],
        media: {
          id: "m",
          url: "/media/1.webp",
          alt: "Eimer",
          metaData: { width: 800, height: 600 },
          thumbnails: [{ url: "/media/1-400.webp", width: 400, height: 300 }],
        },
        children: [
          category(2, {
            seoUrls: [{ seoPathInfo: "Reinigung/Boden/", isCanonical: true }] as Category["seoUrls"],
          }),
          category(3, { type: "link", linkType: "external", externalLink: "javascript:alert(1)" }),
          category(4, { visible: false }),
        ],
      }),
      category(5, {
        type: "link",
        linkType: "external",
        externalLink: "https://www.youtube.com/x",
        linkNewTab: true,
      }),
    ] as Category[];
    const items = toNavItems(tree, "fr-CH");
    expect(items).toEqual([
      {
        id: id(1),
        label: "Reinigung",
        href: "/fr-CH/Reinigung/",
        image: {
          src: "/media/1.webp",
          srcSet: "/media/1-400.webp 400w, /media/1.webp 800w",
          width: 800,
          height: 600,
          alt: "Eimer",
        },
        children: [{ id: id(2), label: "C2", href: "/fr-CH/Reinigung/Boden/" }],
      },
      {
        id: id(5),
        label: "C5",
        href: "https://www.youtube.com/x",
        target: "_blank",
        rel: "noopener noreferrer",
      },
    ]);
  });
});

const seo = (path: string) => [{ seoPathInfo: path, isCanonical: true }] as Category["seoUrls"];

describe("toNavItems below the loaded levels", () => {
  const media = {
    id: "m",
    url: "/media/1.webp",
    alt: "",
    metaData: { width: 600, height: 400 },
    thumbnails: [],
  };

  it("marks categories whose children were not loaded as lazy, from the stored childCount", () => {
    const items = toNavItems(
      [
        category(1, { seoUrls: seo("A/"), childCount: 3 }),
        category(2, { seoUrls: seo("B/"), childCount: 0 }),
        category(3, {
          seoUrls: seo("C/"),
          childCount: 1,
          children: [category(4, { seoUrls: seo("C/D/"), childCount: 2 })],
        }),
      ],
      "de-DE",
    );
    expect(items.map((item) => item.lazyChildren)).toEqual(["idle", undefined, undefined]);
    expect(items[2]!.children![0]!.lazyChildren).toBe("idle");
  });

  it("keeps images only on the first imageLevels levels", () => {
    const tree = [
      category(1, {
        seoUrls: seo("A/"),
        media,
        children: [category(2, { seoUrls: seo("A/B/"), media, children: [category(3, { media })] })],
      }),
    ] as Category[];
    const none = toNavItems(tree, "de-DE", { imageLevels: 0 });
    expect(JSON.stringify(none)).not.toContain("image");
    const panel = toNavItems(tree[0]!.children, "de-DE", { imageLevels: 1 });
    expect(panel[0]!.image?.src).toBe("/media/1.webp");
    expect(panel[0]!.children![0]!.image).toBeUndefined();
  });
});

describe("toFooterColumns", () => {
  it("keeps what the footer shows: the column names and their links", () => {
    const columns = toFooterColumns(
      [
        category(1, {
          type: "folder",
          translated: { name: "Service" },
          seoUrls: [],
          children: [
            category(2, {
              translated: { name: "Kontakt" },
              seoUrls: [{ seoPathInfo: "Kontakt/", isCanonical: true }] as Category["seoUrls"],
            }),
            category(3, { type: "link", linkType: "external", externalLink: "javascript:alert(1)" }),
            category(4, {
              type: "link",
              linkType: "external",
              externalLink: "https://www.youtube.com/clarus",
              linkNewTab: true,
            }),
          ],
        }),
      ] as Category[],
      "fr-CH",
    );
    expect(columns).toEqual([
      {
        id: id(1),
        label: "Service",
        links: [
          { id: id(2), label: "Kontakt", href: "/fr-CH/Kontakt/", external: false, newTab: false },
          { id: id(3), label: "C3", href: null, external: false, newTab: false },
          { id: id(4), label: "C4", href: "https://www.youtube.com/clarus", external: true, newTab: true },
        ],
      },
    ]);
  });
});

describe("categoryTrail", () => {
  it("takes the linked breadcrumb entries of a category page only", () => {
    const breadcrumbs = [
      { label: "Home", href: "/" },
      { label: "A", href: "/A/" },
      { label: "One", href: "/A/One/" },
      { label: "X" },
    ];
    expect(categoryTrail({ kind: "category", breadcrumbs })).toEqual(["/", "/A/", "/A/One/"]);
    expect(categoryTrail({ kind: "product", breadcrumbs })).toEqual([]);
    expect(categoryTrail(undefined)).toEqual([]);
  });
});

describe("activeRoute", () => {
  const items: NavItem[] = [
    {
      id: "a",
      label: "A",
      href: "/A/",
      children: [
        {
          id: "a1",
          label: "A1",
          href: "/A/One/",
          children: [{ id: "a1x", label: "A1x", href: "/A/One/X/" }],
        },
        { id: "a2", label: "A2", href: "/A/Two/" },
      ],
    },
    { id: "b", label: "B", href: "/fr-CH/B/" },
    { id: "ext", label: "Ext", href: "https://www.youtube.com/", target: "_blank" },
  ];

  it("marks the item of the current path and its ancestors", () => {
    expect(activeRoute(items, "/A/One/X/")).toEqual({ activeIds: ["a", "a1", "a1x"], currentId: "a1x" });
    expect(activeRoute(items, "/A/Two")).toEqual({ activeIds: ["a", "a2"], currentId: "a2" });
    expect(activeRoute(items, "/A/")).toEqual({ activeIds: ["a"], currentId: "a" });
    expect(activeRoute(items, "/fr-CH/B/")).toEqual({ activeIds: ["b"], currentId: "b" });
  });

  it("marks nothing on paths outside the navigation", () => {
    expect(activeRoute(items, "/")).toEqual({ activeIds: [], currentId: undefined });
    expect(activeRoute(items, "/A/Three/")).toEqual({ activeIds: [], currentId: undefined });
    expect(activeRoute(items, "/B/")).toEqual({ activeIds: [], currentId: undefined });
  });

  it("marks the deepest loaded ancestor from the page's trail while its own item is not loaded", () => {
    const top: NavItem[] = items.map(({ children: _below, ...item }) => ({ ...item, lazyChildren: "idle" }));
    expect(activeRoute(top, "/A/One/X/", ["/", "/A/", "/A/One/"])).toEqual({
      activeIds: ["a"],
      currentId: undefined,
    });
    // Loaded, the page's own item wins.
    expect(activeRoute(items, "/A/One/X/", ["/", "/A/", "/A/One/"])).toEqual({
      activeIds: ["a", "a1", "a1x"],
      currentId: "a1x",
    });
    expect(activeRoute(top, "/C/D/", ["/", "/C/"])).toEqual({ activeIds: [], currentId: undefined });
  });

  it("compares decoded paths", () => {
    const umlaut: NavItem[] = [{ id: "u", label: "Böden", href: "/B%C3%B6den/" }];
    expect(activeRoute(umlaut, "/Böden/").currentId).toBe("u");
  });
});

const item = (fields: Partial<Category>) =>
  ({ id: "0123456789abcdef0123456789abcdef", name: "X", type: "page", ...fields }) as Category;

const external = (externalLink: string) => item({ type: "link", linkType: "external", externalLink });

describe("navigationHref", () => {
  it("prefers the external link, then the SEO path, then the technical path", () => {
    expect(
      navigationHref(item({ type: "link", linkType: "external", externalLink: "https://x.ch" }), "de-DE", {
        allowedHosts: ["x.ch"],
      }),
    ).toEqual({ href: "https://x.ch", external: true });
    expect(
      navigationHref(
        item({ seoUrls: [{ seoPathInfo: "Nettoyage/", isCanonical: true }] as Category["seoUrls"] }),
        "fr-CH",
      ),
    ).toEqual({ href: "/fr-CH/Nettoyage/", external: false });
    expect(navigationHref(item({ type: "link", linkType: "product", internalLink: "abc" }), "de-DE")).toEqual(
      {
        href: "/detail/abc",
        external: false,
      },
    );
    expect(
      navigationHref(item({ type: "link", linkType: "landing_page", internalLink: "lp1" }), "fr-CH"),
    ).toEqual({ href: "/fr-CH/landingPage/lp1", external: false });
    expect(navigationHref(item({}), "de-DE")).toEqual({
      href: "/navigation/0123456789abcdef0123456789abcdef",
      external: false,
    });
  });

  it("takes a root-relative external link as a page of the shop, in the shopper's language", () => {
    expect(navigationHref(external("/store-finder"), "de-DE")).toEqual({
      href: "/store-finder",
      external: false,
    });
    expect(navigationHref(external("/store-finder"), "fr-CH")).toEqual({
      href: "/fr-CH/store-finder",
      external: false,
    });
    expect(navigationHref(external("//evil.example/x"), "fr-CH")).toBeNull();
  });

  it("refuses external links to hosts without permission and dangerous schemes", () => {
    expect(navigationHref(external("https://evil.example/phish"), "de-DE")).toBeNull();
    expect(navigationHref(external("javascript:alert(1)"), "de-DE")).toBeNull();
    expect(navigationHref(external("data:text/html,hi"), "de-DE")).toBeNull();
    expect(navigationHref(external("https://www.youtube.com/@clarus"), "de-DE")).toEqual({
      href: "https://www.youtube.com/@clarus",
      external: true,
    });
  });
});
