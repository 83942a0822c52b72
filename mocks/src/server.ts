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
import { CLOCK_PATH, MAILBOX_PATH } from "./handlers/mailbox.ts";
import { GATEWAY_PATH } from "./handlers/payment.ts";
import { generatedFile } from "./media/node.ts";
import {
  describeSwitches,
  switchesFromEnv,
  SwitchesError,
  toSwitches,
  type SwitchesInput,
} from "./lib/switches.ts";

export interface EmulatorServerOptions extends EmulatorOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1 (loopback only). */
  host?: string;
  /** Serve an existing emulator instead of a new one. */
  emulator?: Emulator;
  /**
   * Where EMULATOR_MAINTENANCE, EMULATOR_LATENCY_MS and EMULATOR_FAIL are read from (default `process.env`,
   * so `EMULATOR_FAIL=/search=503 npm start` reaches the storefront's embedded emulator). Explicit
   * `switches` / `maintenance` options win over the environment. Pass `{}` to ignore the environment.
   */
  env?: Record<string, string | undefined>;
  /** Serve the control endpoint `/__emulator/switches` to loopback clients (default true). */
  control?: boolean;
  /** Print the switches at start when some come from the environment (default true). */
  announce?: boolean;
  /** Print switch changes made through the control endpoint (default true). */
  log?: boolean;
}

export interface EmulatorServer {
  /** Store API base URL, e.g. `http://127.0.0.1:4010/store-api`. */
  url: string;
  /** Origin, e.g. `http://127.0.0.1:4010` (media live under `<origin>/media/...`). */
  origin: string;
  emulator: Emulator;
  /** The control endpoint (`GET|PUT|PATCH|DELETE`), or undefined when disabled. */
  controlUrl?: string;
  /** The dev mailbox: every mail the shop sent, as HTML (`?format=json` for JSON). */
  mailboxUrl: string;
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
    // Not a committed file: the catalog's images and PDFs are drawn on request (and cached), so a catalog of
    // any size needs no files on disk. Unknown names and undeclared thumbnail sizes stay 404.
    const generated = relative ? generatedFile(pathname) : undefined;
    if (!generated) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8", "access-control-allow-origin": "*" });
      res.end("Not found");
      return;
    }
    sendMediaBytes(req, res, generated.bytes, generated.contentType, generated.etag);
    return;
  }
  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers = mediaHeaders(contentType, etag);
  if (matchesEtag(req, etag)) {
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

/** Media never change under a URL (a changed file gets a new name in Shopware): cache them for a year. */
function mediaHeaders(contentType: string, etag: string): Record<string, string> {
  return {
    "content-type": contentType,
    "cache-control": "public, max-age=31536000, immutable",
    etag,
    "access-control-allow-origin": "*",
  };
}

/** `If-None-Match` with this ETag (or `*`), in a comma-separated list, weak or strong. */
function matchesEtag(req: IncomingMessage, etag: string): boolean {
  const header = req.headers["if-none-match"];
  if (!header) return false;
  return header.split(",").some((tag) => {
    const value = tag.trim().replace(/^W\//, "");
    return value === "*" || value === etag;
  });
}

function sendMediaBytes(
  req: IncomingMessage,
  res: ServerResponse,
  bytes: Uint8Array,
  contentType: string,
  etag: string,
) {
  const headers = mediaHeaders(contentType, etag);
  if (matchesEtag(req, etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, "content-length": String(bytes.length) });
  res.end(req.method === "HEAD" ? undefined : bytes);
}

/**
 * The emulator's pages for people: the payment gateway and the dev mailbox, and the test clock that e2e
 * tests move over HTTP (docs/emulator.md "Emulator API for tests"); loopback clients only.
 */
const DEV_PAGES = [GATEWAY_PATH, MAILBOX_PATH, CLOCK_PATH];

/** Where a running server's switches are read and changed (JSON). Never under /store-api. */
export const CONTROL_PATH = "/__emulator/switches";

/** Whether a socket address is the local machine (IPv4 127/8, IPv6 ::1, or IPv4-mapped 127/8). */
export function isLoopback(address: string | undefined): boolean {
  return Boolean(
    address && (address.startsWith("127.") || address === "::1" || address.startsWith("::ffff:127.")),
  );
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  // Pretty and newline-terminated: people read this in a terminal (curl).
  const text = `${JSON.stringify(body, null, 2)}\n`;
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": String(Buffer.byteLength(text)),
    "cache-control": "no-store",
    ...headers,
  });
  res.end(text);
}

/**
 * The control endpoint: `GET` shows the switches, `PUT` replaces them, `PATCH` changes the fields sent,
 * `DELETE` switches everything off. Bodies are `{maintenance, latency, rules}` with latency and rules also
 * in the EMULATOR_LATENCY_MS / EMULATOR_FAIL grammar. Only loopback clients are answered, and changes need
 * `content-type: application/json` and a non-simple method: no CORS headers are sent, so a web page in a
 * browser cannot flip a developer's switches behind their back.
 */
