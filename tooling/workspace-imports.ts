// Which packages the workspace's code and tests import without declaring them in their package.json.
// workspace-imports.test.ts (unit layer) fails with the list of them.
import { builtinModules } from "node:module";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The workspace packages; every other file (.storybook, tooling, visual, scripts, root configs) is the root's. */
export const workspacePackages = ["design-system", "cms-blocks", "store-api", "mocks", "storefront"];

/** Generated or installed trees: not code of the package they sit in. */
const skippedDirectories = new Set([
  "node_modules",
  "build",
  "dist",
  ".react-router",
  "storybook-static",
  "styled-system",
  "test-results",
  "playwright-report",
  "__baselines__",
  "__screenshots__",
  ".results",
  ".cache",
  ".tools",
  ".git",
]);

const sourceFile = /\.(?:[cm]?[jt]sx?|css)$/;
/** The scanner's own test: its sample sources are strings, not imports. */
const scannerTest = "workspace-imports.test.ts";

const importPatterns = [
  // static imports and re-exports, with or without bindings, type-only too
  /(?:^|[\s;}])(?:import|export)\s+(?:type\s+)?(?:[\w$*{},\s]*?\s*from\s*)?["']([^"'\n]+)["']/g,
  // dynamic imports, require and require.resolve, import.meta.resolve
  /(?:\bimport|\brequire|\brequire\.resolve|\bimport\.meta\.resolve)\(\s*["']([^"'\n]+)["']\s*\)/g,
  // triple-slash type references
  /\/\/\/\s*<reference\s+types=["']([^"']+)["']/g,
  // CSS imports
  /@import\s+(?:url\()?["']([^"']+)["']/g,
];

const builtins = new Set(builtinModules);
/** What npm accepts as a package name (so a specifier in prose, like an ellipsis, is not one). */
const packageName = /^(?:@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/;

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`), or null when it names none. */
export function packageOf(specifier: string): string | null {
  if (/^(?:\.|\/|node:|virtual:|data:|https?:|#)/.test(specifier)) return null;
  const bare = specifier.replace(/[?#].*$/, "");
  const parts = bare.split("/");
  const name = bare.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
  if (builtins.has(name) || !packageName.test(name)) return null;
  return name;
}

/** Bare specifiers of a source text, with the package each names. */
export function importsOf(source: string): string[] {
  const found = new Set<string>();
  for (const pattern of importPatterns) {
    for (const match of source.matchAll(pattern)) {
      const name = packageOf(match[1]!);
      if (name) found.add(name);
    }
  }
  return [...found];
}

function* sourceFiles(directory: string, skip: Set<string>): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      if (!skippedDirectories.has(entry.name) && !skip.has(file)) yield* sourceFiles(file, skip);
    } else if (entry.isFile() && sourceFile.test(entry.name) && entry.name !== scannerTest) {
      yield file;
    }
  }
}

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

export interface Undeclared {
  /** The package's folder, relative to the root ("" for the root). */
  packageDir: string;
  /** The imported package it does not declare. */
  imported: string;
  /** Files importing it, relative to the root. */
  files: string[];
}

/** Every import of a package that its package.json does not declare (itself excepted), sorted. */
export function undeclaredImports(root: string, packages = workspacePackages): Undeclared[] {
  const owners = ["", ...packages];
  const packageRoots = new Set(packages.map((dir) => path.join(root, dir)));
  const result: Undeclared[] = [];
  for (const dir of owners) {
    const directory = path.join(root, dir);
    const manifest = JSON.parse(readFileSync(path.join(directory, "package.json"), "utf8")) as Manifest;
    const declared = new Set([
      manifest.name,
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.devDependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
      ...Object.keys(manifest.optionalDependencies ?? {}),
    ]);
    const missing = new Map<string, string[]>();
    // The root owns everything outside the workspace packages.
    for (const file of sourceFiles(directory, dir === "" ? packageRoots : new Set())) {
      for (const imported of importsOf(readFileSync(file, "utf8"))) {
        if (declared.has(imported)) continue;
        const files = missing.get(imported) ?? [];
        files.push(path.relative(root, file));
        missing.set(imported, files);
      }
    }
    for (const [imported, files] of [...missing].toSorted(([a], [b]) => a.localeCompare(b))) {
      result.push({ packageDir: dir, imported, files });
    }
  }
  return result;
}
