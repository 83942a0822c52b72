import type { CmsSectionProps } from "../types.ts";

/** A `default` section: every block, one under the other, whatever its `sectionPosition`. */
export function CmsSectionDefault({ blocks }: CmsSectionProps) {
  return <>{blocks.map(({ node }) => node)}</>;
}
