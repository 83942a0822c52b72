// @vitest-environment node
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import { writeReadableStreamToWritable } from "@react-router/node";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";

// The production server (server.ts) compresses its pages with Express's `compression` middleware, and
// React Router writes a page with `res.once("drain")` whenever the compressor's buffer is full. `compression`
// sends those listeners to its compression stream but never removed them from it
// (expressjs/compression#135), so a large page left one listener per full buffer on the stream and Node
// warned (MaxListenersExceededWarning). patches/compression@1.8.2.patch forwards the removal; this test uses
// the same copies of express and compression as the server.
let server: http.Server | undefined;
afterEach(() => server?.close());

/** Serves `chunks` through compression and React Router's writer; resolves with the decompressed body. */
async function serveThroughCompression(chunks: string[]) {
  const app = express();
  app.use(compression());
  app.get("/", async (_request, response) => {
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    const queue = [...chunks];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = queue.shift();
        if (next === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(next));
      },
    });
    await writeReadableStreamToWritable(body, response);
  });
  const listening = app.listen(0);
  server = listening;
  await new Promise((resolve) => listening.once("listening", resolve));
  const { port } = listening.address() as AddressInfo;
  return new Promise<{ encoding: string | undefined; body: string }>((resolve, reject) => {
    http
      .get({ port, path: "/", headers: { "Accept-Encoding": "br" } }, (response) => {
        const parts: Buffer[] = [];
        response.on("data", (part: Buffer) => parts.push(part));
        response.on("end", () =>
          resolve({
            encoding: response.headers["content-encoding"],
            body: brotliDecompressSync(Buffer.concat(parts)).toString("utf8"),
          }),
        );
      })
      .on("error", reject);
  });
}

describe("the server's response compression", () => {
  it("leaves no drain listeners behind while a large page fills the compressor's buffer", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on("warning", onWarning);
    try {
      // Random text compresses badly, so nearly every 21 KB write finds the compressor's buffer full.
      const chunks = Array.from({ length: 120 }, () => randomBytes(16_384).toString("base64"));
      const { encoding, body } = await serveThroughCompression(chunks);
      // Node emits the warning on the next tick after the listener that passes the limit.
      await new Promise((resolve) => setTimeout(resolve, 20));

      expect(encoding).toBe("br");
      expect(body).toBe(chunks.join(""));
      expect(warnings.filter((warning) => warning.includes("drain"))).toEqual([]);
    } finally {
      process.off("warning", onWarning);
    }
  });
});
