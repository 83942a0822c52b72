import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Image } from "./Image.tsx";
import { buildSrcSet, roundImageWidth } from "./imageSources.ts";

const thumbnails = [
  { url: "/media/mop-800.webp", width: 800, height: 800 },
  { url: "/media/mop-280.webp", width: 280, height: 280 },
  { url: "/media/mop-400.webp", width: 400, height: 400 },
];

describe("Image", () => {
  it("builds a srcset from thumbnails, narrowest first, plus the original", () => {
    render(
      <Image src="/media/mop.jpg" alt="Microfibre mop" width={1600} height={1600} thumbnails={thumbnails} />,
    );
    const img = screen.getByRole("img", { name: "Microfibre mop" });

    expect(img.getAttribute("srcset")).toBe(
      "/media/mop-280.webp 280w, /media/mop-400.webp 400w, /media/mop-800.webp 800w, /media/mop.jpg 1600w",
    );
    expect(img.getAttribute("sizes")).toBe("100vw");
  });

  it("reserves its box with the intrinsic size and loads lazily", () => {
    render(<Image src="/media/mop.jpg" alt="Mop" width={640} height={480} sizes="50vw" />);
    const img = screen.getByRole("img", { name: "Mop" });

    expect(img.getAttribute("width")).toBe("640");
    expect(img.getAttribute("height")).toBe("480");
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.hasAttribute("srcset")).toBe(false);
    expect(img.hasAttribute("sizes")).toBe(false);
  });

  it("can be the page's priority image", () => {
    render(
      <Image
        src="/media/hero.jpg"
        alt="Hero"
        width={1920}
        height={800}
        loading="eager"
        fetchPriority="high"
      />,
    );
    const img = screen.getByRole("img", { name: "Hero" });

    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
  });

  it("allows decorative images", () => {
    render(<Image src="/media/pattern.svg" alt="" width={100} height={100} />);
    expect(screen.getByRole("presentation").getAttribute("alt")).toBe("");
  });

  it("renders nothing for a too long url", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { container } = render(
      <Image src={`/media/${"a".repeat(1000)}.jpg`} alt="Too long" width={10} height={10} />,
    );

    expect(container.innerHTML).toBe("");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Url is too long"));
    warn.mockRestore();
  });

  it("accepts a url of exactly 1000 characters", () => {
    const src = `/${"a".repeat(999)}`;
    render(<Image src={src} alt="Long" width={10} height={10} />);
    expect(screen.getByRole("img", { name: "Long" }).getAttribute("src")).toBe(src);
  });
});

describe("buildSrcSet", () => {
  it("keeps one candidate per width and drops invalid ones", () => {
    expect(
      buildSrcSet("/o.jpg", 800, [
        { url: "/t800.jpg", width: 800 },
        { url: "/t0.jpg", width: 0 },
        { url: `/${"x".repeat(1001)}`, width: 300 },
        { url: "/t400.jpg", width: 400 },
      ]),
    ).toBe("/t400.jpg 400w, /t800.jpg 800w");
  });

  it("has nothing to offer without thumbnails", () => {
    expect(buildSrcSet("/o.jpg", 800)).toBeUndefined();
  });
});

describe("roundImageWidth", () => {
  it.each([
    [1, 100],
    [100, 100],
    [101, 200],
    [227, 300],
    [799.5, 800],
    [1900, 1900],
    [1901, 1900],
    [1920, 1900],
    [2500, 1900],
    [undefined, 800],
    [null, 800],
    [0, 800],
    [-50, 800],
    [Number.NaN, 800],
    [Number.POSITIVE_INFINITY, 800],
  ])("%s becomes %s", (width, expected) => {
    expect(roundImageWidth(width)).toBe(expected);
  });
});
