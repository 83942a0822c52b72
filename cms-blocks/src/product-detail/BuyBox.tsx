import { useState } from "react";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  Badge,
  Button,
  formatPrice,
  Icon,
  Price,
  PriceTiers,
  QuantityField,
  Rating,
  VariantPicker,
  WishlistToggle,
  type VariantGroup,
} from "@shop/design-system";
import { css } from "@shop/styled-system/css";
import { button } from "@shop/styled-system/recipes";
import { useCms } from "../CmsContext.ts";
import { isPriceHidden, referencePriceText, unitText } from "../product/productPrice.ts";
import {
  deliveryTimeText,
  isDownloadProduct,
  quantityBounds,
  stockState,
  tierIndexFor,
  tierLabel,
  tierRows,
  variantChoices,
} from "./productDetail.ts";
import { useProductPage } from "./ProductPageContext.ts";
import { translatedName } from "@shop/store-api";
import { VARIANT_PARENT_PARAM } from "./variantUrl.ts";

export interface BuyBoxProps {
  /** Show the product name as the page's `h1` (when the layout has no product-name element). */
  showName?: boolean;
}

/**
 * Shopware's buy box: name, rating, badges, price (list price and saving, lowest price of the last 30 days,
 * base price, unit), price tiers, stock and delivery time, the variant configurator, quantity and add to
 * cart, the wishlist toggle, product number and manufacturer. A hidden price shows "price on request" with
 * the way to ask for a quote instead of the price and the cart form. Every form works without JavaScript.
 */
