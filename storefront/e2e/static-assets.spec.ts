import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { hydrated } from "./support.ts";

// The production server sends the browser's files precompressed (ADR 1, lib/static-assets.server.ts): every
// script and stylesheet of the build, the route manifest React Router writes during the server build
// included, reaches a browser as brotli, and the pages' own scripts are among them.

const client = path.join(import.meta.dirname, "..", process.env.BUILD_DIRECTORY ?? "build", "client");
const scripts = readdirSync(path.join(client, "assets")).filter((file) => /\.(?:js|css)$/.test(file));

test("every script and stylesheet of the build is sent as brotli, for a year", async ({ request }) => {
  expect(scripts.some((file) => file.startsWith("manifest-"))).toBe(true);
  const plain: string[] = [];
  for (const file of scripts) {
    const answer = await request.get(`/assets/${file}`, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(answer.status(), file).toBe(200);
    expect(answer.headers()["cache-control"], file).toBe("public, max-age=31536000, immutable");
    // A file of a few bytes that brotli would not make smaller is the only exception.
    if (answer.headers()["content-encoding"] !== "br" && (await answer.body()).length > 200) plain.push(file);
  }
  expect(plain).toEqual([]);
});

test("the category page's scripts arrive compressed", async ({ page }) => {
  const encodings = new Map<string, string>();
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    const { pathname } = new URL(response.url());
    encodings.set(pathname, response.headers()["content-encoding"] ?? "none");
  });
  await page.goto("/Reinigungsmittel/");
  await hydrated(page);
  const manifest = [...encodings.keys()].find((file) => file.startsWith("/assets/manifest-"));
  expect(manifest).toBeDefined();
  expect(encodings.get(manifest!)).toBe("br");
  expect([...encodings.values()].filter((encoding) => encoding === "br").length).toBeGreaterThan(10);
});
