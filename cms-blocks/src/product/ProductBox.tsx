import { useLingui } from "@lingui/react/macro";
import { Badge, ProductCard, type LayoutWidth } from "@shop/design-system";
import { useCms } from "../CmsContext.ts";
import { mediaImage } from "../media.ts";
import type { ListingProduct } from "./listingProduct.ts";
import { hasVariants, isPriceHidden, productPrice, referencePriceText, unitText } from "./productPrice.ts";
import { productPath, translatedName } from "@shop/store-api";

export interface ProductBoxProps {
  product: ListingProduct;
  /** Cards in the first visible row load their image eagerly. @default "lazy" */
  imageLoading?: "lazy" | "eager";
  /** The card's width on each screen, as the grid or slider lays it out (the image's `sizes` follow). */
  layoutWidth?: LayoutWidth;
}

/**
 * A product as Shopware's `product-box` shows it in listings and sliders: the design system's ProductCard
 * filled from a Store API product (price with "from", unit and base price, badges, hidden price), with the
 * app's wishlist toggle and add-to-cart form from the CMS context.
 */
export function ProductBox({ product, imageLoading = "lazy", layoutWidth }: ProductBoxProps) {
  const { t, i18n } = useLingui();
  const { currency = "CHF", localizePath = (path: string) => path, productActions, renderLink } = useCms();
  const name = translatedName(product) || product.productNumber;
  const href = localizePath(productPath(product));
  const price = productPrice(product);
  const image = mediaImage(product.cover?.media);
  const hiddenPrice = isPriceHidden(product);
  const variants = hasVariants(product);
  const actions = productActions?.(product);
  const isOutOfStock = product.available === false;
  return (
    <ProductCard
      href={href}
      name={name}
      productNumber={product.productNumber}
      productNumberLabel={t`Product number`}
      image={
        image?.width && image.height
          ? {
              src: image.src,
              alt: image.alt || name,
              width: image.width,
              height: image.height,
              thumbnails: image.thumbnails,
            }
          : undefined
      }
      imageLoading={imageLoading}
      layoutWidth={layoutWidth}
      price={{
        amount: price.amount,
        currency,
        listPrice: price.listPrice,
        listPriceLabel: t`instead of`,
        from: price.isFrom ? t`from` : undefined,
      }}
      priceOnRequestLabel={hiddenPrice ? t`Price on request` : undefined}
      unitText={unitText(product, i18n)}
      referencePriceText={referencePriceText(price.price, currency)}
      badges={
        product.markAsTopseller || product.isNew || price.listPrice !== undefined ? (
          <>
            {product.markAsTopseller && <Badge variant="topseller">{t`Topseller`}</Badge>}
            {product.isNew && <Badge variant="new">{t`New`}</Badge>}
            {price.listPrice !== undefined && <Badge variant="sale">{t`Sale`}</Badge>}
          </>
        ) : undefined
      }
      isOutOfStock={isOutOfStock}
      outOfStockLabel={t`Sold out`}
      wishlist={actions?.wishlist}
      addToCart={variants || hiddenPrice ? undefined : actions?.addToCart}
      chooseOptions={variants && !hiddenPrice ? { href, label: t`Choose options` } : undefined}
      renderLink={renderLink}
    />
  );
}
