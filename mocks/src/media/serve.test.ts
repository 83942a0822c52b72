// @vitest-environment node
import { getResponse } from "msw";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../fixtures/catalog/index.ts";
import { mediaFixtures, mediaPath } from "../fixtures/media.ts";
import { mediaFileHandlers } from "../handlers/media-files.ts";
import { startEmulatorServer, type EmulatorServer } from "../server.ts";
import { documentFile, imageFiles } from "./catalog-media.ts";
import { pngSize } from "./png.ts";

const product = catalog.images.find((image) => image.width === 1000 && image.thumbnailSizes.length > 0)!;
const [original, thumbnail] = imageFiles(product);
const document = catalog.documents[0]!;

describe("generated media on the HTTP server", () => {
  let server: EmulatorServer;
  beforeAll(async () => {
    server = await startEmulatorServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it("draws an original image on request, with long cache headers and its length", async () => {
    const response = await fetch(`${server.origin}/${original!.path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Number(response.headers.get("content-length"))).toBe(bytes.length);
    expect(pngSize(bytes)).toEqual({ width: 1000, height: 1000 });
  });

  it("draws a thumbnail in its declared size only", async () => {
    const response = await fetch(`${server.origin}/${thumbnail!.path}`);
    expect(response.status).toBe(200);
    expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({
      width: thumbnail!.width,
      height: thumbnail!.height,
    });
    const unknownSize = original!.path.replace(".png", "_123x123.png");
    expect((await fetch(`${server.origin}/${unknownSize}`)).status).toBe(404);
    expect((await fetch(`${server.origin}/media/00/00/not-a-product.png`)).status).toBe(404);
  });

  it("serves product documents as PDF", async () => {
    const response = await fetch(`${server.origin}/${documentFile(document).path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const text = Buffer.from(await response.arrayBuffer()).toString("latin1");
    expect(text.startsWith("%PDF-1.4")).toBe(true);
    expect(text).toContain(document.productNumber);
  });

  it("answers HEAD and conditional requests without a body", async () => {
    const url = `${server.origin}/${thumbnail!.path}`;
    const full = await fetch(url);
    const length = (await full.arrayBuffer()).byteLength;
    const head = await fetch(url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("content-length"))).toBe(length);
    expect(head.headers.get("etag")).toBe(full.headers.get("etag"));
    const again = await fetch(url, { headers: { "if-none-match": full.headers.get("etag")! } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
  });

  it("still serves the committed static files from disk", async () => {
    const response = await fetch(`${server.origin}/${mediaPath(mediaFixtures.categoryKits)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
  });
});

const answer = (url: string, init?: RequestInit) => getResponse(mediaFileHandlers, new Request(url, init));

describe("generated media in the browser (MSW handler)", () => {
  it("draws catalog images and PDFs on any origin", async () => {
    const response = await answer(`http://localhost:6006/${thumbnail!.path}`);
    expect(response?.status).toBe(200);
    expect(response?.headers.get("content-type")).toBe("image/png");
    expect(pngSize(new Uint8Array(await response!.arrayBuffer()))).toEqual({
      width: thumbnail!.width,
      height: thumbnail!.height,
    });
    const pdf = await answer(`http://localhost:6006/${documentFile(document).path}`);
    expect(pdf?.headers.get("content-type")).toBe("application/pdf");
    const head = await answer(`http://localhost:6006/${thumbnail!.path}`, { method: "HEAD" });
    expect(head?.status).toBe(200);
    expect(await head!.text()).toBe("");
  });

  it("lets the static files and unknown paths through to the network", async () => {
    expect(await answer(`http://localhost:6006/${mediaPath(mediaFixtures.heroBanner)}`)).toBeUndefined();
    expect(
      await answer(`http://localhost:6006/${original!.path.replace(".png", "_1x1.png")}`),
    ).toBeUndefined();
  });
});
