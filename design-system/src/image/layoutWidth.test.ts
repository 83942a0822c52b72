import { describe, expect, it } from "vitest";
import { breakpoints, semanticSpacing, sizes } from "../preset/scales.ts";
import {
  BREAKPOINTS,
  columnWidth,
  fixedWidth,
  frWidth,
  insetWidth,
  maxWidth,
  pageContentWidth,
  REM,
  sizesAttribute,
  slideWidth,
  viewportWidth,
  widthAt,
} from "./layoutWidth.ts";

const rem = (value: string) => Number.parseFloat(value) * REM;

describe("layoutWidth", () => {
  it("knows the preset's breakpoints", () => {
    const { base, ...named } = BREAKPOINTS;
    expect(base).toBe(0);
    expect(Object.fromEntries(Object.entries(named).map(([name, px]) => [name, `${px}px`]))).toEqual(
      breakpoints,
    );
  });

  it("lays out the page column as the container and the gutter do", () => {
    const container = rem(sizes.container.value);
    const gutter = semanticSpacing.gutter.value as Record<"base" | "md" | "lg", string>;
    // `{spacing.N}` is N quarter rems.
    const gutterAt = (name: "base" | "md" | "lg") => (Number(/\d+/.exec(gutter[name])![0]) / 4) * REM;
    for (const viewport of [320, 390, 412, 767, 768, 1023, 1024, 1279, 1280, 1440, 1920]) {
      const name = viewport >= 1024 ? "lg" : viewport >= 768 ? "md" : "base";
      expect(widthAt(pageContentWidth, viewport)).toBeCloseTo(
        Math.min(viewport, container) - 2 * gutterAt(name),
      );
    }
  });

  it("divides a width into grid columns, per breakpoint", () => {
    const cell = columnWidth(pageContentWidth, { columns: { base: 2, md: 3 }, gap: 16 });
    expect(widthAt(cell, 390)).toBeCloseTo((358 - 16) / 2);
    expect(widthAt(cell, 768)).toBeCloseTo((720 - 32) / 3);
    expect(widthAt(cell, 1440)).toBeCloseTo((1216 - 32) / 3);
    const main = columnWidth(fixedWidth(1200), { columns: 12, gap: 24, span: 9 });
    expect(widthAt(main, 1300)).toBeCloseTo(((1200 - 11 * 24) / 12) * 9 + 8 * 24);
  });

  it("shares a row of fr tracks", () => {
    // 7fr 5fr with a 40px gap from lg; one column below.
    const left = frWidth(fixedWidth(1240), {
      fr: { base: 1, lg: 7 },
      total: { base: 1, lg: 12 },
      gaps: { base: 0, lg: 1 },
      gap: 40,
    });
    expect(widthAt(left, 800)).toBe(1240);
    expect(widthAt(left, 1024)).toBeCloseTo((1200 * 7) / 12);
  });

  it("takes insets and caps off", () => {
    expect(widthAt(insetWidth(viewportWidth, 13), 400)).toBe(374);
    expect(widthAt(insetWidth(viewportWidth, { base: 10, md: 20 }), 800)).toBe(760);
    const capped = maxWidth(viewportWidth, 600);
    expect(widthAt(capped, 500)).toBe(500);
    expect(widthAt(capped, 900)).toBe(600);
  });

  it("fits as many slides as the container queries do", () => {
    // 12rem slides, 1rem apart: two from 400 px of row, three from 608 px.
    const slide = slideWidth(viewportWidth, 192, 16, 8);
    expect(widthAt(slide, 399)).toBe(399);
    expect(widthAt(slide, 400)).toBe(192);
    expect(widthAt(slide, 607)).toBeCloseTo((607 - 16) / 2);
    expect(widthAt(slide, 608)).toBeCloseTo(192);
    expect(widthAt(slideWidth(viewportWidth, 192, 16, 2), 2000)).toBeCloseTo((2000 - 16) / 2);
  });

  it("writes `sizes`, widest screens first", () => {
    expect(sizesAttribute(viewportWidth)).toBe("100vw");
    expect(sizesAttribute(fixedWidth(80))).toBe("80px");
    expect(sizesAttribute(pageContentWidth)).toBe(
      "(min-width: 1280px) 1216px, (min-width: 1024px) calc(100vw - 64px), (min-width: 768px) calc(100vw - 48px), calc(100vw - 32px)",
    );
    expect(sizesAttribute(columnWidth(viewportWidth, { columns: 3 }))).toBe("33.33vw");
  });
});
