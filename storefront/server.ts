// The production server (ADR 1): `node server.ts [build/server/index.js]`, on PORT (3000) and HOST (every
// interface). `npm start`, the e2e layer and the benchmarks run the built shop with it.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createShopServer } from "./app/lib/http-server.server.ts";

// Before the build is imported: React and React Router choose their production code by it.
process.env.NODE_ENV ??= "production";
process.setSourceMapsEnabled(true);

const buildPath = path.resolve(process.argv[2] ?? "build/server/index.js");
const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST;
const server = createShopServer(build, process.env.NODE_ENV);

/** How long the requests in flight may take to finish once the server is told to stop. */
const SHUTDOWN_GRACE_MS = 10_000;

server.listen(port, host, () => console.info(`[shop] http://localhost:${port}`));
// On SIGTERM (a container stopping, a deploy) or SIGINT (Ctrl-C): take no new connections, let the requests
// in flight finish, then exit. Closing the listener alone left the process running: the embedded Store API
// emulator's listener (offline mode) kept it alive until it was killed.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    // Node keeps a keep-alive connection open after it answered the request that was in flight: close each
    // one as soon as it is idle.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100);
    setTimeout(() => {
      process.stderr.write(`[shop] requests still open after ${SHUTDOWN_GRACE_MS} ms: closed\n`, () =>
        process.exit(1),
      );
    }, SHUTDOWN_GRACE_MS).unref();
  });
}
