/**
 * Runs the Store API emulator as a standalone server: `pnpm --filter @shop/mocks serve` (or `pnpm emulator` at
 * the root); Node 24 runs TypeScript directly.
 *
 *   PORT=4010 HOST=127.0.0.1            where to listen (defaults)
 *   EMULATOR_MAINTENANCE=1              every call answers 503 (MAINTENANCE=1 still works)
 *   EMULATOR_LATENCY_MS=200 | 100-400   delay every call
 *   EMULATOR_FAIL="/search=503;/product-listing/*=429:30;/checkout/cart=malformed;/product/*=slow:2000"
 *
 * While it runs, `curl localhost:4010/__emulator/switches` shows the switches and PUT/PATCH/DELETE change them
 * (see mocks/README.md).
 */
import { EMULATOR_ACCESS_KEY } from "../src/emulator.ts";
import { describeSwitches, SwitchesError } from "../src/lib/switches.ts";
import { startEmulatorServer } from "../src/server.ts";

const port = Number(process.env.PORT ?? 4010);
const host = process.env.HOST ?? "127.0.0.1";
// The older MAINTENANCE=1 keeps working; EMULATOR_MAINTENANCE is read by startEmulatorServer itself.
const legacyMaintenance = ["1", "true"].includes(process.env.MAINTENANCE ?? "") ? true : undefined;

let server;
try {
  server = await startEmulatorServer({ port, host, maintenance: legacyMaintenance, announce: false });
} catch (error) {
  if (!(error instanceof SwitchesError)) throw error;
  console.error(`✖ ${error.message}`);
  process.exit(2);
}

const switches = describeSwitches(server.emulator.getSwitches());
console.info(`Store API emulator: ${server.url}`);
console.info(`Media:              ${server.origin}/media/`);
console.info(`Access key:         ${EMULATOR_ACCESS_KEY}`);
console.info(`Switches:           ${switches.length ? switches.join("\n                    ") : "none"}`);
console.info(`Control endpoint:   ${server.controlUrl} (GET shows, PUT/PATCH/DELETE change the switches)`);
console.info(`Dev mailbox:        ${server.mailboxUrl} (order confirmations and other shop mails)`);
console.info(
  `Payment gateway:    ${server.origin}/__emulator/payment/<token> (TWINT and card orders are sent there)`,
);

const stop = () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
