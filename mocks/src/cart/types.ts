import type { Json } from "../entities/common.ts";
import type { RequestScope } from "../entities/scope.ts";
import type { ProductFixture } from "../fixtures/catalog/types.ts";
import type { CountryFixture } from "../fixtures/countries.ts";
import type { CurrencyFixture } from "../fixtures/currencies.ts";
import type { ShippingMethodFixture } from "../fixtures/sales-channel.ts";
import type { PriceContext } from "../lib/pricing.ts";

/** A product line item as the cart keeps it between requests; everything else is recalculated. */
export interface StoredLineItem {
  id: string;
  referencedId: string;
  quantity: number;
}

/** The persisted cart of one context token (Shopware's `cart` row, without errors). */
export interface StoredCart {
  token: string;
  name: string;
  /** Product line items in the order they were added. */
  lineItems: StoredLineItem[];
  /** Promotion codes as the shopper typed them (Shopware's `cart-promotions` extension, `addedCodes`). */
  promotionCodes: string[];
  /**
   * The discount line items of the last calculation: removing one drops its code, and a discount that was
   * not there before announces itself (`promotion-discount-added`).
   */
  discounts: Array<{ id: string; code: string }>;
  customerComment: string | null;
  affiliateCode: string | null;
  campaignCode: string | null;
}

export function emptyCart(token: string): StoredCart {
  return {
    token,
    // Shopware's CartService::SALES_CHANNEL, the name every Store API cart gets.
    name: "sales-channel",
    lineItems: [],
    promotionCodes: [],
    discounts: [],
    customerComment: null,
    affiliateCode: null,
    campaignCode: null,
  };
}

/** Where the cart's products come from (the catalog; tests may pass hand-made products). */
export interface ProductLookup {
  byId(id: string): ProductFixture | undefined;
  /** A parent with variants is a container: Shopware drops it from the cart. */
  hasVariants(id: string): boolean;
}

/** Everything a calculation depends on besides the cart itself. */
export interface CartEnvironment {
  scope: RequestScope;
  currency: CurrencyFixture;
  /** Gross or net prices: the session's (`entities/context.ts` `sessionPriceContext`). */
  taxState: PriceContext["taxState"];
  shippingMethod: ShippingMethodFixture;
  paymentMethodId: string;
  country: CountryFixture;
  /** Delivery dates and promotion validity are relative to it. */
  now: Date;
  products: ProductLookup;
}

/** The numbers of a `CalculatedPrice` the totals are summed from. */
export interface PriceParts {
  totalPrice: number;
  calculatedTaxes: Array<{ tax: number; taxRate: number; price: number }>;
}

/** A calculated line item: its JSON and the numbers the cart sums up. */
export interface CalculatedLineItem {
  json: Json;
  price: PriceParts;
}
