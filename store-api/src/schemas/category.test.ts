import { describe, expect, it } from "vitest";
import {
  ids,
  sampleCategory,
  sampleCmsPage,
  sampleContext,
  sampleLanguages,
  sampleMedia,
} from "../test-fixtures.ts";
import { categorySchema } from "./category.ts";
import { cmsPageSchema, cmsSlotSchema } from "./cms.ts";
import { entitySearchResultSchema } from "./entity-search-result.ts";
import { languageSchema } from "./language.ts";
import { mediaSchema } from "./media.ts";
import { contextTokenResponseSchema, salesChannelContextSchema } from "./sales-channel-context.ts";
import { seoUrlSchema } from "./seo-url.ts";

describe("categorySchema", () => {
  it("validates a category with its CMS page, keeping unknown fields", () => {
    const category = categorySchema.parse(sampleCategory);

    expect(category.id).toBe(ids.category);
    expect(category.type).toBe("page");
    expect(category.translated?.name).toBe("Böden");
    expect(category.apiAlias).toBe("category");
    expect(category.media?.thumbnails).toHaveLength(2);
    expect(category.seoUrls[0]?.seoPathInfo).toBe("Boeden/");

    const page = category.cmsPage!;
    expect(page.config).toEqual({});
    expect(page.apiAlias).toBe("cms_page");
    const section = page.sections[0]!;
    expect(section.sizingMode).toBe("boxed");
    expect(section.visibility).toEqual({ mobile: true, tablet: true, desktop: true });
    const block = section.blocks[0]!;
    expect(block.marginTop).toBe("20px");
    expect(block.backgroundMedia?.url).toBe(sampleMedia.url);
    expect(block.customFields).toEqual({ shop_block_variant: "wide" });
    const [text, image] = block.slots;
    expect(text?.config.content).toEqual({ source: "static", value: "<h2>Böden reinigen</h2>" });
    expect(text?.data).toEqual({ content: "<h2>Böden reinigen</h2>", apiAlias: "cms_text" });
    expect(image?.config).toEqual({});
  });

  it("parses children recursively and turns null lists into empty arrays", () => {
    const category = categorySchema.parse(sampleCategory);
    const child = category.children[0]!;
    expect(child.type).toBe("link");
    expect(child.linkType).toBe("external");
    expect(child.linkNewTab).toBe(true);
    expect(child.children).toEqual([]);
    expect(child.seoUrls).toEqual([]);
    expect(child.cmsPage).toBeNull();
  });

  it("accepts a minimal navigation entry", () => {
    const entry = categorySchema.parse({ id: "x", type: "folder" });
    expect(entry).toMatchObject({ id: "x", type: "folder", childCount: 0, children: [], seoUrls: [] });
  });

  it("rejects what the app relies on: missing id, unknown type, broken nested slot", () => {
    expect(categorySchema.safeParse({ ...sampleCategory, id: undefined }).success).toBe(false);
    expect(categorySchema.safeParse({ ...sampleCategory, type: "shelf" }).success).toBe(false);

    const broken = structuredClone(sampleCategory);
    (broken.cmsPage.sections[0]!.blocks[0]!.slots[0] as Record<string, unknown>).slot = 7;
    const result = categorySchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([
      "cmsPage",
      "sections",
      0,
      "blocks",
      0,
      "slots",
      0,
      "slot",
    ]);
  });

  it("rejects a bad child deep in the tree", () => {
    const result = categorySchema.safeParse({
      ...sampleCategory,
      children: [{ id: "c", type: "page", children: [{ type: "page" }] }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["children", 0, "children", 0, "id"]);
  });
});

describe("CMS schemas", () => {
  it("parses a page on its own", () => {
    expect(cmsPageSchema.parse(sampleCmsPage).sections).toHaveLength(1);
  });

  it("rejects a slot config entry without source", () => {
    expect(
      cmsSlotSchema.safeParse({ id: "s", type: "text", slot: "content", config: { content: { value: "x" } } })
        .success,
    ).toBe(false);
  });
});

describe("other schemas", () => {
  it("media: thumbnails default to an empty list", () => {
    expect(mediaSchema.parse({ id: "m", url: "u", thumbnails: null }).thumbnails).toEqual([]);
  });

  it("seo url: isCanonical null becomes false", () => {
    const row = {
      routeName: "frontend.navigation.page",
      foreignKey: "f",
      pathInfo: "/navigation/f",
      seoPathInfo: "a/",
      languageId: "l",
    };
    expect(seoUrlSchema.parse({ ...row, isCanonical: null }).isCanonical).toBe(false);
    expect(seoUrlSchema.parse({ ...row, isCanonical: true }).isCanonical).toBe(true);
  });

  it("sales channel context: guest has customer null, extra fields pass", () => {
    const context = salesChannelContextSchema.parse(sampleContext);
    expect(context.customer).toBeNull();
    expect(context.salesChannel.navigationCategoryId).toBe(ids.navigationRoot);
    expect(context.context.taxState).toBe("gross");
    expect(context.itemRounding).toEqual({ decimals: 2, interval: 0.05, roundForNet: true });
    expect(salesChannelContextSchema.parse({ ...sampleContext, customer: undefined }).customer).toBeNull();
  });

  it("sales channel context: requires the navigation root", () => {
    const salesChannel = { ...sampleContext.salesChannel, navigationCategoryId: undefined };
    expect(salesChannelContextSchema.safeParse({ ...sampleContext, salesChannel }).success).toBe(false);
  });

  it("languages list", () => {
    const result = entitySearchResultSchema(languageSchema).parse(sampleLanguages);
    expect(result.elements.map((language) => language.translationCode?.code)).toEqual(["de-DE", "fr-CH"]);
  });

  it("context token response accepts an empty body", () => {
    expect(contextTokenResponseSchema.parse(undefined)).toEqual({});
    expect(contextTokenResponseSchema.parse({ redirectUrl: "https://fr.shop.test/" })).toEqual({
      redirectUrl: "https://fr.shop.test/",
    });
  });
});
