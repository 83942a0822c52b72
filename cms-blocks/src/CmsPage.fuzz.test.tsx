import { renderToString } from "react-dom/server";
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type * as StoreApi from "@shop/store-api";
import { beforeAll, describe, expect, it } from "vitest";
import { cardProductFixture } from "./__fixtures__/commerce.ts";
import { CmsPage } from "./CmsPage.tsx";
import {
  cmsBlocks,
  cmsElements,
  cmsSections,
  preloadCommerceElements,
  preloadProductElements,
} from "./registry.ts";
import { sanitizeCmsPage } from "./sanitize.ts";

/** A small deterministic PRNG (mulberry32): the same payloads on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hostile = [
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  "<svg onload=alert(1)><circle/></svg>",
  '<a href="javascript:alert(1)">x</a>',
  '<a href=" JaVaScRiPt:alert(1)">x</a>',
  '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
  "javascript:alert(1)",
  "\tjava\nscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "red;background:url(javascript:alert(1))",
  "expression(alert(1))",
  "url(javascript:alert(1))",
  "10px; behavior: url(x.htc)",
  '"><script>alert(1)</script>',
  "</style><script>alert(1)</script>",
  "{{ product.name }}",
];
const shapes: unknown[] = [
  null,
  undefined,
  "",
  "text",
  [],
  ["a", 1],
  {},
  { value: "x" },
  42,
  -1,
  true,
  false,
];
const configKeys = [
  "content",
  "url",
  "newTab",
  "media",
  "displayMode",
  "minHeight",
  "verticalAlign",
  "horizontalAlign",
  "title",
  "products",
  "product",
  "boxLayout",
  "navigation",
  "rotate",
  "border",
  "elMinWidth",
  "sliderItems",
  "navigationArrows",
  "navigationDots",
  "autoSlide",
  "speed",
  "videoID",
  "previewMedia",
  "type",
  "alignment",
];
const slotNames = ["content", "left", "center", "right", "image", "productSlider", "left-image", "left-text"];
const product = cardProductFixture("fuzz", "Clarus Fuzz-Reiniger");

const pick = <T,>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)]!;

function value(next: () => number): unknown {
  const roll = next();
  if (roll < 0.55) return pick(next, hostile);
  if (roll < 0.9) return pick(next, shapes);
  return { url: pick(next, hostile), alt: pick(next, hostile), metaData: pick(next, shapes) };
}

function media(next: () => number): unknown {
  return pick(next, [
    null,
    "media",
    {
      url: pick(next, hostile),
      alt: pick(next, hostile),
      metaData: { width: 10, height: 10 },
      thumbnails: [],
    },
    { url: "https://cdn.invalid/a.png", alt: pick(next, hostile), metaData: null, thumbnails: "x" },
    { ...product.cover!.media, alt: pick(next, hostile), title: pick(next, hostile) },
  ]);
}

function data(next: () => number): unknown {
  return pick(next, [
    null,
    "data",
    [],
    { content: pick(next, hostile) },
    { content: pick(next, shapes) },
    { media: media(next), url: pick(next, hostile), newTab: pick(next, shapes) },
    { product: pick(next, [product, null, "x", { id: "broken" }, { ...product, seoUrls: null }]) },
    { products: pick(next, [[product, null, { id: 1 }], "x", null, [{ ...product, cover: "x" }]]) },
    { sliderItems: [{ media: media(next), url: pick(next, hostile) }, null, "x"] },
    { listing: pick(next, shapes) },
    { crossSellings: pick(next, shapes) },
  ]);
}

function config(next: () => number): unknown {
  const roll = next();
  if (roll < 0.1) return pick(next, [null, "config", [], 1]);
  return Object.fromEntries(
    configKeys
      .filter(() => next() < 0.6)
      .map((key) => [
        key,
        next() < 0.15
          ? pick(next, shapes)
          : { source: pick(next, ["static", "mapped", "x"]), value: value(next) },
      ]),
  );
}

let ids = 0;
const id = () => `fuzz-${++ids}`;

function slot(next: () => number, type: string, name = pick(next, slotNames)): StoreApi.CmsSlot {
  return {
    id: id(),
    type,
    slot: name,
    config: config(next),
    data: data(next),
    fieldConfig: null,
  } as StoreApi.CmsSlot;
}

const blockFields = (next: () => number) => ({
  marginTop: value(next),
  marginRight: value(next),
  marginBottom: value(next),
  marginLeft: value(next),
  backgroundColor: value(next),
  backgroundMedia: media(next),
  backgroundMediaMode: value(next),
  cssClass: value(next),
  visibility: pick(next, [null, "x", { mobile: "no" }, { mobile: false, tablet: true, desktop: null }]),
  sectionPosition: pick(next, ["main", "sidebar", null, "x"]),
  name: value(next),
});

function block(next: () => number, type: string, elementTypes: string[]): StoreApi.CmsBlock {
  const slots = pick(next, [
    [],
    slotNames.map((name) => slot(next, pick(next, elementTypes), name)),
    [slot(next, pick(next, elementTypes)), slot(next, "unknown-element")],
  ]);
  return {
    id: id(),
    type,
    position: Math.floor(next() * 5),
    ...blockFields(next),
    slots,
  } as StoreApi.CmsBlock;
}

function section(next: () => number, type: string, blocks: StoreApi.CmsBlock[]): StoreApi.CmsSection {
  return {
    id: id(),
    type,
    position: 0,
    sizingMode: pick(next, ["boxed", "full_width", null, "x", ...hostile]),
    mobileBehavior: pick(next, ["wrap", "hidden", null, 1]),
    backgroundColor: value(next),
    backgroundMedia: media(next),
    backgroundMediaMode: value(next),
    cssClass: value(next),
    visibility: pick(next, [null, { mobile: false }, "x"]),
    blocks,
  } as StoreApi.CmsSection;
}

const sentinel = (position: number): StoreApi.CmsSection =>
  ({
    id: id(),
    type: "default",
    position,
    sizingMode: "boxed",
    blocks: [
      {
        id: id(),
        type: "text",
        position: 0,
        slots: [
          {
            id: id(),
            type: "text",
            slot: "content",
            config: {},
            data: { content: "<h2>Sentinel</h2>" },
            fieldConfig: null,
          },
        ],
      },
    ],
  }) as unknown as StoreApi.CmsSection;

const i18n = setupI18n({ locale: "de-DE", messages: { "de-DE": {} } });

function render(cmsPage: StoreApi.CmsPage): string {
  return renderToString(
    <I18nProvider i18n={i18n}>
      <CmsPage cmsPage={sanitizeCmsPage(cmsPage)} linkPolicy={{ origin: "https://shop.invalid" }} />
    </I18nProvider>,
  );
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** What in the markup could execute: script elements, event handler attributes, script URLs, CSS escapes. */
export function unsafeMarkup(html: string): string[] {
  const problems: string[] = [];
  if (/<script/i.test(html)) problems.push("a <script> element");
  for (const tag of html.match(/<[a-z][^>]*>/gi) ?? []) {
    for (const [, name, raw] of tag.matchAll(/\s([^\s=/>]+)\s*=\s*"([^"]*)"/g)) {
      const attribute = name!.toLowerCase();
      const content = decode(raw!);
      // Browsers drop whitespace and control characters inside a scheme (`java\tscript:`).
      const compact = [...content]
        .filter((char) => char.charCodeAt(0) > 0x20)
        .join("")
        .toLowerCase();
      if (attribute.startsWith("on")) problems.push(`event handler ${attribute} in ${tag}`);
      const isUrl = [
        "href",
        "src",
        "srcset",
        "action",
        "formaction",
        "poster",
        "xlink:href",
        "data",
      ].includes(attribute);
      if (isUrl && /(javascript|vbscript):|data:(?!image\/)/.test(compact))
        problems.push(`script URL in ${attribute}: ${tag}`);
      if (
        attribute === "style" &&
        /expression\(|javascript:|vbscript:|behavior:|url\((?!["']?(https?:|data:image\/))/.test(compact)
      )
        problems.push(`style injection: ${tag}`);
    }
  }
  for (const [, css] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi))
    if (/expression\(|javascript:|<\//i.test(css!)) problems.push(`style element injection: ${css}`);
  return problems;
}

describe("CmsPage fuzzing (deterministic)", () => {
  beforeAll(async () => {
    await Promise.all([preloadProductElements(), preloadCommerceElements()]);
  });
  const elementTypes = [...Object.keys(cmsElements), "unknown-element", "constructor"];

  it("flags unsafe markup (the checker itself)", () => {
    expect(unsafeMarkup('<a href="javascript:alert(1)">x</a>')).toHaveLength(1);
    expect(unsafeMarkup('<img src="x" onerror="alert(1)">')).toHaveLength(1);
    expect(unsafeMarkup('<div style="background:url(javascript:alert(1))"></div>')).toHaveLength(1);
    expect(unsafeMarkup('<p>javascript:alert(1) as text</p><a href="/safe">x</a>')).toEqual([]);
  });

  it.each([...Object.keys(cmsBlocks), "unknown-block"])(
    "block %s: hostile and malformed payloads render, stay inert, and the page goes on",
    (type) => {
      const next = random(15 + type.length * 7919 + type.charCodeAt(0));
      for (let run = 0; run < 12; run++) {
        const sectionType = pick(next, [...Object.keys(cmsSections), "unknown-section"]);
        const page = {
          id: id(),
          type: "landingpage",
          name: "Fuzz",
          cssClass: value(next),
          config: pick(next, [null, { backgroundColor: pick(next, hostile) }, "x"]),
          sections: [
            section(next, sectionType, [block(next, type, elementTypes), block(next, "text", elementTypes)]),
            sentinel(1),
          ],
        } as unknown as StoreApi.CmsPage;
        let html = "";
        expect(() => (html = render(page)), `${type} run ${run}`).not.toThrow();
        expect(unsafeMarkup(html), `${type} run ${run}`).toEqual([]);
        expect(html).toContain("Sentinel");
      }
    },
  );

  it.each(Object.keys(cmsElements))("element %s alone, in every registered block", (type) => {
    const next = random(4242 + type.length * 31 + type.charCodeAt(1));
    for (const blockType of Object.keys(cmsBlocks)) {
      const page = {
        id: id(),
        type: "page",
        sections: [section(next, "default", [block(next, blockType, [type])]), sentinel(1)],
      } as unknown as StoreApi.CmsPage;
      let html = "";
      expect(() => (html = render(page)), `${type} in ${blockType}`).not.toThrow();
      expect(unsafeMarkup(html), `${type} in ${blockType}`).toEqual([]);
      expect(html).toContain("Sentinel");
    }
  });
});
