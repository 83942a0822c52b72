import type { ReactNode } from "react";
import { columnWidth, maxWidth, type LayoutWidth } from "@shop/design-system";
import { css, cx } from "@shop/styled-system/css";
import { CmsContext, useCms } from "../CmsContext.ts";

/** Columns of 12 a block's column takes from md (Bootstrap's `col-md-<span>` in the Storefront's templates). */
export type ColumnSpan = 3 | 4 | 6 | 8 | 12;

export type CmsColumn = {
  /** The slots this column holds, top to bottom (`image-simple-grid` stacks two, `image-text-row` image over text). */
  slots: readonly string[];
  span: ColumnSpan;
  /** Per-type styling of the column (gallery card, bubble). */
  className?: string;
  /** The column's content never grows wider than this (bubble images are 300px circles). */
  maxPx?: number;
};

/** The gap between columns in px: Bootstrap's gutter (24px), none for `image-three-cover`. */
export type ColumnGap = 0 | 24;

const grid = css({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  md: { gridTemplateColumns: "repeat(12, minmax(0, 1fr))" },
});
const gapClass: Record<ColumnGap, string> = { 0: css({ gap: "0" }), 24: css({ gap: "6" }) };
const spanClass: Record<ColumnSpan, string> = {
  3: css({ md: { gridColumn: "span 3" } }),
  4: css({ md: { gridColumn: "span 4" } }),
  6: css({ md: { gridColumn: "span 6" } }),
  8: css({ md: { gridColumn: "span 8" } }),
  12: css({ md: { gridColumn: "span 12" } }),
};
const column = css({ display: "flex", flexDirection: "column", gap: "4", minWidth: "0" });
const columnWithoutGap = css({ gap: "0" });
// A slot fills its column's height, so `verticalAlign` and cover images (height 100%) have a height to use.
const slotBox = css({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)" });
const fillsColumn = css({ flexGrow: "1" });

/** The width of a column spanning `span` of 12 from md (the whole row below md), `gap` px between columns. */
export function cmsColumnWidth(width: LayoutWidth, span: ColumnSpan, gap: ColumnGap = 24): LayoutWidth {
  return columnWidth(width, { columns: { base: 1, md: 12 }, span: { base: 1, md: span }, gap });
}

/**
 * The one grid of every column block: its slots placed by name into columns of 12 from md, stacked below
 * md in column order. Each column narrows the context's width, so images in it get the right `sizes`.
 * A column whose slots are all missing keeps its place (Shopware renders its empty `col-md-*`).
 */
export function CmsColumns({
  slots,
  layout,
  gap = 24,
  className,
}: {
  slots: Partial<Record<string, ReactNode>>;
  layout: readonly CmsColumn[];
  gap?: ColumnGap;
  className?: string;
}) {
  const cms = useCms();
  return (
    <div className={cx("cms-columns", grid, gapClass[gap], className)}>
      {layout.map((col) => {
        const width = cmsColumnWidth(cms.width, col.span, gap);
        return (
          <div
            key={col.slots.join(" ")}
            className={cx(column, gap === 0 && columnWithoutGap, spanClass[col.span], col.className)}
            data-slots={col.slots.join(" ")}
          >
            <CmsContext value={{ ...cms, width: col.maxPx ? maxWidth(width, col.maxPx) : width }}>
              {col.slots.map((name) => (
                <div
                  key={name}
                  className={cx("cms-column-slot", slotBox, col.slots.length === 1 && fillsColumn)}
                  data-slot={name}
                >
                  {slots[name]}
                </div>
              ))}
            </CmsContext>
          </div>
        );
      })}
    </div>
  );
}

/** `count` columns of equal span holding one slot each, e.g. `evenColumns(["left", "center", "right"])`. */
export function evenColumns(
  names: readonly string[],
  extra: Omit<CmsColumn, "slots" | "span"> = {},
): CmsColumn[] {
  const span = (12 / names.length) as ColumnSpan;
  return names.map((name) => ({ slots: [name], span, ...extra }));
}

/** The three image-over-text columns of `image-text-row`, `image-text-gallery` and `image-text-bubble`. */
export function imageTextColumns(extra: Omit<CmsColumn, "slots" | "span"> = {}): CmsColumn[] {
  return ["left", "center", "right"].map((side) => ({
    slots: [`${side}-image`, `${side}-text`],
    span: 4,
    ...extra,
  }));
}

/** Bubble rows: cover images shown as circles of 300×300 px, centred in their column (Shopware's SCSS). */
export const bubbleColumn = css({
  alignItems: "center",
  textAlign: "center",
  "& .cms-element-image": {
    width: "min(300px, 100%)",
    aspectRatio: "1",
    height: "auto",
    marginInline: "auto",
    borderRadius: "full",
    overflow: "hidden",
  },
});
