import type { Json } from "../entities/common.ts";
import { toMedia } from "../entities/media.ts";
import { t } from "../entities/scope.ts";
import { categoryById } from "../fixtures/categories.ts";
import {
  deliveryTimeById,
  propertyGroupById,
  propertyOptionById,
  taxOf,
  unitById,
} from "../fixtures/catalog/index.ts";
import type { PriceTierFixture, ProductFixture } from "../fixtures/catalog/types.ts";
import { FIXTURE_CREATED_AT, FIXTURE_UPDATED_AT } from "../fixtures/ids.ts";
import { mediaById } from "../fixtures/media.ts";
import { md5 } from "../lib/md5.ts";
import { calculatedPrice, type PriceContext, type ReferenceUnitInput } from "../lib/pricing.ts";
import { partsOf } from "./money.ts";
import { quantityInformation } from "./rules.ts";
import type { CalculatedLineItem, CartEnvironment, StoredLineItem } from "./types.ts";

/** Products released this many days before the fixture date count as new (Shopware's default). */
const NEW_PRODUCT_DAYS = 30;

export function priceContext(env: CartEnvironment): PriceContext {
  return { currency: env.currency, taxState: env.taxState };
}

/**
 * The price row for `quantity` (`ProductCartProcessor::getPriceDefinition`): the first tier whose range
 * reaches the quantity, else the last one.
 */
export function tierFor(product: ProductFixture, quantity: number): PriceTierFixture {
  const tiers = product.prices;
  const tier = tiers.find((row) => row.quantityEnd === null || quantity <= row.quantityEnd) ?? tiers.at(-1);
  if (!tier) throw new Error(`Product ${product.productNumber} has no price`);
  return tier;
}

function referenceOf(product: ProductFixture, env: CartEnvironment): ReferenceUnitInput | null {
  const unit = product.unitId ? unitById(product.unitId) : undefined;
  if (!unit || !product.purchaseUnit || !product.referenceUnit) return null;
  return {
    purchaseUnit: product.purchaseUnit,
    referenceUnit: product.referenceUnit,
    unitName: t(unit.name, env.scope),
  };
}

/** Shopware's STORAGE_DATE_TIME_FORMAT (`Y-m-d H:i:s.v`), which the payload uses for dates. */
function storageDate(iso: string): string {
  return new Date(iso).toISOString().replace("T", " ").replace("Z", "");
}

function isNew(product: ProductFixture): boolean {
  const released = Date.parse(product.releaseDate);
  const reference = Date.parse(FIXTURE_UPDATED_AT);
  return released <= reference && reference - released <= NEW_PRODUCT_DAYS * 24 * 3600 * 1000;
}

/** `categoryTree`: the assigned categories and all their ancestors. */
function categoryTree(product: ProductFixture): string[] {
  const ids = new Set<string>();
  for (const id of product.categoryIds) {
    for (const ancestor of categoryById(id)?.ancestorIds ?? []) ids.add(ancestor);
    ids.add(id);
  }
  return [...ids];
}

/** `ProductEntity::getVariation()`: the variant's options with their group, in the request language. */
function variation(product: ProductFixture, env: CartEnvironment): Json[] {
  return product.optionIds.flatMap((id) => {
    const option = propertyOptionById(id);
    const optionGroup = option ? propertyGroupById(option.groupId) : undefined;
    if (!option || !optionGroup) return [];
    const names = { group: t(optionGroup.name, env.scope), option: t(option.name, env.scope) };
    return [{ ...names, translated: names }];
  });
}

function cover(product: ProductFixture, env: CartEnvironment): Json | null {
  const first = product.media.toSorted((a, b) => a.position - b.position)[0];
  const media = first ? mediaById(first.id) : undefined;
  return media ? toMedia(media, env.scope) : null;
}

