// Performance numbers of the production build, printed, never asserted: first-load JavaScript per page
// (gzip), Lighthouse (mobile) scores, server-rendering throughput and the Store API emulator's answer times.
// Usage: npm run bench
//        npm run bench -- --only=js,lighthouse --page=category --page=search   (a subset)
// Parts: js, lighthouse, throughput, emulator. Pages: home, home-fr, category (the first category of the main
// navigation, resolved through the running shop), search (/search?search=reiniger), product (CL10001.1),
// not-found.
// Lighthouse runs LIGHTHOUSE_RUNS times per page (default 3) and reports the run with the median
// performance score.
import { spawn, spawnSync } from "node:child_process";
import { gzipSync } from "node:zlib";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 3200);
const origin = `http://localhost:${port}`;
const lighthouseRuns = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

const args = process.argv.slice(2);
const listArg = (name: string) =>
  args.flatMap((arg) => (arg.startsWith(`--${name}=`) ? arg.slice(name.length + 3).split(",") : []));
const parts = new Set(listArg("only"));
const wantsPart = (part: "js" | "lighthouse" | "throughput" | "emulator") =>
  parts.size === 0 || parts.has(part);

interface BenchPage {
  key: string;
  /** Resolved once the shop is up (the category's SEO path comes from the Store API). */
  path: () => Promise<string>;
  lighthouse: boolean;
}

/** The first top-level category of the main navigation that is a page, by its SEO path (through the shop's proxy). */
async function categoryPath(): Promise<string> {
  const response = await fetch(`${origin}/store-api/navigation/main-navigation/main-navigation`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      "sw-include-seo-urls": "true",
    },
    body: JSON.stringify({ depth: 1 }),
  });
  if (!response.ok) throw new Error(`main navigation: HTTP ${response.status}`);
  const categories = (await response.json()) as {
    id: string;
    type?: string;
    seoUrls?: { seoPathInfo: string; isCanonical?: boolean }[] | null;
  }[];
  const category = categories.find((entry) => (entry.type ?? "page") === "page");
  if (!category) throw new Error("the main navigation has no category page");
  const seoUrl = category.seoUrls?.find((url) => url.isCanonical) ?? category.seoUrls?.[0];
  return seoUrl ? `/${seoUrl.seoPathInfo}` : `/navigation/${category.id}`;
}

/** A product page with tiers, variants, downloads, reviews and cross-selling (CL10001.1), by its SEO path. */
async function productPath(): Promise<string> {
  const response = await fetch(`${origin}/store-api/product`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      "sw-include-seo-urls": "true",
    },
    body: JSON.stringify({
      filter: [{ type: "equals", field: "productNumber", value: "CL10001.1" }],
      limit: 1,
    }),
  });
  if (!response.ok) throw new Error(`product: HTTP ${response.status}`);
  const { elements } = (await response.json()) as {
    elements: { id: string; seoUrls?: { seoPathInfo: string; isCanonical?: boolean }[] | null }[];
  };
  const product = elements[0];
  if (!product) throw new Error("the catalog has no product CL10001.1");
  const seoUrl = product.seoUrls?.find((url) => url.isCanonical) ?? product.seoUrls?.[0];
  return seoUrl ? `/${seoUrl.seoPathInfo}` : `/detail/${product.id}`;
}

const allPages: BenchPage[] = [
  { key: "home", path: async () => "/", lighthouse: true },
  { key: "home-fr", path: async () => "/fr-CH", lighthouse: true },
  { key: "category", path: categoryPath, lighthouse: true },
  { key: "search", path: async () => "/search?search=reiniger", lighthouse: true },
  { key: "product", path: productPath, lighthouse: true },
  { key: "not-found", path: async () => "/gibt-es-nicht", lighthouse: false },
];
const pageKeys = new Set(listArg("page"));
const pages = allPages.filter((page) => pageKeys.size === 0 || pageKeys.has(page.key));

if (spawnSync("bash", ["scripts/shop", "build-if-stale"], { cwd: root, stdio: "inherit" }).status !== 0)
  process.exit(1);
const server = spawn("pnpm", ["exec", "react-router-serve", "./build/server/index.js"], {
  cwd: path.join(root, "storefront"),
  env: { ...process.env, NODE_ENV: "production", PORT: String(port) },
  stdio: ["ignore", "ignore", "pipe"],
  // Its own process group: react-router-serve only closes its listener on SIGTERM and the embedded emulator
  // keeps it alive, so the whole group is killed at the end.
  detached: true,
});
// The server's errors, printed if a measurement fails (a crash would otherwise only show as "fetch failed").
let serverErrors = "";
server.stderr?.on("data", (chunk: Buffer) => {
  serverErrors += chunk.toString();
});

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("server did not start");
}

