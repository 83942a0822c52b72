import { createHash } from "node:crypto";
import { parse, type ChildNode, type Container, type Rule } from "postcss";
import selectorParser from "postcss-selector-parser";
import { selectorSpecificity } from "@csstools/selector-specificity";

/**
 * The shop's stylesheet, split per page (ADR 6). It holds every component of every page (about 120 KB,
 * 16 KB gzip) and would block the first paint. Panda writes atomic and recipe classes, so a rule is needed
 * when every class its selector names is in the HTML: the page gets those rules inline (`critical`, plus
 * everything that names no class: reset, tokens, keyframes), in the stylesheet's order and cascade layers.
 *
 * The rest (`rest(key)`) loads with the app, for what islands show later (an open menu, a toast, the next
 * page): the rules the page does not use, after the inline ones. Adding the whole stylesheet instead made
 * the browser restyle every element of the page (20–60 ms on the 2-core machine, ×4 on Lighthouse's phone),
 * because every element has classes it names; the rest names classes no element has yet, so nothing is
 * restyled. The rest keeps the whole stylesheet's cascade: a rule that wins by coming later (same layer,
 * same specificity, a property in common) must still come after the rules it came after. Where an inline
 * rule came after a rule of the rest, it is repeated in the rest, after it, but only for elements that
 * also have a class of that rule (`:where(…)`, which adds no specificity): no element of the page has one,
 * so the repeat restyles nothing either.
 */
export function splitStylesheet(stylesheet: string) {
  const entries = flatten(parse(stylesheet), []);
  const classes = [...new Set(entries.flatMap((entry) => entry.selectors.flat()))].toSorted();
  const version = createHash("sha256").update(stylesheet).digest("base64url").slice(0, 10);
  const critical = new Map<string, string>();
  const rests = new Map<string, string>();

  return {
    /** Names this stylesheet: a page's key is only valid for the stylesheet that made it. */
    version,
    /** The rules the page's HTML uses, and the key of its class set for {@link rest}. */
    page(html: string): { critical: string; key: string } {
      const present = classesIn(html);
      const key = classKey(classes, present);
      const css =
        critical.get(key) ??
        remember(critical, key, serialize(entries.filter((entry) => isUsed(entry, present))));
      return { critical: css, key };
    },
    /** The rest of the stylesheet for a page's class set; `undefined` for a key this stylesheet did not make. */
    rest(key: string): string | undefined {
      const cached = rests.get(key);
      if (cached !== undefined) return cached;
      const present = classesOfKey(classes, key);
      return present && remember(rests, key, serialize(restEntries(entries, present)));
    },
  };
}

/** Keeps `css` under `key` (at most 200 class sets: pages of one template share theirs). */
function remember(cache: Map<string, string>, key: string, css: string): string {
  if (cache.size > 200) cache.clear();
  cache.set(key, css);
  return css;
}

/**
 * The class set as a bit per class of the stylesheet (sorted), base64url: it fits a URL (about 250
 * characters for the shop's 900 classes) and needs no state on the server, so any instance answers it.
 */
function classKey(classes: string[], present: Set<string>): string {
  const bits = new Uint8Array(Math.ceil(classes.length / 8));
  classes.forEach((name, index) => {
    if (present.has(name)) bits[index >> 3]! |= 1 << (index & 7);
  });
  return Buffer.from(bits).toString("base64url");
}

function classesOfKey(classes: string[], key: string): Set<string> | undefined {
  if (!/^[\w-]*$/.test(key)) return undefined;
  const bits = Buffer.from(key, "base64url");
  if (bits.length !== Math.ceil(classes.length / 8)) return undefined;
  return new Set(classes.filter((_, index) => (bits[index >> 3]! & (1 << (index & 7))) !== 0));
}

/**
 * At most this many classes in a repeat's `:where(…)`; a rule that conflicts with more classes of the rest
 * is repeated for all its elements instead (measured on a product page: 32 keeps the rest about as large as
 * the whole stylesheet and its restyle at 4–5 ms instead of 11; unbounded lists made it 330 KB).
 */
const MAX_NARROWING_CLASSES = 32;

/**
 * What the page's inline rules leave of the stylesheet, in its order (see {@link splitStylesheet}). A
 * conflict needs the same layer, the same specificity and a property in common (`conflicts`); for each
 * such group the classes that rules of the rest (or repeats) require, so that an inline rule of the group
 * coming later is repeated for elements with one of them.
 */
