import { useLingui } from "@lingui/react/macro";
import { formatPrice, Link } from "@shop/design-system";
import { css, cx } from "@shop/styled-system/css";
import { useCms } from "../CmsContext.ts";
import { decimal, referencePriceText } from "../product/productPrice.ts";
import { dataTable } from "./dataTable.ts";
import type { PageVariant } from "./ProductPageContext.ts";

const table = cx(
  dataTable,
  css({
    fontSize: "sm",
    "& thead th": { fontWeight: "semibold", color: "fg.muted" },
    "& [aria-current]": { fontWeight: "bold" },
  }),
);

/**
 * The size chart: every variant of the family with its content, price and base price, so a shopper can
 * compare container sizes (the price per litre falls with the size); each links to its page.
 */
export function SizeChart({ variants, currentId }: { variants: readonly PageVariant[]; currentId: string }) {
  const { t } = useLingui();
  const { currency = "CHF", localizePath = (path: string) => path, renderLink } = useCms();
  return (
    <table className={table}>
      <caption className={css({ srOnly: true })}>{t`Sizes and prices`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Version`}</th>
          <th scope="col">{t`Content`}</th>
          <th scope="col">{t`Price`}</th>
          <th scope="col">{t`Base price`}</th>
        </tr>
      </thead>
      <tbody>
        {variants.map((variant) => {
          const isCurrent = variant.id === currentId;
          return (
            <tr key={variant.id}>
              <th scope="row">
                {isCurrent ? (
                  <span aria-current="true">{variant.label}</span>
                ) : (
                  <Link href={localizePath(variant.path)} render={renderLink}>
                    {variant.label}
                  </Link>
                )}
              </th>
              <td>
                {variant.purchaseUnit && variant.unitName
                  ? `${decimal(variant.purchaseUnit)} ${variant.unitName}`
                  : "–"}
              </td>
              <td>{formatPrice(variant.price.unitPrice, currency)}</td>
              <td>{referencePriceText(variant.price, currency) ?? "–"}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
