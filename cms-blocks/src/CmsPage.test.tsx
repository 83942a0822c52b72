import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { block, bottle, imageBlock, meadow, page, section, slot, textBlock } from "./__fixtures__/cms.ts";
import { CmsPage } from "./CmsPage.tsx";
import { renderWithI18n } from "./test-utils.tsx";

const headings = () => screen.getAllByRole("heading").map((heading) => heading.textContent);
const wrapperOf = (element: HTMLElement, selector: string) => element.closest<HTMLElement>(selector);
const containerOf = (heading: string) =>
  wrapperOf(screen.getByRole("heading", { name: heading }), ".cms-block-container");

describe("CmsPage", () => {
  it("renders sections and their blocks by position", () => {
    renderWithI18n(
      <CmsPage
        cmsPage={page([
          section([textBlock("<h2>Section 2</h2>")], { position: 2 }),
          section(
            [textBlock("<h2>Block B</h2>", { position: 1 }), textBlock("<h2>Block A</h2>", { position: 0 })],
            { position: 1 },
          ),
        ])}
      />,
    );
    expect(headings()).toEqual(["Block A", "Block B", "Section 2"]);
  });

  it("renders text as HTML", () => {
    renderWithI18n(
      <CmsPage cmsPage={page([section([textBlock('<p>Read our <a href="/agb">terms</a></p>')])])} />,
    );
    expect(screen.getByRole("link", { name: "terms" }).getAttribute("href")).toBe("/agb");
  });

  it("puts sidebar blocks in a sidebar column before the main column", () => {
    const { container } = renderWithI18n(
      <CmsPage
        cmsPage={page([
          section(
            [
              textBlock("<h2>Main</h2>", { position: 0 }),
              textBlock("<h2>Sidebar</h2>", { position: 1, sectionPosition: "sidebar" }),
            ],
            { type: "sidebar" },
          ),
        ])}
      />,
    );
    const [sidebar, main] = container.querySelectorAll<HTMLElement>(
      ".cms-section-sidebar-sidebar-content, .cms-section-sidebar-main-content",
    );
    expect(sidebar?.className).toContain("cms-section-sidebar-sidebar-content");
    expect(within(sidebar!).getByRole("heading").textContent).toBe("Sidebar");
    expect(within(main!).getByRole("heading").textContent).toBe("Main");
    expect(headings()).toEqual(["Sidebar", "Main"]);
  });

  it("hides the sidebar below md only when mobileBehavior is hidden", () => {
    const { container } = renderWithI18n(
      <CmsPage
        cmsPage={page([
          section([textBlock("<p>x</p>", { sectionPosition: "sidebar" })], {
            type: "sidebar",
            mobileBehavior: "hidden",
          }),
          section([textBlock("<p>y</p>", { sectionPosition: "sidebar" })], {
            type: "sidebar",
            mobileBehavior: "wrap",
          }),
        ])}
      />,
    );
    const behaviours = [...container.querySelectorAll("[data-mobile-behavior]")].map((el) =>
      el.getAttribute("data-mobile-behavior"),
    );
    expect(behaviours).toEqual(["hidden", "wrap"]);
  });

  it("marks sections and blocks hidden per device; null visibility shows everywhere", () => {
    renderWithI18n(
      <CmsPage
        cmsPage={page([
          section(
            [
              textBlock("<h2>Desktop only</h2>", {
                visibility: { mobile: false, tablet: false, desktop: true },
              }),
            ],
            {
              visibility: { mobile: true, tablet: true, desktop: false },
            },
          ),
          section([textBlock("<h2>Everywhere</h2>", { visibility: null })], {
            position: 1,
            visibility: null,
          }),
        ])}
      />,
    );
    const hidden = screen.getByRole("heading", { name: "Desktop only" });
    const hiddenBlock = wrapperOf(hidden, ".cms-block");
    expect(hiddenBlock?.classList).toContain("hidden-mobile");
    expect(hiddenBlock?.classList).toContain("hidden-tablet");
    expect(hiddenBlock?.classList).not.toContain("hidden-desktop");
    expect(wrapperOf(hidden, ".cms-section")?.classList).toContain("hidden-desktop");

    const visible = screen.getByRole("heading", { name: "Everywhere" });
    expect(wrapperOf(visible, ".cms-block")?.className).not.toMatch(/hidden-/);
    expect(wrapperOf(visible, ".cms-section")?.className).not.toMatch(/hidden-/);
  });

  it("applies block margins as padding, top right bottom left, missing sides 0", () => {
    renderWithI18n(
      <CmsPage
        cmsPage={page([
          section([
            textBlock("<h2>Some</h2>", {
              marginTop: "10px",
              marginRight: null,
              marginBottom: "30px",
              marginLeft: "",
            }),
            textBlock("<h2>None</h2>", {
              position: 1,
              marginTop: null,
              marginRight: null,
              marginBottom: null,
              marginLeft: null,
            }),
          ]),
        ])}
      />,
    );
    expect(containerOf("Some")?.style.padding).toBe("10px 0px 30px");
    expect(containerOf("None")?.getAttribute("style")).toBeNull();
  });

  it("refuses CMS style values that could inject further declarations", () => {
    renderWithI18n(
      <CmsPage
        cmsPage={page([
          section(
            [
              textBlock("<h2>Styled</h2>", {
                backgroundColor: "red; position: fixed",
                marginTop: "1px;top:0",
              }),
            ],
            {
              backgroundColor: "#fff}body{display:none",
            },
          ),
        ])}
      />,
    );
    const heading = screen.getByRole("heading", { name: "Styled" });
    expect(wrapperOf(heading, ".cms-block")?.getAttribute("style")).toBeNull();
    expect(wrapperOf(heading, ".cms-block-container")?.style.padding).toBe("0px 20px 20px");
    expect(wrapperOf(heading, ".cms-section")?.getAttribute("style")).toBeNull();
  });

  it("sets section sizing, background colour and background image", () => {
    renderWithI18n(
      <CmsPage
        cmsPage={page([
          section([textBlock("<h2>Boxed</h2>")], { sizingMode: null, backgroundColor: "#eef8f6" }),
          section([textBlock("<h2>Wide</h2>")], {
            position: 1,
            sizingMode: "full_width",
            backgroundMedia: meadow({ url: "/media/meadow.jpg" }),
            backgroundMediaMode: "contain",
          }),
        ])}
      />,
    );
    const boxed = wrapperOf(screen.getByRole("heading", { name: "Boxed" }), ".cms-section");
    expect(boxed?.dataset.sizing).toBe("boxed");
    expect(boxed?.style.backgroundColor).toBe("#eef8f6");
    const wide = wrapperOf(screen.getByRole("heading", { name: "Wide" }), ".cms-section");
    expect(wide?.dataset.sizing).toBe("full_width");
    expect(wide?.classList).toContain("full-width");
    expect(wide?.style.backgroundImage).toContain("/media/meadow.jpg");
    expect(wide?.style.backgroundSize).toBe("contain");
  });

  it("gives blocks a background colour and a decorative covering background image", () => {
    renderWithI18n(
      <CmsPage
        cmsPage={page([
          section([
            textBlock("<h2>Teaser</h2>", {
              backgroundColor: "#f7f8f8",
              backgroundMedia: meadow({ url: "/media/tiles.svg" }),
              backgroundMediaMode: "contain",
            }),
          ]),
        ])}
      />,
    );
    const wrapper = wrapperOf(screen.getByRole("heading", { name: "Teaser" }), ".cms-block");
    expect(wrapper?.style.backgroundColor).toBe("#f7f8f8");
    const background = wrapper?.querySelector("img.cms-block-background");
    expect(background?.getAttribute("alt")).toBe("");
    expect(background?.getAttribute("src")).toBe("/media/tiles.svg");
    expect(screen.queryByRole("img")).toBeNull(); // decorative: hidden from assistive technology
  });

  it("loads the first image of the first section eagerly and every other image lazily", () => {
    renderWithI18n(
      <CmsPage
        cmsPage={page([
          section([
            imageBlock(bottle({ alt: "Second" }), {}, { position: 1 }),
            imageBlock(meadow({ alt: "First" })),
          ]),
          section([imageBlock(meadow({ alt: "Later" }))], { position: 1 }),
        ])}
      />,
    );
    const first = screen.getByRole("img", { name: "First" });
    expect(first.getAttribute("loading")).toBe("eager");
    expect(first.getAttribute("fetchpriority")).toBe("high");
    for (const name of ["Second", "Later"]) {
      expect(screen.getByRole("img", { name }).getAttribute("loading")).toBe("lazy");
    }
  });

  it("loads every image lazily when the page is not above the fold", () => {
    renderWithI18n(
      <CmsPage cmsPage={page([section([imageBlock(meadow({ alt: "Hero" }))])])} isAboveFold={false} />,
    );
    expect(screen.getByRole("img", { name: "Hero" }).getAttribute("loading")).toBe("lazy");
  });

  it("lets the browser skip every block while it is off screen after the first paint", () => {
    renderWithI18n(
      <CmsPage
        cmsPage={page([
          section([textBlock("<h2>First</h2>"), textBlock("<h2>Second</h2>", { position: 1 })]),
          section([textBlock("<h2>Next section</h2>")], { position: 1 }),
        ])}
      />,
    );
    for (const name of ["First", "Second", "Next section"]) {
      const wrapper = wrapperOf(screen.getByRole("heading", { name }), ".cms-block")!;
      expect(wrapper.hasAttribute("data-skippable")).toBe(true);
      // Rendered for the first paint: skipped only once the page's start marks it off screen.
      expect(wrapper.hasAttribute("data-offscreen")).toBe(false);
    }
  });

  it("shows a placeholder for unknown section, block and element types and renders the rest", () => {
    renderWithI18n(
      <CmsPage
        cmsPage={page([
          section([textBlock("<h2>Inside unknown</h2>")], { type: "hero-banner" }),
          section(
            [
              block("product-carousel", [slot("product-slider", "productSlider", { products: [] })]),
              block("text", [slot("product-box-grid", "content", null)], { position: 1 }),
              textBlock("<h2>Still here</h2>", { position: 2 }),
            ],
            { position: 1 },
          ),
        ])}
      />,
    );
    expect(screen.getByText("There is no CmsSectionHeroBanner")).toBeTruthy();
    expect(screen.getByText("There is no CmsBlockProductCarousel")).toBeTruthy();
    expect(screen.getByText("There is no CmsElementProductBoxGrid")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Still here" })).toBeTruthy();
  });
});
