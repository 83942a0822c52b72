import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { bottle, imageTextBlock } from "../__fixtures__/cms.ts";
import { CmsBlock } from "../CmsBlock.tsx";
import { renderWithI18n } from "../test-utils.tsx";

describe("CmsBlockImageText", () => {
  it("places the left image before the right text, whatever the slot order", () => {
    const { container } = renderWithI18n(
      <CmsBlock block={imageTextBlock(bottle({ alt: "Cleaner" }), "<h2>Text</h2>")} />,
    );
    const image = screen.getByRole("img", { name: "Cleaner" });
    const heading = screen.getByRole("heading", { name: "Text" });
    expect(image.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(container.querySelectorAll(".cms-element-image, .cms-element-text")).toHaveLength(2);
  });

  it("sizes the image for a half-width column from md, inside the block's margins", () => {
    renderWithI18n(<CmsBlock block={imageTextBlock(bottle({ alt: "Cleaner" }), "<p>x</p>")} />);
    // The viewport less the 20px margins; from md half of it less half the 24px gap; never wider than
    // the 800px bottle (`standard` display mode).
    expect(screen.getByRole("img").getAttribute("sizes")).toBe(
      "(min-width: 1664px) 800px, (min-width: 768px) calc(50vw - 32px), calc(100vw - 40px)",
    );
  });
});
