import { data } from "react-router";
import { toListingProduct, type ListingProduct } from "@shop/cms-blocks";
import { isStoreApiError, type StoreApiClient } from "@shop/store-api";
import { redirectWithFlash } from "./flash.server.ts";
import { localizePath, type Locale } from "./locale.ts";
import { safeRedirectPath } from "./safe-redirect.ts";

/** Products per page of the customer's wishlist (spec §9). */
export const WISHLIST_PAGE_SIZE = 15;
/** At most this many of a guest's local ids are shown (the browser's list has no paging). */
export const GUEST_WISHLIST_LIMIT = 100;

const PRODUCT_ID = /^[0-9a-f]{32}$/;

/** The page of a signed-in customer: the server's list, paged; or a guest's page (the browser holds the list). */
export type WishlistPageData =
  | { kind: "customer"; products: ListingProduct[]; total: number; page: number; pageCount: number }
  | { kind: "guest" };

/** `?p=2` → 2; anything else → 1. */
export function pageOf(url: URL): number {
  const page = Number(url.searchParams.get("p") ?? "1");
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

/**
 * The customer's wishlist, one page of 15, latest added first. Spec §8: a read failure other than 404 (no
 * wishlist yet) is logged, and the list is shown empty.
 */
export async function readCustomerWishlist(
  api: StoreApiClient,
  page: number,
): Promise<Extract<WishlistPageData, { kind: "customer" }>> {
  try {
    const { products } = await api.readWishlist(
      { page, limit: WISHLIST_PAGE_SIZE, "total-count-mode": "exact" },
      { includeSeoUrls: true },
    );
    const total = products.total ?? products.elements.length;
    return {
      kind: "customer",
      products: products.elements.map(toListingProduct),
      total,
      page,
      pageCount: Math.max(1, Math.ceil(total / WISHLIST_PAGE_SIZE)),
    };
  } catch (error) {
    if (!isStoreApiError(error) || error.status !== 404) console.error("wishlist failed", error);
    return { kind: "customer", products: [], total: 0, page: 1, pageCount: 1 };
  }
}

/** The ids of a `?ids=a,b` list: product ids only, no duplicates, at most {@link GUEST_WISHLIST_LIMIT}. */
export function parseIds(value: string | null): string[] {
  if (!value) return [];
  return [...new Set(value.split(",").filter((id) => PRODUCT_ID.test(id)))].slice(0, GUEST_WISHLIST_LIMIT);
}

/**
 * A guest's products by id (the island asks with the ids the browser keeps), in the list's order; ids the
 * shop no longer has are left out, and a failure answers none.
 */
export async function readProductsByIds(api: StoreApiClient, ids: string[]): Promise<ListingProduct[]> {
  if (ids.length === 0) return [];
  try {
    const { elements } = await api.readProducts({ ids, limit: ids.length }, { includeSeoUrls: true });
    const byId = new Map(elements.map((product) => [product.id, product]));
    return ids.flatMap((id) => {
      const product = byId.get(id);
      return product ? [toListingProduct(product)] : [];
    });
  } catch (error) {
    console.error("wishlist products failed", error);
    return [];
  }
}

/** What the wishlist page's action answers a fetcher. */
export interface WishlistActionResult {
  ok: boolean;
  productId?: string;
}

/**
 * The wishlist page's form (`intent=remove`, `productId`) for a signed-in customer: removes the product on
 * the server. A fetcher gets JSON; a form posted without JavaScript (it carries `redirectTo`) comes back to
 * the page with 303 and a flash. A product that is not on the list any more counts as removed.
 */
export async function wishlistAction(request: Request, api: StoreApiClient, locale: Locale) {
  const form = await request.formData().catch(() => new FormData());
  const productId = String(form.get("productId") ?? "");
  const redirectTo = form.get("redirectTo");
  let result: WishlistActionResult;
  let status = 200;
  if (form.get("intent") !== "remove" || !PRODUCT_ID.test(productId)) {
    result = { ok: false };
    status = 400;
  } else {
    try {
      await api.removeFromWishlist(productId);
      result = { ok: true, productId };
    } catch (error) {
      if (isStoreApiError(error) && error.status === 404) {
        result = { ok: true, productId };
      } else {
        if (!isStoreApiError(error) || error.status >= 500) console.error("wishlist removal failed", error);
        result = { ok: false, productId };
        status = isStoreApiError(error) && error.status === 403 ? 403 : 502;
      }
    }
  }
  if (typeof redirectTo !== "string" || redirectTo === "") return data(result, { status });
  const name = String(form.get("productName") ?? "");
  const page = localizePath("/wishlist", locale);
  const back = safeRedirectPath(redirectTo, page);
  return redirectWithFlash(request, back.split("?")[0] === page ? back : page, {
    key: result.ok ? "wishlist-removed" : "wishlist-failed",
    name,
  });
}

/**
 * The signed-in customer's product ids, every page of them, for the browser's badge and hearts
 * (`GET /wishlist-ids`): `null` for a shopper who is not a customer (403), none when the customer has no
 * wishlist yet (404). The browser asks the shop, not the Store API, so neither answer is a failed request
 * in its console.
 */
export async function readCustomerWishlistIds(api: StoreApiClient): Promise<string[] | null> {
  const ids: string[] = [];
  try {
    for (let page = 1; page <= 20; page++) {
      const { products } = await api.readWishlist({
        page,
        limit: 100,
        "total-count-mode": "exact",
      });
      ids.push(...products.elements.map((product) => product.id));
      if (products.elements.length < 100 || ids.length >= (products.total ?? 0)) break;
    }
    return ids;
  } catch (error) {
    if (isStoreApiError(error) && error.status === 404) return [];
    if (isStoreApiError(error) && (error.status === 403 || error.status === 401)) return null;
    throw error;
  }
}
