import { expect, test } from "@playwright/test";
import { startOfflineStorefront, type StorefrontProcess } from "./storefront-process.ts";

// server.ts: on SIGTERM (a container stopping, a deploy) the server takes no new connections, lets the
// requests in flight finish and exits. It used to close its listener only, and the embedded emulator's
// listener kept the process running until it was killed.
let storefront: StorefrontProcess | undefined;
// Also after a timeout, when the test's own code is abandoned: no server outlives the test.
test.afterEach(() => {
  storefront?.child.kill("SIGKILL");
});

test("on SIGTERM the server finishes the request in flight, takes no new one and exits", async () => {
  // Every Store API answer of the embedded emulator takes 0.8 s, so the page is still being rendered when
  // the signal comes.
  storefront = await startOfflineStorefront({ EMULATOR_LATENCY_MS: "800" });
  const { child, origin, output } = storefront;
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const page = fetch(`${origin}/Reinigungsmittel/`).then(async (response) => ({
    status: response.status,
    body: await response.text(),
  }));
  await new Promise((resolve) => setTimeout(resolve, 300));
  child.kill("SIGTERM");
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
  expect(await exited, output()).toBe(0);
});
