/**
 * Plain values shared by the schemas and the apps, in a module without zod, so browser code that needs one
 * (a product card checking for a hidden price) does not pull the schemas into its bundle.
 */

/** The product custom field that hides the price: the shop shows "price on request" instead. */
export const HIDE_PRICE_CUSTOM_FIELD = "custom_product_fields_hide_price";
