import type { CmsBlockProps } from "../types.ts";
import { CmsColumns, evenColumns } from "./CmsColumns.tsx";

/** `image-text-cover`: a cover image (`left`) beside a text (`right`) in equal columns from md; the admin creates it without margins in a full-width section; stacked below md. */
export function CmsBlockImageTextCover({ slots }: CmsBlockProps) {
  return <CmsColumns slots={slots} layout={evenColumns(["left", "right"])} />;
}
