import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type * as StoreApi from "@shop/store-api";
import { bottle, imageSlot, meadow } from "../__fixtures__/cms.ts";
import { viewportWidth } from "@shop/design-system";
import { CmsContext } from "../CmsContext.ts";
import type { LinkPolicy } from "../safeUrl.ts";
import { renderWithI18n } from "../test-utils.tsx";
import { CmsElementImage } from "./CmsElementImage.tsx";

function renderImage(slot: StoreApi.CmsSlot, linkPolicy: LinkPolicy = {}) {
  return renderWithI18n(
    <CmsContext value={{ linkPolicy, width: viewportWidth }}>
      <CmsElementImage slot={slot} />
    </CmsContext>,
  );
}

describe("CmsElementImage", () => {
  it.each([
    ["its alt", { alt: "Green hills", title: "Hills" }, "Green hills"],
    ["its title without alt", { alt: null, title: "Hills" }, "Hills"],
    ["its title when alt is blank", { alt: "  ", title: "Hills" }, "Hills"],
    ["empty without alt and title", { alt: null, title: null }, ""],
  ])("takes %s as alt text", (_, fields, alt) => {
    const { container } = renderImage(imageSlot(meadow({ ...fields, fileName: "IMG_1234" })));
    const image = container.querySelector("img");
    expect(image?.getAttribute("alt")).toBe(alt);
    expect(container.innerHTML).not.toContain("IMG_1234");
  });

  it("is decorative without alt text, so it is not announced", () => {
    renderImage(imageSlot(meadow({ alt: null, title: null })));
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("reserves its space and offers thumbnails", () => {
    renderImage(
      imageSlot(
        meadow({ url: "/m/hills.jpg", thumbnails: [{ url: "/m/hills-400.jpg", width: 400, height: 267 }] }),
      ),
    );
    const image = screen.getByRole("img");
    expect(image.getAttribute("src")).toBe("/m/hills.jpg");
    expect(image.getAttribute("width")).toBe("1200");
    expect(image.getAttribute("height")).toBe("800");
    expect(image.getAttribute("srcset")).toBe("/m/hills-400.jpg 400w, /m/hills.jpg 1200w");
    // The slot's width (here the viewport), but never wider than the picture itself (`standard` mode).
    expect(image.getAttribute("sizes")).toBe("(min-width: 1200px) 1200px, 100vw");
  });

  it("renders nothing without media", () => {
    const { container } = renderImage(imageSlot(null));
    expect(container.innerHTML).toBe("");
  });

  it.each([
    ["/Reinigung/", true],
    ["https://shop.example.ch/Pflege/", true],
    ["https://elsewhere.example.com/", false],
    ["javascript:alert(1)", false],
  ])("links %s only when it is safe (%s)", (url, linked) => {
    renderImage(imageSlot(meadow(), { url }), { origin: "https://shop.example.ch" });
    const link = screen.queryByRole("link");
    expect(link?.getAttribute("href") ?? null).toBe(linked ? url : null);
    expect(screen.getByRole("img")).toBeTruthy();
  });

  it("opens a new tab without giving it the opener", () => {
    renderImage(imageSlot(meadow({ alt: "Offer" }), { url: "/angebot", newTab: true }));
    const link = screen.getByRole("link", { name: "Offer" });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("applies minHeight in cover mode only, falling back to the default", () => {
    const cover = renderImage(imageSlot(meadow(), { displayMode: "cover" }));
    const coverFrame = cover.container.querySelector<HTMLElement>("[data-display-mode]");
    expect(coverFrame?.dataset.displayMode).toBe("cover");
    expect(coverFrame?.style.minHeight).toBe("340px");
    cover.unmount();

    const standard = renderImage(imageSlot(meadow(), { minHeight: "500px" }));
    const standardFrame = standard.container.querySelector<HTMLElement>("[data-display-mode]");
    expect(standardFrame?.dataset.displayMode).toBe("standard");
    expect(standardFrame?.style.minHeight).toBe("");
    expect(standardFrame?.dataset.horizontalAlign).toBe("center");
  });
});

const frameOf = (container: HTMLElement) => container.querySelector<HTMLElement>("[data-display-mode]")!;

describe("CmsElementImage display modes and alignment", () => {
  it("stretches to the slot's full width, sized for the whole slot", () => {
    const { container } = renderImage(imageSlot(bottle(), { displayMode: "stretch" }));
    expect(frameOf(container).dataset.displayMode).toBe("stretch");
    // Not capped at the 800px bottle: the image fills the slot.
    expect(screen.getByRole("img").getAttribute("sizes")).toBe("100vw");
  });

  it("sizes a cover image for the whole slot and ignores the alignments", () => {
    const { container } = renderImage(
      imageSlot(bottle(), { displayMode: "cover", horizontalAlign: "flex-end", verticalAlign: "flex-end" }),
    );
    expect(frameOf(container).dataset.horizontalAlign).toBeUndefined();
    expect(frameOf(container).dataset.verticalAlign).toBeUndefined();
    expect(screen.getByRole("img").getAttribute("sizes")).toBe("100vw");
  });

  it("keeps the image's aspect ratio in cover mode without a usable minHeight", () => {
    const { container } = renderImage(
      imageSlot(meadow(), { displayMode: "cover", minHeight: "1px;color:red" }),
    );
    expect(frameOf(container).style.minHeight).toBe("");
    expect(frameOf(container).style.aspectRatio).toBe("1200 / 800");
  });

  it.each([
    ["flex-start", "flex-start"],
    ["flex-end", "flex-end"],
    ["center", "center"],
    ["bottom", "flex-start"],
  ])("aligns a standard image horizontally: %s → %s", (value, expected) => {
    const { container } = renderImage(imageSlot(bottle(), { horizontalAlign: value }));
    expect(frameOf(container).dataset.horizontalAlign).toBe(expected);
  });

  it("aligns a standard image vertically only when verticalAlign is set", () => {
    const aligned = renderImage(imageSlot(bottle(), { verticalAlign: "flex-end" }));
    expect(frameOf(aligned.container).dataset.verticalAlign).toBe("flex-end");
    aligned.unmount();
    const unaligned = renderImage(imageSlot(bottle(), { verticalAlign: null }));
    expect(frameOf(unaligned.container).dataset.verticalAlign).toBeUndefined();
  });
});
