import { Link } from "@shop/design-system";
import { css } from "@shop/styled-system/css";
import { useCms, type CmsNavigationItem } from "../CmsContext.ts";
import { safeHref } from "../safeUrl.ts";

const list = css({ display: "flex", flexDirection: "column", gap: "1", listStyle: "none", m: "0", p: "0" });
const nested = css({ pl: "4", mt: "1", borderInlineStartWidth: "thin", borderColor: "border.subtle" });
const link = css({
  display: "block",
  py: "1.5",
  px: "2",
  borderRadius: "md",
  color: "fg",
  textDecoration: "none",
  _hover: { bg: "bg.subtle", textDecoration: "underline" },
  "&[aria-current=page]": { fontWeight: "semibold", bg: "bg.subtle", color: "accent.text" },
});
const MAX_DEPTH = 6;

/**
 * `category-navigation`: the sidebar's category tree of the current category's branch, from the app's
 * navigation (`CmsContext.categoryNavigation`; Shopware's element has no data of its own). Links go through
 * the shop's link policy; the current category is marked with `aria-current="page"`.
 */
export function CmsElementCategoryNavigation() {
  const { categoryNavigation } = useCms();
  if (!categoryNavigation || categoryNavigation.items.length === 0) return null;
  return (
    <nav aria-label={categoryNavigation.label}>
      <Tree items={categoryNavigation.items} depth={0} />
    </nav>
  );
}

function Tree({ items, depth }: { items: readonly CmsNavigationItem[]; depth: number }) {
  const { linkPolicy, renderLink } = useCms();
  return (
    <ul className={depth === 0 ? list : `${list} ${nested}`}>
      {items.map((item) => {
        const href = safeHref(item.href, linkPolicy);
        return (
          <li key={item.id}>
            {href ? (
              <Link href={href} render={renderLink} className={link} isCurrent={item.isCurrent === true}>
                {item.name}
              </Link>
            ) : (
              <span className={link}>{item.name}</span>
            )}
            {item.children && item.children.length > 0 && depth < MAX_DEPTH && (
              <Tree items={item.children} depth={depth + 1} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
