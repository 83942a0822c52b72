import sanitizeHtml from "sanitize-html";

import { cardProducts, slotProduct } from "./product/slotProducts.ts";

export { isSafeUrl, safeHref, type LinkPolicy } from "./safeUrl.ts";

const TEXT_ALIGN = { "text-align": [/^(left|right|center|justify|start|end)$/] };
const ALIGNABLE = ["p", "h1", "h2", "h3", "h4", "h5", "h6", "div", "span", "li", "td", "th", "blockquote"];

const options: sanitizeHtml.IOptions = {
  allowedTags: ["h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote", "span", "div"]
    .concat(["strong", "b", "em", "i", "u", "s", "sub", "sup", "small"])
    .concat(["ul", "ol", "li", "a", "img"])
    .concat(["table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td"]),
  allowedAttributes: {
    a: ["href", "target", "rel", "title"],
    img: ["src", "alt", "width", "height"],
    th: ["colspan", "rowspan", "scope", "style"],
    td: ["colspan", "rowspan", "style"],
    ...Object.fromEntries(
      ALIGNABLE.filter((tag) => tag !== "td" && tag !== "th").map((tag) => [tag, ["style"]]),
    ),
  },
  allowedStyles: Object.fromEntries(ALIGNABLE.map((tag) => [tag, TEXT_ALIGN])),
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      // A new tab must not get a handle on the shop's window (reverse tabnabbing).
      return target === "_blank"
        ? { tagName, attribs: { ...rest, target, rel: "noopener noreferrer" } }
        : { tagName, attribs: rest };
    },
  },
};

/** CMS rich text reduced to safe markup: no scripts, event handlers, inline styles (but text-align) or dangerous URLs. */
export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, options);
}

const BUTTON_CLASSES = /^btn(-(primary|secondary|outline-primary|outline-secondary|link|lg|sm|block))?$/;

const htmlElementOptions: sanitizeHtml.IOptions = {
  ...options,
  allowedTags: [
    ...(options.allowedTags || []),
    "section",
    "article",
    "figure",
    "figcaption",
    "dl",
    "dt",
    "dd",
    "abbr",
    "code",
    "pre",
  ],
  allowedAttributes: { ...options.allowedAttributes, a: ["href", "target", "rel", "title", "class"] },
  allowedClasses: { a: [BUTTON_CLASSES] },
};

/**
 * The `html` element's HTML. Shopware renders it raw; we allow what an editor's HTML needs (headings,
 * lists, tables, links, links styled as buttons with Bootstrap's `btn` classes) and drop the rest:
 * scripts, styles, iframes, forms, `<button>` (its text stays), event handlers, dangerous URLs.
 */
export function sanitizeCmsHtmlElement(html: string): string {
  return sanitizeHtml(html, htmlElementOptions);
}

type SlotLike = { type?: string; data?: unknown };
type PageLike = {
  sections?: readonly { blocks?: readonly { slots?: readonly SlotLike[] | null }[] | null }[] | null;
};

function sanitizeSlot<S extends SlotLike>(slot: S): S {
  const data = slot.data;
  if (!data || typeof data !== "object" || !("content" in data) || typeof data.content !== "string")
    return slot;
  const sanitize = slot.type === "html" ? sanitizeCmsHtmlElement : sanitizeCmsHtml;
  return { ...slot, data: { ...data, content: sanitize(data.content) } };
}

/** The `form` config keys that never reach the page: the receivers' addresses are the server's business. */
const PRIVATE_FORM_KEYS = ["mailReceiver", "defaultMailReceiver"];

type ConfigLike = Record<string, { value?: unknown } | undefined>;

function formConfig(config: unknown): unknown {
  if (!config || typeof config !== "object") return config;
  const entries = Object.entries(config as ConfigLike)
    .filter(([key]) => !PRIVATE_FORM_KEYS.includes(key))
    .map(([key, entry]) =>
      key === "confirmationText" && entry && typeof entry.value === "string"
        ? [key, { ...entry, value: sanitizeCmsHtml(entry.value) }]
        : [key, entry],
    );
  return Object.fromEntries(entries);
}

