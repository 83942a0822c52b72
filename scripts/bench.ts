// Performance numbers of the production build, printed, never asserted: first-load JavaScript per page
// (gzip -9, measured in Chromium as the size budget does: storefront/e2e/first-load.ts), Lighthouse (mobile)
// scores, server-rendering throughput and the Store API emulator's answer times.
// Usage: npm run bench
//        npm run bench -- --only=js,lighthouse --page=category --page=search   (a subset)
//        npm run bench -- --only=js,lighthouse --path=/register,/profi-sets       (any page)
//        npm run bench -- --only=lighthouse --signed-in --path=/account,/checkout/cart,/checkout
//        npm run bench -- --only=lighthouse --baseline=build-base --page=home   (this build against another)
// A baseline is another build of the shop in storefront/<dir>, e.g. of main before a change:
// `git stash && BUILD_DIRECTORY=build-base npm run build && git stash pop`. Both are served at once, and
// each page's Lighthouse runs alternate between them, so the host's speed changes hit both alike: the
// medians of three runs each move by 10-20 points from one hour to the next on the 2-core machine (ADR 6).
// Parts: js, lighthouse, throughput (home, category and product: pages/s, p50, p99; THROUGHPUT_SECONDS,
// THROUGHPUT_CLIENTS), emulator, cluster (N instances behind nginx: scripts/bench-cluster.ts,
// --instances=N, --seconds=S), soak (only when named: minutes of load on a mix of pages and cart writes;
// SOAK_SECONDS, SOAK_USERS, SOAK_WARMUP_SECONDS; exits 1 on errors or RSS growth of 10 % or more).
// Pages: home, home-fr, category (the first category of the main
// navigation, resolved through the running shop), search (/search?search=reiniger), product (CL10001.1),
// not-found.
// Lighthouse runs LIGHTHOUSE_RUNS times per page (default 3), after a warm-up of the server, and reports
// the run with the median performance score, then every run's performance, TBT and the host's speed
// (Lighthouse's benchmark index). Beside Lighthouse's TBT, "TBT on CPU" applies the same rule to the CPU
// time of each main-thread task in the run's trace (tooling/trace-blocking-time.ts): it leaves out the time
// the page waited for a core while Chrome's other processes and Lighthouse ran, so it tells a heavier page
// from a busier host.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright";
import {
  firstLoadPageKeys,
  firstLoadPagePath,
  kb,
  measureFirstLoad,
  sizeBudgets,
  type FirstLoadPageKey,
} from "../storefront/e2e/first-load.ts";
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD } from "@shop/mocks";
import { productFixture } from "@shop/mocks/stories";
import { chromiumArgs, chromiumExecutable, headlessShellExecutable } from "../tooling/chromium.ts";
import { blockingTime, type TraceEvent } from "../tooling/trace-blocking-time.ts";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 3200);
const origin = `http://localhost:${port}`;
const lighthouseRuns = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

const args = process.argv.slice(2);
const listArg = (name: string) =>
  args.flatMap((arg) => (arg.startsWith(`--${name}=`) ? arg.slice(name.length + 3).split(",") : []));
const parts = new Set(listArg("only"));
/** `--baseline=<build dir>`: another build, served beside this one for Lighthouse runs that alternate. */
const baseline = listArg("baseline")[0];
const baselineOrigin = `http://localhost:${port + 1}`;
const wantsPart = (part: "js" | "lighthouse" | "throughput" | "emulator" | "cluster") =>
  parts.size === 0 || parts.has(part);

/** Every page of the size budget; Lighthouse skips the not-found page. */
const allPages = firstLoadPageKeys.map((key) => ({ key, lighthouse: key !== "not-found" }));
const pageKeys = new Set(listArg("page"));
/**
 * More pages (first-load JS without a budget, and Lighthouse), e.g. a landing page or `/register`:
 * `--path=/a,/b`.
 * With `--signed-in` every Lighthouse run is the demo customer with one product in the cart (its session
 * cookie sent as an extra header), so `/account`, `/checkout/cart` and `/checkout` show what they show a
 * customer.
 */
