import { describe, expect, it } from "vitest";
import { isReadOperation, RETRY_STATUSES, toOperationPath } from "./read-operations.ts";

describe("isReadOperation", () => {
  it.each([
    ["GET", "/context"],
    ["GET", "/checkout/cart"],
    ["GET", "/breadcrumb/abc"],
    ["POST", "/navigation/main-navigation/main-navigation"],
    ["POST", "/seo-url"],
    ["POST", "/category"],
    ["POST", "/category/abc"],
    ["POST", "/landing-page/abc"],
    ["POST", "/cms/abc"],
    ["POST", "/product"],
    ["POST", "/product/abc"],
    ["POST", "/product/abc/find-variant"],
    ["POST", "/product/abc/cross-selling"],
    ["POST", "/product/abc/reviews"],
    ["POST", "/product-listing/abc"],
    ["POST", "/search"],
    ["POST", "/search-suggest"],
    ["POST", "/language"],
    ["POST", "/currency"],
    ["POST", "/country"],
    ["POST", "/country-state/abc"],
    ["POST", "/salutation"],
    ["POST", "/payment-method"],
    ["POST", "/shipping-method"],
    ["POST", "/account/customer"],
    ["POST", "/account/list-address"],
    ["POST", "/order"],
    ["POST", "/customer/wishlist"],
    ["post", "/store-api/product/abc?p=2"],
    ["POST", "http://shop.test/store-api/search/"],
  ])("%s %s is a read", (method, path) => {
    expect(isReadOperation(method, path)).toBe(true);
  });

  it.each([
    ["PATCH", "/context"],
    ["DELETE", "/checkout/cart"],
    ["PUT", "/anything"],
    ["POST", "/checkout/cart/line-item"],
    ["PATCH", "/checkout/cart/line-item"],
    ["POST", "/checkout/cart/line-item/delete"],
    ["POST", "/checkout/order"],
    ["POST", "/account/login"],
    ["POST", "/account/logout"],
    ["POST", "/account/register"],
    ["POST", "/account/address"],
    ["DELETE", "/account/customer"],
    ["POST", "/product/abc/review"],
    ["POST", "/customer/wishlist/add/abc"],
    ["POST", "/customer/wishlist/merge"],
    ["DELETE", "/customer/wishlist/delete/abc"],
    ["POST", "/order/payment"],
    ["POST", "/handle-payment"],
    ["POST", "/contact-form"],
    ["POST", "/newsletter/subscribe"],
    ["POST", "/navigation/a"],
    ["POST", "/category/a/b"],
  ])("%s %s is a write", (method, path) => {
    expect(isReadOperation(method, path)).toBe(false);
  });
});

describe("toOperationPath", () => {
  it.each([
    ["/product/1", "/product/1"],
    ["product/1", "/product/1"],
    ["/store-api/product/1?p=2#x", "/product/1"],
    ["http://shop.test/store-api/seo-url/", "/seo-url"],
    ["/store-api", "/"],
    ["/store-apix/a", "/store-apix/a"],
  ])("%s → %s", (input, output) => {
    expect(toOperationPath(input)).toBe(output);
  });
});

it("retries exactly the spec's statuses", () => {
  expect([...RETRY_STATUSES].toSorted()).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
});
