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
} satisfies Config;
