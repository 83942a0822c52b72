import { expect, it } from "vitest";
import type { Category } from "@shop/store-api";
import { navigationHref } from "./links.ts";

const item = (fields: Partial<Category>) =>
  ({ id: "0123456789abcdef0123456789abcdef", name: "X", type: "page", ...fields }) as Category;

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
  expect(navigationHref(item({ type: "link", linkType: "product", internalLink: "abc" }), "de-DE")).toEqual({
    href: "/detail/abc",
    external: false,
  });
  expect(
    navigationHref(item({ type: "link", linkType: "landing_page", internalLink: "lp1" }), "fr-CH"),
  ).toEqual({ href: "/fr-CH/landingPage/lp1", external: false });
  expect(navigationHref(item({}), "de-DE")).toEqual({
    href: "/navigation/0123456789abcdef0123456789abcdef",
    external: false,
  });
});

const external = (externalLink: string) => item({ type: "link", linkType: "external", externalLink });

it("refuses external links to hosts without permission and dangerous schemes", () => {
  expect(navigationHref(external("https://evil.example/phish"), "de-DE")).toBeNull();
  expect(navigationHref(external("javascript:alert(1)"), "de-DE")).toBeNull();
  expect(navigationHref(external("data:text/html,hi"), "de-DE")).toBeNull();
  expect(navigationHref(external("https://www.youtube.com/@clarus"), "de-DE")).toEqual({
    href: "https://www.youtube.com/@clarus",
    external: true,
  });
});
