// N storefront instances behind nginx (load balancer and shared cache), all on ONE Store API emulator, on
// loopback: `npm run serve:cluster` (-- --instances=3 --port=8080). Builds when stale; installs Debian's
// nginx with apt-get when it is missing (as root). nginx runs in the foreground in a temp dir with its own
// pid, logs and cache (deploy/nginx/shop.conf, filled in); Ctrl-C stops everything.
// Also used by the bench's `cluster` part (scripts/bench.ts): `startCluster()`.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
/** The emulator's sales-channel key (mocks/src/emulator.ts), read here to keep this script free of imports. */
const EMULATOR_ACCESS_KEY = "SWSCEMULATORSHOPCH0000DEV1";

export interface Cluster {
  /** nginx, the shop's public origin. */
  origin: string;
  /** nginx without its cache (port + 1): the balancer alone. */
  balancerOrigin?: string;
  /** Each storefront instance, directly. */
  instanceOrigins: string[];
  /** The shared emulator's origin. */
  emulatorOrigin: string;
  stop(): void;
}

export interface ClusterOptions {
  instances?: number;
  /** nginx's port (the balancer without cache listens on the next one). */
  port?: number;
  /** The first instance's port (the others follow); the emulator takes the one before it. */
  basePort?: number;
  /** false: only the instances and the emulator (the bench measures them without nginx too). */
  nginx?: boolean;
  quiet?: boolean;
}

const say = (message: string) => process.stderr.write(`\x1b[2m› ${message}\x1b[0m\n`);

