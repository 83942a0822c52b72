import type { Product } from "@shop/store-api";

/** The product page: the canonical SEO path, else `/detail/{id}` (without the locale prefix). */
export function productPath(product: Pick<Product, "id" | "seoUrls">): string {
  const seo = product.seoUrls.find((url) => url.isCanonical) ?? product.seoUrls[0];
  return seo?.seoPathInfo ? `/${seo.seoPathInfo.replace(/^\//, "")}` : `/detail/${product.id}`;
}
