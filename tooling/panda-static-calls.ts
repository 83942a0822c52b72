import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseSync, Visitor, type ESTree, type Plugin } from "vite";
import MagicString from "magic-string";

/**
 * Panda's style functions called with literal arguments, answered at build time.
 *
 * `css({ srOnly: true })`, `hstack({ gap: "2" })` or `badge({ size: "sm" })` name their classes from their
 * arguments alone; the browser ran each such call on every render (JSON key, memo lookup, the style walk):
 * 26 ms of the home page's hydration on the 2-core machine, ×4 on Lighthouse's phone. A call whose every
 * argument is a literal (strings, numbers, booleans, null, and objects and arrays of them) is run here,
 * with the same generated `styled-system` runtime, and replaced by what it returns: the class string, or a
 * slot recipe's object of class strings. Any other call (an argument that is a variable or an expression)
 * is left as it is and runs in the browser, as before. The classes are the same either way, so Panda's
 * extracted stylesheet and the server's critical CSS see no difference.
 */

/** The generated modules whose functions are pure: their results depend on their arguments only. */
const pureModules: Record<string, string> = {
  "@shop/styled-system/css": "css/index.mjs",
  "@shop/styled-system/patterns": "patterns/index.mjs",
  "@shop/styled-system/recipes": "recipes/index.mjs",
};
/** Of `css/index.mjs`, only `css` and `cx` (`cva`/`sva` return functions). */
const pureCssExports = new Set(["css", "cx"]);

type Static = string | number | boolean | null | undefined | Static[] | { [key: string]: Static };
const notStatic = Symbol("not static");

/** The value of a literal expression, or `notStatic`. */
function staticValue(node: ESTree.Node): Static | typeof notStatic {
  switch (node.type) {
    case "Literal":
      return typeof node.value === "string" ||
        typeof node.value === "number" ||
        typeof node.value === "boolean" ||
        node.value === null
        ? node.value
        : notStatic;
    case "TemplateLiteral":
      return node.expressions.length === 0
        ? node.quasis.map((quasi) => quasi.value.cooked ?? "").join("")
        : notStatic;
    case "Identifier":
      return node.name === "undefined" ? undefined : notStatic;
    case "UnaryExpression": {
      const argument = staticValue(node.argument);
      return node.operator === "-" && typeof argument === "number" ? -argument : notStatic;
    }
    case "ArrayExpression": {
      const items: Static[] = [];
      for (const element of node.elements) {
        if (!element || element.type === "SpreadElement") return notStatic;
        const value = staticValue(element);
        if (value === notStatic) return notStatic;
        items.push(value);
      }
      return items;
    }
    case "ObjectExpression": {
      const object: Record<string, Static> = {};
      for (const property of node.properties) {
        if (property.type !== "Property" || property.kind !== "init" || property.method) return notStatic;
        let key: string;
        if (!property.computed && property.key.type === "Identifier") key = property.key.name;
        else if (property.key.type === "Literal" && typeof property.key.value === "string")
          key = property.key.value;
        else return notStatic;
        const value = staticValue(property.value);
        if (value === notStatic) return notStatic;
        object[key] = value;
      }
      return object;
    }
    default:
      return notStatic;
  }
}

/** A class string, or an object of them (a slot recipe's answer). */
function isClassResult(value: unknown): value is string | Record<string, string> {
  if (typeof value === "string") return true;
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  return Object.values(value).every((slot) => typeof slot === "string");
}

/** Names a module binds other than by import: such a name may shadow an import somewhere, so it is not touched. */
function locallyDeclaredNames(program: ESTree.Program): Set<string> {
  const names = new Set<string>();
  const addPattern = (pattern: ESTree.Node | null | undefined): void => {
    if (!pattern) return;
    if (pattern.type === "Identifier") names.add(pattern.name);
    else if (pattern.type === "ObjectPattern")
      for (const property of pattern.properties)
        addPattern(property.type === "RestElement" ? property.argument : property.value);
    else if (pattern.type === "ArrayPattern") for (const element of pattern.elements) addPattern(element);
    else if (pattern.type === "RestElement") addPattern(pattern.argument);
    else if (pattern.type === "AssignmentPattern") addPattern(pattern.left);
  };
  const addFunction = (node: ESTree.Function | ESTree.ArrowFunctionExpression): void => {
    if ("id" in node && node.id) names.add(node.id.name);
    for (const param of node.params) addPattern(param);
  };
  new Visitor({
    VariableDeclarator: (node) => addPattern(node.id),
    FunctionDeclaration: addFunction,
    FunctionExpression: addFunction,
    ArrowFunctionExpression: addFunction,
    ClassDeclaration: (node) => node.id && names.add(node.id.name),
    CatchClause: (node) => addPattern(node.param),
  }).visit(program);
  return names;
}

