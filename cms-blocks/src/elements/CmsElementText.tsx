import { css, cx } from "@shop/styled-system/css";
import { slotConfig } from "../slotConfig.ts";
import type { CmsElementProps } from "../types.ts";
import { asAlignment, hasVerticalAlignment, verticalAlignClass } from "./alignment.ts";

export const richText = css({
  width: "100%",
  overflowWrap: "break-word",
  "& :where(h1, h2, h3, h4, h5, h6)": { marginBlock: "0.75em 0.5em" },
  "& h1": { textStyle: "h1" },
  "& h2": { textStyle: "h2" },
  "& h3": { textStyle: "h3" },
  "& :where(h4, h5, h6)": { textStyle: "h4" },
  "& :where(p, ul, ol, blockquote, table)": { marginBlock: "0 1em" },
  "& :where(ul, ol)": { paddingInlineStart: "1.5em" },
  "& ul": { listStyleType: "disc" },
  "& ol": { listStyleType: "decimal" },
  "& a": { textDecoration: "underline", textUnderlineOffset: "0.15em" },
  "& blockquote": { borderInlineStartWidth: "4px", borderColor: "currentColor", paddingInlineStart: "1em" },
  "& hr": { marginBlock: "1.5em", borderTopWidth: "1px" },
  "& img": { maxWidth: "100%", height: "auto" },
  "& :where(th, td)": { borderWidth: "1px", padding: "0.25em 0.5em", textAlign: "start" },
  "& > :first-child": { marginTop: "0" },
  "& > :last-child": { marginBottom: "0" },
});

/**
 * Rich text from the CMS. Renders the server's resolved `data.content` (never `config.content`), which the
 * storefront's loader has sanitised with `sanitizeCmsPage`.
 */
export function CmsElementText({ slot }: CmsElementProps) {
  const data = slot.data as { content?: unknown } | null | undefined;
  if (typeof data?.content !== "string" || data.content === "") return null;
  const alignment = asAlignment(slotConfig(slot, "verticalAlign"));
  return (
    <div
      className={cx("cms-element-text", alignment && hasVerticalAlignment)}
      data-vertical-align={alignment}
    >
      <div
        className={cx(richText, alignment && verticalAlignClass[alignment])}
        dangerouslySetInnerHTML={{ __html: data.content }}
      />
    </div>
  );
}
