import type { Json } from "../entities/common.ts";
import { toCountry, toShippingMethod, toShippingMethodPrices } from "../entities/system.ts";
import { deliveryTimeById } from "../fixtures/catalog/index.ts";
import { deliveryTimeById as shippingDeliveryTime } from "../fixtures/sales-channel.ts";
import { round } from "../lib/pricing.ts";
import { priceContext } from "./line-items.ts";
import { partsOf, proportionalRules, splitPrice, sumParts } from "./money.ts";
import { discountAmount, promotionLineItem, type AppliedPromotion, type ProductLine } from "./promotions.ts";
import type { CalculatedLineItem, CartEnvironment, PriceParts } from "./types.ts";

const DAY = 24 * 3600 * 1000;
const WEEK = 7 * DAY;

/** Shopware's `DeliveryDate`: now plus the delivery time's min and max, both at 16:00 (UTC). */
function deliveryDate(
  time: { min: number; max: number; unit: string },
  now: Date,
): { earliest: Date; latest: Date } {
  const at = (amount: number) => {
    const date = new Date(now.getTime());
    if (time.unit === "hour") date.setUTCHours(date.getUTCHours() + amount);
    else if (time.unit === "month") date.setUTCMonth(date.getUTCMonth() + amount);
    else if (time.unit === "year") date.setUTCFullYear(date.getUTCFullYear() + amount);
    else date.setTime(date.getTime() + amount * (time.unit === "week" ? WEEK : DAY));
    date.setUTCHours(16, 0, 0, 0);
    return date;
  };
  return { earliest: at(time.min), latest: at(time.max) };
}

/** RFC 3339 with milliseconds and offset, as Shopware serialises dates. */
const isoDate = (date: Date) => date.toISOString().replace("Z", "+00:00");

const toDeliveryDate = ({ earliest, latest }: { earliest: Date; latest: Date }): Json => ({
  earliest: isoDate(earliest),
  latest: isoDate(latest),
  extensions: [],
  apiAlias: "cart_delivery_date",
});

/**
 * The shipping method's cost from its price matrix (`toShippingMethodPrices`, the rows the Store API
 * answers): a row whose goods-total range holds the goods (in CHF, as the rows' thresholds are), its price
 * in the context's currency, gross or net by tax state.
 */
function matrixPrice(env: CartEnvironment, goodsChf: number): number {
  const key = env.taxState === "net" ? "net" : "gross";
  const candidates = toShippingMethodPrices(env.shippingMethod, env.country.iso).flatMap((row) => {
    const start = row.quantityStart as number;
    const end = row.quantityEnd as number | null;
    if (goodsChf < start - 1e-9 || (end !== null && goodsChf > end + 1e-9)) return [];
    const prices = row.currencyPrice as { currencyId: string; gross: number; net: number }[];
    const price = prices.find((entry) => entry.currencyId === env.currency.id);
    return price ? [price[key]] : [];
  });
  if (candidates.length === 0) {
    throw new Error(`No shipping price for ${env.shippingMethod.technicalName} in ${env.currency.isoCode}`);
  }
  // Several rows match where two ranges meet: the cheapest, as Shopware sorts them by price.
  return Math.min(...candidates);
}

export interface DeliveryOutcome {
  deliveries: Json[];
  /** The shipping costs after delivery discounts (zero without goods). */
  shippingCosts: PriceParts;
  /** Placeholder line items of applied delivery discounts (price 0, like Shopware). */
  promotionLines: CalculatedLineItem[];
}

/**
 * One delivery with every physical product (`DeliveryBuilder`) for the session's shipping method. Costs: the
 * row of the method's price matrix for the shipping country and the total of the shipped goods
 * (`matrixPrice`; free from the method's threshold), or nothing when every product ships free. Downloads
 * (`is-download`) are not shipped: a cart of downloads only is virtual, with no delivery and no shipping
 * costs (delivery promotions have nothing to discount); a mixed cart ships its physical products.
 * Tax type "auto": the costs are taxed in proportion to the goods' tax rates. Delivery-scope promotions
 * lower the costs and show as a zero-priced promotion line item.
 */
export function buildDeliveries(
  lines: readonly ProductLine[],
  deliveryPromotions: readonly AppliedPromotion[],
  env: CartEnvironment,
): DeliveryOutcome {
  const zero: PriceParts = { totalPrice: 0, calculatedTaxes: [] };
  const shipped = lines.filter(({ product }) => product.type !== "digital");
  if (shipped.length === 0) return { deliveries: [], shippingCosts: zero, promotionLines: [] };

  const context = priceContext(env);
  const prices = shipped.map(({ line }) => line.price);
  const goodsChf = sumParts(prices).totalPrice / env.currency.factor;
  const free = shipped.every(({ product }) => product.shippingFree);
  const rules = proportionalRules(prices);
  // Shopware's DeliveryCalculator: the matrix row for the goods total, its price in the context's currency,
  // gross or net as the context shows prices; taxed like the goods (tax type "auto").
  let amount = free ? 0 : matrixPrice(env, goodsChf);

  const promotionLines: CalculatedLineItem[] = [];
  for (const { code, promotion } of deliveryPromotions) {
    const discount = discountAmount(promotion, amount, env);
    // Nothing to discount (already free): Shopware adds no placeholder either.
    if (discount <= 0) continue;
    amount = round(amount - discount, env.currency.itemRounding);
    promotionLines.push(promotionLineItem(promotion, code, splitPrice(0, [], context), [], env));
  }
  const shippingCosts = splitPrice(amount, rules, context);

  const positionDates = shipped.map(({ product }) => {
    // The product's delivery time, else the shipping method's (Shopware's DeliveryBuilder).
    const time =
      (product.deliveryTimeId ? deliveryTimeById(product.deliveryTimeId) : undefined) ??
      shippingDeliveryTime(env.shippingMethod.deliveryTimeId);
    if (!time) throw new Error(`No delivery time for ${product.productNumber}`);
    return deliveryDate(time, env.now);
  });
  const latestOf = (pick: (dates: { earliest: Date; latest: Date }) => Date) =>
    new Date(Math.max(...positionDates.map((dates) => pick(dates).getTime())));

  const delivery: Json = {
    deliveryDate: toDeliveryDate({
      earliest: latestOf((dates) => dates.earliest),
      latest: latestOf((dates) => dates.latest),
    }),
    location: {
      country: toCountry(env.country, env.scope),
      state: null,
      address: null,
      extensions: [],
      apiAlias: "cart_delivery_shipping_location",
    },
    positions: shipped.map(({ line }, index) => ({
      identifier: line.json.id,
      lineItem: line.json,
      quantity: line.json.quantity,
      price: line.json.price,
      deliveryDate: toDeliveryDate(positionDates[index]!),
      extensions: [],
      apiAlias: "cart_delivery_position",
    })),
    // With its price matrix, as Shopware's DeliveryProcessor loads it (association `prices`): the
    // storefront reads the free-shipping threshold and the regular price from it.
    shippingMethod: toShippingMethod(
      env.shippingMethod,
      env.scope,
      toShippingMethodPrices(env.shippingMethod, env.country.iso),
    ),
    shippingCosts,
    extensions: [],
    apiAlias: "cart_delivery",
  };
  return { deliveries: [delivery], shippingCosts: partsOf(shippingCosts), promotionLines };
}
