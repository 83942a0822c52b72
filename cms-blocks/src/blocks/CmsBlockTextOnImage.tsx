import { css } from "@shop/styled-system/css";
import type { CmsBlockProps } from "../types.ts";

const stage = css({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "18rem",
  paddingBlock: "10",
  paddingInline: "4",
});
// A dark scrim behind the white text keeps it readable (at least 4.5:1) over any image or none.
const scrim = css({
  width: "100%",
  maxWidth: "3xl",
  paddingBlock: "6",
  paddingInline: { base: "5", md: "8" },
  borderRadius: "md",
  bg: "rgba(0, 0, 0, 0.62)",
  color: "white",
  textAlign: "center",
  "& a": { color: "inherit" },
});

/**
 * `text-on-image`: white centred text (slot `content`) over the block's `backgroundMedia`, which `CmsBlock`
 * renders behind the block (the admin's preview image is not used by the Storefront).
 */
export function CmsBlockTextOnImage({ slots }: CmsBlockProps) {
  return (
    <div className={stage}>
      <div className={scrim} data-scrim="">
        {slots.content}
      </div>
    </div>
  );
}
