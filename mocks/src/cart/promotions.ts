import type { Json } from "../entities/common.ts";
import { t } from "../entities/scope.ts";
import { categoryById } from "../fixtures/categories.ts";
import type { ProductFixture } from "../fixtures/catalog/types.ts";
import { promotionByCode, type PromotionFixture } from "../fixtures/promotions.ts";
import { round } from "../lib/pricing.ts";
import { cartErrors, type CartError } from "./errors.ts";
import { priceContext } from "./line-items.ts";
import { partsOf, proportionalRules, splitPrice, sumParts } from "./money.ts";
import type { CalculatedLineItem, CartEnvironment } from "./types.ts";

/** A product line of the cart, with the product it was calculated from. */
export interface ProductLine {
  product: ProductFixture;
  line: CalculatedLineItem;
}

/** A code whose promotion applies; delivery discounts are priced once the shipping costs are known. */
export interface AppliedPromotion {
  code: string;
  promotion: PromotionFixture;
}

export interface PromotionOutcome {
  /** Discount line items on the goods, in the order of the codes. */
  discounts: CalculatedLineItem[];
  /** Delivery-scope promotions whose conditions are met. */
  deliveryPromotions: AppliedPromotion[];
  /** The codes that stay registered (unknown ones are dropped). */
  codes: string[];
  errors: CartError[];
}

const inCategory = (product: ProductFixture, categoryId: string) =>
  product.categoryIds.some((id) => id === categoryId || categoryById(id)?.ancestorIds.includes(categoryId));

/** The goods a promotion's discount applies to: the category's products when it names one. */
function affectedLines(promotion: PromotionFixture, lines: readonly ProductLine[]): ProductLine[] {
  const { categoryId } = promotion.condition;
  return categoryId ? lines.filter(({ product }) => inCategory(product, categoryId)) : [...lines];
}

/** The promotion's precondition (Shopware's cart rules): goods total in CHF, a product of the category. */
function isEligible(
  promotion: PromotionFixture,
  lines: readonly ProductLine[],
  env: CartEnvironment,
): boolean {
  const { minGoodsChf, categoryId } = promotion.condition;
  const goods = sumParts(lines.map(({ line }) => line.price)).totalPrice;
  // Rule amounts are CHF; compare the goods in the session currency converted back.
  if (minGoodsChf !== null && goods / env.currency.factor < minGoodsChf - 1e-9) return false;
  if (categoryId !== null && !lines.some(({ product }) => inCategory(product, categoryId))) return false;
  return true;
}

/** The discount amount (positive) in the session currency: a percentage of `base`, or a fixed amount. */
export function discountAmount(promotion: PromotionFixture, base: number, env: CartEnvironment): number {
  const { itemRounding } = env.currency;
  const { type, value, maxValueChf } = promotion.discount;
  if (type === "absolute") return Math.min(round(value * env.currency.factor, itemRounding), base);
  const amount = round((base * value) / 100, itemRounding);
  return maxValueChf === null
    ? amount
    : Math.min(amount, round(maxValueChf * env.currency.factor, itemRounding));
}

/** `PromotionItemBuilder::buildPayload`, as the Store API shows it on the discount line item. */
function payload(promotion: PromotionFixture, code: string, env: CartEnvironment, composition: Json[]): Json {
  const { type, value, maxValueChf, scope } = promotion.discount;
  return {
    promotionId: promotion.id,
    discountId: promotion.discountId,
    discountType: type,
    code,
    value: String(value),
    maxValue:
      type === "percentage" && maxValueChf !== null
        ? String(round(maxValueChf * env.currency.factor, env.currency.itemRounding))
        : "",
    discountScope: scope,
    preventCombination: false,
    exclusions: [],
    groupId: "",
    setGroups: [],
    filter: { sorterKey: null, applierKey: null, usageKey: null, pickerKey: null },
    composition,
  };
}

/** The price definition Shopware keeps on a discount (percentage or absolute, always negative). */
function priceDefinition(promotion: PromotionFixture, env: CartEnvironment): Json {
  const { type, value } = promotion.discount;
  return type === "percentage"
    ? {
        percentage: -Math.abs(value),
        filter: null,
        isCalculated: true,
        type: "percentage",
        extensions: [],
        apiAlias: "cart_price_percentage",
      }
    : {
        price: -round(value * env.currency.factor, env.currency.itemRounding),
        filter: null,
        isCalculated: true,
        type: "absolute",
        extensions: [],
        apiAlias: "cart_price_absolute",
      };
}

/**
 * A discount line item (`type: "promotion"`): its id is the promotion discount's id and its
 * `referencedId` the code, so deleting it removes the code again.
 */
export function promotionLineItem(
  promotion: PromotionFixture,
  code: string,
  price: Json,
  composition: Json[],
  env: CartEnvironment,
): CalculatedLineItem {
  const label = t(promotion.name, env.scope);
  return {
    json: {
      id: promotion.discountId,
      referencedId: code,
      label,
      quantity: 1,
      type: "promotion",
      good: false,
      description: label,
      cover: null,
      deliveryInformation: null,
      price,
      priceDefinition: priceDefinition(promotion, env),
      quantityInformation: null,
      payload: payload(promotion, code, env, composition),
      removable: true,
      stackable: false,
      modified: false,
      modifiedByApp: false,
      children: [],
      states: [],
      uniqueIdentifier: promotion.discountId,
      apiAlias: "line_item",
    },
    price: partsOf(price),
  };
}

/**
 * Resolves the cart's codes like Shopware's `PromotionCollector` and `PromotionCalculator`:
 * - unknown, inactive or expired codes are dropped with `promotion-not-found`;
 * - without goods nothing is built (no message: the code waits for the first product);
 * - a code whose condition is not met stays registered and raises `promotion-not-eligible` on every
 *   calculation until the cart qualifies;
 * - an eligible cart-scope code becomes a discount line item with a negative price whose taxes are split
 *   over the affected goods' tax rates; a zero discount adds nothing.
 */
export function evaluatePromotions(
  codes: readonly string[],
  lines: readonly ProductLine[],
  env: CartEnvironment,
): PromotionOutcome {
  const outcome: PromotionOutcome = { discounts: [], deliveryPromotions: [], codes: [], errors: [] };
  const context = priceContext(env);
  for (const code of codes) {
    const promotion = promotionByCode(code, env.now);
    if (!promotion) {
      outcome.errors.push(cartErrors.promotionNotFound(code));
      continue;
    }
    outcome.codes.push(code);
    if (lines.length === 0) continue;
    if (!isEligible(promotion, lines, env)) {
      outcome.errors.push(cartErrors.promotionNotEligible(t(promotion.name, env.scope)));
      continue;
    }
    if (promotion.discount.scope === "delivery") {
      outcome.deliveryPromotions.push({ code, promotion });
      continue;
    }
    const affected = affectedLines(promotion, lines);
    const prices = affected.map(({ line }) => line.price);
    const base = round(sumParts(prices).totalPrice, env.currency.itemRounding);
    const amount = discountAmount(promotion, base, env);
    if (amount <= 0) continue;
    const composition = affected.map(({ line }) => ({
      id: line.json.id,
      quantity: line.json.quantity,
      discount: round((amount * line.price.totalPrice) / base, env.currency.itemRounding),
    }));
    const price = splitPrice(-amount, proportionalRules(prices), context);
    outcome.discounts.push(promotionLineItem(promotion, code, price, composition, env));
  }
  return outcome;
}
