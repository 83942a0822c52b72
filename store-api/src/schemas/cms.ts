import * as z from "zod";
import { list, phpObject } from "./helpers.ts";
import { mediaSchema } from "./media.ts";

/** `visibility.X === false` hides the item on device X; missing means visible. */
export const cmsVisibilitySchema = z.looseObject({
  mobile: z.boolean().nullish(),
  tablet: z.boolean().nullish(),
  desktop: z.boolean().nullish(),
});
export type CmsVisibility = z.infer<typeof cmsVisibilitySchema>;

export const cmsSlotConfigEntrySchema = z.looseObject({
  /** `static`, `mapped` or `default`. */
  source: z.string(),
  value: z.unknown(),
});
export type CmsSlotConfigEntry = z.infer<typeof cmsSlotConfigEntrySchema>;

/** Slot config: each key is `{source, value}`. Shopware sends `[]` when empty; parsed as `{}`. */
export const cmsSlotConfigSchema = phpObject(z.record(z.string(), cmsSlotConfigEntrySchema));
export type CmsSlotConfig = z.infer<typeof cmsSlotConfigSchema>;

const optionalSlotConfig = cmsSlotConfigSchema.nullish().transform((value) => value ?? {});

export const cmsSlotSchema = z.looseObject({
  id: z.string(),
  /** Element type, e.g. `text`, `image`, `product-listing`. */
  type: z.string(),
  /** Slot name inside the block, e.g. `content`, `left`. */
  slot: z.string(),
  blockId: z.string().nullish(),
  config: optionalSlotConfig,
  /** Resolved by the server; its shape depends on `type`, so cms-blocks parses it per element type. */
  data: z.unknown(),
  translated: z
    .looseObject({
      config: cmsSlotConfigSchema.nullish(),
    })
    .nullish(),
  fieldConfig: z.unknown().optional(),
  locked: z.boolean().nullish(),
});
export type CmsSlot = z.infer<typeof cmsSlotSchema>;

/** Layout options sections and blocks share: background, CSS class, visibility per device. */
const cmsLayoutFields = {
  backgroundColor: z.string().nullish(),
  backgroundMediaId: z.string().nullish(),
  backgroundMedia: mediaSchema.nullish(),
  /** `cover`, `auto` or `contain`. */
  backgroundMediaMode: z.string().nullish(),
  cssClass: z.string().nullish(),
  visibility: cmsVisibilitySchema.nullish(),
};

export const cmsBlockSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  name: z.string().nullish(),
  position: z.number(),
  /** `main` or `sidebar` (in sidebar sections). */
  sectionPosition: z.string().nullish(),
  sectionId: z.string().nullish(),
  /** CSS lengths, e.g. `20px`. */
  marginTop: z.string().nullish(),
  marginRight: z.string().nullish(),
  marginBottom: z.string().nullish(),
  marginLeft: z.string().nullish(),
  ...cmsLayoutFields,
  slots: list(cmsSlotSchema),
});
export type CmsBlock = z.infer<typeof cmsBlockSchema>;

export const cmsSectionSchema = z.looseObject({
  id: z.string(),
  /** `default` or `sidebar`; unknown types are passed on (cms-blocks shows a placeholder). */
  type: z.string(),
  name: z.string().nullish(),
  position: z.number(),
  /** `boxed` or `full_width`. */
  sizingMode: z.string().nullish(),
  /** `mobile` hides the sidebar on mobile; `wrap` wraps it. */
  mobileBehavior: z.string().nullish(),
  ...cmsLayoutFields,
  pageId: z.string().nullish(),
  blocks: list(cmsBlockSchema),
});
export type CmsSection = z.infer<typeof cmsSectionSchema>;

export const cmsPageSchema = z.looseObject({
  id: z.string(),
  /** `landingpage`, `page`, `product_list` or `product_detail`. */
  type: z.string(),
  name: z.string().nullish(),
  cssClass: z.string().nullish(),
  config: phpObject(
    z.looseObject({
      backgroundColor: z.string().nullish(),
    }),
  ).nullish(),
  sections: list(cmsSectionSchema),
  translated: z.looseObject({ name: z.string().nullish() }).nullish(),
});
export type CmsPage = z.infer<typeof cmsPageSchema>;
