import type { ManufacturerFixture } from "../fixtures/catalog/index.ts";
import { LIVE_VERSION_ID } from "../fixtures/ids.ts";
import { mediaById } from "../fixtures/media.ts";
import { timestamps, type Json } from "./common.ts";
import { toMedia } from "./media.ts";
import { t, type RequestScope } from "./scope.ts";

/** A `product_manufacturer`; its logo only when loaded (product pages, the manufacturer-logo element). */
export function toManufacturer(
  manufacturer: ManufacturerFixture,
  scope: RequestScope,
  { withMedia = true }: { withMedia?: boolean } = {},
): Json {
  const description = t(manufacturer.description, scope);
  const logo = withMedia && manufacturer.mediaId ? mediaById(manufacturer.mediaId) : undefined;
  return {
    id: manufacturer.id,
    versionId: LIVE_VERSION_ID,
    mediaId: manufacturer.mediaId ?? null,
    link: manufacturer.link,
    name: manufacturer.name,
    description,
    customFields: null,
    translated: { name: manufacturer.name, description, customFields: {} },
    media: logo ? toMedia(logo, scope) : null,
    ...timestamps,
    apiAlias: "product_manufacturer",
  };
}
