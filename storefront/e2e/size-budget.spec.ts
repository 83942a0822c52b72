import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import {
  budgetTable,
  firstLoadPageKeys,
  firstLoadPagePath,
  KB,
  kb,
  measureFirstLoad,
  sizeBudgets,
  type FirstLoad,
  type FirstLoadPageKey,
} from "./first-load.ts";

// The size budget of every page (bytes are deterministic, times are not): first-load JavaScript and
// render-blocking CSS, gzip -9, against `sizeBudgets`. Every page is measured once per run, before its
// test, and the table is printed; each page's test then checks its own numbers, so failures are named.

type Row = { key: FirstLoadPageKey; result?: FirstLoad; error?: string };

const files = (list: FirstLoad["js"]) => list.map((file) => `${kb(file.gzip)} KB ${file.url}`).join("\n");

// In order, in one worker; a failed test starts a new worker, which reads the measurements of this run
// (kept in the output folder, which a run empties when it starts, under the runner's process id: workers
// are its children) instead of measuring again.
test.describe.configure({ mode: "default" });

let rows: Row[] = [];

test.beforeAll(async ({ browser }, testInfo) => {
  const saved = path.join(testInfo.project.outputDir, `size-budget-${process.ppid}.json`);
  if (existsSync(saved)) {
    rows = JSON.parse(readFileSync(saved, "utf8")) as Row[];
    return;
  }
  test.setTimeout(120_000);
  const origin = String(testInfo.project.use.baseURL);
  rows = [];
  for (const key of firstLoadPageKeys) {
    try {
      rows.push({
        key,
        result: await measureFirstLoad(browser, origin, await firstLoadPagePath(origin, key)),
      });
    } catch (error) {
      rows.push({ key, error: String(error) });
    }
  }
  mkdirSync(testInfo.project.outputDir, { recursive: true });
  writeFileSync(saved, JSON.stringify(rows));
  console.info(`\nSize budget (first-load JS and render-blocking CSS per page)\n${budgetTable(rows)}\n`);
});

for (const key of firstLoadPageKeys) {
  test(`${key}: first-load JS and render-blocking CSS within budget`, async () => {
    const testInfo = test.info();
    const row = rows.find((entry) => entry.key === key);
    if (!row?.result) throw new Error(`${key} was not measured: ${row?.error ?? "no result"}`);
    const { result } = row;
    const budget = sizeBudgets[key];
    await testInfo.attach("first-load", {
      contentType: "application/json",
      body: JSON.stringify({ budget, ...result }, null, 2),
    });
    expect
      .soft(
        result.jsGzip / KB,
        `${result.path}: first-load JS ${kb(result.jsGzip)} KB > ${budget.js} KB\n${files(result.js)}`,
      )
      .toBeLessThanOrEqual(budget.js);
    expect
      .soft(
        result.cssGzip / KB,
        `${result.path}: render-blocking CSS ${kb(result.cssGzip)} KB > ${budget.css} KB\n${files(result.css)}`,
      )
      .toBeLessThanOrEqual(budget.css);
  });
}

// No page carries Panda's runtime in its first load. The shell styles itself with global styles
// (components/shell-styles.ts), which saved 5.4 KB gzip on every page; the forms that search, cart, login and
// the store finder render at once call `css()` and the recipes with literal arguments only, which the build
// answers (tooling/panda-static-calls.ts): 5.4 KB more on those pages. Panda's `css()` holds its utilities as
// one string ("aspectRatio:asp,…").
test("no page's first load carries Panda's runtime", () => {
  const runtimeChunks = browserChunksWith("aspectRatio:asp");
  expect(runtimeChunks.length, "the marker still names the runtime's chunk").toBeGreaterThan(0);
  const withRuntime = firstLoadPageKeys.flatMap((key) => {
    const firstLoad = rows.find((row) => row.key === key)?.result?.js;
    if (!firstLoad) return [`${key}: not measured`];
    return firstLoad
      .filter((file) => runtimeChunks.includes(path.basename(file.url)))
      .map((file) => `${key}: ${file.url}`);
  });
  expect(withRuntime).toEqual([]);
});

/** The client build's JavaScript files whose code contains `marker`. */
function browserChunksWith(marker: string) {
  const assets = path.join(
    import.meta.dirname,
    "..",
    process.env.BUILD_DIRECTORY ?? "build",
    "client",
    "assets",
  );
  return readdirSync(assets).filter(
    (name) => name.endsWith(".js") && readFileSync(path.join(assets, name), "utf8").includes(marker),
  );
}

// The Store API's zod schemas validate answers on the server; the browser never parses them. One import of a
// schema module into browser code (a constant beside a schema) brings all of zod (about 22 KB gzip) into
// the islands' chunks: no client asset may contain it.
test("no browser chunk carries zod", () => {
  expect(browserChunksWith("jitless")).toEqual([]);
});

// `use-sync-external-store/shim` (imported by @lingui/react and react-aria-components) is answered by React
// itself (`reactShims`, tooling/vite-plugins.ts): its fallback for React 16 and 17 (the state it keeps as
// `{ inst: { value, getSnapshot } }`) was 0.3 KB gzip of every page's first load and never ran.
test("no browser chunk carries the React 17 fallback of useSyncExternalStore", () => {
  expect(browserChunksWith("inst:{value")).toEqual([]);
});

// The theme (design-system/src/preset) is build-time input for Panda: its tokens reach the browser as CSS. One
// import of a constant that lived beside the tokens (the web font's attribute, now preset/web-font.ts)
// brought every font token and Panda's `defineTokens` stub into the root route's chunk (1 KB gzip of every
// page's first load, stop 49).
test("no browser chunk carries the theme's tokens", () => {
  expect(browserChunksWith("'Inter Fallback', system-ui")).toEqual([]);
});
