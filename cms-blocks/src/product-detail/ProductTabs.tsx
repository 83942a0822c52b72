import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { DownloadList, Tabs, type TabItem } from "@shop/design-system";
import { css, cx } from "@shop/styled-system/css";
import { dataTable } from "./dataTable.ts";
import { productFiles, propertyRows, type ProductFile } from "./productDetail.ts";
import { ProductReviews } from "./ProductReviews.tsx";
import { HydrationSlice } from "../hydrationTurn.tsx";
import { SizeChart } from "./SizeChart.tsx";
import { useProductPage } from "./ProductPageContext.ts";

/** Custom fields of the shop's product pages (HTML, sanitised by the app's loader). */
export const APPLICATIONS_FIELD = "clarus_applications";
export const AREA_OF_APPLICATION_FIELD = "clarus_area_of_application";

const prose = css({
  maxW: "prose",
  "& p, & ul, & ol": { mb: "3" },
  "& ul": { listStyle: "disc", pl: "6" },
  "& ol": { listStyle: "decimal", pl: "6" },
  "& li": { mb: "1" },
  "& a": { color: "accent.text", textDecoration: "underline" },
});
const table = cx(dataTable, css({ "& th": { fontWeight: "semibold", width: "40%" } }));
const stack = css({ display: "flex", flexDirection: "column", gap: "6" });

const html = (value: unknown) =>
  typeof value === "string" && value.replace(/<[^>]*>/g, "").trim() ? value : undefined;

/**
 * Shopware's `product-description-reviews` as the shop's tabs: description, details (properties and data
 * sheets), applications, area of application, safety data sheets, certificates, reviews, size chart. A tab without
 * content is left out (reviews always show: the form or the login hint is content).
 */
export function ProductTabs() {
  const page = useProductPage();
  const { t } = useLingui();
  if (!page) return null;
  const { product } = page;
  const fields = (product.translated?.customFields ?? product.customFields ?? {}) as Record<string, unknown>;
  const description = html(product.translated?.description ?? product.description);
  const applications = html(fields[APPLICATIONS_FIELD]);
  const area = html(fields[AREA_OF_APPLICATION_FIELD]);
  const properties = [
    ...propertyRows(product),
    ...(page.originCountry
      ? [{ id: "origin-country", name: t`Country of origin`, values: [page.originCountry] }]
      : []),
  ];
  const files = productFiles(product.downloads);
  const ofKind = (kind: ProductFile["kind"]) => files.filter((file) => file.kind === kind);
  const sheets = ofKind("safety-data-sheet");
  const certificates = ofKind("certificate");
  const dataSheets = ofKind("data-sheet");
  const downloads = (items: ProductFile[], label: string) => (
    <DownloadList
      label={label}
      items={items.map((file) => ({
        id: file.id,
        href: file.href,
        fileName: file.title || file.fileName,
        extension: file.extension,
      }))}
      formatLinkLabel={(item) => {
        const fileName = item.fileName;
        const type = item.extension.toUpperCase();
        return t`${fileName} (${type}, opens the file)`;
      }}
    />
  );
  const items: (TabItem | false)[] = [
    !!description && {
      id: "description",
      title: t`Description`,
      content: <div className={prose} dangerouslySetInnerHTML={{ __html: description }} />,
    },
    (properties.length > 0 || dataSheets.length > 0) && {
      id: "details",
      title: t`Details`,
      content: (
        <div className={stack}>
          {properties.length > 0 && (
            <table className={table}>
              <caption className={css({ srOnly: true })}>{t`Product details`}</caption>
              <tbody>
                {properties.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">{row.name}</th>
                    <td>{row.values.join(", ")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {dataSheets.length > 0 && downloads(dataSheets, t`Data sheets`)}
        </div>
      ),
    },
    !!applications && {
      id: "applications",
      title: t`Applications`,
      content: <div className={prose} dangerouslySetInnerHTML={{ __html: applications }} />,
    },
    !!area && {
      id: "area-of-application",
      title: t`Area of application`,
      content: <div className={prose} dangerouslySetInnerHTML={{ __html: area }} />,
    },
    sheets.length > 0 && {
      id: "safety-data-sheets",
      title: t`Safety data sheets`,
      content: downloads(sheets, t`Safety data sheets`),
    },
    certificates.length > 0 && {
      id: "certificates",
      title: t`Certificates`,
      content: downloads(certificates, t`Certificates`),
    },
    {
      id: "reviews",
      title: reviewsTitle(page.reviews.stats.total, t`Reviews`),
      content: (
        // The reviews (list, form) hydrate in a commit of their own, after the tabs (ADR 6).
        <HydrationSlice>
          <ProductReviews />
        </HydrationSlice>
      ),
    },
    (page.variants?.length ?? 0) > 1 && {
      id: "size-chart",
      title: t`Size chart`,
      content: <SizeChart variants={page.variants ?? []} currentId={product.id} />,
    },
  ];
  return (
    <Tabs items={items.filter((item): item is TabItem => Boolean(item))} label={t`Product information`} />
  );
}

function reviewsTitle(total: number, label: string): ReactNode {
  return total > 0 ? `${label} (${total})` : label;
}
