import { css, cx } from "@shop/styled-system/css";
import { slotConfig } from "../slotConfig.ts";
import type { CmsElementProps } from "../types.ts";
import { asAlignment, hasVerticalAlignment, verticalAlignClass } from "./alignment.ts";
import { richText } from "./CmsElementText.tsx";

const heading = css({ textStyle: "h1", hyphens: "auto", overflowWrap: "break-word", margin: "0" });

/**
 * `category-name`: the category's name as the page's `h1`. Mapped (`category.name`) the data is the name,
 * wrapped in an `h1` here; static content is the editor's HTML (by default `<h1>…</h1>`). Both were
 * sanitised on the server, so entities like `&amp;` are markup, not text.
 */
export function CmsElementCategoryName({ slot }: CmsElementProps) {
  const content = (slot.data as { content?: unknown } | null | undefined)?.content;
  if (typeof content !== "string" || content.trim() === "") return null;
  const mapped = (slot.config?.content as { source?: string } | undefined)?.source === "mapped";
  const alignment = asAlignment(slotConfig(slot, "verticalAlign"));
  return (
    <div
      className={cx("cms-element-category-name", alignment && hasVerticalAlignment)}
      data-vertical-align={alignment}
    >
      {mapped ? (
        <h1
          className={cx(heading, alignment && verticalAlignClass[alignment])}
          dangerouslySetInnerHTML={{ __html: content }}
        />
      ) : (
        <div
          className={cx(richText, alignment && verticalAlignClass[alignment])}
          dangerouslySetInnerHTML={{ __html: content }}
        />
      )}
    </div>
  );
}
