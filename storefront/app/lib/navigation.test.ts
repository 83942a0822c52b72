import { describe, expect, it } from "vitest";
import type { NavItem } from "@shop/design-system";
import type { Category } from "@shop/store-api";
import { activeRoute, toNavItems } from "./navigation.ts";

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

  it("compares decoded paths", () => {
    const umlaut: NavItem[] = [{ id: "u", label: "Böden", href: "/B%C3%B6den/" }];
    expect(activeRoute(umlaut, "/Böden/").currentId).toBe("u");
  });
});
