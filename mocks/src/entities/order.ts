import {
  currentTransaction,
  type StoredDocument,
  type StoredOrder,
  type StoredOrderAddress,
} from "../checkout/orders.ts";
import { currencyById, defaultCurrency } from "../fixtures/currencies.ts";
import { LIVE_VERSION_ID } from "../fixtures/ids.ts";
import { languageById, languages } from "../fixtures/languages.ts";
import { paymentMethodById, salesChannel, shippingMethodById } from "../fixtures/sales-channel.ts";
import { salutationById } from "../fixtures/salutations.ts";
import { deliveryStates, orderStates, transactionStates, type StateFixture } from "../fixtures/states.ts";
import { documentTypes } from "../fixtures/documents.ts";
import { productById } from "../fixtures/catalog/index.ts";
import { md5 } from "../lib/md5.ts";
import type { Json } from "./common.ts";
import { toDocumentMedia } from "./product.ts";
import { t, type RequestScope } from "./scope.ts";
import { toCustomerAddress } from "./customer.ts";
import * as system from "./system.ts";

const versioned = { versionId: LIVE_VERSION_ID };

export function toStateMachineState(state: StateFixture, scope: RequestScope): Json {
  const name = t(state.name, scope);
  return {
    id: state.id,
    technicalName: state.technicalName,
    name,
    customFields: null,
    createdAt: "2025-03-03T07:30:00.000+00:00",
    updatedAt: null,
    translated: { name, customFields: {} },
    apiAlias: "state_machine_state",
  };
}

/** The fields of every entity that belongs to an order (live version). */
const ofOrder = (order: StoredOrder) => ({
  versionId: LIVE_VERSION_ID,
  orderId: order.id,
  orderVersionId: LIVE_VERSION_ID,
});

/** An `order_address`: the customer address fields, the order it belongs to and the VAT id. */
function toOrderAddress(address: StoredOrderAddress, order: StoredOrder, scope: RequestScope): Json {
  const { customerId: _customer, ...fields } = toCustomerAddress({ ...address, customerId: "" }, scope);
  return {
    ...fields,
    ...ofOrder(order),
    vatId: address.vatId,
    createdAt: order.orderDateTime,
    apiAlias: "order_address",
  };
}

/** The id of a line item's download: derived, so `/order/download/{orderId}/{downloadId}` finds it again. */
export const orderDownloadId = (orderLineItemId: string, productDownloadId: string) =>
  md5(`order-line-item-download:${orderLineItemId}:${productDownloadId}`);

/**
 * A download line item's files (`order_line_item_download`, Shopware's LineItemDownloadLoader copies the
 * product's downloads at ordering). Access is granted once the order is paid (the flow "grant download
 * access" on the transaction's `paid`); before that the shopper sees the file but cannot fetch it.
 */
export function orderLineItemDownloads(item: Json, order: StoredOrder, scope: RequestScope): Json[] {
  const states = (item.states as string[] | undefined) ?? [];
  if (item.type !== "product" || !states.includes("is-download")) return [];
  const product = productById(item.referencedId as string);
  if (!product) return [];
  const accessGranted = currentTransaction(order).state === "paid";
  return product.downloads.map((download) => ({
    id: orderDownloadId(item.orderLineItemId as string, download.id),
    ...versioned,
    orderLineItemId: item.orderLineItemId,
    orderLineItemVersionId: LIVE_VERSION_ID,
    mediaId: download.mediaId,
    position: download.position,
    accessGranted,
    customFields: null,
    media: toDocumentMedia(download.mediaId, scope),
    createdAt: order.orderDateTime,
    updatedAt: null,
    apiAlias: "order_line_item_download",
  }));
}