/** Every script a first visit loads: entry modules, modulepreloads and what they import statically. */
async function firstLoadJs(page: string) {
  const html = await (await fetch(origin + page)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/import\s*\(?\s*"([^"]+\.js)"/g)) urls.add(match[1]!);
  const seen = new Map<string, { raw: number; gzip: number }>();
  const queue = [...urls];
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    const body = Buffer.from(await (await fetch(new URL(url, origin))).arrayBuffer());
    seen.set(url, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    for (const match of body
      .toString("utf8")
      .matchAll(/(?:^|[;\n])\s*import\s*(?:[\w{}\s,*$]+from\s*)?"(\.\/[^"]+\.js)"/g)) {
      queue.push(new URL(match[1]!, new URL(url, origin)).pathname);
    }
  }
  const total = [...seen.values()].reduce(
    (sum, file) => ({ raw: sum.raw + file.raw, gzip: sum.gzip + file.gzip }),
    { raw: 0, gzip: 0 },
  );
  return { files: seen.size, ...total, html: gzipSync(html).length };
}

/** Lighthouse's default mobile run (throttled 4G, mid-range phone) against one page. */
function lighthouseOnce(page: string) {
  const output = path.join(mkdtempSync(path.join(tmpdir(), "lh-")), "report.json");
  const chrome = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const run = spawnSync(
    "pnpm",
    [
      "exec",
      "lighthouse",
      origin + page,
      "--chrome-flags=--headless=new --no-sandbox --disable-background-networking --disable-component-update",
      "--output=json",
      `--output-path=${output}`,
      "--quiet",
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: chrome }, stdio: "ignore" },
  );
  if (run.status !== 0) return undefined;
  const report = JSON.parse(readFileSync(output, "utf8")) as {
    categories: Record<string, { score: number }>;
    audits: Record<string, { numericValue?: number }>;
  };
  const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: report.audits["largest-contentful-paint"]?.numericValue ?? NaN,
    cls: report.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    tbt: report.audits["total-blocking-time"]?.numericValue ?? NaN,
  };
}

/** Several Lighthouse runs of one page: the run with the median performance score, and all scores. */
function lighthouse(page: string) {
  const runs = Array.from({ length: lighthouseRuns }, () => lighthouseOnce(page)).filter(
    (run) => run !== undefined,
  );
  if (runs.length === 0) return undefined;
  const sorted = runs.toSorted((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return { ...median, runs: runs.map((run) => run.performance) };
}

async function throughput(page: string, seconds = 5) {
  let count = 0;
  let failed = 0;
  const end = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < end) {
      try {
        await (await fetch(origin + page)).text();
        count++;
      } catch {
        // A keep-alive socket the server closed while idle (during Lighthouse) fails once; count, go on.
        failed++;
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  if (failed > 0) console.log(`(${failed} requests failed during the throughput run)`);
  return count / seconds;
}

try {
  await waitForServer();
  console.log(`npm run bench${args.length ? ` -- ${args.join(" ")}` : ""}\n`);
  const resolved: { key: string; path: string; lighthouse: boolean }[] = [];
  for (const page of pages) resolved.push({ ...page, path: await page.path() });
  const width = Math.max(20, ...resolved.map((page) => page.path.length + 1));
  if (wantsPart("js")) {
    console.log(`${"page".padEnd(width)} JS files  JS raw KB  JS gzip KB  HTML gzip KB`);
    for (const { path: page } of resolved) {
      const result = await firstLoadJs(page);
      console.log(
        `${page.padEnd(width)} ${String(result.files).padStart(8)} ${(result.raw / 1024).toFixed(1).padStart(10)} ${(result.gzip / 1024).toFixed(1).padStart(11)} ${(result.html / 1024).toFixed(1).padStart(13)}`,
      );
    }
  }
  if (wantsPart("lighthouse")) {
    console.log(
      `\n${`Lighthouse (mobile, median of ${lighthouseRuns})`.padEnd(width)} perf  a11y  best-practices  seo  LCP ms  CLS    TBT ms  perf runs`,
    );
    for (const { path: page } of resolved.filter((entry) => entry.lighthouse)) {
      const result = lighthouse(page);
      if (!result) {
        console.log(`${page.padEnd(width)} lighthouse failed`);
        continue;
      }
      console.log(
        `${page.padEnd(width)} ${String(result.performance).padStart(4)}  ${String(result.accessibility).padStart(4)}  ${String(result.bestPractices).padStart(14)}  ${String(result.seo).padStart(3)}  ${result.lcp.toFixed(0).padStart(6)}  ${result.cls.toFixed(3)}  ${result.tbt.toFixed(0).padStart(6)}  ${result.runs.join(" ")}`,
      );
    }
  }
  if (wantsPart("throughput")) {
    console.log(
      `\nSSR throughput of / (4 concurrent clients, 5 s): ${(await throughput("/")).toFixed(0)} pages/s`,
    );
  }
} catch (error) {
  console.error(`benchmark failed: ${String(error)}\nserver stderr:\n${serverErrors.slice(-4000)}`);
  process.exitCode = 1;
} finally {
  stopServer();
}

/** Ends pnpm, the server and anything they started; the script would otherwise wait on the server's pipe. */
function stopServer() {
  server.stderr?.destroy();
  try {
    if (server.pid) process.kill(-server.pid, "SIGKILL");
  } catch {
    // already gone
  }
}

if (wantsPart("emulator")) {
  console.log("");
  spawnSync("node", ["scripts/bench-emulator.ts"], { cwd: path.join(root, "mocks"), stdio: "inherit" });
}