export function BuyBox({ showName = false }: BuyBoxProps) {
  const page = useProductPage();
  const { t, i18n } = useLingui();
  const { currency = "CHF", taxState = "gross" } = useCms();
  const bounds = page ? quantityBounds(page.product) : { min: 1, max: 100, step: 1 };
  const [quantity, setQuantity] = useState<number | null>(bounds.min);
  if (!page) return null;
  const { min: minimum, step: steps } = bounds;
  const reviewCount = page.reviews.stats.total;
  const { product, configurator, optionPrices, reviews, addToCart, wishlist, variantAction } = page;
  const name = translatedName(product) || product.productNumber;
  const hiddenPrice = isPriceHidden(product);
  const rows = tierRows(product.calculatedPrices);
  const selectedTier = tierIndexFor(rows, quantity ?? bounds.min);
  const shownPrice = rows[selectedTier]?.price ?? product.calculatedPrice;
  const listPrice = shownPrice.listPrice?.price;
  const percentage = shownPrice.listPrice?.percentage;
  const isSale = listPrice !== undefined && listPrice > shownPrice.unitPrice;
  const percent = percentage ? Math.round(percentage) : undefined;
  const regulation = shownPrice.regulationPrice?.price;
  const lowest = regulation === undefined ? "" : formatPrice(regulation, currency);
  const download = isDownloadProduct(product);
  const stock = stockState(product);
  const restockDays = product.restockTime ?? 0;
  const delivery = deliveryTimeText(product.deliveryTime, i18n);
  const manufacturer = product.manufacturer ? translatedName(product.manufacturer) : undefined;
  const unit = unitText(product, i18n);
  const reference = referencePriceText(shownPrice, currency);
  const canBuy = !hiddenPrice && stock !== "sold-out" && stock !== "restock";
  const currentPrice = product.calculatedPrice.unitPrice;
  const groups: VariantGroup[] = variantChoices(configurator, product.optionIds, optionPrices).map(
    (group) => ({
      id: group.groupId,
      name: group.groupName,
      displayType: group.displayType,
      options: group.options.map((option) => {
        const delta = option.price === undefined ? 0 : option.price - currentPrice;
        return {
          id: option.id,
          name: option.name,
          colorHex: option.colorHex,
          isSelected: option.isSelected,
          isCombinable: option.isCombinable,
          priceDelta:
            !hiddenPrice && !option.isSelected && Math.abs(delta) >= 0.005
              ? `${delta > 0 ? "+" : "−"} ${formatPrice(Math.abs(delta), currency)}`
              : undefined,
        };
      }),
    }),
  );
  const selection = Object.fromEntries(
    groups.flatMap((group) => {
      const chosen = group.options.find((option) => option.isSelected);
      return chosen ? [[group.id, chosen.id]] : [];
    }),
  );

  return (
    <div className={styles.root} data-slot="buy-box">
      {showName && <h1 className={styles.name}>{name}</h1>}
      {reviews.stats.total > 0 && (
        <a href="#reviews" className={styles.ratingLink}>
          <Rating
            value={reviews.stats.average}
            formatLabel={(value, max) => t`${value} of ${max} stars`}
            count={reviews.stats.total}
            countLabel={t`${plural(reviewCount, { one: "# review", other: "# reviews" })}`}
            size="sm"
          />
        </a>
      )}
      {(product.markAsTopseller || product.isNew || isSale || product.shippingFree) && (
        <div className={styles.badges}>
          {product.markAsTopseller && <Badge variant="topseller">{t`Topseller`}</Badge>}
          {product.isNew && <Badge variant="new">{t`New`}</Badge>}
          {isSale && <Badge variant="sale">{percent ? t`Sale −${percent} %` : t`Sale`}</Badge>}
          {product.shippingFree && <Badge>{t`Free shipping`}</Badge>}
        </div>
      )}

      {hiddenPrice ? (
        <div className={styles.quote}>
          <p className={styles.priceOnRequest}>{t`Price on request`}</p>
          {page.quoteHref && (
            <a href={page.quoteHref} className={button({ variant: "secondary" }).root}>
              <Icon name="mail" />
              {t`Request a quote`}
            </a>
          )}
        </div>
      ) : (
        <div className={styles.prices}>
          <Price
            amount={shownPrice.unitPrice}
            currency={currency}
            listPrice={isSale ? listPrice : undefined}
            listPriceLabel={t`instead of`}
            size="lg"
          />
          {isSale && percent ? <p className={styles.saving}>{t`You save ${percent} %`}</p> : null}
          {regulation !== undefined && (
            <p className={styles.muted}>{t`Lowest price in the last 30 days: ${lowest}`}</p>
          )}
          {(unit || reference) && (
            <p className={styles.muted}>{[unit, reference].filter(Boolean).join(" ")}</p>
          )}
          <p className={styles.muted}>
            {download
              ? taxState === "gross"
                ? t`Incl. VAT, no shipping costs`
                : t`Excl. VAT, no shipping costs`
              : taxState === "gross"
                ? t`Incl. VAT, plus shipping`
                : t`Excl. VAT, plus shipping`}
          </p>
        </div>
      )}

      {!hiddenPrice && rows.length > 0 && (
        <PriceTiers
          tiers={rows.map((row) => ({
            quantityLabel: tierLabel(row, i18n),
            price: row.price.unitPrice,
            listPrice: row.price.listPrice?.price,
            referencePrice: referencePriceText(row.price, currency),
          }))}
          currency={currency}
          caption={t`Volume prices`}
          quantityHeader={t`Quantity`}
          priceHeader={t`Unit price`}
          referenceHeader={t`Base price`}
          selectedIndex={selectedTier}
          selectedLabel={t`current quantity`}
        />
      )}

      {download ? (
        // A file is not in stock and not delivered: it is there as soon as the order is paid.
        <p className={styles.stock} data-stock="download">
          <Icon name="download" size="sm" />
          <span>{t`Available immediately as a download`}</span>
        </p>
      ) : (
        <p className={styles.stock} data-stock={stock}>
          <Icon name={stock === "sold-out" || stock === "restock" ? "alert" : "truck"} size="sm" />
          <span>
            {stock === "sold-out"
              ? t`Sold out`
              : stock === "restock"
                ? restockDays
                  ? t`Available again in ${plural(restockDays, { one: "# day", other: "# days" })}`
                  : t`Currently not in stock`
                : stock === "low"
                  ? t`Only a few left in stock`
                  : t`In stock`}
            {delivery && stock !== "sold-out" ? ` · ${delivery}` : ""}
          </span>
        </p>
      )}

      {groups.length > 0 && (
        <form method="get" action={variantAction} className={styles.variants}>
          {product.parentId && <input type="hidden" name={VARIANT_PARENT_PARAM} value={product.parentId} />}
          <VariantPicker
            groups={groups}
            unavailableLabel={t`not available in this combination`}
            isPending={page.isVariantPending}
            onChange={
              page.onVariantChange
                ? (groupId, optionId) =>
                    page.onVariantChange?.(groupId, optionId, { ...selection, [groupId]: optionId })
                : undefined
            }
          />
          <noscript>
            <Button type="submit" variant="secondary">{t`Show selection`}</Button>
          </noscript>
        </form>
      )}

      {canBuy && (
        <form
          method="post"
          action={addToCart.action}
          onSubmit={addToCart.onSubmit}
          className={styles.cart}
          aria-label={t`Add ${name} to the cart`}
        >
          {Object.entries(addToCart.fields).map(([field, value]) => (
            <input key={field} type="hidden" name={field} value={value} />
          ))}
          <QuantityField
            name="quantity"
            label={t`Quantity`}
            min={bounds.min}
            max={bounds.max}
            step={bounds.step}
            value={quantity}
            onChange={setQuantity}
            decrementLabel={t`Decrease quantity`}
            incrementLabel={t`Increase quantity`}
            description={
              bounds.min > 1 || bounds.step > 1
                ? t`Minimum order ${minimum}, in steps of ${steps}`
                : undefined
            }
            messages={{
              required: t`Please enter a quantity.`,
              integer: t`Please enter a whole number.`,
              min: (min) => t`The minimum order quantity is ${min}.`,
              max: (max) => t`The maximum order quantity is ${max}.`,
              step: (step, min) => t`This product is sold in steps of ${step} from ${min}.`,
            }}
          />
          <Button
            type="submit"
            size="lg"
            isPending={addToCart.isPending}
            pendingLabel={t`Adding to cart`}
            className={styles.submit}
          >
            <Icon name="cart" />
            {t`Add to cart`}
          </Button>
        </form>
      )}

      {page.testMachineHref && (
        <a href={page.testMachineHref} className={button({ variant: "secondary" }).root}>
          <Icon name="clock" />
          {t`Request a test machine`}
        </a>
      )}

      {wishlist && (
        <WishlistToggle
          isSelected={wishlist.isSelected}
          onChange={wishlist.onChange}
          label={t`Add to wishlist`}
          variant="labelled"
          className={styles.wishlist}
        />
      )}

      <dl className={styles.facts}>
        <div>
          <dt>{t`Product number`}</dt>
          <dd>{product.productNumber}</dd>
        </div>
        {manufacturer && (
          <div>
            <dt>{t`Manufacturer`}</dt>
            <dd>{manufacturer}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}

const styles = {
  root: css({ display: "flex", flexDirection: "column", gap: "4" }),
  name: css({ textStyle: "h1", hyphens: "auto", overflowWrap: "break-word" }),
  ratingLink: css({ alignSelf: "flex-start", borderRadius: "sm", focusVisibleRing: "outside" }),
  badges: css({ display: "flex", flexWrap: "wrap", gap: "2" }),
  prices: css({ display: "flex", flexDirection: "column", gap: "1" }),
  saving: css({ color: "danger.text", fontWeight: "semibold", fontSize: "sm" }),
  muted: css({ color: "fg.muted", fontSize: "sm" }),
  quote: css({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: "3" }),
  priceOnRequest: css({ fontSize: "xl", fontWeight: "bold" }),
  stock: css({
    display: "flex",
    alignItems: "center",
    gap: "2",
    fontSize: "sm",
    fontWeight: "medium",
    color: "success.text",
    "&[data-stock=sold-out], &[data-stock=restock]": { color: "danger.text" },
  }),
  variants: css({ display: "flex", flexDirection: "column", gap: "3" }),
  cart: css({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: "3" }),
  submit: css({ flex: "1 1 12rem" }),
  wishlist: css({ alignSelf: "flex-start" }),
  facts: css({
    display: "grid",
    gap: "1",
    fontSize: "sm",
    color: "fg.muted",
    "& > div": { display: "flex", gap: "2" },
    "& dt::after": { content: "':'" },
    "& dd": { color: "fg" },
  }),
};