function restEntries(entries: Entry[], present: Set<string>): Entry[] {
  const later = new Map<string, Set<string> | "any">();
  const mark = (keys: string[], subjects: Set<string> | "any") => {
    for (const key of keys) {
      const known = later.get(key);
      if (known === "any") continue;
      if (subjects === "any") later.set(key, "any");
      else later.set(key, new Set([...(known ?? []), ...subjects]));
    }
  };
  const rest: Entry[] = [];
  for (const entry of entries) {
    if (!isUsed(entry, present)) {
      rest.push(entry);
      if (entry.rule) mark(entry.rule.conflicts, entry.rule.subjects ?? "any");
      continue;
    }
    if (!entry.rule) continue;
    let narrow: Set<string> | "any" | undefined;
    for (const key of conflicting(entry.rule.conflicts, later)) {
      const known = later.get(key)!;
      narrow = known === "any" || narrow === "any" ? "any" : new Set([...(narrow ?? []), ...known]);
    }
    if (narrow === undefined) continue;
    if (narrow !== "any" && narrow.size > MAX_NARROWING_CLASSES) narrow = "any";
    rest.push(narrow === "any" ? entry : { ...entry, text: narrowed(entry.rule.node, [...narrow]) });
    mark(entry.rule.conflicts, narrow);
  }
  return rest;
}

/** A rule or statement with the at-rules around it (`@layer utilities`, `@media …`). */
interface Entry {
  wrappers: string[];
  text: string;
  /** One list of classes per selector of the rule; empty when it names none (always kept). */
  selectors: string[][];
  /** For a style rule: what decides its place in the cascade. */
  rule?: {
    node: Rule;
    /** Layer, specificity and property family of each selector and declaration (`utilities|0,1,0|padding`). */
    conflicts: string[];
    /**
     * What each selector's subject requires (a class, else an attribute, else a tag, else the selector
     * without its pseudo-element; as written); `undefined` if one may be any element.
     */
    subjects: Set<string> | undefined;
  };
}

function flatten(container: Container, wrappers: string[]): Entry[] {
  const entries: Entry[] = [];
  container.each((node: ChildNode) => {
    if (node.type === "atrule" && node.nodes && /^(layer|media|supports|container)$/.test(node.name)) {
      entries.push(...flatten(node, [...wrappers, `@${node.name} ${node.params}`.trim()]));
    } else if (node.type === "rule") {
      const selectors = node.selectors.map(classesOf);
      entries.push({
        wrappers,
        text: node.toString(),
        selectors: selectors.some((classes) => classes.length === 0) ? [] : selectors,
        rule: cascadePlace(node, wrappers),
      });
    } else if (node.type !== "comment") {
      entries.push({
        wrappers,
        text: node.toString() + (node.type === "atrule" && !node.nodes ? ";" : ""),
        selectors: [],
      });
    }
  });
  return entries;
}

/**
 * The keys of `known` a rule with these conflict keys may share a property with: the same key, or the same
 * layer and specificity when one of the two sets `all`.
 */
function conflicting(keys: string[], known: Map<string, unknown>): string[] {
  const found = new Set<string>();
  for (const key of keys) {
    const group = key.slice(0, key.lastIndexOf("|") + 1);
    if (known.has(key)) found.add(key);
    if (known.has(`${group}all`)) found.add(`${group}all`);
    if (key.endsWith("|all")) for (const other of known.keys()) if (other.startsWith(group)) found.add(other);
  }
  return [...found];
}

function cascadePlace(node: Rule, wrappers: string[]): NonNullable<Entry["rule"]> {
  const layer = wrappers
    .filter((wrapper) => wrapper.startsWith("@layer "))
    .map((wrapper) => wrapper.slice(7))
    .join(".");
  const families = new Set<string>();
  node.walkDecls((declaration) => {
    families.add(propertyFamily(declaration.prop));
  });
  const specificities = new Set<string>();
  let subjects: Set<string> | undefined = new Set<string>();
  selectorParser((root) => {
    root.each((selector) => {
      const { a, b, c } = selectorSpecificity(selector);
      specificities.add(`${a},${b},${c}`);
      // What an element this selector matches has for sure: a class, else an attribute, else its tag, else
      // the place the whole selector gives it (`.carousel__slide>*`, written into `:where(…)` as it is).
      const compound = subjectCompound(selector);
      const subject =
        ["class", "attribute", "tag"]
          .map((type) => compound.find((part) => part.type === type))
          .find((part) => part !== undefined) ?? elementPart(selector);
      if (subject) subjects?.add(String(subject).trim());
      else subjects = undefined;
    });
  }).processSync(node.selector);
  const conflicts = [...specificities].flatMap((specificity) =>
    [...families].map((family) => `${layer}|${specificity}|${family}`),
  );
  return { node, conflicts, subjects };
}