export type PandaModules = Record<string, Record<string, unknown>>;

/** Rewrites one module's code; `undefined` when nothing changed. */
export function inlineStaticPandaCalls(
  code: string,
  filename: string,
  modules: PandaModules,
): { code: string; map: ReturnType<MagicString["generateMap"]>; inlined: number } | undefined {
  if (!code.includes("@shop/styled-system/")) return undefined;
  const { program, errors } = parseSync(filename, code);
  if (errors.length > 0) return undefined;

  // local name -> the generated function it is bound to
  const functions = new Map<string, (...args: unknown[]) => unknown>();
  for (const statement of program.body) {
    if (statement.type !== "ImportDeclaration" || statement.importKind === "type") continue;
    const exports = modules[statement.source.value];
    if (!exports) continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type !== "ImportSpecifier" || specifier.importKind === "type") continue;
      const imported =
        specifier.imported.type === "Identifier" ? specifier.imported.name : specifier.imported.value;
      if (statement.source.value === "@shop/styled-system/css" && !pureCssExports.has(imported)) continue;
      const fn = exports[imported];
      if (typeof fn === "function")
        functions.set(specifier.local.name, fn as (...args: unknown[]) => unknown);
    }
  }
  if (functions.size === 0) return undefined;
  for (const name of locallyDeclaredNames(program)) functions.delete(name);

  const output = new MagicString(code);
  let inlined = 0;
  new Visitor({
    CallExpression(node) {
      if (node.callee.type !== "Identifier" || node.optional) return;
      const fn = functions.get(node.callee.name);
      if (!fn) return;
      const args: Static[] = [];
      for (const argument of node.arguments) {
        if (argument.type === "SpreadElement") return;
        const value = staticValue(argument);
        if (value === notStatic) return;
        args.push(value);
      }
      let result: unknown;
      try {
        result = fn(...args);
      } catch {
        return;
      }
      if (!isClassResult(result)) return;
      output.overwrite(node.start, node.end, `(${JSON.stringify(result)})`);
      inlined += 1;
    },
  }).visit(program);
  if (inlined === 0) return undefined;
  return {
    code: output.toString(),
    map: output.generateMap({ hires: "boundary", source: filename }),
    inlined,
  };
}

/** Loads the generated runtime the app would run (`panda codegen` writes it before any build). */
export async function loadPandaModules(
  styledSystemDir = path.resolve(import.meta.dirname, "../styled-system"),
): Promise<PandaModules> {
  const entries = await Promise.all(
    Object.entries(pureModules).map(
      async ([specifier, file]) =>
        [
          specifier,
          (await import(pathToFileURL(path.join(styledSystemDir, file)).href)) as Record<string, unknown>,
        ] as const,
    ),
  );
  return Object.fromEntries(entries);
}

/**
 * The Vite plugin: after TypeScript and JSX are compiled, before bundling. Builds only (the shop's and
 * Storybook's): it answers with the runtime loaded when the build starts, while a dev server keeps running
 * as `panda --watch` regenerates `styled-system`, so there the browser runs every call itself.
 */
export function pandaStaticCalls(): Plugin {
  let modules: PandaModules | undefined;
  return {
    name: "shop:panda-static-calls",
    apply: "build",
    async buildStart() {
      modules = await loadPandaModules();
    },
    transform: {
      filter: { id: { include: /\.[cm]?[jt]sx?$/, exclude: /node_modules|styled-system/ } },
      handler(code, id) {
        if (!modules) return undefined;
        const result = inlineStaticPandaCalls(code, id, modules);
        return result && { code: result.code, map: result.map };
      },
    },
  };
}
