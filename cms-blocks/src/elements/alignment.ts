import { css } from "@shop/styled-system/css";

export const ALIGNMENTS = ["flex-start", "center", "flex-end"] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/** `verticalAlign`: the element fills its column's height and its content sits at the start, centre or end. */
export const verticalAlignClass: Record<Alignment, string> = {
  "flex-start": css({ alignSelf: "start" }),
  center: css({ alignSelf: "center" }),
  "flex-end": css({ alignSelf: "end" }),
};

export const hasVerticalAlignment = css({ display: "flex", height: "100%" });

/** A CMS alignment value, or `undefined` when none (or an unknown one) is set. */
export const asAlignment = (value: unknown): Alignment | undefined =>
  ALIGNMENTS.find((alignment) => alignment === value);
