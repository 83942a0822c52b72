import { defineSlotRecipe } from "@pandacss/dev";

/**
 * ReviewSummary: `root` (a `<section>`), `heading`, `overview` (the big `average` number, the stars and the
 * `total`), `bars` (a list, 5 to 1 stars) with one `bar` row each: `barLabel` ("5 ★"), `track` with its
 * `fill`, and `barCount`. The visual parts of a row are hidden from assistive technology, which reads the
 * row's full label instead.
 */
export const reviewSummaryRecipe = defineSlotRecipe({
  className: "reviewSummary",
  slots: [
    "root",
    "heading",
    "overview",
    "average",
    "total",
    "bars",
    "bar",
    "barLabel",
    "track",
    "fill",
    "barCount",
  ],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "4", minW: "0" },
    heading: { textStyle: "h3", color: "fg" },
    overview: { display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: "3", rowGap: "1" },
    average: {
      fontSize: "4xl",
      fontWeight: "bold",
      lineHeight: "none",
      color: "fg",
      fontVariantNumeric: "tabular-nums",
    },
    total: { textStyle: "body.sm", color: "fg.muted", flexBasis: "100%" },
    bars: {
      display: "flex",
      flexDirection: "column",
      gap: "1.5",
      listStyle: "none",
      p: "0",
      m: "0",
      maxW: "24rem",
    },
    bar: {
      display: "grid",
      gridTemplateColumns: "auto 1fr 3ch",
      alignItems: "center",
      gap: "2",
      textStyle: "body.sm",
      color: "fg",
    },
    barLabel: {
      display: "inline-flex",
      alignItems: "center",
      gap: "0.5",
      fontVariantNumeric: "tabular-nums",
      "& > svg": { color: "warning", stroke: "warning.border" },
      _forcedColors: { "& > svg": { color: "CanvasText", stroke: "CanvasText" } },
    },
    track: {
      position: "relative",
      h: "2",
      bg: "bg.muted",
      borderWidth: "thin",
      borderStyle: "solid",
      // The outline keeps the bar's extent visible (3:1) and survives forced-colors mode.
      borderColor: "border.strong",
      borderRadius: "full",
      overflow: "hidden",
    },
    fill: {
      position: "absolute",
      insetBlock: "0",
      insetInlineStart: "0",
      bg: "warning",
      _forcedColors: { forcedColorAdjust: "none", bg: "CanvasText" },
    },
    barCount: { textAlign: "end", color: "fg.muted", fontVariantNumeric: "tabular-nums" },
  },
});

/**
 * ReviewList: `root`, `list` of `item`s; each review (`article`) has its `title`, `meta` (stars, author, `<time>`),
 * `badge` (pending), `content` (plain text, line breaks kept) and optionally a `reply` with `replyHeading`.
 * `empty` is the text shown without reviews, `more` wraps the app's "show more" control.
 */
export const reviewListRecipe = defineSlotRecipe({
  className: "reviewList",
  slots: [
    "root",
    "list",
    "item",
    "article",
    "header",
    "title",
    "meta",
    "author",
    "content",
    "reply",
    "replyHeading",
    "empty",
    "more",
  ],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "6", minW: "0" },
    list: { display: "flex", flexDirection: "column", listStyle: "none", p: "0", m: "0" },
    item: {
      py: "5",
      borderTopWidth: "thin",
      borderTopStyle: "solid",
      borderTopColor: "border",
      "&:last-child": { borderBottomWidth: "thin", borderBottomStyle: "solid", borderBottomColor: "border" },
    },
    article: { display: "flex", flexDirection: "column", gap: "2" },
    header: { display: "flex", flexDirection: "column", gap: "1.5", alignItems: "flex-start" },
    title: { textStyle: "h4", color: "fg", overflowWrap: "anywhere" },
    meta: {
      display: "flex",
      flexWrap: "wrap",
      alignItems: "center",
      columnGap: "3",
      rowGap: "1",
      textStyle: "body.sm",
      color: "fg.muted",
    },
    author: { color: "fg", fontWeight: "medium" },
    content: { textStyle: "body.md", color: "fg", whiteSpace: "pre-line", overflowWrap: "anywhere", m: "0" },
    reply: {
      display: "flex",
      flexDirection: "column",
      gap: "1",
      mt: "2",
      ms: { base: "4", md: "8" },
      p: "4",
      bg: "bg.subtle",
      borderInlineStartWidth: "thick",
      borderInlineStartStyle: "solid",
      borderInlineStartColor: "accent",
      borderRadius: "sm",
    },
    replyHeading: { textStyle: "label", color: "fg" },
    empty: { textStyle: "body.md", color: "fg.muted", m: "0" },
    more: { display: "flex", justifyContent: "center" },
  },
});
