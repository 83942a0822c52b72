import * as z from "zod";
import { list } from "./helpers.ts";

export const mediaThumbnailSchema = z.looseObject({
  id: z.string().optional(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
});
export type MediaThumbnail = z.infer<typeof mediaThumbnailSchema>;

export const mediaSchema = z.looseObject({
  id: z.string(),
  url: z.string(),
  alt: z.string().nullish(),
  title: z.string().nullish(),
  fileName: z.string().nullish(),
  fileExtension: z.string().nullish(),
  mimeType: z.string().nullish(),
  /** Images only. */
  metaData: z
    .looseObject({
      width: z.number().nullish(),
      height: z.number().nullish(),
    })
    .nullish(),
  thumbnails: list(mediaThumbnailSchema),
  translated: z
    .looseObject({
      alt: z.string().nullish(),
      title: z.string().nullish(),
    })
    .nullish(),
});
export type Media = z.infer<typeof mediaSchema>;
