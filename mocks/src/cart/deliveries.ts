import type { Json } from "../entities/common.ts";
import { toCountry, toShippingMethod } from "../entities/system.ts";
import { deliveryTimeById } from "../fixtures/catalog/index.ts";
import { currencies } from "../fixtures/currencies.ts";
import { deliveryTimeById as shippingDeliveryTime, shippingRate } from "../fixtures/sales-channel.ts";
import { round, unitPrice } from "../lib/pricing.ts";
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

export interface DeliveryOutcome {
  deliveries: Json[];
  /** The shipping costs after delivery discounts (zero without goods). */
  shippingCosts: PriceParts;
  /** Placeholder line items of applied delivery discounts (price 0, like Shopware). */
  promotionLines: CalculatedLineItem[];
}

/**
 * One delivery with every product (`DeliveryBuilder`) for the session's shipping method. Costs: the method's
 * rate for the shipping country (`shippingRate`), free once the goods total (gross, in CHF) reaches its
 * threshold or when every product ships free.
 * Tax type "auto": the costs are taxed in proportion to the goods' tax rates. Delivery-scope promotions
 * lower the costs and show as a zero-priced promotion line item.
 */
export function buildDeliveries(
  lines: readonly ProductLine[],
  deliveryPromotions: readonly AppliedPromotion[],
  env: CartEnvironment,
): DeliveryOutcome {
  const zero: PriceParts = { totalPrice: 0, calculatedTaxes: [] };
  if (lines.length === 0) return { deliveries: [], shippingCosts: zero, promotionLines: [] };

  const context = priceContext(env);
  const prices = lines.map(({ line }) => line.price);
  const goodsChf = sumParts(prices).totalPrice / env.currency.factor;
  const cost = shippingRate(env.shippingMethod, env.country.iso, currencies.EUR.factor);
  const free =
    lines.every(({ product }) => product.shippingFree) ||
    (cost.freeFromChf !== null && goodsChf >= cost.freeFromChf - 1e-9);
  const rules = proportionalRules(prices);
  // The costs are gross; net prices take out the goods' taxes in their proportion (the blended rate).
  const blendedRate = rules.reduce((sum, rule) => sum + (rule.taxRate * rule.percentage) / 100, 0);
  let amount = free ? 0 : unitPrice(cost.grossChf, blendedRate, context);

  const promotionLines: CalculatedLineItem[] = [];
  for (const { code, promotion } of deliveryPromotions) {
    const discount = discountAmount(promotion, amount, env);
    // Nothing to discount (already free): Shopware adds no placeholder either.
    if (discount <= 0) continue;
    amount = round(amount - discount, env.currency.itemRounding);
    promotionLines.push(promotionLineItem(promotion, code, splitPrice(0, [], context), [], env));
  }
  const shippingCosts = splitPrice(amount, rules, context);

  const positionDates = lines.map(({ product }) => {
    // The product's delivery time, else the shipping method's (Shopware's DeliveryBuilder).
    const time =
      deliveryTimeById(product.deliveryTimeId) ?? shippingDeliveryTime(env.shippingMethod.deliveryTimeId);
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
    positions: lines.map(({ line }, index) => ({
      identifier: line.json.id,
      lineItem: line.json,
      quantity: line.json.quantity,
      price: line.json.price,
      deliveryDate: toDeliveryDate(positionDates[index]!),
      extensions: [],
      apiAlias: "cart_delivery_position",
    })),
    shippingMethod: toShippingMethod(env.shippingMethod, env.scope),
    shippingCosts,
    extensions: [],
    apiAlias: "cart_delivery",
  };
  return { deliveries: [delivery], shippingCosts: partsOf(shippingCosts), promotionLines };
}
