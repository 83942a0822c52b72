import { columnWidth, type LayoutWidth } from "@shop/design-system";
import { css, cx } from "@shop/styled-system/css";
import { CmsContext, useCms } from "../CmsContext.ts";
import type { CmsSectionProps } from "../types.ts";

const columns = css({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  columnGap: "6",
  lg: { gridTemplateColumns: "repeat(12, minmax(0, 1fr))" },
});
const sidebarColumn = css({ lg: { gridColumn: "span 4" }, xl: { gridColumn: "span 3" } });
const mainColumn = css({ lg: { gridColumn: "span 8" }, xl: { gridColumn: "span 9" } });
const hiddenOnMobile = css({ hideBelow: "md" });

/** The main column's width in a row `width` wide, as `columns` and `mainColumn` lay it out (gap 6). */
export const sidebarMainWidth = (width: LayoutWidth): LayoutWidth =>
  columnWidth(width, { columns: { base: 1, lg: 12 }, span: { base: 1, lg: 8, xl: 9 }, gap: 24 });

/**
 * A `sidebar` section: the sidebar column (4/12 from lg, 3/12 from xl) comes first, then the main column.
 * Below lg the columns stack; below md `mobileBehavior: "hidden"` hides the sidebar.
 */
export function CmsSectionSidebar({ section, blocks }: CmsSectionProps) {
  const sidebar = blocks.filter(({ block }) => block.sectionPosition === "sidebar");
  // Like the admin (not the Storefront's exact compare), anything not in the sidebar is main content.
  const main = blocks.filter(({ block }) => block.sectionPosition !== "sidebar");
  const hidesSidebar = section.mobileBehavior === "hidden";
  const cms = useCms();
  return (
    <div className={columns} data-mobile-behavior={hidesSidebar ? "hidden" : "wrap"}>
      <div
        className={cx("cms-section-sidebar-sidebar-content", sidebarColumn, hidesSidebar && hiddenOnMobile)}
      >
        {sidebar.map(({ node }) => node)}
      </div>
      <div className={cx("cms-section-sidebar-main-content", mainColumn)}>
        <CmsContext value={{ ...cms, width: sidebarMainWidth(cms.width) }}>
          {main.map(({ node }) => node)}
        </CmsContext>
      </div>
    </div>
  );
}