async function handleControl(req: IncomingMessage, res: ServerResponse, emulator: Emulator, log: boolean) {
  if (!isLoopback(req.socket.remoteAddress)) {
    sendJson(res, 403, { error: "The emulator's control endpoint only answers loopback clients." });
    return;
  }
  const method = req.method ?? "GET";
  if (method === "GET" || method === "HEAD") {
    sendJson(res, 200, emulator.getSwitches());
    return;
  }
  if (!["PUT", "PATCH", "DELETE"].includes(method)) {
    sendJson(res, 405, { error: `${method} is not supported here` }, { allow: "GET, PUT, PATCH, DELETE" });
    return;
  }
  try {
    if (method === "DELETE") {
      emulator.clearSwitches();
    } else {
      if (!req.headers["content-type"]?.toLowerCase().startsWith("application/json")) {
        sendJson(res, 415, { error: "Send the switches as application/json." });
        return;
      }
      const raw = Buffer.from((await readBody(req)) ?? new Uint8Array()).toString("utf8");
      let input: SwitchesInput;
      try {
        input = JSON.parse(raw || "{}") as SwitchesInput;
      } catch {
        sendJson(res, 400, { error: "The body is not valid JSON." });
        return;
      }
      // PUT replaces: validate the complete new set first, so a typo leaves the running switches untouched.
      const next = method === "PUT" ? toSwitches(input) : input;
      if (method === "PUT") emulator.clearSwitches();
      emulator.setSwitches(next);
    }
  } catch (error) {
    if (error instanceof SwitchesError) {
      sendJson(res, 400, { error: error.message });
      return;
    }
    throw error;
  }
  const switches = emulator.getSwitches();
  if (log) {
    const lines = describeSwitches(switches);
    console.info(`Store API emulator switches changed: ${lines.length ? lines.join("; ") : "all off"}`);
  }
  sendJson(res, 200, switches);
}

/**
 * Applies the switches of the environment and the options to a server's emulator; prints them when some
 * came from the environment (the storefront's `npm start` shows nothing else about its embedded emulator).
 */
function applyServerSwitches(
  emulator: Emulator,
  env: Record<string, string | undefined>,
  options: Pick<EmulatorOptions, "maintenance" | "switches">,
  announce: boolean,
) {
  const fromEnv = switchesFromEnv(env);
  emulator.setSwitches({ ...fromEnv, ...options.switches });
  if (options.maintenance !== undefined) emulator.setMaintenance(options.maintenance);
  const lines = describeSwitches(emulator.getSwitches());
  if (announce && Object.keys(fromEnv).length > 0 && lines.length > 0) {
    console.info(`Store API emulator switches (from the environment): ${lines.join("; ")}`);
  }
}

/** Starts the emulator on loopback and resolves once it listens. */
export async function startEmulatorServer(options: EmulatorServerOptions = {}): Promise<EmulatorServer> {
  const {
    port = 0,
    host = "127.0.0.1",
    emulator: given,
    env = process.env,
    control = true,
    announce = true,
    log = true,
    ...emulatorOptions
  } = options;
  const emulator = given ?? createEmulator(emulatorOptions);
  applyServerSwitches(emulator, env, emulatorOptions, announce);
  let origin = "";

  const server = createServer(async (req, res) => {
    try {
      const pathname = new URL(req.url ?? "/", "http://emulator.invalid").pathname;
      if ((req.method === "GET" || req.method === "HEAD") && pathname.startsWith("/media/")) {
        await serveMedia(req, res, pathname);
        return;
      }
      if (control && pathname === CONTROL_PATH) {
        await handleControl(req, res, emulator, log);
        return;
      }
      // The dev pages (payment gateway, mailbox) are the emulator's own, for people on this machine.
      if (DEV_PAGES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) {
        if (!isLoopback(req.socket.remoteAddress)) {
          sendJson(res, 403, { error: "The emulator's dev pages only answer loopback clients." });
          return;
        }
        const response = await emulator.handle(toFetchRequest(req, origin, await readBody(req)));
        if (response) {
          await sendFetchResponse(res, response, req.method === "HEAD");
          return;
        }
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
      res.end(
        "Not found: the emulator serves /store-api/*, /media/*, /__emulator/mailbox, /__emulator/clock and /__emulator/payment/*",
      );
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
    controlUrl: control ? `${origin}${CONTROL_PATH}` : undefined,
    mailboxUrl: `${origin}${MAILBOX_PATH}`,
    close: () =>
      new Promise<void>((resolveClose, reject) => {
        server.close((error) => (error ? reject(error) : resolveClose()));
        server.closeAllConnections();
      }),
  };
}
