import { spawn } from "node:child_process";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { serveBin } from "./support.ts";

/** Starts the production server with an environment and collects what it prints until it exits. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn("node", [serveBin, "./build/server/index.js"], {
      cwd: path.join(import.meta.dirname, ".."),
      env: { ...process.env, NODE_ENV: "production", ...env },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill(), 15_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test("an endpoint without an access key stops the server with the configuration message", async () => {
  const { code, output } = await startServer({ SHOPWARE_ENDPOINT: "https://shop.example/store-api" });
  expect(code).not.toBe(0);
  expect(output).toContain("Make sure that endpoint and accessToken are settled in the configuration");
});

test("an access key without an endpoint stops the server too", async () => {
  const { code, output } = await startServer({ SHOPWARE_ACCESS_KEY: "SWSCABCDEFGHIJKLMNOPQRSTUV" });
  expect(code).not.toBe(0);
  expect(output).toContain("Make sure that endpoint and accessToken are settled in the configuration");
});

test("a malformed tag manager id stops the server, naming the variable and the form it needs", async () => {
  const { code, output } = await startServer({ TAG_MANAGER_ID: "UA-12345-1" });
  expect(code).not.toBe(0);
  expect(output).toContain("TAG_MANAGER_ID must be GTM- or G- followed by upper-case letters or digits");
});
