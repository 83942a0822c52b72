import { parse, type ChildNode, type Container } from "postcss";

/**
 * The CSS a page's server HTML uses (ADR 6). The shop's stylesheet holds every component of every page
 * (about 100 KB, 16 KB gzip) and would block the first paint. Panda writes atomic and recipe classes, so
 * a rule is needed when every class its selector names is in the HTML: the page gets those rules inline
 * (plus everything that names no class: reset, tokens, fonts, keyframes), in the stylesheet's order and
 * cascade layers. The whole stylesheet loads with the app, for what islands show later (an open menu, a
 * toast).
 */
export function criticalCss(stylesheet: string): (html: string) => string {
  const entries = flatten(parse(stylesheet), []);
  const cache = new Map<string, string>();
  return (html) => {
    const present = classesIn(html);
    const key = [...present].toSorted().join(" ");
    let css = cache.get(key);
    if (css === undefined) {
      css = serialize(entries.filter((entry) => isUsed(entry, present)));
      if (cache.size > 200) cache.clear();
      cache.set(key, css);
    }
    return css;
  };
}

/** A rule or statement with the at-rules around it (`@layer utilities`, `@media …`). */
interface Entry {
  wrappers: string[];
  text: string;
  /** One list of classes per selector of the rule; empty when it names none (always kept). */
  selectors: string[][];
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
