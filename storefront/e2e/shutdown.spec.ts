import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "./storefront-process.ts";
import { serveBin } from "./support.ts";

// server.ts: on SIGTERM (a container stopping, a deploy) the server takes no new connections, lets the
// requests in flight finish and exits. It used to close its listener only, and the embedded emulator's
// listener kept the process running until it was killed.
let child: ChildProcess | undefined;
// Also after a timeout, when the test's own code is abandoned: no server outlives the test.
test.afterEach(() => {
  child?.kill("SIGKILL");
});

test("on SIGTERM the server finishes the request in flight, takes no new one and exits", async () => {
  const port = await freePort();
  const server = spawn("node", [serveBin, "./build/server/index.js"], {
    cwd: path.join(import.meta.dirname, ".."),
    // Every Store API answer of the embedded emulator takes 0.8 s, so the page is still being rendered
    // when the signal comes.
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), EMULATOR_LATENCY_MS: "800" },
  });
  child = server;
  let output = "";
  server.stdout.on("data", (chunk: Buffer) => (output += chunk));
  server.stderr.on("data", (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => server.on("exit", (code) => resolve(code)));
  await expect.poll(() => output, { timeout: 20_000 }).toContain(`http://localhost:${port}`);
  const origin = `http://127.0.0.1:${port}`;
  const page = fetch(`${origin}/Reinigungsmittel/`).then(async (response) => ({
    status: response.status,
    body: await response.text(),
  }));
  await new Promise((resolve) => setTimeout(resolve, 300));
  server.kill("SIGTERM");
  await expect
    .poll(() =>
      fetch(`${origin}/`).then(
        () => "answered",
        () => "refused",
      ),
    )
    .toBe("refused");
  const answer = await page;
  expect(answer.status).toBe(200);
  expect(answer.body).toContain("</html>");
  expect(await exited, output).toBe(0);
});
