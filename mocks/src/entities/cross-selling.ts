import type { CrossSellingFixture, ProductFixture } from "../fixtures/catalog/index.ts";
import { timestamps, type Json } from "./common.ts";
import { catalogIndex, isAvailable, toProduct, type ProductContext } from "./product.ts";
import { t } from "./scope.ts";

/** A `product_cross_selling` (a tab of the product page: "Passendes Zubehör", "Ähnliche Produkte"). */
export function toCrossSelling(crossSelling: CrossSellingFixture, context: ProductContext): Json {
  const name = t(crossSelling.name, context.scope);
  return {
    id: crossSelling.id,
    productId: crossSelling.productId,
    productVersionId: null,
    productStreamId: null,
    name,
    position: crossSelling.position,
    sortBy: crossSelling.sortBy,
    sortDirection: crossSelling.sortDirection,
    type: crossSelling.type,
    active: crossSelling.active,
    limit: crossSelling.limit,
    translated: { name },
    ...timestamps,
    apiAlias: "product_cross_selling",
  };
}

/**
 * What a listing shows for an assigned product: a parent with variants is shown as itself when the family is
 * displayed as its parent, else as its main variant or its first available variant.
 */
function listed(product: ProductFixture, context: ProductContext): ProductFixture {
  const index = catalogIndex(context.catalog);
  const variants = index.variants.get(product.id) ?? [];
  if (variants.length === 0 || product.variantListingConfig?.displayParent) return product;
  const main = product.variantListingConfig?.mainVariantId;
  return (
    (main ? variants.find((variant) => variant.id === main) : undefined) ??
    variants.find(isAvailable) ??
    variants[0]!
  );
}

/** The cross-selling's products, sorted by its `sortBy`/`sortDirection` and cut to its `limit`. */
export function crossSellingElement(crossSelling: CrossSellingFixture, context: ProductContext): Json {
  const index = catalogIndex(context.catalog);
  const assigned = crossSelling.productIds
    .map((id) => index.products.get(id))
    .filter((product): product is ProductFixture => product !== undefined)
    .map((product) => listed(product, context));
  const value = (product: ProductFixture): string | number => {
    switch (crossSelling.sortBy) {
      case "name":
        return t(product.name, context.scope).toLocaleLowerCase(context.scope.locale);
      case "cheapestPrice":
        // The "from" price the product shows (its family's cheapest).
        return index.familyPrice(product).tier.gross;
      case "releaseDate":
        return product.releaseDate;
    }
  };
  const direction = crossSelling.sortDirection === "DESC" ? -1 : 1;
  const sorted = assigned.toSorted((a, b) => {
    const left = value(a);
    const right = value(b);
    return (left < right ? -1 : left > right ? 1 : 0) * direction;
  });
  const products = sorted.slice(0, crossSelling.limit > 0 ? crossSelling.limit : undefined);
  return {
    crossSelling: toCrossSelling(crossSelling, context),
    products: products.map((product) => toProduct(product, context)),
    total: products.length,
    streamId: null,
    apiAlias: "cross_selling_element",
  };
}

/** The active cross-sellings of a product (a variant uses its parent's), by position. */
export function crossSellingsOfProduct(product: ProductFixture, context: ProductContext): Json[] {
  const index = catalogIndex(context.catalog);
  return product.crossSellingIds
    .map((id) => index.crossSellings.get(id))
    .filter((item): item is CrossSellingFixture => item !== undefined && item.active)
    .toSorted((a, b) => a.position - b.position)
    .map((item) => crossSellingElement(item, context));
}
