import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // The whole route manifest is in the page (a few KB): with lazy discovery React Router fetched
  // /__manifest after hydration and patched its routes outside a transition, which made React drop the
  // server HTML of islands that had not hydrated yet (ADR 6).
  routeDiscovery: { mode: "initial" },
  // BUILD_DIRECTORY (e.g. `build-analysis`, git- and prettier-ignored like build/) lets a second build run
  // beside the usual one, e.g. a measurement while the tests serve build/.
  buildDirectory: process.env.BUILD_DIRECTORY ?? "build",
  // Cross-site requests are refused by the shop's own rule (lib/csrf.server.ts, the root route's middleware:
  // 403 with the translated error page, Sec-Fetch-Site first, hosts compared without the scheme and with the
  // forwarded host), for resource routes too. React Router's built-in Origin check would answer a plain
  // "Bad Request" 400 before it, and compares whole origins, so behind a proxy that ends TLS (Origin
  // https://shop.ch, request URL http://shop.ch) it refuses every legitimate form: it is left to our rule.
  allowedActionOrigins: ["**"],
} satisfies Config;
