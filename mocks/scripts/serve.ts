/**
 * Runs the Store API emulator as a standalone server: `PORT=4010 node scripts/serve.ts`
 * (Node 24 runs TypeScript directly). `MAINTENANCE=1` starts it in maintenance mode.
 */
import { EMULATOR_ACCESS_KEY } from "../src/emulator.ts";
import { startEmulatorServer } from "../src/server.ts";

const port = Number(process.env.PORT ?? 4010);
const host = process.env.HOST ?? "127.0.0.1";
const maintenance = ["1", "true"].includes(process.env.MAINTENANCE ?? "");

const server = await startEmulatorServer({ port, host, maintenance });
console.info(`Store API emulator: ${server.url}`);
console.info(`Media:             ${server.origin}/media/`);
console.info(`Access key:        ${EMULATOR_ACCESS_KEY}`);
if (maintenance) console.info("Maintenance mode is on: every call answers 503.");

const stop = () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