const extraPaths = listArg("path");
const signedIn = args.includes("--signed-in");
let sessionCookie: string | undefined;
const demoProductId = productFixture("simple").id;
// With only --path, only those pages.
const pages = allPages.filter((page) =>
  pageKeys.size === 0 ? listArg("path").length === 0 : pageKeys.has(page.key),
);

if (spawnSync("bash", ["scripts/shop", "build-if-stale"], { cwd: root, stdio: "inherit" }).status !== 0)
  process.exit(1);
if (baseline !== undefined && signedIn) {
  // The demo session lives in this build's embedded emulator; the baseline's would not know it.
  console.error("--baseline and --signed-in cannot be combined: each build has a session store of its own");
  process.exit(1);
}
if (baseline !== undefined && !existsSync(path.join(root, "storefront", baseline, "server", "index.js"))) {
  console.error(
    `--baseline=${baseline}: no build in storefront/${baseline} (BUILD_DIRECTORY=${baseline} npm run build)`,
  );
  process.exit(1);
}
// A copy of build/ (`cp -r`) still serves the browser's files from build/client: its server resolves its
// assets directory, written into it at build time, from the working directory. Its pages would then ask for
// chunks of this build's client under other names, answered 404, and the baseline would never hydrate (stop
// 49: its Lighthouse runs had no hydration in them and looked faster).
if (
  baseline !== undefined &&
  !readFileSync(path.join(root, "storefront", baseline, "server", "index.js"), "utf8").includes(
    JSON.stringify(`${baseline}/client`),
  )
) {
  console.error(
    `--baseline=${baseline}: storefront/${baseline} is not a build of its own (a copy of build/?): BUILD_DIRECTORY=${baseline} npm run build`,
  );
  process.exit(1);
}
// The server's errors, printed if a measurement fails (a crash would otherwise only show as "fetch failed").
let serverErrors = "";
function startServer(buildDirectory: string, serverPort: number) {
  const started = spawn("node", ["server.ts", `./${buildDirectory}/server/index.js`], {
    cwd: path.join(root, "storefront"),
    env: { ...process.env, NODE_ENV: "production", PORT: String(serverPort) },
    stdio: ["ignore", "ignore", "pipe"],
    // Its own process group, killed as a whole at the end: nothing it started outlives the benchmark.
    detached: true,
  });
  started.stderr?.on("data", (chunk: Buffer) => {
    serverErrors += chunk.toString();
  });
  return started;
}
const server = startServer("build", port);
const servers = baseline === undefined ? [server] : [server, startServer(baseline, port + 1)];

