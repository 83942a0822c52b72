import { createStoreApiClient, type Currency, type Language } from "@shop/store-api";
import { ConfigError, parseServerConfig } from "./config.server.ts";
import type { Locale } from "./locale.ts";

/**
 * What the server knows from start to stop: the Store API endpoint and key (a real Shopware, or the
 * embedded emulator on loopback when none is configured). Nothing per shopper lives here.
 */
export interface Shop {
  endpoint: string;
  accessKey: string;
  /** Origin of the emulator (serving /media) when the shop runs offline. */
  emulatorOrigin?: string;
  publicUrl?: string;
  /** Per-call Store API timeout in ms (`STORE_API_TIMEOUT_MS`); the client's default when unset. */
  timeout?: number;
  /** `TAG_MANAGER_ID`: Google Tag Manager or Analytics after the shopper's consent (lib/tag-manager.ts). */
  tagManagerId?: string;
  /** Whether the shop's tabs tell each other about cart and wishlist changes (`BROADCAST_TABS`, default on). */
  tabSync: boolean;
  languageId(locale: Locale): Promise<string>;
  /** The sales channel's fixed entry points (home, footer and service categories). */
  salesChannel(): Promise<SalesChannelInfo>;
  /** The sales channel's currencies (the footer's switch). */
  currencies(): Promise<Currency[]>;
}

export interface SalesChannelInfo {
  navigationCategoryId: string;
  footerCategoryId?: string | null;
  serviceCategoryId?: string | null;
}

/** Memoises a read of shop-wide configuration; a failure is not cached, so the next request retries. */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= read().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

async function startShop(): Promise<Shop> {
  let config;
  try {
    config = parseServerConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // Written before exiting: a plain console.error to a pipe could be cut off by process.exit.
    process.stderr.write(`\n✖ Configuration error\n${error.message}\n\n`, () => process.exit(1));
    return new Promise<never>(() => {});
  }
  let endpoint: string;
  let accessKey: string;
  let emulatorOrigin: string | undefined;
  if (config.mode === "shopware") {
    ({ endpoint, accessKey } = config);
    // Several instances sharing one standalone emulator (npm run serve:cluster): media and the emulator's
    // dev endpoints are served under the shop's origin as with the embedded one.
    emulatorOrigin = process.env.SHARED_EMULATOR_ORIGIN?.replace(/\/$/, "") || undefined;
  } else {
    const { startEmulatorServer } = await import("@shop/mocks/server");
    const { EMULATOR_ACCESS_KEY } = await import("@shop/mocks");
    const emulator = await startEmulatorServer({ port: 0, host: "127.0.0.1" });
    endpoint = emulator.url;
    accessKey = EMULATOR_ACCESS_KEY;
    emulatorOrigin = emulator.origin;
    console.info(`Store API emulator (offline data) on ${emulator.url}`);
  }

  const timeout = config.timeout;
  const api = createStoreApiClient({ endpoint, accessKey, timeout });
  // Language ids and the sales channel's entry categories differ per installation but not per shopper.
  const languages = once(async (): Promise<Language[]> => (await api.readLanguages()).elements);
  const salesChannel = once(async (): Promise<SalesChannelInfo> => (await api.readContext()).salesChannel);
  const currencies = once(() => api.readCurrencies());
  const languageId = async (locale: Locale) => {
    const match = (await languages()).find((language) => language.translationCode?.code === locale);
    if (!match) throw new Error(`The sales channel has no language ${locale}`);
    return match.id;
  };

  // Warm both up now so the first shopper does not wait for them; a failure is retried on first use.
  void Promise.all([languages(), salesChannel()]).catch(() => undefined);

  return {
    endpoint,
    accessKey,
    emulatorOrigin,
    publicUrl: config.publicUrl,
    timeout,
    tagManagerId: config.tagManagerId,
    tabSync: config.tabSync !== false,
    languageId,
    salesChannel,
    currencies,
  };
}

// One shop per server process; kept on globalThis so the dev server's module reloads reuse the emulator.
const key = Symbol.for("shop.server");
const holder = globalThis as typeof globalThis & { [key]?: Promise<Shop> };
export const shop: Shop = await (holder[key] ??= startShop());
