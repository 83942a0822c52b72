import type * as StoreApi from "@shop/store-api";

/** Small builders for CMS fixtures: only what a story or test cares about, the rest defaulted. */

const meadowUrl = new URL("./meadow.svg", import.meta.url).href;
const bottleUrl = new URL("./bottle.svg", import.meta.url).href;
const tilesUrl = new URL("./tiles.svg", import.meta.url).href;

let nextId = 0;
const id = (prefix: string) => `${prefix}-${++nextId}`;

export function media(overrides: Partial<StoreApi.Media> = {}): StoreApi.Media {
  return {
    id: id("media"),
    url: meadowUrl,
    alt: "Sunny meadow below green hills",
    title: null,
    fileName: "meadow",
    fileExtension: "svg",
    metaData: { width: 1200, height: 800 },
    thumbnails: [400, 800].map((width) => ({ url: meadowUrl, width, height: (width * 2) / 3 })),
    ...overrides,
  };
}

export const meadow = (overrides: Partial<StoreApi.Media> = {}) => media(overrides);

export const bottle = (overrides: Partial<StoreApi.Media> = {}) =>
  media({
    url: bottleUrl,
    alt: "Bottle of surface cleaner",
    fileName: "bottle",
    metaData: { width: 800, height: 800 },
    thumbnails: [{ url: bottleUrl, width: 400, height: 400 }],
    ...overrides,
  });

export const tiles = (overrides: Partial<StoreApi.Media> = {}) =>
  media({
    url: tilesUrl,
    alt: null,
    fileName: "tiles",
    metaData: { width: 1600, height: 600 },
    thumbnails: [],
    ...overrides,
  });

type Config = Record<string, unknown>;
const toConfig = (config: Config): StoreApi.CmsSlot["config"] =>
  Object.fromEntries(Object.entries(config).map(([key, value]) => [key, { source: "static", value }]));

export function slot(type: string, name: string, data: unknown, config: Config = {}): StoreApi.CmsSlot {
  return { id: id("slot"), type, slot: name, config: toConfig(config), data, fieldConfig: null };
}

export const textSlot = (html: string, config: Config = {}, name = "content") =>
  slot("text", name, { content: html }, config);

export const imageSlot = (image: StoreApi.Media | null, config: Config = {}, name = "image") =>
  slot("image", name, { media: image, url: config.url ?? null, newTab: config.newTab ?? false }, config);

export function block(
  type: string,
  slots: StoreApi.CmsSlot[],
  overrides: Partial<StoreApi.CmsBlock> = {},
): StoreApi.CmsBlock {
  return {
    id: id("block"),
    type,
    position: 0,
    sectionPosition: "main",
    marginTop: "20px",
    marginRight: "20px",
    marginBottom: "20px",
    marginLeft: "20px",
    backgroundColor: null,
    backgroundMedia: null,
    backgroundMediaMode: "cover",
    cssClass: null,
    visibility: { mobile: true, tablet: true, desktop: true },
    ...overrides,
    slots,
  };
}

export const textBlock = (html: string, overrides: Partial<StoreApi.CmsBlock> = {}) =>
  block("text", [textSlot(html)], overrides);

export const imageBlock = (
  image: StoreApi.Media | null,
  config: Config = {},
  overrides: Partial<StoreApi.CmsBlock> = {},
) => block("image", [imageSlot(image, config)], overrides);

export const imageTextBlock = (
  image: StoreApi.Media | null,
  html: string,
  overrides: Partial<StoreApi.CmsBlock> = {},
) => block("image-text", [textSlot(html, {}, "right"), imageSlot(image, {}, "left")], overrides);

export function section(
  blocks: StoreApi.CmsBlock[],
  overrides: Partial<StoreApi.CmsSection> = {},
): StoreApi.CmsSection {
  return {
    id: id("section"),
    type: "default",
    position: 0,
    sizingMode: "boxed",
    mobileBehavior: "wrap",
    backgroundColor: null,
    backgroundMedia: null,
    backgroundMediaMode: "cover",
    cssClass: null,
    visibility: null,
    ...overrides,
    blocks,
  };
}

export function page(
  sections: StoreApi.CmsSection[],
  overrides: Partial<StoreApi.CmsPage> = {},
): StoreApi.CmsPage {
  return {
    id: id("page"),
    type: "page",
    name: "Fixture",
    cssClass: null,
    config: null,
    ...overrides,
    sections,
  };
}

export const lorem = {
  heading: "<h2>Clean surfaces, made in Switzerland</h2>",
  paragraph:
    "<p>Our cleaners and care products protect wood, stone and metal. They are gentle on surfaces and biodegradable.</p>",
};
