import { css } from "@shop/styled-system/css";
import { useProductPage } from "../product-detail/ProductPageContext.ts";
import { slotConfig } from "../slotConfig.ts";
import type { CmsElementProps } from "../types.ts";
import { translatedName } from "@shop/store-api";

const heading = css({ textStyle: "h1", hyphens: "auto", overflowWrap: "break-word" });
const content = css({ "& h1, & h2": { textStyle: "h1" } });

/**
 * `product-name`: mapped to the product's name it is the page's `h1` (Shopware wraps it in
 * `h1.product-detail-name`); static content is the editor's (sanitised) HTML.
 */
export function CmsElementProductName({ slot }: CmsElementProps) {
  const page = useProductPage();
  const config = slot.config?.content as { source?: string } | undefined;
  const html =
    (slot.data as { content?: string } | null | undefined)?.content ??
    String(slotConfig(slot, "content") ?? "");
  if (config?.source === "mapped" || (page && !html)) {
    const product = page?.product;
    const name = product ? translatedName(product) || product.productNumber : html;
    return <h1 className={heading}>{name}</h1>;
  }
  return <div className={content} dangerouslySetInnerHTML={{ __html: html }} />;
}
