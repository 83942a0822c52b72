import { getResponse, type HttpHandler } from "msw";
import { createHandlers } from "./handlers/index.ts";
import { clock, type EmulatorClock } from "./lib/clock.ts";
import { mailbox, type Mailbox } from "./lib/mailbox.ts";
import type { EmulatorRuntime } from "./lib/route.ts";
import {
  emptyRouteSwitches,
  mergeSwitches,
  toSwitches,
  type EmulatorSwitches,
  type SwitchesInput,
} from "./lib/switches.ts";
import { createState, mintContextToken, type EmulatorState } from "./state.ts";

/** The emulator's sales-channel access key (`sw-access-key`). */
export const EMULATOR_ACCESS_KEY = "SWSCEMULATORSHOPCH0000DEV1";

export interface EmulatorOptions {
  /** Start in maintenance mode (every call answers 503). Wins over `switches.maintenance`. */
  maintenance?: boolean;
  /**
   * Operator switches to start with: maintenance, latency (`200`, `"100-400"`) and failure rules
   * (`"/search=503;/product/*=slow:2000"`, see lib/switches.ts). `reset()` switches them off again.
   */
  switches?: SwitchesInput;
  /** Accept this access key instead of EMULATOR_ACCESS_KEY. */
  accessKey?: string;
  /**
   * The storefront's public URL, used for the sales channel's domains (`<url>` for de-DE, `<url>/fr-CH`).
   * Default: the origin of each request (honouring x-forwarded-host / x-forwarded-proto).
   */
  storefrontUrl?: string;
  /** Context-token factory (default: 32 random alphanumerics). */
  mintToken?: () => string;
  /** Random source for latency ranges and rule percentages (default Math.random). */
  random?: () => number;
}

export interface Emulator {
  /** MSW handlers of this instance: Store API routes plus Shopware's 404 for unknown /store-api paths. */
  handlers: HttpHandler[];
  /** This instance's sessions (per context token), maintenance flag and switches. */
  state: EmulatorState;
  accessKey: string;
  /** Switches maintenance mode: while on, every call answers 503 FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE. */
  setMaintenance(on: boolean): void;
  /**
   * Changes the operator switches; fields left out keep their value (`{ latency: null }` or `{ rules: [] }`
   * switch one off). Throws a SwitchesError for a wrongly written switch. Returns the switches now in force.
   */
  setSwitches(input: SwitchesInput): EmulatorSwitches;
  /** The switches in force. */
  getSwitches(): EmulatorSwitches;
  /** Switches maintenance, latency and failure rules off (sessions stay). */
  clearSwitches(): void;
  /** Forgets all sessions, leaves maintenance mode and switches latency and failures off. */
  reset(): void;
  /**
   * The dev mailbox: every e-mail the shop sent (order confirmations, ...), newest first —
   * `emulator.mailbox.latest({ to })`, `list()`, `read(id)`. Also at `<origin>/__emulator/mailbox`.
   */
  mailbox: Mailbox;
  /**
   * The instance's clock for time-bound rules (recovery links expire after 2 hours, login throttling):
   * `emulator.clock.advance(2 * 3600 + 1)` expires a recovery link; `reset()` puts it back to real time.
   * Also `POST <origin>/__emulator/clock {advanceSeconds}`.
   */
  clock: EmulatorClock;
  /** Answers a Fetch Request with this instance's handlers (undefined when no handler matches). */
  handle(request: Request): Promise<Response | undefined>;
}

/** A Store API emulator with its own in-memory state, so tests can run isolated instances side by side. */
export function createEmulator(options: EmulatorOptions = {}): Emulator {
  const initial = toSwitches({
    ...options.switches,
    maintenance: options.maintenance ?? options.switches?.maintenance,
  });
  const state = createState({
    maintenance: initial.maintenance,
    switches: { latency: initial.latency, rules: initial.rules },
  });
  const runtime: EmulatorRuntime = {
    state,
    accessKey: options.accessKey ?? EMULATOR_ACCESS_KEY,
    storefrontUrl: options.storefrontUrl?.replace(/\/$/, ""),
    mintToken: options.mintToken ?? mintContextToken,
    random: options.random ?? Math.random,
  };
  const handlers = createHandlers(runtime);
  const getSwitches = (): EmulatorSwitches => ({
    maintenance: state.maintenance,
    latency: state.switches.latency,
    rules: [...state.switches.rules],
  });
  return {
    handlers,
    state,
    accessKey: runtime.accessKey,
    setMaintenance(on) {
      state.maintenance = on;
    },
    setSwitches(input) {
      // Validate everything before changing anything, so a bad rule leaves the running switches intact.
      const next = mergeSwitches(getSwitches(), input);
      state.maintenance = next.maintenance;
      state.switches = { latency: next.latency, rules: next.rules };
      return getSwitches();
    },
    getSwitches,
    clearSwitches() {
      state.maintenance = false;
      state.switches = emptyRouteSwitches();
    },
    reset() {
      state.reset();
    },
    mailbox: mailbox(state),
    clock: clock(state),
    handle: (request) => getResponse(handlers, request),
  };
}
