import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { meadow, page, section, textBlock } from "./__fixtures__/cms.ts";
import { CmsPage } from "./CmsPage.tsx";
import { renderWithI18n } from "./test-utils.tsx";

/** The §5.2–§5.6 rules of cms-types.md that CmsPage.test.tsx does not cover yet. */
const wrapperOf = (heading: string, selector: string) =>
  screen.getByRole("heading", { name: heading }).closest<HTMLElement>(selector);

describe("section and block options", () => {
  it("adds the editor's css class, the type and the position to section and block wrappers", () => {
    renderWithI18n(
      <CmsPage
        cmsPage={page([
          section([textBlock("<h2>Aktion</h2>", { cssClass: "promo-block", position: 3 })], {
            cssClass: "promo-section",
            position: 2,
          }),
        ])}
      />,
    );
    expect(wrapperOf("Aktion", ".cms-section")?.className).toMatch(
      /cms-section-default.*pos-2.*promo-section|promo-section.*pos-2/,
    );
    const block = wrapperOf("Aktion", ".cms-block");
    expect(block?.classList).toContain("promo-block");
    expect(block?.classList).toContain("pos-3");
    expect(block?.classList).toContain("cms-block-text");
  });

  it.each([
    ["cover", "cover"],
    ["auto", "auto"],
    [null, "cover"],
    ["tile", "cover"],
  ])("fits a section's background image by its mode %s → %s", (mode, size) => {
    renderWithI18n(
      <CmsPage
        cmsPage={page([
          section([textBlock("<h2>Hintergrund</h2>")], {
            backgroundMedia: meadow({ url: "/media/meadow.jpg" }),
            backgroundMediaMode: mode as "cover",
          }),
        ])}
      />,
    );
    expect(wrapperOf("Hintergrund", ".cms-section")?.style.backgroundSize).toBe(size);
  });

  it.each([
    ["contain", "contain"],
    ["auto", "none"],
    [null, "cover"],
  ])("fits a block's background image by its mode %s (object-fit %s)", (mode, fit) => {
    renderWithI18n(
      <CmsPage
        cmsPage={page([
          section([
            textBlock("<h2>Block</h2>", {
              backgroundMedia: meadow({ url: "/media/tiles.svg" }),
              backgroundMediaMode: mode as "cover",
            }),
          ]),
        ])}
      />,
    );
    const image = wrapperOf("Block", ".cms-block")?.querySelector("img.cms-block-background");
    expect(image?.className).toContain(`obj-f_${fit}`);
    // The intrinsic size is reserved like every image's (the crawl's rule), though the block sets the box.
    expect(image?.getAttribute("width")).toBe("1200");
    expect(image?.getAttribute("height")).toBe("800");
  });

  it("renders every block of a default section, whatever its sectionPosition", () => {
    renderWithI18n(
      <CmsPage
        cmsPage={page([
          section([
            textBlock("<h2>Haupt</h2>", { sectionPosition: "main" }),
            textBlock("<h2>Seite</h2>", { sectionPosition: "sidebar", position: 1 }),
            textBlock("<h2>Ohne</h2>", { sectionPosition: null as unknown as "main", position: 2 }),
          ]),
        ])}
      />,
    );
    expect(screen.getAllByRole("heading").map((heading) => heading.textContent)).toEqual([
      "Haupt",
      "Seite",
      "Ohne",
    ]);
  });

  it("puts a sidebar section's block without sectionPosition into the main column", () => {
    renderWithI18n(
      <CmsPage
        cmsPage={page([
          section(
            [
              textBlock("<h2>Filter</h2>", { sectionPosition: "sidebar" }),
              textBlock("<h2>Inhalt</h2>", { sectionPosition: null as unknown as "main", position: 1 }),
            ],
            { type: "sidebar" },
          ),
        ])}
      />,
    );
    expect(wrapperOf("Inhalt", ".cms-section-sidebar-main-content")).toBeTruthy();
    expect(wrapperOf("Filter", ".cms-section-sidebar-sidebar-content")).toBeTruthy();
  });

  it("wraps a sidebar section's sidebar above the main content below md unless it is hidden", () => {
    renderWithI18n(
      <CmsPage
        cmsPage={page([
          section([textBlock("<h2>Filter</h2>", { sectionPosition: "sidebar" })], {
            type: "sidebar",
            mobileBehavior: null as unknown as "wrap",
          }),
        ])}
      />,
    );
    expect(wrapperOf("Filter", "[data-mobile-behavior]")?.dataset.mobileBehavior).toBe("wrap");
  });

  it("shows a block whose visibility is partial: missing devices count as visible", () => {
    renderWithI18n(
      <CmsPage
        cmsPage={page([
          section([
            textBlock("<h2>Teilweise</h2>", {
              visibility: { mobile: false } as unknown as {
                mobile: boolean;
                tablet: boolean;
                desktop: boolean;
              },
            }),
          ]),
        ])}
      />,
    );
    const classes = wrapperOf("Teilweise", ".cms-block")?.classList;
    expect(classes).toContain("hidden-mobile");
    expect(classes).not.toContain("hidden-tablet");
    expect(classes).not.toContain("hidden-desktop");
  });
});
