import { getResponse, type HttpHandler } from "msw";
import { createHandlers } from "./handlers/index.ts";
import type { EmulatorRuntime } from "./lib/route.ts";
import { createState, mintContextToken, type EmulatorState } from "./state.ts";

/** The emulator's sales-channel access key (`sw-access-key`). */
export const EMULATOR_ACCESS_KEY = "SWSCEMULATORSHOPCH0000DEV1";

export interface EmulatorOptions {
  /** Start in maintenance mode (every call answers 503). */
  maintenance?: boolean;
  /** Accept this access key instead of EMULATOR_ACCESS_KEY. */
  accessKey?: string;
  /**
   * The storefront's public URL, used for the sales channel's domains (`<url>` for de-DE, `<url>/fr-CH`).
   * Default: the origin of each request (honouring x-forwarded-host / x-forwarded-proto).
   */
  storefrontUrl?: string;
  /** Context-token factory (default: 32 random alphanumerics). */
  mintToken?: () => string;
}

export interface Emulator {
  /** MSW handlers of this instance: Store API routes plus Shopware's 404 for unknown /store-api paths. */
  handlers: HttpHandler[];
  /** This instance's sessions (per context token) and maintenance flag. */
  state: EmulatorState;
  accessKey: string;
  /** Switches maintenance mode: while on, every call answers 503 FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE. */
  setMaintenance(on: boolean): void;
  /** Forgets all sessions and leaves maintenance mode. */
  reset(): void;
  /** Answers a Fetch Request with this instance's handlers (undefined when no handler matches). */
  handle(request: Request): Promise<Response | undefined>;
}

/** A Store API emulator with its own in-memory state, so tests can run isolated instances side by side. */
export function createEmulator(options: EmulatorOptions = {}): Emulator {
  const state = createState({ maintenance: options.maintenance ?? false });
  const runtime: EmulatorRuntime = {
    state,
    accessKey: options.accessKey ?? EMULATOR_ACCESS_KEY,
    storefrontUrl: options.storefrontUrl?.replace(/\/$/, ""),
    mintToken: options.mintToken ?? mintContextToken,
  };
  const handlers = createHandlers(runtime);
  return {
    handlers,
    state,
    accessKey: runtime.accessKey,
    setMaintenance(on) {
      state.maintenance = on;
    },
    reset() {
      state.reset();
    },
    handle: (request) => getResponse(handlers, request),
  };
}
