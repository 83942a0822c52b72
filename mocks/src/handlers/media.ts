import type { Json } from "../entities/common.ts";
import { toMedia } from "../entities/media.ts";
import { toDocumentMedia } from "../entities/product.ts";
import { mediaById } from "../fixtures/media.ts";
import { readCriteria } from "../lib/criteria.ts";
import { errorResponse, errors } from "../lib/errors.ts";
import { jsonResponse, storeApiRoute, type EmulatorRuntime, type RouteArgs } from "../lib/route.ts";

/** The ids of a media request: `ids` of the body, or `ids[]=...` (or `ids=a|b`) of the query. */
async function requestedIds(request: Request): Promise<string[]> {
  if (request.method === "GET") {
    const query = new URL(request.url).searchParams;
    return [...query.getAll("ids[]"), ...query.getAll("ids").flatMap((value) => value.split("|"))].filter(
      Boolean,
    );
  }
  const criteria = await readCriteria(request);
  const ids = criteria.ids as unknown;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : [];
}

/**
 * `/media`: Shopware's MediaRoute, the media of the given ids (fixture images, catalog images and the
 * products' PDF documents); unknown ids are left out, no ids at all is a 400.
 */
async function readMedia({ request, scope }: RouteArgs) {
  const ids = await requestedIds(request);
  if (ids.length === 0) return errorResponse(errors.emptyMediaId());
  const media = [...new Set(ids)].flatMap((id): Json[] => {
    const image = mediaById(id);
    if (image) return [toMedia(image, scope)];
    const document = toDocumentMedia(id, scope);
    return document ? [document] : [];
  });
  return jsonResponse(media);
}

export function mediaHandlers(runtime: EmulatorRuntime) {
  return [
    storeApiRoute(runtime, "post", "/media", readMedia),
    storeApiRoute(runtime, "get", "/media", readMedia),
  ];
}
