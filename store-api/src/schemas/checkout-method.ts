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

export const shippingMethodSchema = z.looseObject({
  ...methodShape,
  deliveryTimeId: z.string().nullish(),
  deliveryTime: deliveryTimeSchema.nullish(),
  /** URL template with `%s` for the tracking code. */
  trackingUrl: z.string().nullish(),
  /** `auto`, `highest` or `fixed`. */
  taxType: z.string().nullish(),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;
