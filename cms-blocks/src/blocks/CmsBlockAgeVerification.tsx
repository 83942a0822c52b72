import type { CmsBlockProps } from "../types.ts";

/** `age-verification` (§6b, category text): one `content` slot with the `age-verification` element. */
export function CmsBlockAgeVerification({ slots }: CmsBlockProps) {
  return <>{slots.content}</>;
}
