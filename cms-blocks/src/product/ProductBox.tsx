import { useLingui } from "@lingui/react/macro";
import { Badge, ProductCard, type LayoutWidth } from "@shop/design-system";
import { css, cx } from "@shop/styled-system/css";
import { useCms } from "../CmsContext.ts";
import { mediaImage } from "../media.ts";
import type { ListingProduct } from "./listingProduct.ts";
import { hasVariants, isPriceHidden, productPrice, referencePriceText, unitText } from "./productPrice.ts";
import { productPath, translatedName } from "@shop/store-api";
import { HydrationSlice } from "../hydrationTurn.tsx";

export interface ProductBoxProps {
  product: ListingProduct;
  /** Cards in the first visible row load their image eagerly. @default "lazy" */
  imageLoading?: "lazy" | "eager";
  /** The card's width on each screen, as the grid or slider lays it out (the image's `sizes` follow). */
  layoutWidth?: LayoutWidth;
  /**
   * Shopware's `boxLayout`: `standard` (everything), `image` (the image fills the card's top edge to edge),
   * `minimal` (image, name and price only: no number, unit, badges or actions). @default "standard"
   */
  boxLayout?: ProductBoxLayout;
  /** Shopware's `displayMode` of the image: `standard` and `contain` fit it, `cover` fills its box. @default "standard" */
  displayMode?: ProductBoxDisplayMode;
}

export const productBoxLayouts = ["standard", "image", "minimal"] as const;
export type ProductBoxLayout = (typeof productBoxLayouts)[number];
export const productBoxDisplayModes = ["standard", "cover", "contain"] as const;
export type ProductBoxDisplayMode = (typeof productBoxDisplayModes)[number];

// The card's slots are the `product-card` recipe's classes; only the image's fit and the media's bleed change.
const coverImage = css({ "& .product-card__image": { objectFit: "cover" } });
const imageLayout = css({
  "& .product-card__media": { mx: "-3", mt: "-3", borderBottomRadius: "0" },
  "& .product-card__image": { objectFit: "cover" },
});

/**
 * A product as Shopware's `product-box` shows it in listings and sliders: the design system's ProductCard
 * filled from a Store API product (price with "from", unit and base price, badges, hidden price), with the
 * app's wishlist toggle and add-to-cart form from the CMS context.
 */
export function ProductBox(props: ProductBoxProps) {
  // A listing or slider's cards hydrate one per commit, not all at once (ADR 6).
  return (
    <HydrationSlice>
      <ProductBoxCard {...props} />
    </HydrationSlice>
  );
}

function ProductBoxCard({
  product,
  imageLoading = "lazy",
  layoutWidth,
  boxLayout = "standard",
  displayMode = "standard",
}: ProductBoxProps) {
  const { t, i18n } = useLingui();
  const { currency = "CHF", localizePath = (path: string) => path, productActions, renderLink } = useCms();
  const name = translatedName(product) || product.productNumber;
  const href = localizePath(productPath(product));
  const price = productPrice(product);
  const image = mediaImage(product.cover?.media);
  const hiddenPrice = isPriceHidden(product);
  const variants = hasVariants(product);
  const minimal = boxLayout === "minimal";
  const actions = minimal ? undefined : productActions?.(product);
  const isOutOfStock = product.available === false;
  return (
    <ProductCard
      href={href}
      name={name}
      className={cx(boxLayout === "image" ? imageLayout : displayMode === "cover" ? coverImage : undefined)}
      productNumber={minimal ? undefined : product.productNumber}
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
      unitText={minimal ? undefined : unitText(product, i18n)}
      referencePriceText={minimal ? undefined : referencePriceText(price.price, currency)}
      badges={
        !minimal &&
        (product.markAsTopseller || product.isNew || price.listPrice !== undefined ? (
          <>
            {product.markAsTopseller && <Badge variant="topseller">{t`Topseller`}</Badge>}
            {product.isNew && <Badge variant="new">{t`New`}</Badge>}
            {price.listPrice !== undefined && <Badge variant="sale">{t`Sale`}</Badge>}
          </>
        ) : undefined)
      }
      isOutOfStock={isOutOfStock}
      outOfStockLabel={t`Sold out`}
      wishlist={actions?.wishlist}
      addToCart={variants || hiddenPrice ? undefined : actions?.addToCart}
      chooseOptions={variants && !hiddenPrice && !minimal ? { href, label: t`Choose options` } : undefined}
      renderLink={renderLink}
    />
  );
}
