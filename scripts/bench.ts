// Performance numbers of the production build, printed, never asserted: first-load JavaScript per page
// (gzip) and server-rendering throughput. Usage: npm run bench
import { spawn, spawnSync } from "node:child_process";
import { gzipSync } from "node:zlib";
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
  stdio: "ignore",
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

async function throughput(page: string, seconds = 5) {
  let count = 0;
  const end = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < end) {
      await (await fetch(origin + page)).text();
      count++;
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
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
  console.log(
    `\nSSR throughput of / (4 concurrent clients, 5 s): ${(await throughput("/")).toFixed(0)} pages/s`,
  );
} finally {
  server.kill();
}
