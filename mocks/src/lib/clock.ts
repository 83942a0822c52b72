import type { EmulatorState } from "../state.ts";

/**
 * The emulator's clock: real time plus an offset tests can move forward, so that time-bound rules
 * (password recovery links valid 2 hours, login throttling) can be tested without waiting. Per instance;
 * `reset()` puts it back to real time.
 */
export interface EmulatorClock {
  /** The instance's current time in milliseconds. */
  now(): number;
  /** Moves the instance's time forward (or back, with a negative value) by `seconds`; answers the new time. */
  advance(seconds: number): number;
  /** Back to real time. */
  reset(): void;
}

const CLOCK = "clock";

export function clock(state: EmulatorState): EmulatorClock {
  // Looked up on each use: `reset()` replaces the instance's stores.
  const offset = () => state.store<number>(CLOCK).get("offset") ?? 0;
  return {
    now: () => Date.now() + offset(),
    advance(seconds) {
      state.store<number>(CLOCK).set("offset", offset() + seconds * 1000);
      return Date.now() + offset();
    },
    reset: () => state.store<number>(CLOCK).delete("offset"),
  };
}

/** The instance's time as Shopware writes dates in JSON (`2026-11-24T13:00:00.000+00:00`). */
export const isoNow = (state: EmulatorState): string =>
  new Date(clock(state).now()).toISOString().replace("Z", "+00:00");
