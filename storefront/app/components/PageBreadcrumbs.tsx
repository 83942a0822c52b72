import { Link, useLocation } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { Breadcrumbs, type BreadcrumbItem } from "@shop/design-system";
import { css } from "@shop/styled-system/css";

/** The page's breadcrumb trail above its content, with router links. */
export function PageBreadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  return (
    <div className={styles.trail}>
      <Breadcrumbs
        key={pathname}
        items={items}
        label={t`Breadcrumb`}
        renderLink={({ href, ...props }) => <Link to={href} {...props} />}
      />
    </div>
  );
}

const styles = {
  trail: css({ maxW: "container", mx: "auto", px: "gutter", pt: "4" }),
};
