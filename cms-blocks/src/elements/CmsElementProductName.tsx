import { css } from "@shop/styled-system/css";
import { useProductPage } from "../product-detail/ProductPageContext.ts";
import type { CmsElementProps } from "../types.ts";
import { translatedName } from "@shop/store-api";

const heading = css({ textStyle: "h1", hyphens: "auto", overflowWrap: "break-word" });
const contentClass = css({ "& h1, & h2": { textStyle: "h1" } });

/**
 * `product-name`: mapped to the product's name it is the page's `h1` (Shopware wraps it in
 * `h1.product-detail-name`); static content is the editor's (sanitised) HTML.
 */
export function CmsElementProductName({ slot }: CmsElementProps) {
  const page = useProductPage();
  const config = slot.config?.content as { source?: string } | undefined;
  // Only the server's resolved and sanitised `data.content`, never the config's raw value (the fuzz test).
  const content = (slot.data as { content?: unknown } | null | undefined)?.content;
  const html = typeof content === "string" ? content : "";
  if (config?.source === "mapped" || (page && !html)) {
    const product = page?.product;
    const name = product ? translatedName(product) || product.productNumber : html;
    return <h1 className={heading}>{name}</h1>;
  }
  if (!html) return null;
  return <div className={contentClass} dangerouslySetInnerHTML={{ __html: html }} />;
}
