import { fixtureId } from "../fixtures/ids.ts";
import { fileSize, mediaPath, thumbnailPath, type MediaFixture } from "../fixtures/media.ts";
import { catalogFileSize, type DocumentMedia } from "../media/catalog-media.ts";
import { timestamps, type Json } from "./common.ts";
import { t, type RequestScope } from "./scope.ts";

const isDocument = (item: MediaFixture | DocumentMedia): item is DocumentMedia =>
  item.fileExtension === "pdf";

/**
 * A media entity with absolute URLs on the request's origin and Shopware-style thumbnails. Images of the
 * generated catalog and product PDFs (`documentMedia(id)`) report their real `fileSize` from the manifests,
 * without drawing anything (0 for files outside the default catalog, see `catalogFileSize`).
 */
export function toMedia(item: MediaFixture | DocumentMedia, scope: RequestScope): Json {
  const alt = t(item.alt, scope);
  const title = t(item.title, scope);
  const path = `${item.directory}/${item.fileName}.${item.fileExtension}`;
  const document = isDocument(item);
  return {
    id: item.id,
    mimeType: item.mimeType,
    fileExtension: item.fileExtension,
    uploadedAt: timestamps.createdAt,
    fileName: item.fileName,
    fileSize: document ? item.fileSize : fileSize(mediaPath(item)) || catalogFileSize(item.id),
    metaData: document ? null : { type: 3, width: item.width, height: item.height },
    config: null,
    alt,
    title,
    // Private media (a download product's file) has no public URL in Shopware's answers.
    url: document && item.private ? "" : `${scope.origin}/${path}`,
    path,
    hasFile: true,
    private: document ? item.private : false,
    customFields: null,
    translated: { alt, title, customFields: {} },
    thumbnails: document
      ? []
      : item.thumbnailSizes.map((size) => {
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
