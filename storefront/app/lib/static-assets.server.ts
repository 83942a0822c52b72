import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { RequestHandler } from "express";
import { contentType } from "mime-types";
import type { Plugin } from "vite";

/**
 * The browser's files (build/client: the app's chunks, the stylesheet, fonts, images) as the production
 * server sends them (ADR 1): compressed once at build time, held in memory, sent without touching the disk
 * or a compressor. `react-router-serve` read every file from disk and compressed it again on every
 * request: about 60 % of the server's CPU under page loads (a page loads about 100 chunks).
 */

/** Text formats; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|html|map|webmanifest)$/;
/** The encodings written beside each compressible file, in the server's order of preference. */
const ENCODINGS = [
  { name: "br", extension: ".br" },
  { name: "gzip", extension: ".gz" },
] as const;
type Encoding = (typeof ENCODINGS)[number]["name"];
const ENCODED = /\.(?:br|gz)$/;

/** Every file below `directory`, as paths relative to it with `/` separators. */
function filesBelow(directory: string, prefix = ""): string[] {
  return readdirSync(path.join(directory, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesBelow(directory, relative) : [relative];
  });
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Writes `file.br` (quality 11) and `file.gz` (level 9) beside each compressible file that gets smaller. */
export async function precompress(directory: string): Promise<void> {
  const files = filesBelow(directory).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const body = readFileSync(path.join(directory, file));
      const encoded = {
        br: await brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip: await gzipped(body, { level: 9 }),
      };
      for (const { name, extension } of ENCODINGS) {
        if (encoded[name].length < body.length)
          writeFileSync(path.join(directory, file + extension), encoded[name]);
      }
    }),
  );
}

/**
 * The Vite plugin that precompresses the client build (storefront/vite.config.ts), once the whole app is
 * built: React Router writes the browser's route manifest (`assets/manifest-<hash>.js`, 52 KB) into the
 * client folder while it builds the server, after the client build has been written. So this runs after
 * React Router's own `buildApp`, as React Router's prerendering does.
 */
export function precompressClientBuild(): Plugin {
  return {
    name: "shop:precompress-client-build",
    apply: "build",
    config: {
      order: "post",
      handler: ({ builder: { buildApp } = {} }) => ({
        builder: {
          async buildApp(builder) {
            await buildApp?.(builder);
            const { build } = builder.environments.client!.config;
            await precompress(path.resolve(builder.config.root, build.outDir));
          },
        },
      }),
    },
  };
}

interface Asset {
  body: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
  type: string;
  etag: string;
  cacheControl: string;
}

/** A year and immutable for the hashed chunks under assets/; an hour for the rest (favicon, images). */
const cacheControlOf = (file: string) =>
  file.startsWith("assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600";

/** Reads every file below `directory` and its precompressed siblings into memory. */
export function loadAssets(directory: string, publicPath = "/"): Map<string, Asset> {
  const files = filesBelow(directory);
  const present = new Set(files);
  const assets = new Map<string, Asset>();
  for (const file of files) {
    if (ENCODED.test(file) && present.has(file.replace(ENCODED, ""))) continue;
    const body = readFileSync(path.join(directory, file));
    const encoded: Asset["encoded"] = {};
    for (const { name, extension } of ENCODINGS) {
      if (present.has(file + extension)) encoded[name] = readFileSync(path.join(directory, file + extension));
    }
    assets.set(path.posix.join("/", publicPath, file), {
      body,
      encoded,
      type: contentType(path.extname(file)) || "application/octet-stream",
      // Weak: the same validator for every encoding of the same content.
      etag: `W/"${createHash("sha1").update(body).digest("base64url")}"`,
      cacheControl: cacheControlOf(file),
    });
  }
  return assets;
}

/**
 * Express middleware that answers GET and HEAD for the files of `directory` from memory, in the best
 * encoding the request accepts (brotli, gzip, none), with `Vary: Accept-Encoding`, an ETag and its 304.
 * Anything else goes on to the next handler (the app).
 */
export function staticAssets(directory: string, publicPath = "/"): RequestHandler {
  const assets = loadAssets(directory, publicPath);
  return (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(request.path);
    } catch {
      return next();
    }
    const asset = assets.get(pathname);
    if (!asset) return next();
    // The smallest encoding the request accepts (q > 0), whatever order the browser lists them in.
    const encoding = ENCODINGS.find(
      ({ name }) => asset.encoded[name] && request.acceptsEncodings(name) === name,
    )?.name;
    const body = encoding ? asset.encoded[encoding]! : asset.body;
    response.setHeader("Content-Type", asset.type);
    response.setHeader("Cache-Control", asset.cacheControl);
    response.setHeader("ETag", asset.etag);
    if (Object.keys(asset.encoded).length > 0) response.setHeader("Vary", "Accept-Encoding");
    if (request.fresh) {
      response.status(304).end();
      return;
    }
    if (encoding) response.setHeader("Content-Encoding", encoding);
    response.setHeader("Content-Length", body.length);
    if (request.method === "HEAD") response.end();
    else response.end(body);
  };
}