/**
 * A `form` slot as the page may hold it: the confirmation text sanitised, the mail receivers left out
 * (the Store API picks them by the slot's id when the form is sent).
 */
function sanitizeFormSlot<S extends SlotLike>(slot: S): S {
  if (slot.type !== "form") return slot;
  const { config, fieldConfig, translated } = slot as S & {
    config?: unknown;
    fieldConfig?: unknown;
    translated?: { config?: unknown } | null;
  };
  return {
    ...slot,
    config: formConfig(config),
    ...(fieldConfig !== undefined ? { fieldConfig: formConfig(fieldConfig) } : {}),
    ...(translated && typeof translated === "object"
      ? { translated: { ...translated, config: formConfig(translated.config) } }
      : {}),
  };
}

/**
 * Product boxes and sliders keep only what a product card reads of their products (`toListingProduct`),
 * so the page's data stays small; an unusable product drops out.
 */
function slimProductSlot<S extends SlotLike>(slot: S): S {
  const data = slot.data;
  const type = (slot as { type?: unknown }).type;
  if (!data || typeof data !== "object") return slot;
  if (type === "product-slider" && "products" in data)
    return { ...slot, data: { ...data, products: cardProducts(data.products) } };
  if (type === "product-box" && "product" in data)
    return { ...slot, data: { ...data, product: slotProduct(data) ?? null } };
  return slot;
}

/**
 * A copy of the CMS page with every slot's HTML `data.content` (text, html, product name, …) sanitised.
 * Call it in server loaders so sanitize-html never ships to the browser.
 */
export function sanitizeCmsPage<P extends PageLike>(cmsPage: P): P {
  return withoutRecordKeeping({
    ...cmsPage,
    sections: cmsPage.sections?.map((section) =>
      withoutRecordKeeping({
        ...section,
        blocks: section.blocks?.map((block) =>
          withoutRecordKeeping({
            ...block,
            slots: block.slots?.map((slot) =>
              withoutRecordKeeping(sanitizeFormSlot(slimProductSlot(sanitizeSlot(slot))), SLOT_ONLY_KEYS),
            ),
          }),
        ),
      }),
    ),
  });
}

/** What every Store API entity carries for the database and no page reads: left out with `withoutKeys`. */
export const STORE_API_RECORD_KEEPING = ["apiAlias", "extensions", "versionId", "createdAt", "updatedAt"];

/**
 * What the Store API sends with each page, section, block and slot and no component reads: version ids,
 * timestamps, custom fields, the entity's alias; for a slot also its untranslated `fieldConfig` and the
 * `translated` copy of its `config` (the slot's `config` is already the page language's), and in its data
 * every `apiAlias` and `extensions`. Left out, the page's loader data is smaller (the home page's 95 → 77
 * KB), and so is the work of decoding it before the page hydrates (ADR 6).
 */
const RECORD_KEEPING_KEYS = [
  ...STORE_API_RECORD_KEEPING,
  "cmsPageVersionId",
  "cmsSectionVersionId",
  "cmsBlockVersionId",
  "customFields",
  "locked",
];
const SLOT_ONLY_KEYS = ["translated", "fieldConfig"];

function withoutRecordKeeping<T extends object>(entity: T, more: readonly string[] = []): T {
  return Object.fromEntries(
    Object.entries(entity)
      .filter(([key]) => !RECORD_KEEPING_KEYS.includes(key) && !more.includes(key))
      .map(([key, value]) => [key, key === "data" ? withoutAliases(value) : value]),
  ) as T;
}

/** A slot's data (media, products, prices) without the keys nothing reads at any depth. */
function withoutAliases(value: unknown): unknown {
  return withoutKeys(value, ["apiAlias", "extensions"]);
}

/**
 * A copy of Store API data without the given keys at any depth: for what a page's loader sends on to the
 * browser (the product page leaves out the aliases, extensions, version ids and timestamps of its product).
 */
export function withoutKeys<T>(value: T, keys: readonly string[]): T {
  if (Array.isArray(value)) return value.map((entry: unknown) => withoutKeys(entry, keys)) as T;
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !keys.includes(key))
      .map(([key, entry]) => [key, withoutKeys(entry, keys)]),
  ) as T;
}
