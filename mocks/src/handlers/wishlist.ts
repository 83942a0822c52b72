import { searchResult } from "../entities/common.ts";
import { catalogIndex, productContextOf, toProduct } from "../entities/product.ts";
import { salesChannel } from "../fixtures/sales-channel.ts";
import { requireCustomer, successResponse } from "../lib/account-rules.ts";
import { isoNow } from "../lib/clock.ts";
import { paginateCounted, readCriteria } from "../lib/criteria.ts";
import { errorResponse, errors } from "../lib/errors.ts";
import { jsonResponse, storeApiRoute, type EmulatorRuntime, type RouteArgs } from "../lib/route.ts";
import type { EmulatorState } from "../state.ts";
import { readJsonBody } from "../lib/validation.ts";
import { newId } from "./register.ts";

/** A customer's wishlist (`customer_wishlist`) with its products, newest last. */
interface Wishlist {
  id: string;
  customerId: string;
  createdAt: string;
  productIds: string[];
}
const WISHLIST_STORE = "customer-wishlists";

const wishlists = (state: EmulatorState) => state.store<Wishlist>(WISHLIST_STORE);

/** The customer's wishlist, created on first use (as the add and merge routes upsert it). */
function ensureWishlist(state: EmulatorState, customerId: string): Wishlist {
  let wishlist = wishlists(state).get(customerId);
  if (!wishlist) {
    wishlist = { id: newId(), customerId, createdAt: isoNow(state), productIds: [] };
    wishlists(state).set(customerId, wishlist);
  }
  return wishlist;
}

/**
 * `POST /customer/wishlist` (LoadWishlistRoute; accounts only, 403 otherwise): the wishlist and its products,
 * the latest added first, paged by the criteria's `page` and `limit`; 404 CHECKOUT__WISHLIST_NOT_FOUND
 * before anything was added. The shop runs with `core.cart.wishlistEnabled` on.
 */
async function loadWishlist({ request, session, scope, runtime }: RouteArgs): Promise<Response> {
  const customer = requireCustomer(runtime.state, session);
  if (customer instanceof Response) return customer;
  const wishlist = wishlists(runtime.state).get(customer.id);
  if (!wishlist) return errorResponse(errors.wishlistNotFound());
  const criteria = await readCriteria(request);
  const context = productContextOf(scope, session, runtime.state);
  const index = catalogIndex(context.catalog);
  const products = wishlist.productIds
    .toReversed()
    .map((id) => index.products.get(id))
    .filter((product) => product !== undefined);
  const { items, page, limit, total } = paginateCounted(products, criteria, "exact");
  return jsonResponse(
    {
      wishlist: {
        id: wishlist.id,
        customerId: wishlist.customerId,
        salesChannelId: salesChannel.id,
        createdAt: wishlist.createdAt,
        updatedAt: null,
        customFields: null,
        apiAlias: "customer_wishlist",
      },
      products: searchResult(
        "product",
        items.map((product) => toProduct(product, context)),
        { total, page, limit },
      ),
      apiAlias: "wishlist_products",
    },
    criteria,
  );
}

/**
 * `POST /customer/wishlist/add/{productId}` (AddWishlistProductRoute): an existing product (else 404
 * CONTENT__PRODUCT_NOT_FOUND) not yet on the list (else 400 CHECKOUT__DUPLICATE_WISHLIST_PRODUCT).
 */
function addProduct({ params, session, scope, runtime }: RouteArgs): Response {
  const customer = requireCustomer(runtime.state, session);
  if (customer instanceof Response) return customer;
  const { productId = "" } = params;
  if (!catalogIndex(productContextOf(scope, session, runtime.state).catalog).products.has(productId))
    return errorResponse(errors.productNotFound(productId));
  const wishlist = ensureWishlist(runtime.state, customer.id);
  if (wishlist.productIds.includes(productId)) return errorResponse(errors.duplicateWishlistProduct());
  wishlist.productIds.push(productId);
  return successResponse();
}

/**
 * `DELETE /customer/wishlist/delete/{productId}` (RemoveWishlistProductRoute): 404
 * CHECKOUT__WISHLIST_NOT_FOUND without a wishlist, 404 CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND when the product
 * is not on it.
 */
function removeProduct({ params, session, runtime }: RouteArgs): Response {
  const customer = requireCustomer(runtime.state, session);
  if (customer instanceof Response) return customer;
  const wishlist = wishlists(runtime.state).get(customer.id);
  if (!wishlist) return errorResponse(errors.wishlistNotFound());
  const { productId = "" } = params;
  if (!wishlist.productIds.includes(productId))
    return errorResponse(errors.wishlistProductNotFound(productId));
  wishlist.productIds = wishlist.productIds.filter((id) => id !== productId);
  return successResponse();
}

/**
 * `POST /customer/wishlist/merge {productIds}` (MergeWishlistProductRoute): the guest's local wishlist joins
 * the customer's after login. `productIds` must be a list (else 400
 * CHECKOUT__PRODUCT_IDS_PARAMETER_IS_MISSING); unknown ids are skipped, products already listed stay once.
 */
async function mergeProducts({ request, session, scope, runtime }: RouteArgs): Promise<Response> {
  const customer = requireCustomer(runtime.state, session);
  if (customer instanceof Response) return customer;
  const body = await readJsonBody(request);
  if (!Array.isArray(body.productIds)) return errorResponse(errors.productIdsMissing());
  const products = catalogIndex(productContextOf(scope, session, runtime.state).catalog).products;
  const wishlist = ensureWishlist(runtime.state, customer.id);
  for (const id of new Set(body.productIds.filter((item): item is string => typeof item === "string"))) {
    if (products.has(id) && !wishlist.productIds.includes(id)) wishlist.productIds.push(id);
  }
  return successResponse();
}

export function wishlistHandlers(runtime: EmulatorRuntime) {
  return [
    storeApiRoute(runtime, "post", "/customer/wishlist", loadWishlist),
    storeApiRoute(runtime, "post", "/customer/wishlist/add/:productId", addProduct),
    storeApiRoute(runtime, "delete", "/customer/wishlist/delete/:productId", removeProduct),
    storeApiRoute(runtime, "post", "/customer/wishlist/merge", mergeProducts),
  ];
}
