// Performance numbers of the production build, printed, never asserted: first-load JavaScript per page
// (gzip), Lighthouse (mobile) scores, server-rendering throughput and the Store API emulator's answer times.
// Usage: npm run bench
import { spawn, spawnSync } from "node:child_process";
import { gzipSync } from "node:zlib";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 3200);
const origin = `http://localhost:${port}`;
const pages = ["/", "/fr-CH", "/gibt-es-nicht"];

if (spawnSync("bash", ["scripts/shop", "build-if-stale"], { cwd: root, stdio: "inherit" }).status !== 0)
  process.exit(1);
const server = spawn("pnpm", ["exec", "react-router-serve", "./build/server/index.js"], {
  cwd: path.join(root, "storefront"),
  env: { ...process.env, NODE_ENV: "production", PORT: String(port) },
  stdio: ["ignore", "ignore", "pipe"],
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
function lighthouse(page: string) {
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
  console.log("page              JS files  JS raw KB  JS gzip KB  HTML gzip KB");
  for (const page of pages) {
    const result = await firstLoadJs(page);
    console.log(
      `${page.padEnd(16)} ${String(result.files).padStart(9)} ${(result.raw / 1024).toFixed(1).padStart(10)} ${(result.gzip / 1024).toFixed(1).padStart(11)} ${(result.html / 1024).toFixed(1).padStart(13)}`,
    );
  }
  console.log("\nLighthouse (mobile)  perf  a11y  best-practices  seo  LCP ms  CLS    TBT ms");
  for (const page of pages.slice(0, 2)) {
    const result = lighthouse(page);
    if (!result) {
      console.log(`${page.padEnd(20)} lighthouse failed`);
      continue;
    }
    console.log(
      `${page.padEnd(20)} ${String(result.performance).padStart(4)}  ${String(result.accessibility).padStart(4)}  ${String(result.bestPractices).padStart(14)}  ${String(result.seo).padStart(3)}  ${result.lcp.toFixed(0).padStart(6)}  ${result.cls.toFixed(3)}  ${result.tbt.toFixed(0).padStart(6)}`,
    );
  }
  console.log(
    `\nSSR throughput of / (4 concurrent clients, 5 s): ${(await throughput("/")).toFixed(0)} pages/s`,
  );
} catch (error) {
  console.error(`benchmark failed: ${String(error)}\nserver stderr:\n${serverErrors.slice(-4000)}`);
  process.exitCode = 1;
} finally {
  server.kill();
}

console.log("");
spawnSync("node", ["scripts/bench-emulator.ts"], { cwd: path.join(root, "mocks"), stdio: "inherit" });
