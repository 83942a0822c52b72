import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serveBin } from "./support.ts";

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface StorefrontProcess {
  child: ChildProcess;
  origin: string;
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string;
  stop(): void;
}

/**
 * The production build served by a process of its own against a given Store API (`endpoint`), for tests
 * that need a "Shopware" they control; `env` adds variables (e.g. STORE_API_TIMEOUT_MS).
 */
export function startStorefront(
  endpoint: string,
  accessKey: string,
  env: Record<string, string> = {},
): Promise<StorefrontProcess> {
  return startServerProcess({ SHOPWARE_ENDPOINT: endpoint, SHOPWARE_ACCESS_KEY: accessKey, ...env });
}

/** The production build in offline mode, on its embedded emulator (`env` e.g. EMULATOR_LATENCY_MS). */
export function startOfflineStorefront(env: Record<string, string> = {}): Promise<StorefrontProcess> {
  return startServerProcess(env);
}

async function startServerProcess(env: Record<string, string>): Promise<StorefrontProcess> {
  const port = await freePort();
  const child = spawn("node", [serveBin, "./build/server/index.js"], {
    cwd: path.join(import.meta.dirname, ".."),
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), ...env },
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk));
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", () => {
      const match = output.match(/http:\/\/localhost:(\d+)/);
      if (match) resolve(`http://localhost:${match[1]}`);
    });
    child.on("exit", (code, signal) => reject(new Error(`storefront exited (${code ?? signal}): ${output}`)));
  });
  return { child, origin, output: () => output, stop: () => child.kill() };
}
