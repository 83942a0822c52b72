import { fixtureId } from "../fixtures/ids.ts";
import { fileSize, mediaPath, thumbnailPath, type MediaFixture } from "../fixtures/media.ts";
import { timestamps, type Json } from "./common.ts";
import { t, type RequestScope } from "./scope.ts";

/** A media entity with absolute URLs on the request's origin and Shopware-style thumbnails. */
export function toMedia(item: MediaFixture, scope: RequestScope): Json {
  const alt = t(item.alt, scope);
  const title = t(item.title, scope);
  const path = mediaPath(item);
  return {
    id: item.id,
    mimeType: item.mimeType,
    fileExtension: item.fileExtension,
    uploadedAt: timestamps.createdAt,
    fileName: item.fileName,
    fileSize: fileSize(path),
    metaData: { type: 3, width: item.width, height: item.height },
    config: null,
    alt,
    title,
    url: `${scope.origin}/${path}`,
    path,
    hasFile: true,
    private: false,
    customFields: null,
    translated: { alt, title, customFields: {} },
    thumbnails: item.thumbnailSizes.map((size) => {
      const thumbPath = thumbnailPath(item, size);
      return {
        id: fixtureId(`media-thumbnail:${item.key}:${size.width}x${size.height}`),
        mediaId: item.id,
        mediaThumbnailSizeId: fixtureId(`media-thumbnail-size:${size.width}x${size.height}`),
        width: size.width,
        height: size.height,
        url: `${scope.origin}/${thumbPath}`,
        path: thumbPath,
        customFields: null,
        ...timestamps,
        apiAlias: "media_thumbnail",
      };
    }),
    ...timestamps,
    apiAlias: "media",
  };
}