/** A cart line item as Shopware's OrderConverter stores it: `order_line_item`, position from 1. */
function toOrderLineItem(item: Json, index: number, order: StoredOrder, scope: RequestScope): Json {
  const price = item.price as { unitPrice: number; totalPrice: number };
  const isProduct = item.type === "product";
  return {
    id: item.orderLineItemId,
    ...ofOrder(order),
    productId: isProduct ? item.referencedId : null,
    productVersionId: isProduct ? LIVE_VERSION_ID : null,
    promotionId: item.type === "promotion" ? ((item.payload as Json | null)?.promotionId ?? null) : null,
    parentId: null,
    coverId: (item.cover as Json | null)?.id ?? null,
    identifier: item.id,
    referencedId: item.referencedId,
    quantity: item.quantity,
    label: item.label,
    payload: item.payload,
    good: item.good,
    removable: item.removable,
    stackable: item.stackable,
    position: index + 1,
    price: item.price,
    priceDefinition: item.priceDefinition,
    unitPrice: price.unitPrice,
    totalPrice: price.totalPrice,
    description: item.description,
    type: item.type,
    states: item.states,
    cover: item.cover,
    customFields: null,
    children: [],
    downloads: orderLineItemDownloads(item, order, scope),
    createdAt: order.orderDateTime,
    updatedAt: null,
    translated: {},
    apiAlias: "order_line_item",
  };
}

function toTransaction(order: StoredOrder, index: number, scope: RequestScope): Json {
  const transaction = order.transactions[index]!;
  const method = paymentMethodById(transaction.paymentMethodId);
  const state = transactionStates[transaction.state];
  return {
    id: transaction.id,
    ...ofOrder(order),
    paymentMethodId: transaction.paymentMethodId,
    amount: transaction.amount,
    validationData: [],
    stateId: state.id,
    customFields: null,
    stateMachineState: toStateMachineState(state, scope),
    paymentMethod: method ? system.toPaymentMethod(method, scope) : null,
    captures: [],
    createdAt: transaction.createdAt,
    updatedAt: transaction.updatedAt,
    apiAlias: "order_transaction",
  };
}

function toDelivery(order: StoredOrder, index: number, scope: RequestScope): Json {
  const delivery = order.deliveries[index]!;
  const method = shippingMethodById(delivery.shippingMethodId);
  const address = order.addresses.find((item) => item.id === delivery.shippingAddressId);
  const state = deliveryStates[delivery.state];
  return {
    id: delivery.id,
    ...ofOrder(order),
    shippingOrderAddressId: delivery.shippingAddressId,
    shippingOrderAddressVersionId: LIVE_VERSION_ID,
    shippingMethodId: delivery.shippingMethodId,
    stateId: state.id,
    trackingCodes: [],
    shippingDateEarliest: delivery.earliest,
    shippingDateLatest: delivery.latest,
    shippingCosts: delivery.shippingCosts,
    customFields: null,
    stateMachineState: toStateMachineState(state, scope),
    shippingOrderAddress: address ? toOrderAddress(address, order, scope) : null,
    shippingMethod: method ? system.toShippingMethod(method, scope) : null,
    positions: delivery.positions.map((position) => ({
      id: position.id,
      ...versioned,
      orderDeliveryId: delivery.id,
      orderDeliveryVersionId: LIVE_VERSION_ID,
      orderLineItemId: position.lineItemId,
      orderLineItemVersionId: LIVE_VERSION_ID,
      price: position.price,
      unitPrice: (position.price as { unitPrice: number }).unitPrice,
      totalPrice: (position.price as { totalPrice: number }).totalPrice,
      quantity: position.quantity,
      customFields: null,
      createdAt: order.orderDateTime,
      updatedAt: null,
      apiAlias: "order_delivery_position",
    })),
    createdAt: order.orderDateTime,
    updatedAt: null,
    apiAlias: "order_delivery",
  };
}

export function toDocument(document: StoredDocument, order: StoredOrder, scope: RequestScope): Json {
  const type = documentTypes[document.type];
  const name = t(type.name, scope);
  return {
    id: document.id,
    documentTypeId: type.id,
    referencedDocumentId: null,
    orderId: order.id,
    orderVersionId: LIVE_VERSION_ID,
    documentMediaFileId: null,
    documentA11yMediaFileId: null,
    // DocumentConfiguration as stored with the document.
    config: {
      name: type.technicalName,
      title: name,
      documentNumber: document.documentNumber,
      documentDate: document.createdAt,
      fileTypes: ["pdf"],
    },
    sent: true,
    static: false,
    deepLinkCode: document.deepLinkCode,
    documentNumber: document.documentNumber,
    fileType: "pdf",
    customFields: null,
    documentType: {
      id: type.id,
      technicalName: type.technicalName,
      name,
      translated: { name },
      apiAlias: "document_type",
    },
    createdAt: document.createdAt,
    updatedAt: null,
    apiAlias: "document",
  };
}

