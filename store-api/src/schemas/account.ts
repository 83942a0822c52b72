import * as z from "zod";
import { entitySearchResultSchema } from "./entity-search-result.ts";
import { productSchema } from "./product.ts";

/** `POST /account/customer-recovery-is-expired`: whether a password recovery link still works. */
export const recoveryIsExpiredSchema = z.looseObject({ isExpired: z.boolean() });

/** `POST /customer/wishlist`: the customer's wishlist and its products (latest added first). */
export const wishlistSchema = z.looseObject({
  wishlist: z.looseObject({ id: z.string(), customerId: z.string().nullish() }).nullish(),
  products: entitySearchResultSchema(productSchema),
});
export type Wishlist = z.infer<typeof wishlistSchema>;
