import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // BUILD_DIRECTORY (e.g. `build-analysis`, git- and prettier-ignored like build/) lets a second build run
  // beside the usual one, e.g. a measurement while the tests serve build/.
  buildDirectory: process.env.BUILD_DIRECTORY ?? "build",
} satisfies Config;
