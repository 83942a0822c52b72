import * as z from "zod";
import { mediaSchema } from "./media.ts";

const methodShape = {
  id: z.string(),
  name: z.string().nullish(),
  technicalName: z.string().nullish(),
  description: z.string().nullish(),
  active: z.boolean().nullish(),
  position: z.number().nullish(),
  mediaId: z.string().nullish(),
  /** Logo; only with the `media` association. */
  media: mediaSchema.nullish(),
  translated: z.looseObject({ name: z.string().nullish(), description: z.string().nullish() }).nullish(),
};

export const paymentMethodSchema = z.looseObject({
  ...methodShape,
  shortName: z.string().nullish(),
  /** Name plus app/plugin, to tell two methods of the same name apart. */
  distinguishableName: z.string().nullish(),
  /** May be chosen again to pay an existing order. */
  afterOrderEnabled: z.boolean().nullish(),
  /**
   * How its handler pays (Shopware's runtime flags): `asynchronous` sends the shopper to the provider's
   * page and back; `synchronous` settles without leaving the shop (invoice, prepayment).
   */
  asynchronous: z.boolean().nullish(),
  synchronous: z.boolean().nullish(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const deliveryTimeSchema = z.looseObject({
  id: z.string(),
  name: z.string().nullish(),
  min: z.number().nullish(),
  max: z.number().nullish(),
  /** `hour`, `day`, `week`, `month` or `year`. */
  unit: z.string().nullish(),
  translated: z.looseObject({ name: z.string().nullish() }).nullish(),
});
export type DeliveryTime = z.infer<typeof deliveryTimeSchema>;

/** A price of one currency (Shopware's `Price` struct). */
export const currencyPriceSchema = z.looseObject({
  currencyId: z.string(),
  gross: z.number(),
  net: z.number(),
});

/**
 * One row of a shipping method's price matrix (`ShippingMethodPriceEntity`, with the `prices` association):
 * it applies when its rule (`ruleId`, none = always) is among the context's and the cart's measure
 * (`calculation`: 1 line items, 2 goods total, 3 weight, 4 volume) lies from `quantityStart` to
 * `quantityEnd`.
 */
export const shippingMethodPriceSchema = z.looseObject({
  id: z.string(),
  ruleId: z.string().nullish(),
  calculation: z.number().nullish(),
  calculationRuleId: z.string().nullish(),
  quantityStart: z.number().nullish(),
  quantityEnd: z.number().nullish(),
  currencyPrice: z.array(currencyPriceSchema).nullish(),
});
export type ShippingMethodPrice = z.infer<typeof shippingMethodPriceSchema>;

export const shippingMethodSchema = z.looseObject({
  ...methodShape,
  /** The price matrix; only with the `prices` association. */
  prices: z.array(shippingMethodPriceSchema).nullish(),
  deliveryTimeId: z.string().nullish(),
  deliveryTime: deliveryTimeSchema.nullish(),
  /** URL template with `%s` for the tracking code. */
  trackingUrl: z.string().nullish(),
  /** `auto`, `highest` or `fixed`. */
  taxType: z.string().nullish(),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;
