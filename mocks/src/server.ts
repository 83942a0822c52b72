/**
 * The emulator as a real HTTP server on loopback: `/store-api/*` answered by the MSW handlers (CORS included),
 * `/media/*` served from the generated files in `mocks/media`. The storefront starts it when no
 * SHOPWARE_ENDPOINT is configured.
 */
import { createReadStream, existsSync } from "node:fs";
import { createRequire } from "node:module";
import { stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, extname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { createEmulator, type Emulator, type EmulatorOptions } from "./emulator.ts";

export interface EmulatorServerOptions extends EmulatorOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1 (loopback only). */
  host?: string;
  /** Serve an existing emulator instead of a new one. */
  emulator?: Emulator;
}

export interface EmulatorServer {
  /** Store API base URL, e.g. `http://127.0.0.1:4010/store-api`. */
  url: string;
  /** Origin, e.g. `http://127.0.0.1:4010` (media live under `<origin>/media/...`). */
  origin: string;
  emulator: Emulator;
  close(): Promise<void>;
}

/**
 * Where the generated media files live (`mocks/media`): beside the source, or — when this module was bundled
 * into an app's server build — found through the package itself.
 */
export const mediaDirectory = (() => {
  const besideSource = fileURLToPath(new URL("../media/", import.meta.url));
  if (existsSync(besideSource)) return besideSource;
  return join(dirname(createRequire(import.meta.url).resolve("@shop/mocks/package.json")), "media") + sep;
})();

const contentTypes: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".svg": "image/svg+xml",
};

async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (req.method === "GET" || req.method === "HEAD") return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? new Uint8Array(Buffer.concat(chunks)) : undefined;
}

function toFetchRequest(
  req: IncomingMessage,
  origin: string,
  body: Uint8Array<ArrayBuffer> | undefined,
): Request {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    if (name.startsWith(":")) continue;
    headers.append(name, req.rawHeaders[i + 1]!);
  }
  const host = req.headers.host ?? new URL(origin).host;
  return new Request(new URL(req.url ?? "/", `http://${host}`), { method: req.method, headers, body });
}

async function sendFetchResponse(res: ServerResponse, response: Response, headOnly: boolean) {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  const body = headOnly ? undefined : Buffer.from(await response.arrayBuffer());
  if (body) headers["content-length"] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(body);
}

async function serveMedia(req: IncomingMessage, res: ServerResponse, pathname: string) {
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.slice("/media/".length));
  } catch {
    relative = "";
  }
  const file = resolve(mediaDirectory, relative);
  const contentType = contentTypes[extname(file).toLowerCase()];
  const info =
    relative && file.startsWith(mediaDirectory.endsWith(sep) ? mediaDirectory : mediaDirectory + sep)
      ? await stat(file).catch(() => undefined)
      : undefined;
  if (!info?.isFile() || !contentType) {
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8", "access-control-allow-origin": "*" });
    res.end("Not found");
    return;
  }
  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers = {
    "content-type": contentType,
    "cache-control": "public, max-age=31536000, immutable",
    etag,
    "access-control-allow-origin": "*",
  };
  if (req.headers["if-none-match"] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, "content-length": String(info.size) });
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}

/** Starts the emulator on loopback and resolves once it listens. */
export async function startEmulatorServer(options: EmulatorServerOptions = {}): Promise<EmulatorServer> {
  const { port = 0, host = "127.0.0.1", emulator: given, ...emulatorOptions } = options;
  const emulator = given ?? createEmulator(emulatorOptions);
  if (given && emulatorOptions.maintenance !== undefined)
    emulator.setMaintenance(emulatorOptions.maintenance);
  let origin = "";

  const server = createServer(async (req, res) => {
    try {
      const pathname = new URL(req.url ?? "/", "http://emulator.invalid").pathname;
      if ((req.method === "GET" || req.method === "HEAD") && pathname.startsWith("/media/")) {
        await serveMedia(req, res, pathname);
        return;
      }
      if (pathname === "/store-api" || pathname.startsWith("/store-api/")) {
        const request = toFetchRequest(req, origin, await readBody(req));
        const response = await emulator.handle(request);
        if (response) {
          await sendFetchResponse(res, response, req.method === "HEAD");
          return;
        }
      }
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
      res.end("Not found: the emulator serves /store-api/* and /media/*");
    } catch (error) {
      console.error("Store API emulator failed to answer", req.method, req.url, error);
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          errors: [{ status: "500", code: "0", title: "Internal Server Error", detail: String(error) }],
        }),
      );
    }
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolveListen();
    });
  });
  const address = server.address() as AddressInfo;
  const hostPart = address.address.includes(":") ? `[${address.address}]` : address.address;
  origin = `http://${hostPart}:${address.port}`;

  return {
    url: `${origin}/store-api`,
    origin,
    emulator,
    close: () =>
      new Promise<void>((resolveClose, reject) => {
        server.close((error) => (error ? reject(error) : resolveClose()));
        server.closeAllConnections();
      }),
  };
}