function deliveryTime(product: ProductFixture, env: CartEnvironment): Json | null {
  const time = product.deliveryTimeId ? deliveryTimeById(product.deliveryTimeId) : undefined;
  if (!time) return null;
  return {
    name: t(time.name, env.scope),
    min: time.min,
    max: time.max,
    unit: time.unit,
    extensions: [],
    apiAlias: "cart_delivery_time",
  };
}

/** The translated custom fields (`customFieldsL10n`), else the stored ones. */
function customFields(product: ProductFixture, env: CartEnvironment): Record<string, unknown> {
  return product.customFieldsL10n ? t(product.customFieldsL10n, env.scope) : product.customFields;
}

/**
 * A product line item as `ProductCartProcessor` enriches it: translated label, cover, delivery and quantity
 * information, the payload the storefront reads (product number, options, closeout, stock, ...) and the
 * price of the tier that matches the quantity, calculated through `lib/pricing.ts` like product prices.
 */
export function productLineItem(
  product: ProductFixture,
  item: StoredLineItem,
  env: CartEnvironment,
): CalculatedLineItem {
  const context = priceContext(env);
  const tier = tierFor(product, item.quantity);
  const taxRate = taxOf(product).taxRate;
  const reference = referenceOf(product, env);
  const price = calculatedPrice(
    {
      grossChf: tier.gross,
      quantity: item.quantity,
      taxRate,
      listGrossChf: tier.listGross,
      // Shopware's price definition for the cart carries no regulation price.
      regulationGrossChf: null,
      reference,
    },
    context,
  );
  const listPrice = price.listPrice as { price: number } | null;
  const info = quantityInformation(product);
  const json: Json = {
    id: item.id,
    referencedId: item.referencedId,
    label: t(product.name, env.scope),
    quantity: item.quantity,
    type: "product",
    good: true,
    description: null,
    cover: cover(product, env),
    deliveryInformation: {
      stock: product.stock,
      weight: product.weight,
      freeDelivery: product.shippingFree,
      restockTime: null,
      deliveryTime: deliveryTime(product, env),
      height: null,
      width: null,
      length: null,
      extensions: [],
      apiAlias: "cart_delivery_information",
    },
    price,
    priceDefinition: {
      price: price.unitPrice,
      quantity: item.quantity,
      isCalculated: true,
      referencePriceDefinition: reference
        ? { ...reference, extensions: [], apiAlias: "cart_price_reference_definition" }
        : null,
      listPrice: listPrice?.price ?? null,
      regulationPrice: null,
      taxRules: [{ taxRate, percentage: 100, extensions: [], apiAlias: "cart_tax_rule" }],
      type: "quantity",
      extensions: [],
      apiAlias: "cart_price_quantity",
    },
    quantityInformation: { ...info, extensions: [], apiAlias: "cart_quantity_information" },
    payload: {
      isCloseout: product.isCloseout,
      customFields: customFields(product, env),
      createdAt: storageDate(FIXTURE_CREATED_AT),
      releaseDate: storageDate(product.releaseDate),
      isNew: isNew(product),
      markAsTopseller: product.markAsTopseller,
      purchasePrices: null,
      productNumber: product.productNumber,
      manufacturerId: product.manufacturerId,
      taxId: taxOf(product).id,
      tagIds: null,
      categoryIds: categoryTree(product),
      propertyIds: product.propertyIds,
      optionIds: product.optionIds,
      options: variation(product, env),
      streamIds: null,
      parentId: product.parentId,
      stock: product.stock,
      features: [],
    },
    removable: true,
    stackable: true,
    modified: false,
    modifiedByApp: false,
    children: [],
    // The product's (Shopware's ProductCartProcessor copies them): a download is not shipped.
    states: [product.type === "digital" ? "is-download" : "is-physical"],
    // Random per line item in Shopware; derived here so answers stay reproducible.
    uniqueIdentifier: md5(`line-item:${item.id}`),
    apiAlias: "line_item",
  };
  return { json, price: partsOf(price) };
}
