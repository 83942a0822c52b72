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

server.listen(port, host, () => console.info(`[shop] http://localhost:${port}`));
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    server.close();
    server.closeIdleConnections();
  });
}
