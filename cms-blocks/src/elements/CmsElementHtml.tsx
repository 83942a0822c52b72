import { css, cx } from "@shop/styled-system/css";
import type { CmsElementProps } from "../types.ts";
import { richText } from "./CmsElementText.tsx";

// Links the editor marked as buttons (`<a class="btn btn-primary">`) look like the shop's buttons.
const buttons = css({
  "& a.btn": {
    display: "inline-flex",
    alignItems: "center",
    minHeight: "2.75rem",
    paddingInline: "5",
    borderRadius: "md",
    borderWidth: "1px",
    borderColor: "accent",
    fontWeight: "semibold",
    textDecoration: "none",
    bg: "bg",
    color: "accent.text",
    _hover: { bg: "accent.subtle" },
  },
  "& a.btn-primary": { bg: "accent", color: "accent.fg", _hover: { bg: "accent.hovered" } },
});

/**
 * `html`: the editor's HTML. Shopware renders it raw; we render it only after the server sanitised it
 * (`sanitizeCmsHtmlElement`: no scripts, styles, iframes or forms; see docs/cms.md).
 */
export function CmsElementHtml({ slot }: CmsElementProps) {
  const content = (slot.data as { content?: unknown } | null | undefined)?.content;
  if (typeof content !== "string" || content.trim() === "") return null;
  return (
    <div
      className={cx("cms-element-html", richText, buttons)}
      dangerouslySetInnerHTML={{ __html: content }}
    />
  );
}