/**
 * A selector whose subject names no class, attribute or tag, without its pseudo-element: the elements it
 * styles, for a repeat's `:where(…)` (a pseudo-element may not stand there). `undefined` when that is any
 * element (`*`, `::selection`): only a repeat for all elements is right then.
 */
function elementPart(selector: selectorParser.Selector): selectorParser.Selector | undefined {
  const copy = selector.clone();
  for (const part of subjectCompound(copy)) if (isPseudoElement(part)) part.remove();
  const left = copy.nodes.filter((part) => part.type !== "universal");
  // `.x>::before` styles every child of `.x`.
  if (copy.last?.type === "combinator") copy.append(selectorParser.universal({ value: "*" }));
  return left.length > 0 ? copy : undefined;
}

function isPseudoElement(node: selectorParser.Node): node is selectorParser.Pseudo {
  return node.type === "pseudo" && (node.value.startsWith("::") || PSEUDO_ELEMENTS.has(node.value));
}

/** The nodes after a selector's last combinator: what the element itself must match. */
function subjectCompound(selector: selectorParser.Selector): selectorParser.Node[] {
  const nodes = selector.nodes;
  let start = nodes.length;
  while (start > 0 && nodes[start - 1]!.type !== "combinator") start--;
  return nodes.slice(start);
}

const PSEUDO_ELEMENTS = new Set([":before", ":after", ":first-line", ":first-letter"]);

/** The rule for elements that also have one of `classes` (as written): `:where(…)` adds no specificity. */
function narrowed(node: Rule, classes: string[]): string {
  const selector = selectorParser((root) => {
    root.each((part) => {
      const where = selectorParser.pseudo({ value: ":where" });
      for (const name of classes) where.append(selectorParser().astSync(name).first);
      const pseudoElement = subjectCompound(part).find(isPseudoElement);
      if (pseudoElement) part.insertBefore(pseudoElement, where);
      else part.append(where);
    });
  }).processSync(node.selector);
  return node.clone({ selector }).toString();
}

/**
 * Properties that may set the same value: a shorthand and its longhands (`padding`, `padding-left`), logical
 * and physical sides (`margin-inline-start`, `margin-left`) and sizes (`inline-size`, `width`: the shop writes
 * horizontally). Coarse on purpose: a family too many only repeats a rule more often, a family too few would
 * break the cascade.
 */
function propertyFamily(property: string): string {
  if (property.startsWith("--")) return property;
  const name = property.replace(/^-(webkit|moz|ms)-/, "");
  if (name === "all") return "all";
  if (/^(top|right|bottom|left|inset)(-|$)/.test(name)) return "inset";
  const size = /^((?:min|max)-)?(width|height|inline-size|block-size)$/.exec(name);
  if (size) return `${size[1] ?? ""}${size[2] === "width" || size[2] === "inline-size" ? "width" : "height"}`;
  if (/^(gap|row-gap|column-gap|grid-gap)$/.test(name)) return "gap";
  if (/^(place|align|justify)-/.test(name)) return "align";
  if (/^border(-[a-z]+)*-radius$/.test(name)) return "border-radius";
  if (name.startsWith("text-decoration")) return "text-decoration";
  if (name === "line-height") return "font";
  const [first] = name.split("-");
  return first === "text" ? name : first!;
}

/** The classes a selector requires, unescaped (`.md\:d_flex:hover` → `md:d_flex`). */
function classesOf(selector: string): string[] {
  return [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map((match) => match[1]!.replace(/\\(.)/g, "$1"));
}

function classesIn(html: string): Set<string> {
  const present = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of decodeEntities(match[1]!).split(/\s+/)) if (name) present.add(name);
  }
  return present;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" };

/** React escapes `&<>"'` in attributes; Panda's class names use them (`[&_>_p]:mt_0`). */
function decodeEntities(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name]!);
}

function isUsed(entry: Entry, present: Set<string>): boolean {
  return (
    entry.selectors.length === 0 ||
    entry.selectors.some((classes) => classes.every((name) => present.has(name)))
  );
}

/** The entries back into CSS, opening and closing their at-rules as the chain changes. */
function serialize(entries: Entry[]): string {
  let css = "";
  let open: string[] = [];
  for (const entry of entries) {
    let same = 0;
    while (same < open.length && same < entry.wrappers.length && open[same] === entry.wrappers[same]) same++;
    css += "}".repeat(open.length - same);
    for (const wrapper of entry.wrappers.slice(same)) css += `${wrapper}{`;
    open = entry.wrappers;
    css += entry.text;
  }
  return css + "}".repeat(open.length);
}
