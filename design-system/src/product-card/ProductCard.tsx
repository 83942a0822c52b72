import { useId, type FormEvent, type ReactNode } from "react";
import { css, cx } from "@shop/styled-system/css";
import { button, productCard } from "@shop/styled-system/recipes";
import { Button } from "../button/Button.tsx";
import { Icon } from "../icon/Icon.tsx";
import { Image } from "../image/Image.tsx";
import type { ImageThumbnail } from "../image/imageSources.ts";
import {
  columnWidth,
  insetWidth,
  maxWidth,
  sizesAttribute,
  viewportWidth,
  type LayoutWidth,
} from "../image/layoutWidth.ts";
import { Link, type LinkProps, type LinkRenderProps } from "../link/Link.tsx";
import { Price, type PriceProps } from "../price/Price.tsx";
import { WishlistToggle, type WishlistState } from "../wishlist-toggle/WishlistToggle.tsx";

export interface ProductCardImage {
  src: string;
  /** The media's alt text, else the product name (the app decides). */
  alt: string;
  width: number;
  height: number;
  srcSet?: string;
  thumbnails?: readonly ImageThumbnail[];
}

export interface ProductCardAddToCart {
  /** Where the form posts (the app's add-to-cart action), so it works before and without JavaScript. */
  action: string;
  /** Hidden inputs sent with the form, e.g. `{ productId, quantity: "1", redirectTo }`. */
  fields: Record<string, string>;
  /** The button text, e.g. "In den Warenkorb". */
  label: string;
  /** While the app adds the product: the button stays focusable but inert. @default false */
  isPending?: boolean;
  /** What a screen reader hears while pending, e.g. "Wird hinzugefügt". */
  pendingLabel?: string;
  /**
   * Submitting with JavaScript, e.g. through a fetcher (call `event.preventDefault()`). Without it, or
   * before hydration, the form posts to `action` natively.
   */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

export interface ProductCardProps {
  /** The product page. The product name is the card's one link; it covers the whole card. */
  href: string;
  /** The product name, shown in full to assistive technology and clamped to three lines on screen. */
  name: string;
  /** The product number, e.g. "CL10001.1". */
  productNumber?: string;
  /** Translated words read before the product number, e.g. "Artikelnummer"; visually hidden. */
  productNumberLabel?: string;
  /** The cover image; without one a placeholder keeps the same box. */
  image?: ProductCardImage;
  /**
   * The card's width on each screen, as the grid or slider around it lays it out: the image's `sizes`
   * follow from it. @default half the viewport, at most 20rem
   */
  layoutWidth?: LayoutWidth;
  /** `eager` only for the page's LCP candidates (the first visible cards): loads with high priority. @default "lazy" */
  imageLoading?: "lazy" | "eager";
  /** The price (with `from` for tiered prices and `listPrice` for sale). Ignored when `priceOnRequestLabel` is set. */
  price?: Omit<PriceProps, "size" | "className">;
  /** Hidden price: this text (e.g. "Preis auf Anfrage") replaces the price and the add-to-cart form. */
  priceOnRequestLabel?: string;
  /** Purchase unit, e.g. "Inhalt: 5 Liter". */
  unitText?: string;
  /** Reference price, e.g. "(CHF 10.80 / 1 Liter)". */
  referencePriceText?: string;
  /** Badges over the image (topseller, new, sale). Their space is reserved, they never move the card. */
  badges?: ReactNode;
  /** Sold out: shows `outOfStockLabel` and disables adding to the cart. @default false */
  isOutOfStock?: boolean;
  /** Shown when out of stock, e.g. "Ausverkauft" (with an icon: never colour alone). */
  outOfStockLabel?: string;
  /**
   * The wishlist toggle (a round heart over the image), named by `label`, e.g. "Merken", the same in both
   * states; left out when not given.
   */
  wishlist?: WishlistState & { label: string };
  /** The add-to-cart form (a real `<form method="post">`). Left out for hidden prices and variant products. */
  addToCart?: ProductCardAddToCart;
  /** Variant products: a link to the product page to choose options, shown instead of `addToCart`. */
  chooseOptions?: { href: string; label: string };
  /** Renders the links as router links (see `Link`). */
  renderLink?: LinkProps["render"];
  /** Extra classes on the root. */
  className?: string;
}

/**
 * A product in a listing: image, number, name (the link), price or "price on request", unit and reference
 * price, stock, wishlist toggle and an add-to-cart form that posts without JavaScript.
 */
export function ProductCard(props: ProductCardProps) {
  const { href, name, productNumber, productNumberLabel, image, layoutWidth, imageLoading } = props;
  const { price, priceOnRequestLabel, unitText, referencePriceText, badges, isOutOfStock = false } = props;
  const { outOfStockLabel, wishlist, addToCart, chooseOptions, renderLink, className } = props;
  const styles = productCard();
  const nameId = useId();
  const hasHiddenPrice = priceOnRequestLabel !== undefined;
  return (
    <article
      className={cx(styles.root, className)}
      data-slot="product-card"
      data-out-of-stock={isOutOfStock || undefined}
      data-price-hidden={hasHiddenPrice || undefined}
    >
      <div className={styles.media}>
        {image ? (
          <Image
            {...image}
            sizes={sizesAttribute(cardImageWidth(layoutWidth ?? defaultCardWidth))}
            loading={imageLoading ?? "lazy"}
            fetchPriority={imageLoading === "eager" ? "high" : undefined}
            className={styles.image}
          />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">
            <Icon name="image" size="xl" />
          </span>
        )}
        {badges && <div className={styles.badges}>{badges}</div>}
      </div>
      {wishlist && <WishlistToggle {...wishlist} className={styles.wishlist} aria-describedby={nameId} />}
      <div className={styles.body}>
        {productNumber && (
          <span className={styles.number}>
            {productNumberLabel && <span className={srOnly}>{productNumberLabel} </span>}
            {productNumber}
          </span>
        )}
        <h3 className={styles.name} title={name}>
          <Link href={href} render={renderLink} className={styles.link} data-slot="link" id={nameId}>
            {name}
          </Link>
        </h3>
        {hasHiddenPrice ? (
          <p className={styles.priceOnRequest}>{priceOnRequestLabel}</p>
        ) : (
          price && <Price {...price} className={styles.price} />
        )}
        {(unitText || referencePriceText) && (
          <p className={styles.unit}>{[unitText, referencePriceText].filter(Boolean).join(" ")}</p>
        )}
        {isOutOfStock && outOfStockLabel && (
          <p className={styles.stock}>
            <Icon name="alert" size="sm" />
            {outOfStockLabel}
          </p>
        )}
      </div>
      <Actions
        addToCart={hasHiddenPrice ? undefined : addToCart}
        chooseOptions={chooseOptions}
        isOutOfStock={isOutOfStock}
        nameId={nameId}
        renderLink={renderLink}
        styles={styles}
      />
    </article>
  );
}

const srOnly = css({ srOnly: true });

const defaultCardWidth = maxWidth(columnWidth(viewportWidth, { columns: 2 }), 320);

/** The image spans the card inside its padding (`p: 3`) and border (`thin`), as the recipe lays it out. */
const cardImageWidth = (cardWidth: LayoutWidth) => insetWidth(cardWidth, 12 + 1);

interface ActionsProps extends Pick<ProductCardProps, "addToCart" | "chooseOptions" | "renderLink"> {
  isOutOfStock: boolean;
  /** The name link's id: repeated button texts ("In den Warenkorb") are described by the product name. */
  nameId: string;
  styles: ReturnType<typeof productCard>;
}

function Actions({ addToCart, chooseOptions, isOutOfStock, nameId, renderLink, styles }: ActionsProps) {
  const renderChooseOptions =
    renderLink ?? (({ children, ...props }: LinkRenderProps) => <a {...props}>{children}</a>);
  if (chooseOptions) {
    return (
      <div className={styles.actions}>
        {renderChooseOptions({
          href: chooseOptions.href,
          // Looks like the add-to-cart button it replaces, but navigates: a link.
          className: cx(button({ variant: "secondary", size: "md" }).root, styles.choose),
          "aria-describedby": nameId,
          children: (
            <>
              {chooseOptions.label}
              <Icon name="chevron-right" size="sm" />
            </>
          ),
        })}
      </div>
    );
  }
  if (!addToCart) return null;
  return (
    <div className={styles.actions}>
      <form method="post" action={addToCart.action} onSubmit={addToCart.onSubmit} className={styles.form}>
        {Object.entries(addToCart.fields).map(([field, value]) => (
          <input key={field} type="hidden" name={field} value={value} />
        ))}
        <Button
          type="submit"
          size="md"
          isDisabled={isOutOfStock}
          isPending={addToCart.isPending}
          pendingLabel={addToCart.pendingLabel}
          aria-describedby={nameId}
        >
          <Icon name="cart" size="sm" />
          {addToCart.label}
        </Button>
      </form>
    </div>
  );
}

/** The card's shape while products load: the same boxes, no content, hidden from assistive technology. */
export function ProductCardSkeleton({ className }: { className?: string }) {
  const styles = productCard();
  return (
    <div className={cx(styles.root, className)} aria-hidden="true" data-slot="product-card-skeleton">
      <div className={cx(styles.media, styles.skeleton)} />
      <div className={styles.body}>
        <span className={styles.skeleton} style={{ width: "30%", height: "0.75rem" }} />
        <span className={styles.skeleton} style={{ width: "90%", height: "1.25rem" }} />
        <span className={styles.skeleton} style={{ width: "60%", height: "1.25rem" }} />
        <span className={styles.skeleton} style={{ width: "40%", height: "1.25rem", marginTop: "0.25rem" }} />
      </div>
      <div className={styles.skeleton} style={{ height: "2.5rem" }} />
    </div>
  );
}