/**
 * An `order` with every association the checkout and the account pages read (line items, deliveries with
 * their address and method, transactions with their method and state, addresses, customer, currency,
 * language, documents), as `POST /checkout/order` answers it and `POST /order` lists it.
 */
export function toOrder(order: StoredOrder, scope: RequestScope): Json {
  const price = order.price as {
    totalPrice: number;
    netPrice: number;
    positionPrice: number;
    taxStatus: string;
  };
  const currency = currencyById(order.currencyId) ?? defaultCurrency;
  const language = languageById(order.languageId) ?? languages["de-DE"];
  const billing = order.addresses.find((address) => address.id === order.billingAddressId)!;
  const salutation = salutationById(order.orderCustomer.salutationId);
  const deliveries = order.deliveries.map((_, index) => toDelivery(order, index, scope));
  const transactions = order.transactions.map((_, index) => toTransaction(order, index, scope));
  const primaryTransaction = transactions.find((item) => item.id === currentTransaction(order).id)!;
  return {
    id: order.id,
    ...versioned,
    orderNumber: order.orderNumber,
    billingAddressId: order.billingAddressId,
    billingAddressVersionId: LIVE_VERSION_ID,
    primaryOrderDeliveryId: deliveries[0]?.id ?? null,
    primaryOrderDeliveryVersionId: deliveries[0] ? LIVE_VERSION_ID : null,
    primaryOrderTransactionId: primaryTransaction.id,
    primaryOrderTransactionVersionId: LIVE_VERSION_ID,
    currencyId: order.currencyId,
    languageId: order.languageId,
    salesChannelId: salesChannel.id,
    orderDateTime: order.orderDateTime,
    orderDate: order.orderDateTime.slice(0, 10),
    price: order.price,
    amountTotal: price.totalPrice,
    amountNet: price.netPrice,
    positionPrice: price.positionPrice,
    taxStatus: price.taxStatus,
    shippingCosts: order.shippingCosts,
    shippingTotal: (order.shippingCosts as { totalPrice: number }).totalPrice,
    currencyFactor: order.currencyFactor,
    deepLinkCode: order.deepLinkCode,
    affiliateCode: order.affiliateCode,
    campaignCode: order.campaignCode,
    customerComment: order.customerComment,
    source: null,
    taxCalculationType: "horizontal",
    stateId: orderStates[order.state].id,
    stateMachineState: toStateMachineState(orderStates[order.state], scope),
    primaryOrderDelivery: deliveries[0] ?? null,
    primaryOrderTransaction: primaryTransaction,
    orderCustomer: {
      id: order.orderCustomer.id,
      ...ofOrder(order),
      customerId: order.customerId,
      email: order.orderCustomer.email,
      salutationId: order.orderCustomer.salutationId,
      firstName: order.orderCustomer.firstName,
      lastName: order.orderCustomer.lastName,
      company: order.orderCustomer.company,
      title: order.orderCustomer.title,
      vatIds: order.orderCustomer.vatIds,
      customerNumber: order.orderCustomer.customerNumber,
      customFields: null,
      salutation: salutation ? system.toSalutation(salutation, scope) : null,
      createdAt: order.orderDateTime,
      updatedAt: null,
      apiAlias: "order_customer",
    },
    currency: system.toCurrency(currency, scope),
    language: system.toLanguage(language, scope),
    addresses: order.addresses.map((address) => toOrderAddress(address, order, scope)),
    billingAddress: toOrderAddress(billing, order, scope),
    deliveries,
    lineItems: order.lineItems.map((item, index) => toOrderLineItem(item, index, order, scope)),
    transactions,
    documents: order.documents.map((document) => toDocument(document, order, scope)),
    tags: [],
    customFields: null,
    createdById: null,
    updatedById: null,
    createdAt: order.orderDateTime,
    updatedAt: order.updatedAt,
    apiAlias: "order",
  };
}
