/**
 * The variant form's state lives in the product page's URL: `options[<groupId>]=<optionId>` per property
 * group, the parent product in `product`, and the group the shopper just changed in `switched` (Shopware's
 * find-variant keeps that group's choice and picks the closest existing combination). The server redirects
 * such a URL to the found variant's page. This module is the one place that reads and writes that state.
 */

const ID = /^[0-9a-f]{32}$/i;
const OPTION_PARAM = /^options\[([0-9a-f]{32})\]$/i;

/** The parameter carrying the parent product (the buy box's hidden input). */
export const VARIANT_PARENT_PARAM = "product";
/** The parameter naming the group the shopper changed. */
const SWITCHED_PARAM = "switched";

export interface VariantQuery {
  /** The chosen option per group id (ids lowercase). */
  options: Record<string, string>;
  /** The parent product's id, lowercase; undefined when missing or not an id. */
  parentId: string | undefined;
  /** The group the shopper changed, lowercase; undefined when missing or not an id. */
  switchedGroup: string | undefined;
}

/** Reads the variant form's parameters; invalid ids are left out. */
export function readVariantQuery(search: URLSearchParams): VariantQuery {
  const options: Record<string, string> = {};
  for (const [key, value] of search) {
    const match = OPTION_PARAM.exec(key);
    if (match?.[1] && ID.test(value)) options[match[1].toLowerCase()] = value.toLowerCase();
  }
  const id = (name: string) => {
    const value = search.get(name) ?? "";
    return ID.test(value) ? value.toLowerCase() : undefined;
  };
  return { options, parentId: id(VARIANT_PARENT_PARAM), switchedGroup: id(SWITCHED_PARAM) };
}

/** The query of a variant choice, as the form sends it (a client-side navigation builds the same). */
export function variantSearch(choice: {
  options: Record<string, string>;
  parentId?: string | null;
  switchedGroup: string;
}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [group, option] of Object.entries(choice.options)) params.set(`options[${group}]`, option);
  if (choice.parentId) params.set(VARIANT_PARENT_PARAM, choice.parentId);
  params.set(SWITCHED_PARAM, choice.switchedGroup);
  return params;
}

/** Whether a URL's query (`?…`) is a variant choice, i.e. a navigation that switches the variant. */
export function isVariantSwitch(search: string): boolean {
  return new URLSearchParams(search).has(SWITCHED_PARAM);
}