async function waitForServer(serverOrigin: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(serverOrigin)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${serverOrigin} did not start`);
}

/**
 * The browser Lighthouse drives: Chromium's headless shell where it is installed (as for the e2e layer),
 * else the full browser in its headless mode. The page gets the same engine and the same emulated phone;
 * the shell only leaves out the browser UI's own work (the full browser preloads its omnibox popup, for one),
 * which otherwise takes CPU from the page on the bench's 2 cores and counts in Lighthouse's TBT (ADR 6,
 * "Lighthouse in the headless shell").
 */
const lighthouseChrome = headlessShellExecutable() ?? chromium.executablePath();
const lighthouseHeadless = path.basename(lighthouseChrome).includes("headless-shell")
  ? ""
  : "--headless=new ";

/** Lighthouse's default mobile run (throttled 4G, mid-range phone) against one page. */
function lighthouseOnce(url: string) {
  const directory = mkdtempSync(path.join(tmpdir(), "lh-"));
  const output = path.join(directory, "report.json");
  const run = spawnSync(
    "pnpm",
    [
      "exec",
      "lighthouse",
      url,
      `--chrome-flags=${lighthouseHeadless}--no-sandbox --disable-background-networking --disable-component-update`,
      "--output=json",
      `--output-path=${output}`,
      // The trace, for the TBT on CPU time (report-0.trace.json beside the report).
      "--save-assets",
      "--quiet",
      ...(sessionCookie ? [`--extra-headers=${JSON.stringify({ Cookie: sessionCookie })}`] : []),
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: lighthouseChrome }, stdio: "ignore" },
  );
  if (run.status !== 0) {
    rmSync(directory, { recursive: true, force: true });
    return undefined;
  }
  const report = JSON.parse(readFileSync(output, "utf8")) as {
    categories: Record<string, { score: number; auditRefs?: { id: string; weight: number }[] }>;
    audits: Record<string, { numericValue?: number; score?: number | null }>;
    environment?: { benchmarkIndex?: number };
  };
  const tracePath = path.join(directory, "report-0.trace.json");
  const trace = existsSync(tracePath)
    ? (JSON.parse(readFileSync(tracePath, "utf8")) as { traceEvents: TraceEvent[] })
    : undefined;
  const blocking = trace ? blockingTime(trace.traceEvents) : undefined;
  // Traces are tens of MB each.
  rmSync(directory, { recursive: true, force: true });
  const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    // The SEO audits that failed, so a page kept out of search on purpose (`noindex`: login, cart) reads
    // as such ("is-crawlable") and any other failure is named.
    seoFailed: (report.categories["seo"]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
    lcp: report.audits["largest-contentful-paint"]?.numericValue ?? NaN,
    cls: report.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    tbt: report.audits["total-blocking-time"]?.numericValue ?? NaN,
    tbtOnCpu: blocking?.cpu ?? NaN,
    // Lighthouse's own measure of the host's CPU speed during the run (higher is faster): on the 2-core
    // machine it moved between about 1,200 and 2,800 within an hour, and TBT with it (ADR 6).
    host: report.environment?.benchmarkIndex ?? NaN,
  };
}

/** Lighthouse's default mobile screen (moto g power), as a Playwright context. */
const lighthousePhone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/**
 * A deployed shop has served many pages before a shopper's: the server measured here has served one. Its
 * first requests compile and optimise the render path, the asset, media and stylesheet routes while the
 * page loads, on the same 2 cores as the browser (home page, 3 Lighthouse runs each, alternated: TBT
 * 153/278/209 ms on a server that had answered one request, 137/200/141 ms after this warm-up; server
 * response 89-109 against 46-69 ms). So each page is loaded in Chromium, as Lighthouse's phone and at
 * 1280 px (with everything it loads after the load event), and its HTML requested a few more times before
 * the first Lighthouse run.
 */
async function warmUp(serverOrigin: string, paths: readonly string[]) {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    for (const page of paths) {
      // Once as Lighthouse's phone (its default screen: 412 x 823 at 1.75 device pixels), once at 1280 px:
      // each picks other image sizes from the srcsets, and the emulator draws an image the first time it
      // is asked for (an 800 px image: 30-100 ms of the server's one thread on an idle machine, then 3 ms
      // from the cache). A desktop-only warm-up left the phone's images to the first Lighthouse run of each
      // page, where drawing them held up the font and the LCP image.
      for (const screen of [lighthousePhone, { viewport: { width: 1280, height: 800 } }]) {
        const context = await browser.newContext(screen);
        const tab = await context.newPage();
        await tab.goto(serverOrigin + page, { waitUntil: "networkidle" });
        await context.close();
      }
      for (let request = 0; request < 4; request++)
        await (
          await fetch(serverOrigin + page, { headers: { "accept-encoding": "br, gzip" } })
        ).arrayBuffer();
    }
  } finally {
    await browser.close();
  }
}

/** Several Lighthouse runs of one page: the run with the median performance score, and all scores. */
function lighthouse(url: string) {
  return medianRun(Array.from({ length: lighthouseRuns }, () => lighthouseOnceOrAgain(url)));
}

/**
 * A run Lighthouse could not finish (Chromium failed to start or to load the page) is run again once, so
 * that the median is of every run asked for.
 */
function lighthouseOnceOrAgain(url: string) {
  return lighthouseOnce(url) ?? lighthouseOnce(url);
}

type LighthouseRun = NonNullable<ReturnType<typeof lighthouseOnce>>;

/** The run with the median performance score, and every run's scores (a run that failed twice as such). */
function medianRun(attempts: (LighthouseRun | undefined)[]) {
  const runs = attempts.filter((run) => run !== undefined);
  if (runs.length === 0) return undefined;
  // A run that failed twice is named in the list, so a median of fewer runs does not pass for one of all.
  const failed = Array.from({ length: attempts.length - runs.length }, () => "failed");
  const sorted = runs.toSorted((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  const onCpu = runs.map((run) => run.tbtOnCpu).toSorted((a, b) => a - b);
  return {
    ...median,
    // Of all runs, not the median run's: the one with the median score is not the one with the median load.
    tbtOnCpu: onCpu[Math.floor((onCpu.length - 1) / 2)]!,
    runs: [
      ...runs.map(
        (run) =>
          `${run.performance}/${run.tbt.toFixed(0)}(${run.tbtOnCpu.toFixed(0)})@${run.host.toFixed(0)}`,
      ),
      ...failed,
    ],
  };
}

/**
 * The server's processes (its session: the server and the embedded emulator) from
 * /proc (Linux): CPU time used so far in ms and resident memory in KB of each.
 */
function serverProcesses() {
  const ticksPerMs = 100 / 1000; // USER_HZ
  const processes: { pid: number; cpuMs: number; rssKb: number }[] = [];
  if (!server.pid) return processes;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // After the command (which may hold spaces): state ppid pgrp session … utime(14) stime(15). The
      // session, not the group: pnpm starts the server in a process group of its own.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[3]) !== server.pid) continue;
      const status = readFileSync(`/proc/${entry}/status`, "utf8");
      processes.push({
        pid: Number(entry),
        cpuMs: (Number(fields[11]) + Number(fields[12])) / ticksPerMs,
        rssKb: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0),
      });
    } catch {
      // gone meanwhile
    }
  }
  return processes;
}
const serverCpuMs = () => serverProcesses().reduce((sum, entry) => sum + entry.cpuMs, 0);
const serverRssKb = () => serverProcesses().reduce((sum, entry) => sum + entry.rssKb, 0);

/** The q-quantile (0..1) of sorted numbers. */
function quantile(sorted: number[], q: number) {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/**
 * Closed-loop load on one page: `clients` concurrent clients (as wrk's connections) each request the page
 * again as soon as the previous answer is read, for `seconds`. Pages per second and answer-time quantiles.
 */
async function throughput(page: string, seconds = 5, clients = 4) {
  let failed = 0;
  const times: number[] = [];
  const cpuBefore = serverCpuMs();
  const end = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < end) {
      const started = performance.now();
      try {
        const response = await fetch(origin + page);
        await response.text();
        if (response.ok) times.push(performance.now() - started);
        else failed++;
      } catch {
        // A keep-alive socket the server closed while idle (during Lighthouse) fails once; count, go on.
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
  if (failed > 0) console.log(`(${failed} requests of ${page} failed during the throughput run)`);
  const sorted = times.toSorted((a, b) => a - b);
  return {
    perSecond: times.length / seconds,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    // Server CPU per page: independent of what else the machine runs (pages/s and times are not).
    cpuMsPerPage: (serverCpuMs() - cpuBefore) / Math.max(1, times.length),
  };
}

/** One row of the soak table: count, errors and answer-time quantiles. */
function soakLine(name: string, times: number[], failed: number) {
  const sorted = times.toSorted((a, b) => a - b);
  console.log(
    `${name.padEnd(14)} ${String(times.length).padStart(7)} ${String(failed).padStart(6)}  ${quantile(sorted, 0.5).toFixed(0).padStart(6)}  ${quantile(sorted, 0.95).toFixed(0).padStart(6)}  ${quantile(sorted, 0.99).toFixed(0).padStart(6)}`,
  );
}

/**
 * The soak part (`--only=soak`; never in a plain `npm run bench`: it runs for minutes): `SOAK_USERS`
 * virtual shoppers (default 8) for `SOAK_SECONDS` (default 300), each with its own session (the context
 * token cookie the add-to-cart route sets), in a loop over a mix of page views (home, a category, a
 * product, search, a landing page) and cart writes (add to cart through the storefront's own
 * `/checkout/line-item` route, then the cart page). A shopper starts over with a new session after 10
 * adds, so no cart reaches a product's maximum. Errors: a failed request, a status of 400 or more, or an
 * add to cart the route answers `ok: false`. RSS: the server's processes (the server with the
 * embedded emulator; VmRSS from /proc) after a warm-up of `SOAK_WARMUP_SECONDS` (default 30) of the same
 * load, and at the end after 5 s without load.
 */
async function soak() {
  const seconds = Number(process.env.SOAK_SECONDS ?? 300);
  const warmupSeconds = Number(process.env.SOAK_WARMUP_SECONDS ?? 30);
  const users = Number(process.env.SOAK_USERS ?? 8);
  const listed = (await (
    await fetch(`${origin}/store-api/product`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ limit: 100, sort: [{ field: "price", order: "ASC" }] }),
    })
  ).json()) as {
    elements: {
      id: string;
      childCount?: number;
      available?: boolean;
      minPurchase?: number;
      purchaseSteps?: number;
    }[];
  };
  const productIds = listed.elements
    .filter(
      (product) =>
        product.available !== false &&
        !product.childCount &&
        (product.minPurchase ?? 1) === 1 &&
        (product.purchaseSteps ?? 1) === 1,
    )
    .slice(0, 20)
    .map((product) => product.id);
  const landing = (await (
    await fetch(`${origin}/store-api/seo-url`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        limit: 1,
        filter: [{ type: "equals", field: "routeName", value: "frontend.landing.page" }],
      }),
    })
  ).json()) as { elements: { seoPathInfo: string }[] };
  const pagesToView = [
    "/",
    await firstLoadPagePath(origin, "category"),
    await firstLoadPagePath(origin, "product"),
    "/search?search=reiniger",
    ...(landing.elements[0] ? [`/${landing.elements[0].seoPathInfo}`] : []),
  ];
  const kinds = ["home", "category", "product", "search", "landing"];
  const stats = new Map<string, { times: number[]; errors: number }>();
  const record = (kind: string, ms: number, ok: boolean) => {
    const entry = stats.get(kind) ?? { times: [], errors: 0 };
    if (ok) entry.times.push(ms);
    else entry.errors++;
    stats.set(kind, entry);
  };
  const errorSamples: string[] = [];

  const shopper = async (user: number, until: number, measure: boolean) => {
    let cookie = "";
    let adds = 0;
    for (let step = user; Date.now() < until; step++) {
      // Six page views, then an add to cart and the cart page.
      const slot = step % 8;
      const started = performance.now();
      let kind: string;
      let ok = false;
      try {
        if (slot < 6) {
          const index = slot % pagesToView.length;
          kind = kinds[index]!;
          const response = await fetch(origin + pagesToView[index], { headers: cookie ? { cookie } : {} });
          await response.text();
          ok = response.status < 400;
          if (!ok && errorSamples.length < 5) errorSamples.push(`${response.status} ${pagesToView[index]}`);
        } else if (slot === 6) {
          kind = "add to cart";
          const response = await fetch(`${origin}/checkout/line-item`, {
            method: "POST",
            headers: {
              "content-type": "application/x-www-form-urlencoded",
              origin,
              ...(cookie ? { cookie } : {}),
            },
            body: new URLSearchParams({
              productId: productIds[(step + adds) % productIds.length]!,
              quantity: "1",
            }),
            redirect: "manual",
          });
          const token = response.headers
            .getSetCookie()
            .find((value) => value.startsWith("sw-context-token="))
            ?.split(";")[0];
          if (token) cookie = token;
          const body = (await response.json().catch(() => ({}))) as { ok?: boolean };
          ok = response.status < 400 && body.ok === true;
          if (!ok && errorSamples.length < 5)
            errorSamples.push(`add to cart: ${response.status} ${JSON.stringify(body)}`);
          if (++adds >= 10) {
            cookie = "";
            adds = 0;
          }
        } else {
          kind = "cart page";
          const response = await fetch(`${origin}/checkout/cart`, { headers: cookie ? { cookie } : {} });
          await response.text();
          ok = response.status < 400;
          if (!ok && errorSamples.length < 5) errorSamples.push(`${response.status} /checkout/cart`);
        }
      } catch (error) {
        kind = "network";
        if (errorSamples.length < 5) errorSamples.push(String(error));
      }
      if (measure) record(kind, performance.now() - started, ok);
    }
  };
  const run = (runSeconds: number, measure: boolean) => {
    const until = Date.now() + runSeconds * 1000;
    return Promise.all(Array.from({ length: users }, (_, user) => shopper(user, until, measure)));
  };

  await run(warmupSeconds, false);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const rssStart = serverRssKb();
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(serverRssKb()), 10_000);
  const started = Date.now();
  await run(seconds, true);
  const elapsed = (Date.now() - started) / 1000;
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const rssEnd = serverRssKb();

  console.log(
    `\nSoak: ${users} shoppers, ${seconds} s after a ${warmupSeconds} s warm-up (mix: 6 page views, 1 add to cart, 1 cart page)`,
  );
  console.log(
    `${"request".padEnd(14)} ${"count".padStart(7)} ${"errors".padStart(6)}  p50 ms  p95 ms  p99 ms`,
  );
  const all: number[] = [];
  let errors = 0;
  for (const [kind, entry] of stats) {
    soakLine(kind, entry.times, entry.errors);
    all.push(...entry.times);
    errors += entry.errors;
  }
  soakLine("all", all, errors);
  const growth = ((rssEnd - rssStart) / rssStart) * 100;
  console.log(
    `${(all.length / elapsed).toFixed(1)} requests/s; server RSS ${(rssStart / 1024).toFixed(0)} MB after warm-up, ${(rssEnd / 1024).toFixed(0)} MB at the end (${growth >= 0 ? "+" : ""}${growth.toFixed(1)} %; every 10 s: ${samples.map((sample) => (sample / 1024).toFixed(0)).join(" ")} MB)`,
  );
  if (errorSamples.length > 0) console.log(`first errors: ${errorSamples.join("; ")}`);
  const passed = errors === 0 && growth < 10;
  console.log(
    passed ? "soak passed: 0 errors, RSS growth < 10 %" : "soak FAILED (errors or RSS growth ≥ 10 %)",
  );
  if (!passed) process.exitCode = 1;
}

/** Signs the demo customer in through the shop's login form and puts one product in its cart: the cookie. */
async function demoSession(): Promise<string> {
  const headers = { origin, "content-type": "application/x-www-form-urlencoded" };
  const login = await fetch(`${origin}/login`, {
    method: "POST",
    headers,
    body: new URLSearchParams({ email: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD }),
    redirect: "manual",
  });
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  if (login.status !== 303 || !cookie) throw new Error(`demo login answered ${login.status}`);
  const product = await fetch(`${origin}/checkout/line-item`, {
    method: "POST",
    headers: { ...headers, cookie },
    body: new URLSearchParams({ productId: demoProductId, quantity: "1", redirectTo: "/checkout/cart" }),
    redirect: "manual",
  });
  if (product.status >= 400) throw new Error(`add to cart answered ${product.status}`);
  return cookie;
}

try {
  await Promise.all([
    waitForServer(origin),
    ...(baseline === undefined ? [] : [waitForServer(baselineOrigin)]),
  ]);
  if (signedIn) sessionCookie = await demoSession();
  console.log(`npm run bench${args.length ? ` -- ${args.join(" ")}` : ""}\n`);
  const resolved: { key: FirstLoadPageKey; path: string; lighthouse: boolean }[] = [];
  for (const page of pages) resolved.push({ ...page, path: await firstLoadPagePath(origin, page.key) });
  const width = Math.max(
    20,
    ...[...resolved.map((page) => page.path), ...extraPaths].map((page) => page.length + 1),
  );
  if (wantsPart("js")) {
    console.log(
      `${"page".padEnd(width)} JS files  JS raw KB  JS gzip KB  budget  CSS gzip KB  budget  HTML gzip KB`,
    );
    const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
    try {
      const measured = [
        ...resolved,
        ...extraPaths.map((extra) => ({ key: undefined, path: extra, lighthouse: true })),
      ];
      for (const { key, path: page } of measured) {
        const result = await measureFirstLoad(browser, origin, page);
        // A page given with --path has no budget of its own: "-".
        const budget = key ? sizeBudgets[key] : { js: "-", css: "-" };
        console.log(
          `${page.padEnd(width)} ${String(result.js.length).padStart(8)} ${kb(result.jsRaw).padStart(10)} ${kb(result.jsGzip).padStart(11)} ${String(budget.js).padStart(7)} ${kb(result.cssGzip).padStart(12)} ${String(budget.css).padStart(7)} ${kb(result.htmlGzip).padStart(13)}`,
        );
      }
    } finally {
      await browser.close();
    }
  }
  if (wantsPart("lighthouse")) {
    const lighthousePages = [
      ...resolved.filter((entry) => entry.lighthouse).map((entry) => entry.path),
      ...extraPaths,
    ];
    if (baseline !== undefined) await compareWithBaseline(lighthousePages, width);
    else await lighthouseTable(lighthousePages, width);
  }
  if (wantsPart("throughput")) {
    // Home, a category and a product (issue 16's measurement: 8 connections, 20 s each); a short warm-up
    // first so the first requests' module loading and caches do not count.
    const seconds = Number(process.env.THROUGHPUT_SECONDS ?? 20);
    const clients = Number(process.env.THROUGHPUT_CLIENTS ?? 8);
    const keys = ["home", "category", "product"] as const;
    const targets = await Promise.all(keys.map((key) => firstLoadPagePath(origin, key)));
    for (const target of targets) await throughput(target, 1, 2);
    console.log(
      `\n${`SSR throughput (${clients} clients, ${seconds} s per page)`.padEnd(width)} pages/s  p50 ms  p99 ms  server CPU ms/page`,
    );
    for (const target of targets) {
      const result = await throughput(target, seconds, clients);
      console.log(
        `${target.padEnd(width)} ${result.perSecond.toFixed(1).padStart(7)}  ${result.p50.toFixed(0).padStart(6)}  ${result.p99.toFixed(0).padStart(6)}  ${result.cpuMsPerPage.toFixed(1).padStart(18)}`,
      );
    }
  }
  if (parts.has("soak")) await soak();
} catch (error) {
  console.error(`benchmark failed: ${String(error)}\nserver stderr:\n${serverErrors.slice(-4000)}`);
  process.exitCode = 1;
} finally {
  stopServer();
}

/** Ends pnpm, the server and anything they started; the script would otherwise wait on the server's pipe. */
function stopServer() {
  for (const started of servers) {
    started.stderr?.destroy();
    try {
      if (started.pid) process.kill(-started.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
}

/** A change in ms, with its sign. A declaration, not a `const`: the top-level `try` above runs before this line. */
function signed(value: number): string {
  return `${value >= 0 ? "+" : ""}${value.toFixed(0)} ms`;
}

/** A run's performance score and TBT, for the baseline comparison. */
function side(run: { performance: number; tbt: number; tbtOnCpu: number } | undefined) {
  return run ? `${run.performance}/${run.tbt.toFixed(0)}(${run.tbtOnCpu.toFixed(0)})` : "failed";
}

/** Lighthouse's scores of each page, median of LIGHTHOUSE_RUNS. */
async function lighthouseTable(pagePaths: readonly string[], width: number) {
  console.log(
    `\n${`Lighthouse (mobile, median of ${lighthouseRuns})`.padEnd(width)} perf  a11y  best-practices  seo  LCP ms  CLS    TBT ms  TBT on CPU  runs: perf/TBT ms (on CPU)@host benchmark index`,
  );
  await warmUp(origin, pagePaths);
  for (const page of pagePaths) {
    const result = lighthouse(origin + page);
    if (!result) {
      console.log(`${page.padEnd(width)} lighthouse failed`);
      continue;
    }
    console.log(
      `${page.padEnd(width)} ${String(result.performance).padStart(4)}  ${String(result.accessibility).padStart(4)}  ${String(result.bestPractices).padStart(14)}  ${String(result.seo).padStart(3)}  ${result.lcp.toFixed(0).padStart(6)}  ${result.cls.toFixed(3)}  ${result.tbt.toFixed(0).padStart(6)}  ${result.tbtOnCpu.toFixed(0).padStart(10)}  ${result.runs.join(" ")}${result.seoFailed.length > 0 ? `  seo failed: ${result.seoFailed.join(", ")}` : ""}`,
    );
  }
}

/**
 * `--baseline`: each page's Lighthouse runs alternate between the baseline build and this one (baseline
 * first), LIGHTHOUSE_RUNS each. Prints both medians and the median of the paired TBT differences (this
 * build's minus the baseline's run just before it): a change is real when that stays on one side of zero
 * across pages and runs.
 */
async function compareWithBaseline(pagePaths: readonly string[], width: number) {
  console.log(
    `\n${`Lighthouse (mobile), ${lighthouseRuns} pairs`.padEnd(width)} baseline (${baseline}) perf/TBT (on CPU)  this build perf/TBT (on CPU)  TBT change, on CPU (medians of pairs)  runs: baseline→this build`,
  );
  await warmUp(baselineOrigin, pagePaths);
  await warmUp(origin, pagePaths);
  for (const page of pagePaths) {
    const pairs = Array.from({ length: lighthouseRuns }, () => ({
      before: lighthouseOnceOrAgain(baselineOrigin + page),
      after: lighthouseOnceOrAgain(origin + page),
    }));
    const before = medianRun(pairs.map((pair) => pair.before));
    const after = medianRun(pairs.map((pair) => pair.after));
    const medianChange = (measure: (run: LighthouseRun) => number) => {
      const changes = pairs
        .flatMap(({ before: b, after: a }) => (a && b ? [measure(a) - measure(b)] : []))
        .toSorted((x, y) => x - y);
      return changes.length ? changes[Math.floor((changes.length - 1) / 2)]! : NaN;
    };
    const change = `${signed(medianChange((run) => run.tbt))}, ${signed(medianChange((run) => run.tbtOnCpu))}`;
    const runs = pairs.map(({ before: b, after: a }) => `${side(b)}→${side(a)}`);
    console.log(
      `${page.padEnd(width)} ${side(before).padStart(34)}  ${side(after).padStart(28)}  ${change.padStart(37)}  ${runs.join(" ")}`,
    );
  }
}

if (wantsPart("emulator")) {
  console.log("");
  spawnSync("node", ["scripts/bench-emulator.ts"], { cwd: path.join(root, "mocks"), stdio: "inherit" });
}

if (wantsPart("cluster")) {
  const { clusterBench } = await import("./bench-cluster.ts");
  const numberArg = (name: string, fallback: number) => Number(listArg(name)[0] ?? fallback);
  try {
    const result = await clusterBench({
      instances: numberArg("instances", 3),
      seconds: numberArg("seconds", 10),
    });
    if (result.missed > 0 || result.withCookie > 0 || result.leaks > 0) process.exitCode = 1;
  } catch (error) {
    console.error(`cluster benchmark failed: ${String(error)}`);
    process.exitCode = 1;
  }
}
