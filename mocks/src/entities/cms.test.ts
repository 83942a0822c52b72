import { describe, expect, it } from "vitest";
import { categories, categoryById, fixtureIds, languageIds } from "../fixtures/index.ts";
import { catalog, variantsOf } from "../fixtures/catalog/index.ts";
import { block, type CmsPageFixture, type CmsSlotFixture } from "../fixtures/cms/types.ts";
import { currencies } from "../fixtures/currencies.ts";
import { toCmsPage } from "./cms.ts";
import { catalogIndex, detailProduct } from "./product.ts";
import type { RequestScope } from "./scope.ts";

type Json = Record<string, any>; // oxlint-disable-line typescript/no-explicit-any -- test access into deep JSON

const scope: RequestScope = {
  locale: "de-DE",
  languageId: languageIds["de-DE"],
  origin: "http://shop.test",
  includeSeoUrls: false,
};
const index = catalogIndex();
const mains = catalog.products.filter((product) => product.parentId === null);
const family = mains.find(
  (product) => variantsOf(product.id).length > 1 && product.crossSellingIds.length > 0,
)!;
const simple = mains.find((product) => variantsOf(product.id).length === 0)!;
const listingCategory = categories.find((category) => category.cms === "category" && category.level === 3)!;
const image = catalog.images.find((item) => item.key.startsWith("product:"))!;

const slot = (name: string, type: string, config: CmsSlotFixture["config"]): CmsSlotFixture => ({
  slot: name,
  type,
  config,
});
const value = (entry: unknown, source: "static" | "mapped" | "product_stream" = "static") => ({
  source,
  value: entry,
});

/** A page holding every product element (the layouts of the catalog use most of them). */
const page = (type: CmsPageFixture["type"]): CmsPageFixture => ({
  key: `test-${type}`,
  type,
  name: { "de-DE": "Test", "fr-CH": "Test" },
  sections: [
    {
      key: "main",
      type: "default",
      sizingMode: "boxed",
      blocks: [
        block("box", "product-three-column", [slot("left", "product-box", { product: value(simple.id) })]),
        block("slider", "product-slider", [
          slot("productSlider", "product-slider", { products: value([simple.id, family.id]) }),
        ]),
        block("stream", "product-slider", [
          slot("productSlider", "product-slider", {
            products: value(listingCategory.id, "product_stream"),
            productStreamSorting: value("cheapestPrice:DESC"),
            productStreamLimit: value(3),
          }),
        ]),
        block("images", "image-slider", [
          slot("imageSlider", "image-slider", {
            sliderItems: value([
              { mediaId: image.id, url: "/aktionen", newTab: true },
              { mediaId: "0".repeat(32) },
            ]),
          }),
        ]),
        block("heading", "product-heading", [
          slot("left", "product-name", { content: value("product.name", "mapped") }),
          slot("right", "manufacturer-logo", { media: value("product.manufacturer.media", "mapped") }),
        ]),
        block("gallery-buybox", "gallery-buybox", [
          slot("left", "image-gallery", { sliderItems: value("product.media", "mapped") }),
          slot("right", "buy-box", { product: value(simple.id) }),
        ]),
        block("tabs", "product-description-reviews", [
          slot("content", "product-description-reviews", { product: value(null) }),
        ]),
        block("cross", "cross-selling", [slot("content", "cross-selling", { product: value(null) })]),
      ],
    },
  ],
});

const blockKeys = page("page").sections[0]!.blocks.map((item) => item.key);

/** Slot data by `<block key>/<slot name>` (blocks keep their fixture order as position). */
const slotsOf = (resolved: Json) =>
  Object.fromEntries(
    resolved.sections.flatMap((section: Json) =>
      section.blocks.flatMap((item: Json) =>
        item.slots.map((entry: Json) => [`${blockKeys[item.position]}/${entry.slot}`, entry.data]),
      ),
    ),
  ) as Record<string, Json>;

