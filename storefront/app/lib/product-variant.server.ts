import { redirect } from "react-router";
import { readVariantQuery } from "@shop/cms-blocks";
import { isNotFoundError, technicalPaths, type StoreApiClient } from "@shop/store-api";
import type { Locale } from "./locale.ts";
import { localizedEntityPath } from "./seo-paths.server.ts";
import { safeRedirectPath } from "./safe-redirect.ts";

/**
 * The variant form (`readVariantQuery`: the chosen options, the parent, the changed group) on a product
 * URL: finds the variant (Shopware's find-variant keeps the switched group's choice and picks the closest
 * existing combination) and redirects to its page, keeping `?reviews=`. Nothing to do without options.
 */
export async function switchVariant(api: StoreApiClient, url: URL, locale: Locale): Promise<void> {
  const { options, parentId, switchedGroup } = readVariantQuery(url.searchParams);
  if (Object.keys(options).length === 0 || !parentId) return;
  const reviews = url.searchParams.get("reviews");
  const keep = reviews ? `?reviews=${encodeURIComponent(reviews)}` : "";
  try {
    const { foundCombination } = await api.findVariant(parentId, { options, switchedGroup });
    const path = await localizedEntityPath(
      technicalPaths.product(foundCombination.variantId),
      locale,
      api.getContextToken(),
    );
    throw redirect(safeRedirectPath(`${path}${keep}`), 302);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (!isNotFoundError(error)) throw error;
    // No variant has these options: stay on this product, without the form's parameters.
    throw redirect(safeRedirectPath(`${url.pathname}${keep}`), 302);
  }
}
