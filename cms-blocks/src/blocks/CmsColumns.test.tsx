import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sizesAttribute, viewportWidth } from "@shop/design-system";
import {
  categoryHeadingBlock,
  centerTextBlock,
  htmlBlock,
  imageColumns,
  imageTextColumns,
  textColumns,
  textOnImageBlock,
} from "../__fixtures__/layoutBlocks.ts";
import { CmsBlock } from "../CmsBlock.tsx";
import { renderWithI18n } from "../test-utils.tsx";
import { cmsColumnWidth } from "./CmsColumns.tsx";

const noMargins = { marginTop: null, marginRight: null, marginBottom: null, marginLeft: null };
const columnSlots = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>("[data-slots]")].map((column) => column.dataset.slots);

describe("cmsColumnWidth", () => {
  it("is the whole row below md and span/12 of it from md, less the gutters", () => {
    expect(sizesAttribute(cmsColumnWidth(viewportWidth, 4))).toBe(
      "(min-width: 768px) calc(33.33vw - 16px), 100vw",
    );
    expect(sizesAttribute(cmsColumnWidth(viewportWidth, 6))).toBe(
      "(min-width: 768px) calc(50vw - 12px), 100vw",
    );
    expect(sizesAttribute(cmsColumnWidth(viewportWidth, 4, 0))).toBe("(min-width: 768px) 33.33vw, 100vw");
  });
});

describe("column blocks", () => {
  it.each([
    ["text-teaser-section", ["left", "right"], ["left", "right"]],
    [
      "image-four-column",
      ["right", "center-right", "left", "center-left"],
      ["left", "center-left", "center-right", "right"],
    ],
    ["image-simple-grid", ["right", "left-bottom", "left-top"], ["left-top left-bottom", "right"]],
    ["image-three-cover", ["right", "center", "left"], ["left", "center", "right"]],
  ])("%s places its slots by name, whatever their order", (type, names, expected) => {
    const block =
      type === "text-teaser-section"
        ? textColumns(type, { right: "<p>Rechts</p>", left: "<p>Links</p>" })
        : imageColumns(type, names);
    const { container } = renderWithI18n(<CmsBlock block={{ ...block, ...noMargins }} />);
    expect(columnSlots(container)).toEqual(expected);
  });

  it("stacks image over text in each column of image-text-row", () => {
    const { container } = renderWithI18n(<CmsBlock block={imageTextColumns("image-text-row")} />);
    expect(columnSlots(container)).toEqual([
      "left-image left-text",
      "center-image center-text",
      "right-image right-text",
    ]);
    const image = screen.getByRole("img", { name: "Gereinigter Steinboden" });
    const heading = screen.getByRole("heading", { name: "Unterhaltsreinigung" });
    expect(image.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("sizes images for their column: a third from md", () => {
    renderWithI18n(
      <CmsBlock
        block={{ ...imageColumns("image-three-column", ["left", "center", "right"]), ...noMargins }}
      />,
    );
    expect(
      screen.getByRole("img", { name: "Flasche Clarus Neutralreiniger (left)" }).getAttribute("sizes"),
    ).toBe("(min-width: 768px) calc(33.33vw - 16px), 100vw");
  });

  it("never sizes bubble images wider than their 300px circle", () => {
    renderWithI18n(
      <CmsBlock block={{ ...imageColumns("image-bubble-row", ["left", "center", "right"]), ...noMargins }} />,
    );
    expect(
      screen.getByRole("img", { name: "Frisch gereinigter Steinboden (center)" }).getAttribute("sizes"),
    ).toBe(
      "(min-width: 948px) 300px, (min-width: 768px) calc(33.33vw - 16px), (min-width: 300px) 300px, 100vw",
    );
  });

  it("keeps an empty column's place when its slot is missing", () => {
    const { container } = renderWithI18n(<CmsBlock block={imageColumns("image-two-column", ["right"])} />);
    expect(columnSlots(container)).toEqual(["left", "right"]);
    expect(screen.getAllByRole("img")).toHaveLength(1);
  });

  it("gives center-text's text its own column between the images", () => {
    const { container } = renderWithI18n(<CmsBlock block={centerTextBlock()} />);
    expect(columnSlots(container)).toEqual(["left", "center", "right"]);
    expect(screen.getByRole("heading", { name: "Profi-Beratung" })).toBeTruthy();
  });
});

describe("text-on-image", () => {
  it("puts the text on a scrim over the block's background image", () => {
    const { container } = renderWithI18n(<CmsBlock block={textOnImageBlock()} />);
    expect(container.querySelector(".cms-block-background")).toBeTruthy();
    const scrim = container.querySelector("[data-scrim]");
    expect(scrim?.querySelector("h2")?.textContent).toBe("Grundreinigung ab CHF 4.80 pro m²");
  });
});

describe("html and category-name", () => {
  it("renders the (server-sanitised) html content", () => {
    renderWithI18n(
      <CmsBlock block={htmlBlock('<h2>Preisliste</h2><a class="btn btn-primary" href="/x">PDF</a>')} />,
    );
    expect(screen.getByRole("heading", { name: "Preisliste" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "PDF" }).className).toContain("btn-primary");
  });

  it("renders a mapped category name as the page's h1", () => {
    renderWithI18n(<CmsBlock block={categoryHeadingBlock("Reinigung &amp; Pflege")} />);
    expect(screen.getByRole("heading", { level: 1, name: "Reinigung & Pflege" })).toBeTruthy();
  });

  it("renders static category-name content as the editor's HTML", () => {
    renderWithI18n(<CmsBlock block={categoryHeadingBlock("<h1>Bodenpflege</h1>", "static")} />);
    expect(screen.getByRole("heading", { level: 1, name: "Bodenpflege" })).toBeTruthy();
  });
});