describe("CMS product elements", () => {
  const variant = detailProduct(family.id)!;
  const productPage = slotsOf(toCmsPage(page("product_detail"), scope, { product: variant }));

  it("product-box and product-slider load their configured products (a parent as its page product)", () => {
    expect(productPage["box/left"]).toMatchObject({
      productId: simple.id,
      product: { id: simple.id },
      apiAlias: "cms_product_box",
    });
    const slider = productPage["slider/productSlider"]!;
    expect(slider.apiAlias).toBe("cms_product_slider");
    expect(slider.products.map((product: Json) => product.parentId ?? product.id)).toEqual([
      simple.id,
      family.id,
    ]);
  });

  it("a product-slider with a product stream shows the stream's products sorted and cut", () => {
    const stream = slotsOf(toCmsPage(page("landingpage"), scope))["stream/productSlider"]!;
    expect(stream.streamId).toBe(listingCategory.id);
    expect(stream.products.length).toBeLessThanOrEqual(3);
    const prices = stream.products.map(
      (product: Json) => product.calculatedCheapestPrice.unitPrice as number,
    );
    expect(prices).toEqual(prices.toSorted((a: number, b: number) => b - a));
  });

  it("image-slider shows its static images, image-gallery the page product's images", () => {
    expect(productPage["images/imageSlider"]!.sliderItems).toEqual([
      expect.objectContaining({
        url: "/aktionen",
        newTab: true,
        media: expect.objectContaining({ id: image.id }),
      }),
    ]);
    const gallery = productPage["gallery-buybox/left"]!;
    expect(gallery.apiAlias).toBe("cms_image_slider");
    expect(gallery.sliderItems.map((item: Json) => item.media.id)).toEqual(
      variant.media.toSorted((a, b) => a.position - b.position).map((item) => item.id),
    );
  });

  it("on a product page, buy-box, reviews and cross-selling show the page's product", () => {
    const buyBox = productPage["gallery-buybox/right"]!;
    expect(buyBox).toMatchObject({ productId: variant.id, apiAlias: "cms_buy_box" });
    expect(buyBox.configuratorSettings.length).toBeGreaterThan(0);
    const tabs = productPage["tabs/content"]!;
    expect(tabs).toMatchObject({ productId: variant.id, apiAlias: "cms_product_description_reviews" });
    expect(tabs.product.sortedProperties).toEqual(expect.any(Array));
    expect(tabs.reviews).toMatchObject({ entity: "product_review", parentId: family.id });
    expect(tabs.reviews.matrix.matrix).toHaveLength(5);
    const cross = productPage["cross/content"]!;
    expect(cross.crossSellings.map((item: Json) => item.crossSelling.id)).toEqual(
      family.crossSellingIds.filter((id) => index.crossSellings.get(id)?.active),
    );
  });

  it("product-name maps the name, manufacturer-logo the manufacturer's logo and link", () => {
    expect(productPage["heading/left"]).toEqual({ content: variant.name["de-DE"], apiAlias: "cms_text" });
    const manufacturer = index.manufacturers.get(variant.manufacturerId)!;
    expect(productPage["heading/right"]).toMatchObject({
      mediaId: manufacturer.mediaId ?? null,
      url: manufacturer.link,
      newTab: true,
      manufacturer: { id: manufacturer.id },
      apiAlias: "cms_manufacturer_logo",
    });
  });

  it("elsewhere the buy-box resolves its configured product and prices follow the given currency", () => {
    const euro = slotsOf(
      toCmsPage(page("landingpage"), scope, {}, { prices: { currency: currencies.EUR, taxState: "gross" } }),
    );
    expect(euro["gallery-buybox/right"]!.productId).toBe(simple.id);
    expect(euro["box/left"]!.product.calculatedPrice.unitPrice).toBeCloseTo(
      simple.prices[0]!.gross * currencies.EUR.factor,
      2,
    );
    expect(euro["cross/content"]!.crossSellings).toEqual([]);
  });

  it("keeps the category layout's listing on category pages", () => {
    const category = categoryById(listingCategory.id)!;
    expect(fixtureIds.cmsPages.category).toBeDefined();
    const resolved = toCmsPage(page("product_list"), scope, { category });
    expect(resolved.type).toBe("product_list");
  });
});
