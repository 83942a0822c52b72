import * as z from "zod";
import { lineItemPayloadSchema } from "./cart.ts";
import { paymentMethodSchema, shippingMethodSchema } from "./checkout-method.ts";
import { customerAddressSchema } from "./customer.ts";
import { entitySearchResultSchema } from "./entity-search-result.ts";
import { list } from "./helpers.ts";
import { mediaSchema } from "./media.ts";
import { calculatedPriceSchema, cartPriceSchema } from "./price.ts";

/** A state of Shopware's state machines: order (`open`, `in_progress`, `completed`, `cancelled`), payment, delivery. */
export const stateMachineStateSchema = z.looseObject({
  id: z.string().nullish(),
  /** Stable across languages: `open`, `paid`, `failed`, `cancelled`, ... */
  technicalName: z.string(),
  /** In the request's language. */
  name: z.string().nullish(),
});
export type StateMachineState = z.infer<typeof stateMachineStateSchema>;

/** An order's copy of an address (`order_address`), with the customer's VAT id. */
export const orderAddressSchema = customerAddressSchema.extend({ vatId: z.string().nullish() });
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/**
 * A download line item's file (`order_line_item_download`, Shopware's digital products): the product's
 * download copied at ordering. `accessGranted` once the order is paid; then `GET /order/download/{orderId}/{id}`
 * hands the file out ({@link orderDownloadPath}). The media is private: its `url` is empty.
 */
export const orderLineItemDownloadSchema = z.looseObject({
  id: z.string(),
  mediaId: z.string().nullish(),
  position: z.number().nullish(),
  accessGranted: z.boolean().nullish(),
  media: mediaSchema.partial({ url: true }).nullish(),
});
export type OrderLineItemDownload = z.infer<typeof orderLineItemDownloadSchema>;

export const orderLineItemSchema = z.looseObject({
  id: z.string(),
  identifier: z.string().nullish(),
  referencedId: z.string().nullish(),
  productId: z.string().nullish(),
  /** `product`, `promotion`, `credit`, `custom`, ... */
  type: z.string().nullish(),
  label: z.string(),
  quantity: z.number(),
  unitPrice: z.number().nullish(),
  totalPrice: z.number().nullish(),
  position: z.number().nullish(),
  price: calculatedPriceSchema.nullish(),
  payload: lineItemPayloadSchema.nullish(),
  cover: mediaSchema.nullish(),
  good: z.boolean().nullish(),
  /** `is-physical`, `is-download`. */
  states: list(z.string()),
  /** A download line item's files (only with the `downloads` association in real Shopware). */
  downloads: list(orderLineItemDownloadSchema),
});
export type OrderLineItem = z.infer<typeof orderLineItemSchema>;

export const orderTransactionSchema = z.looseObject({
  id: z.string(),
  paymentMethodId: z.string(),
  amount: calculatedPriceSchema.nullish(),
  stateMachineState: stateMachineStateSchema.nullish(),
  paymentMethod: paymentMethodSchema.nullish(),
  createdAt: z.string().nullish(),
});
export type OrderTransaction = z.infer<typeof orderTransactionSchema>;

export const orderDeliverySchema = z.looseObject({
  id: z.string(),
  shippingMethodId: z.string().nullish(),
  shippingDateEarliest: z.string().nullish(),
  shippingDateLatest: z.string().nullish(),
  shippingCosts: calculatedPriceSchema.nullish(),
  trackingCodes: list(z.string()),
  stateMachineState: stateMachineStateSchema.nullish(),
  shippingOrderAddress: orderAddressSchema.nullish(),
  shippingMethod: shippingMethodSchema.nullish(),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

/** A document of the order (the invoice): download it with its id and deep link code. */
export const orderDocumentSchema = z.looseObject({
  id: z.string(),
  deepLinkCode: z.string(),
  documentNumber: z.string().nullish(),
  fileType: z.string().nullish(),
  createdAt: z.string().nullish(),
  documentType: z.looseObject({ technicalName: z.string(), name: z.string().nullish() }).nullish(),
});
export type OrderDocument = z.infer<typeof orderDocumentSchema>;

/** An order (`POST /checkout/order`, `POST /order`), with the associations the shop reads. */
export const orderSchema = z.looseObject({
  id: z.string(),
  orderNumber: z.string().nullish(),
  orderDateTime: z.string(),
  /** Lets a guest open the order by link (with e-mail and postal code). */
  deepLinkCode: z.string().nullish(),
  price: cartPriceSchema,
  amountTotal: z.number().nullish(),
  amountNet: z.number().nullish(),
  positionPrice: z.number().nullish(),
  shippingTotal: z.number().nullish(),
  shippingCosts: calculatedPriceSchema.nullish(),
  currencyId: z.string(),
  /** The order's currency; only with the `currency` association. */
  currency: z.looseObject({ isoCode: z.string() }).nullish(),
  languageId: z.string(),
  customerComment: z.string().nullish(),
  stateMachineState: stateMachineStateSchema,
  orderCustomer: z
    .looseObject({
      email: z.string(),
      firstName: z.string().nullish(),
      lastName: z.string().nullish(),
      company: z.string().nullish(),
      customerNumber: z.string().nullish(),
    })
    .nullish(),
  billingAddress: orderAddressSchema.nullish(),
  addresses: list(orderAddressSchema),
  lineItems: list(orderLineItemSchema),
  deliveries: list(orderDeliverySchema),
  transactions: list(orderTransactionSchema),
  primaryOrderTransaction: orderTransactionSchema.nullish(),
  documents: list(orderDocumentSchema),
});
export type Order = z.infer<typeof orderSchema>;

/** `POST /order`: the orders, and per order id whether its payment can still be changed or retried. */
export const orderListSchema = z.looseObject({
  orders: entitySearchResultSchema(orderSchema),
  paymentChangeable: z
    .record(z.string(), z.boolean())
    .nullish()
    .transform((value) => value ?? {}),
});
export type OrderList = z.infer<typeof orderListSchema>;

/** `POST /handle-payment`: where to send the shopper (the provider's page, or finishUrl); null when nowhere. */
export const handlePaymentSchema = z.looseObject({ redirectUrl: z.string().nullish() });
export type HandlePaymentResult = z.infer<typeof handlePaymentSchema>;

export const successSchema = z.looseObject({ success: z.boolean().nullish() });
