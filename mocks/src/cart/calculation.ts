import type { Json } from "../entities/common.ts";
import { t } from "../entities/scope.ts";
import { round, sumTaxes } from "../lib/pricing.ts";
import { buildDeliveries } from "./deliveries.ts";
import { cartErrors, toCartErrorsJson, type CartError } from "./errors.ts";
import { priceContext, productLineItem } from "./line-items.ts";
import { sumParts } from "./money.ts";
import { evaluatePromotions, type ProductLine } from "./promotions.ts";
import { validateStock } from "./rules.ts";
import type { CalculatedLineItem, CartEnvironment, PriceParts, StoredCart, StoredLineItem } from "./types.ts";

export interface CartCalculation {
  /** The Store API `Cart`. */
  cart: Json;
  /** The cart to persist: quantities as adjusted, dropped items and codes gone, discounts remembered. */
  stored: StoredCart;
  errors: CartError[];
}

/**
 * `CartPrice` (Shopware's AmountCalculator): positions, shipping, taxes per rate, and the total in cash
 * rounding (CHF 0.05). Gross: the prices contain the taxes, net = total - taxes. Net: the prices are net,
 * netPrice is their sum (goods and shipping) and the total adds the taxes.
 */
function cartPrice(positions: readonly PriceParts[], shipping: PriceParts, env: CartEnvironment): Json {
  const { itemRounding, totalRounding } = env.currency;
  const context = priceContext(env);
  const all = [...positions, shipping];
  const positionPrice = round(sumParts(positions).totalPrice, itemRounding);
  const sum = round(sumParts(all).totalPrice, itemRounding);
  const calculatedTaxes = sumTaxes(
    all.flatMap((price) => price.calculatedTaxes),
    context,
  );
  const taxAmount = round(
    calculatedTaxes.reduce((total, tax) => total + (tax.tax as number), 0),
    itemRounding,
  );
  const net = env.taxState === "net";
  const rawTotal = net ? round(sum + taxAmount, itemRounding) : sum;
  const totalPrice = round(rawTotal, totalRounding);
  return {
    netPrice: net ? sum : round(totalPrice - taxAmount, itemRounding),
    totalPrice,
    calculatedTaxes,
    // Merged by rate like Shopware's TaxRuleCollection (the goods' rules come first: 100 % each).
    taxRules: calculatedTaxes.map((tax) => ({
      taxRate: tax.taxRate,
      percentage: 100,
      extensions: [],
      apiAlias: "cart_tax_rule",
    })),
    positionPrice,
    rawTotal,
    taxStatus: env.taxState,
    extensions: [],
    apiAlias: "cart_price",
  };
}

/**
 * Shopware's cart calculation (`Processor::process`) for the emulator: validate and price the products,
 * resolve promotion codes, build the delivery with its costs, sum the totals, add the payment transaction.
 * `carried` are errors raised before the calculation in the same request.
 */
export function calculateCart(
  input: StoredCart,
  env: CartEnvironment,
  carried: CartError[] = [],
): CartCalculation {
  const errors: CartError[] = [...carried];
  const lines: ProductLine[] = [];
  const keptItems: StoredLineItem[] = [];

  for (const item of input.lineItems) {
    const product = env.products.byId(item.referencedId);
    if (!product) {
      // The line item has no label yet, so Shopware names it by its id.
      errors.push(cartErrors.productNotFound(item.id));
      continue;
    }
    // A parent with variants is a container; Shopware drops it without a message (validateParents).
    if (env.products.hasVariants(product.id)) continue;
    const check = validateStock(product, item.quantity, t(product.name, env.scope));
    if (check.outcome === "remove") {
      errors.push(check.error);
      continue;
    }
    if (check.error) errors.push(check.error);
    const kept = { ...item, quantity: check.quantity };
    keptItems.push(kept);
    lines.push({ product, line: productLineItem(product, kept, env) });
  }

  const promotions = evaluatePromotions(input.promotionCodes, lines, env);
  errors.push(...promotions.errors);
  const delivery = buildDeliveries(lines, promotions.deliveryPromotions, env);

  const promotionLines = [...promotions.discounts, ...delivery.promotionLines];
  const known = new Set(input.discounts.map((discount) => discount.id));
  for (const { json } of promotionLines) {
    // Announced once: when the discount was not in the cart before this calculation.
    if (!known.has(json.id as string)) {
      errors.push(cartErrors.promotionDiscountAdded(json.id as string, json.label as string));
    }
  }

  const lineItems: CalculatedLineItem[] = [...lines.map(({ line }) => line), ...promotionLines];
  const price = cartPrice(
    lineItems.map((item) => item.price),
    delivery.shippingCosts,
    env,
  );

  const stored: StoredCart = {
    ...input,
    lineItems: keptItems,
    promotionCodes: promotions.codes,
    discounts: promotionLines.map(({ json }) => ({
      id: json.id as string,
      code: json.referencedId as string,
    })),
  };

  const cart: Json = {
    name: input.name,
    token: input.token,
    price,
    lineItems: lineItems.map((item) => item.json),
    errors: toCartErrorsJson(errors),
    deliveries: delivery.deliveries,
    transactions: [
      {
        paymentMethodId: env.paymentMethodId,
        amount: {
          unitPrice: price.totalPrice,
          quantity: 1,
          totalPrice: price.totalPrice,
          calculatedTaxes: price.calculatedTaxes,
          taxRules: price.taxRules,
          referencePrice: null,
          listPrice: null,
          regulationPrice: null,
          extensions: [],
          apiAlias: "calculated_price",
        },
        validationStruct: null,
        extensions: [],
        apiAlias: "cart_transaction",
      },
    ],
    modified: false,
    customerComment: input.customerComment,
    affiliateCode: input.affiliateCode,
    campaignCode: input.campaignCode,
    extensions: {
      "cart-promotions": {
        addedCodes: promotions.codes,
        blockedPromotionIds: [],
        apiAlias: "shopware_core_checkout_promotion_cart_extension_cart_extension",
      },
    },
    apiAlias: "cart",
  };
  return { cart, stored, errors };
}
