import http from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import morgan from "morgan";
import type { ServerBuild } from "react-router";
import { staticAssets } from "./static-assets.server.ts";

/**
 * How long the server keeps an idle keep-alive connection open. Above the idle timeout of the load balancers
 * and proxies in front of it (AWS ALB and nginx upstreams: 60 s), so the server never closes a connection
 * that a client is about to reuse: with Node's default of 5 s, a request sent just as the server closed the
 * connection failed with ECONNRESET (a 502 behind a balancer; once in the e2e layer, an invoice download).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * The production server (ADR 1): React Router's request handler behind Express, as `react-router-serve`
 * had it, with the browser's files answered from memory in their precompressed encodings
 * (static-assets.server.ts) and keep-alive connections held longer than a balancer's.
 */
export function createShopServer(build: ServerBuild, mode = "production"): http.Server {
  const app = express();
  app.disable("x-powered-by");
  app.use(staticAssets(path.resolve(build.assetsBuildDirectory), build.publicPath));
  // Pages, resource routes and the Store API proxy: compressed as they stream.
  app.use(compression());
  app.use(morgan("tiny"));
  app.all("/{*splat}", createRequestHandler({ build, mode }));
  const server = http.createServer(app);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node requires the headers timeout to be longer than the keep-alive timeout.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  return server;
}
