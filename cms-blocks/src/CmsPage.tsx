import { viewportWidth, type LinkProps } from "@shop/design-system";
import type * as StoreApi from "@shop/store-api";
import { cx } from "@shop/styled-system/css";
import { CmsContext, type CmsRenderContext } from "./CmsContext.ts";
import { CmsSection } from "./CmsSection.tsx";
import { cssValue } from "./cssValue.ts";
import { byPosition, firstImageSlot } from "./order.ts";
import type { LinkPolicy } from "./safeUrl.ts";

export type CmsPageProps = Pick<
  CmsRenderContext,
  | "currency"
  | "taxState"
  | "localizePath"
  | "privacyPolicyHref"
  | "productActions"
  | "categoryNavigation"
  | "renderForm"
  | "ageVerification"
> & {
  /** The resolved CMS page (category, landing page, product), already passed through `sanitizeCmsPage` on the server. */
  cmsPage: StoreApi.CmsPage;
  /** Which absolute URLs CMS image links may point to; relative links always pass. */
  linkPolicy?: LinkPolicy;
  /** Renders CMS links as router links: `render={({ href, ...props }) => <RouterLink to={href} {...props} />}`. */
  renderLink?: LinkProps["render"];
  /**
   * Whether the page's first image is the likely LCP image (loaded eagerly, high priority).
   * Set it to false for CMS content below the fold, e.g. under a product's buy box.
   * @default true
   */
  isAboveFold?: boolean;
};

/** A Shopware CMS page: its sections in order, each block and element looked up in the registry by type. */
export function CmsPage({ cmsPage, linkPolicy = {}, renderLink, isAboveFold = true, ...shop }: CmsPageProps) {
  const sections = byPosition(cmsPage.sections);
  const prioritySlot = isAboveFold ? firstImageSlot(sections[0]) : undefined;
  const backgroundColor = cssValue(cmsPage.config?.backgroundColor);
  return (
    // The page spans the viewport; its sections box their content (or not: `full_width`).
    <CmsContext value={{ ...shop, linkPolicy, renderLink, prioritySlot, width: viewportWidth }}>
      <div
        className={cx("cms-page", cmsPage.cssClass)}
        style={backgroundColor ? { backgroundColor } : undefined}
      >
        {sections.map((section) => (
          <CmsSection key={section.id} section={section} />
        ))}
      </div>
    </CmsContext>
  );
}