function which(command: string): string | undefined {
  const found = spawnSync("bash", ["-c", `command -v ${command}`], { encoding: "utf8" });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

/** nginx's path, installing Debian's package when it is missing (root only); throws with what to do. */
export function ensureNginx(): string {
  const existing = which("nginx") ?? ["/usr/sbin/nginx"].find((file) => which(file));
  if (existing) return existing;
  if (process.getuid?.() !== 0 || !which("apt-get"))
    throw new Error(
      "nginx is not installed: run 'sudo apt-get install -y nginx' (Debian's package), then retry.",
    );
  say("installing Debian's nginx (apt-get install -y nginx)");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  let install = spawnSync("apt-get", ["install", "-y", "-q", "nginx"], { env, stdio: "inherit" });
  if (install.status !== 0) {
    spawnSync("apt-get", ["update", "-q"], { env, stdio: "inherit" });
    install = spawnSync("apt-get", ["install", "-y", "-q", "nginx"], { env, stdio: "inherit" });
  }
  const installed = which("nginx") ?? (which("/usr/sbin/nginx") ? "/usr/sbin/nginx" : undefined);
  if (install.status !== 0 || !installed)
    throw new Error(
      "apt-get could not install nginx (see above): install it ('apt-get install -y nginx') and retry.",
    );
  return installed;
}

/** deploy/nginx/shop.conf with its placeholders filled. */
export function nginxConfig(options: { prefix: string; port: number; upstreams: string[] }): string {
  const template = readFileSync(path.join(root, "deploy/nginx/shop.conf"), "utf8");
  return template
    .replaceAll("@PREFIX@", options.prefix)
    .replaceAll("@PORT@", String(options.port))
    .replaceAll("@PORT_NO_CACHE@", String(options.port + 1))
    .replaceAll("@WORKERS@", String(Math.max(1, Math.min(4, availableParallelism()))))
    .replaceAll("@UPSTREAMS@", options.upstreams.map((upstream) => `    server ${upstream};`).join("\n"));
}

async function waitFor(url: string, child: ChildProcess, name: string, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const instances = options.instances ?? 3;
  const port = options.port ?? 8080;
  const basePort = options.basePort ?? 3401;
  const emulatorPort = basePort - 1;
  const stdio = options.quiet ? ("ignore" as const) : ("inherit" as const);
  const children: ChildProcess[] = [];
  let prefix: string | undefined;
  const stop = () => {
    for (const child of children.toReversed()) {
      try {
        // Each child is its own process group (pnpm and the server it starts).
        if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    if (prefix) rmSync(prefix, { recursive: true, force: true });
  };
  try {
    const nginx = options.nginx === false ? undefined : ensureNginx();
    if (spawnSync("bash", ["scripts/shop", "build-if-stale"], { cwd: root, stdio: "inherit" }).status !== 0)
      throw new Error("the build failed");

    const emulatorOrigin = `http://127.0.0.1:${emulatorPort}`;
    const emulator = spawn("node", ["scripts/serve.ts"], {
      cwd: path.join(root, "mocks"),
      env: { ...process.env, PORT: String(emulatorPort), HOST: "127.0.0.1" },
      stdio: ["ignore", options.quiet ? "ignore" : "inherit", "inherit"],
      detached: true,
    });
    children.push(emulator);
    await waitFor(`${emulatorOrigin}/__emulator/switches`, emulator, "the emulator");

    const instanceOrigins: string[] = [];
    for (let index = 0; index < instances; index++) {
      const instancePort = basePort + index;
      const child = spawn("node", ["server.ts", "./build/server/index.js"], {
        cwd: path.join(root, "storefront"),
        env: {
          ...process.env,
          NODE_ENV: "production",
          HOST: "127.0.0.1",
          PORT: String(instancePort),
          // One Store API for all: a context token (the cart) is the same whichever instance answers.
          SHOPWARE_ENDPOINT: `${emulatorOrigin}/store-api`,
          SHOPWARE_ACCESS_KEY: EMULATOR_ACCESS_KEY,
          SHARED_EMULATOR_ORIGIN: emulatorOrigin,
        },
        stdio: ["ignore", stdio, "inherit"],
        detached: true,
      });
      children.push(child);
      instanceOrigins.push(`http://127.0.0.1:${instancePort}`);
    }
    await Promise.all(
      instanceOrigins.map((origin, index) =>
        waitFor(`${origin}/`, children[index + 1]!, `instance ${index + 1}`),
      ),
    );

    let origin = instanceOrigins[0]!;
    let balancerOrigin: string | undefined;
    if (nginx) {
      prefix = mkdtempSync(path.join(tmpdir(), "shop-nginx-"));
      // nginx's workers may run as another user: they need to write the cache and temp files.
      chmodSync(prefix, 0o755);
      for (const dir of ["cache", "client_body", "proxy_temp", "fastcgi_temp", "uwsgi_temp", "scgi_temp"]) {
        mkdirSync(path.join(prefix, dir));
        chmodSync(path.join(prefix, dir), 0o777);
      }
      const upstreams = instanceOrigins.map((instance) => new URL(instance).host);
      writeFileSync(path.join(prefix, "nginx.conf"), nginxConfig({ prefix, port, upstreams }));
      const proxy = spawn(
        nginx,
        [
          "-p",
          prefix,
          "-e",
          path.join(prefix, "error.log"),
          "-c",
          path.join(prefix, "nginx.conf"),
          "-g",
          "daemon off;",
        ],
        {
          stdio: ["ignore", stdio, "inherit"],
          detached: true,
        },
      );
      children.push(proxy);
      origin = `http://127.0.0.1:${port}`;
      balancerOrigin = `http://127.0.0.1:${port + 1}`;
      await waitFor(`${origin}/`, proxy, "nginx");
    }
    return { origin, balancerOrigin, instanceOrigins, emulatorOrigin, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const numberArg = (name: string) => {
    const arg = args.find((value) => value.startsWith(`--${name}=`));
    return arg ? Number(arg.slice(name.length + 3)) : undefined;
  };
  const instances = numberArg("instances") ?? 3;
  if (!Number.isInteger(instances) || instances < 1) {
    console.error("--instances must be a whole number ≥ 1");
    process.exit(2);
  }
  try {
    const cluster = await startCluster({ instances, port: numberArg("port") ?? 8080 });
    console.info(`\nShop (nginx, cache): ${cluster.origin}`);
    if (cluster.balancerOrigin) console.info(`Without the cache:   ${cluster.balancerOrigin}`);
    cluster.instanceOrigins.forEach((origin, index) =>
      console.info(`Instance ${index + 1}:         ${origin}`),
    );
    console.info(`Store API emulator:  ${cluster.emulatorOrigin}/store-api (shared)`);
    console.info("Ctrl-C stops all.");
    const shutdown = () => {
      cluster.stop();
      process.exit(0);
    };
    process.once("SIGINT", shutdown);
    process.once("SIGTERM", shutdown);
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
