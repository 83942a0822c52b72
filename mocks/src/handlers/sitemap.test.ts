import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { languageIds } from "../fixtures/index.ts";
import { createTestEmulator } from "../node.ts";

const fr = languageIds["fr-CH"];

describe("GET /sitemap and /sitemap/{filePath}", () => {
  it("lists one gzipped file per language and serves it with every SEO URL and hreflang alternates", async () => {
    const emulator = createTestEmulator();
    const list = (await (await emulator.request("/sitemap", { languageId: fr })).json()) as {
      filename: string;
    }[];
    expect(list).toHaveLength(1);
    const response = await emulator.request(`/sitemap/${list[0]!.filename}`, {
      languageId: fr,
      headers: { "x-forwarded-host": "shop.example.ch", "x-forwarded-proto": "https" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/gzip");
    const xml = gunzipSync(Buffer.from(await response.arrayBuffer())).toString("utf8");
    expect(xml).toMatch(/^<\?xml/);
    expect(xml).toContain("<loc>https://shop.example.ch/fr-CH/</loc>");
    expect(xml).toMatch(/<loc>https:\/\/shop\.example\.ch\/fr-CH\/[^<]+\/<\/loc>/);
    expect(xml).toContain('hreflang="de-DE" href="https://shop.example.ch/');
    expect(xml).not.toContain("<loc>https://shop.example.ch/fr-CH/fr-CH");
  });

  it("answers 404 for a file it does not have", async () => {
    const emulator = createTestEmulator();
    const response = await emulator.request("/sitemap/sitemap/other.xml.gz");
    expect(response.status).toBe(404);
  });
});

describe("GET /snippet", () => {
  it("answers 304 to the ETag it sent", async () => {
    const emulator = createTestEmulator();
    const first = await emulator.request("/snippet?prefixes=headless");
    const etag = first.headers.get("etag")!;
    expect(etag).toBeTruthy();
    const second = await emulator.request("/snippet?prefixes=headless", {
      headers: { "if-none-match": etag },
    });
    expect(second.status).toBe(304);
  });

  it("matches prefixes on whole segments and answers an empty map as a list", async () => {
    const emulator = createTestEmulator();
    const body = (await (await emulator.request("/snippet?prefixes=head")).json()) as {
      sets: { snippets: unknown }[];
    };
    expect(body.sets[0]!.snippets).toEqual([]);
  });
});
