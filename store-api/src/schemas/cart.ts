import * as z from "zod";
import { shippingMethodSchema } from "./checkout-method.ts";
import { customerAddressSchema } from "./customer.ts";
import { collection, list, phpObject } from "./helpers.ts";
import { mediaSchema } from "./media.ts";
import { calculatedPriceSchema, cartPriceSchema } from "./price.ts";
import { countrySchema, countryStateSchema } from "./system.ts";

/** Line item types of core Shopware; plugins add more, so the schema takes any string. */
export type LineItemType =
  "product" | "promotion" | "credit" | "custom" | "container" | "discount" | "quantity" | (string & {});

/** Severity of a cart error: 0 notice, 10 warning, 20 error (an error blocks the order). */
export const CART_ERROR_LEVEL = { notice: 0, warning: 10, error: 20 } as const;

/**
 * A cart message (`product-stock-reached`, `promotion-not-found`, ...). Shopware adds the message's
 * parameters (`name`, `quantity`, ...) as extra fields; they pass through.
 */
export const cartErrorSchema = z.looseObject({
  /** Unique per message, e.g. `promotion-not-found-SPRING`. */
  key: z.string(),
  /** See {@link CART_ERROR_LEVEL}. */
  level: z.number(),
  /** Snippet key to translate, e.g. `product-stock-reached`. */
  messageKey: z.string(),
  /** English text (not for shoppers). */
  message: z.string().nullish(),
  code: z.number().nullish(),
});
export type CartError = z.infer<typeof cartErrorSchema>;

export const lineItemQuantityInformationSchema = z.looseObject({
  minPurchase: z.number().nullish(),
  maxPurchase: z.number().nullish(),
  purchaseSteps: z.number().nullish(),
});
export type LineItemQuantityInformation = z.infer<typeof lineItemQuantityInformationSchema>;

/** What the line item carries from its product or promotion; `[]` when empty. */
export const lineItemPayloadSchema = phpObject(
  z.looseObject({
    productNumber: z.string().nullish(),
    /** Variant options, for display: `[{group: "Grösse", option: "5 l"}]`. */
    options: list(z.looseObject({ group: z.string(), option: z.string() })),
    /** Promotions: the code the shopper entered. */
    code: z.string().nullish(),
    promotionId: z.string().nullish(),
    /** Products: the variant's parent. */
    parentId: z.string().nullish(),
  }),
);
export type LineItemPayload = z.infer<typeof lineItemPayloadSchema>;

const lineItemShape = {
  id: z.string(),
  type: z.string() as z.ZodType<LineItemType>,
  /** Product id, or promotion code (for promotions added by code). */
  referencedId: z.string().nullish(),
  label: z.string().nullish(),
  description: z.string().nullish(),
  quantity: z.number(),
  /** A physical good (counts for shipping). */
  good: z.boolean().nullish(),
  removable: z.boolean().nullish(),
  stackable: z.boolean().nullish(),
  modified: z.boolean().nullish(),
  cover: mediaSchema.nullish(),
  payload: lineItemPayloadSchema.nullish(),
  /** Null until the cart is calculated; always set in answers of the cart routes. */
  price: calculatedPriceSchema.nullish(),
  quantityInformation: lineItemQuantityInformationSchema.nullish(),
  deliveryInformation: z
    .looseObject({
      stock: z.number().nullish(),
      freeDelivery: z.boolean().nullish(),
      deliveryTime: z
        .looseObject({
          name: z.string().nullish(),
          min: z.number().nullish(),
          max: z.number().nullish(),
          unit: z.string().nullish(),
        })
        .nullish(),
    })
    .nullish(),
  /** `is-physical`, `is-download`. */
  states: list(z.string()),
};

/** Output type of {@link lineItemSchema} (written out because the schema is recursive). */
export type LineItem = z.output<z.ZodObject<typeof lineItemShape, z.core.$loose>> & {
  /** Nested items (containers, bundles); always an array. */
  children: LineItem[];
};

export const lineItemSchema: z.ZodType<LineItem> = z.looseObject({
  ...lineItemShape,
  get children() {
    return list(lineItemSchema);
  },
});

export const cartDeliverySchema = z.looseObject({
  deliveryDate: z.looseObject({ earliest: z.string().nullish(), latest: z.string().nullish() }).nullish(),
  location: z
    .looseObject({
      country: countrySchema.nullish(),
      state: countryStateSchema.nullish(),
      address: customerAddressSchema.nullish(),
    })
    .nullish(),
  positions: list(
    z.looseObject({
      identifier: z.string().nullish(),
      price: calculatedPriceSchema.nullish(),
    }),
  ),
  shippingCosts: calculatedPriceSchema,
  shippingMethod: shippingMethodSchema.nullish(),
});
export type CartDelivery = z.infer<typeof cartDeliverySchema>;

export const cartTransactionSchema = z.looseObject({
  paymentMethodId: z.string(),
  amount: calculatedPriceSchema.nullish(),
});
export type CartTransaction = z.infer<typeof cartTransactionSchema>;

/** The shopper's cart (`GET /checkout/cart` and every line item route). */
export const cartSchema = z.looseObject({
  /** The context token the cart belongs to. */
  token: z.string().nullish(),
  name: z.string().nullish(),
  price: cartPriceSchema,
  lineItems: list(lineItemSchema),
  /**
   * Messages about the cart. Shopware sends an object keyed by `key` (the OpenAPI schema also allows an
   * array); parsed into an array in Shopware's order, each entry keeping its `key`.
   */
  errors: collection(cartErrorSchema),
  deliveries: list(cartDeliverySchema),
  transactions: list(cartTransactionSchema),
  /** True when the last calculation changed something (prices, removed items). */
  modified: z.boolean().nullish(),
  customerComment: z.string().nullish(),
  affiliateCode: z.string().nullish(),
  campaignCode: z.string().nullish(),
});
export type Cart = z.infer<typeof cartSchema>;
