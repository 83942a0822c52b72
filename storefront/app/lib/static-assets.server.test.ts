// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShopServer, KEEP_ALIVE_TIMEOUT_MS } from "./http-server.server.ts";
import { precompress } from "./static-assets.server.ts";

// The production server's static files (static-assets.server.ts, http-server.server.ts): a client build in
// a temporary folder, precompressed as `react-router build` does it, served by the real server over HTTP.

const script = `export const greeting = ${JSON.stringify("Grüezi ".repeat(400))};\n`;
const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="4" fill="#0a7"/>'.repeat(20)}</svg>`;
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array(64).fill(7)]);
let directory: string;
let server: http.Server;
let port: number;

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), "static-assets-"));
  mkdirSync(path.join(directory, "assets"));
  mkdirSync(path.join(directory, "images"));
  writeFileSync(path.join(directory, "assets", "entry.client-Abc123.js"), script);
  writeFileSync(path.join(directory, "favicon.svg"), svg);
  writeFileSync(path.join(directory, "robots.txt"), "User-agent: *\n");
  writeFileSync(path.join(directory, "images", "photo.png"), png);
  await precompress(directory);
  // Only what the static files need of a build: no request below reaches React Router.
  const build = { assetsBuildDirectory: directory, publicPath: "/" } as unknown as ServerBuild;
  server = createShopServer(build);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
  rmSync(directory, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(
  pathname: string,
  headers: Record<string, string> = {},
  options: { method?: string; agent?: http.Agent } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: "127.0.0.1", port, path: pathname, headers, ...options }, (response) => {
        const parts: Buffer[] = [];
        response.on("data", (part: Buffer) => parts.push(part));
        response.on("end", () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(parts),
          }),
        );
      })
      .on("error", reject)
      .end();
  });
}

const scriptPath = "/assets/entry.client-Abc123.js";

describe("precompress", () => {
  it("writes brotli and gzip beside text files, never beside images or where it would not be smaller", () => {
    const written = ["assets/entry.client-Abc123.js", "favicon.svg"].flatMap((file) =>
      [".br", ".gz"].map((extension) => file + extension),
    );
    expect(written.filter((file) => !existsSync(path.join(directory, file)))).toEqual([]);
    expect(existsSync(path.join(directory, "images", "photo.png.br"))).toBe(false);
    expect(existsSync(path.join(directory, "robots.txt.br"))).toBe(false);
    const brotli = readFileSync(path.join(directory, "assets", "entry.client-Abc123.js.br"));
    expect(brotliDecompressSync(brotli).toString()).toBe(script);
  });
});

describe("the server's static files", () => {
  it("sends a browser's request brotli, whatever order it lists the encodings in", async () => {
    const answer = await request(scriptPath, { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(answer.headers["vary"]).toBe("Accept-Encoding");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(script) / 10);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it("sends gzip to a client without brotli, and the file itself to one without either", async () => {
    const gzip = await request(scriptPath, { "Accept-Encoding": "br;q=0, gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await request(scriptPath);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it("lets browsers keep hashed chunks for a year and other files for an hour", async () => {
    expect((await request(scriptPath)).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const favicon = await request("/favicon.svg");
    expect(favicon.headers["cache-control"]).toBe("public, max-age=3600");
    expect(favicon.headers["content-type"]).toBe("image/svg+xml");
  });

  it("sends a file without a smaller encoding as it is, with no Vary", async () => {
    const robots = await request("/robots.txt", { "Accept-Encoding": "gzip, br" });
    expect(robots.headers["content-encoding"]).toBeUndefined();
    expect(robots.headers["vary"]).toBeUndefined();
    expect(robots.body.toString()).toBe("User-agent: *\n");
  });

  it("answers a request with the file's ETag with 304 and no body", async () => {
    const first = await request(scriptPath, { "Accept-Encoding": "br" });
    const etag = first.headers["etag"]!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    // The same validator for every encoding: the content is the same.
    expect((await request(scriptPath, { "Accept-Encoding": "gzip" })).headers["etag"]).toBe(etag);
    const again = await request(scriptPath, { "Accept-Encoding": "br", "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("answers HEAD with the headers alone", async () => {
    const head = await request(scriptPath, { "Accept-Encoding": "br" }, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
  });

  it("sends images as they are", async () => {
    const image = await request("/images/photo.png", { "Accept-Encoding": "gzip, br" });
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.headers["vary"]).toBeUndefined();
    expect(image.body.equals(png)).toBe(true);
  });

  it("never answers from a compressed sibling's own URL or for another method", async () => {
    // Not files of the app: the request goes on to React Router (here a build without routes).
    // A file of the build answers with its caching; these fall through and get none of it.
    for (const answer of [
      await request(`${scriptPath}.br`),
      await request(`${scriptPath}.gz`),
      await request(scriptPath, {}, { method: "POST" }),
    ]) {
      expect(answer.headers["cache-control"]).not.toBe("public, max-age=31536000, immutable");
      expect(answer.headers["etag"]).toBeUndefined();
    }
  });
});

describe("the server's keep-alive connections", () => {
  it("stay open longer than a load balancer's idle timeout", () => {
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });

  // Node closes an idle connection after its 5 s default plus a 1 s buffer (`keepAliveTimeoutBuffer`).
  it("are still open for a request after Node's default 5 s (and its buffer) without one", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let connections = 0;
    const count = () => connections++;
    server.on("connection", count);
    try {
      await request(scriptPath, {}, { agent });
      await new Promise((resolve) => setTimeout(resolve, 6_500));
      const second = await request(scriptPath, {}, { agent });
      expect(second.status).toBe(200);
      expect(connections).toBe(1);
    } finally {
      server.off("connection", count);
      agent.destroy();
    }
  }, 15_000);
});
