import { defaultCountry } from "./fixtures/countries.ts";
import { defaultCurrency } from "./fixtures/currencies.ts";
import { languages } from "./fixtures/languages.ts";
import { defaultLocale } from "./fixtures/locale.ts";
import { paymentMethods, shippingMethods } from "./fixtures/sales-channel.ts";
import { emptyRouteSwitches, type RouteSwitches } from "./lib/switches.ts";

/** What Shopware keeps per context token (the `sales_channel_api_context` row). */
export interface SessionContext {
  token: string;
  languageId: string;
  currencyId: string;
  countryId: string;
  /** The shipping location's state (canton), chosen with `PATCH /context {countryStateId}`. */
  countryStateId: string | null;
  /** A logged-in customer's chosen addresses (guests cannot set them). */
  billingAddressId: string | null;
  shippingAddressId: string | null;
  paymentMethodId: string;
  shippingMethodId: string;
  /** Logged-in customer; null for a guest (login arrives with the account issue). */
  customerId: string | null;
}

export type SessionChanges = Partial<Omit<SessionContext, "token">>;

/** The mutable state of one emulator instance. Never module-global: every `createEmulator()` owns one. */
export interface EmulatorState {
  /** Stored sessions by context token. Like Shopware, a session is only stored once something changes. */
  readonly sessions: Map<string, SessionContext>;
  /** When true every Store API call answers 503 (maintenance mode). */
  maintenance: boolean;
  /** Added latency and failure rules (lib/switches.ts); `reset()` switches them off. */
  switches: RouteSwitches;
  /** The session of a token: the stored one, or the sales channel's defaults. */
  session(token: string): SessionContext;
  /** Changes a token's session (storing it). */
  update(token: string, changes: SessionChanges): SessionContext;
  /**
   * A named per-instance store keyed by string (carts by token, saved reviews, ...). Created on first use,
   * emptied by `reset()`, so domains keep their state without touching this file.
   */
  store<T>(name: string): Map<string, T>;
  /** Forgets every session and store, leaves maintenance mode and switches off latency and failures. */
  reset(): void;
}

export function defaultSession(token: string): SessionContext {
  return {
    token,
    languageId: languages[defaultLocale].id,
    currencyId: defaultCurrency.id,
    countryId: defaultCountry.id,
    countryStateId: null,
    billingAddressId: null,
    shippingAddressId: null,
    paymentMethodId: paymentMethods.invoice.id,
    shippingMethodId: shippingMethods.standard.id,
    customerId: null,
  };
}

export function createState(
  initial: { maintenance?: boolean; switches?: RouteSwitches } = {},
): EmulatorState {
  const sessions = new Map<string, SessionContext>();
  const stores = new Map<string, Map<string, unknown>>();
  const state: EmulatorState = {
    sessions,
    maintenance: initial.maintenance ?? false,
    switches: initial.switches ?? emptyRouteSwitches(),
    session: (token) => sessions.get(token) ?? defaultSession(token),
    update(token, changes) {
      const next = { ...state.session(token), ...changes, token };
      sessions.set(token, next);
      return next;
    },
    store<T>(name: string) {
      let store = stores.get(name);
      if (!store) {
        store = new Map<string, unknown>();
        stores.set(name, store);
      }
      return store as Map<string, T>;
    },
    reset() {
      sessions.clear();
      stores.clear();
      state.maintenance = false;
      state.switches = emptyRouteSwitches();
    },
  };
  return state;
}

const tokenAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A fresh context token: 32 random alphanumerics, like Shopware's `Random::getAlphanumericString(32)`. */
export function mintContextToken(): string {
  let token = "";
  while (token.length < 32) {
    for (const byte of crypto.getRandomValues(new Uint8Array(40))) {
      // 248 is the largest multiple of 62 below 256: skipping larger bytes keeps the draw uniform.
      if (byte < 248 && token.length < 32) token += tokenAlphabet[byte % 62];
    }
  }
  return token;
}
