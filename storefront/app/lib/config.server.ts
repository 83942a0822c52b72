import { z } from "zod";
import { tagManagerIdPattern } from "./tag-manager.ts";

/** A Shopware entity id: 32 hexadecimal digits. */
const categoryIdPattern = /^[0-9a-f]{32}$/i;

/** The message when only one of endpoint and access key is configured (Shopware Frontends' wording). */
export const MISSING_API_CONFIG = "Make sure that endpoint and accessToken are settled in the configuration";

const envSchema = z
  .object({
    SHOPWARE_ENDPOINT: z
      .url({ message: "SHOPWARE_ENDPOINT must be an http(s) URL ending in /store-api" })
      .refine((value) => /^https?:\/\//.test(value) && /\/store-api\/?$/.test(value), {
        message: "SHOPWARE_ENDPOINT must be an http(s) URL ending in /store-api",
      })
      .optional(),
    SHOPWARE_ACCESS_KEY: z
      .string()
      .regex(/^SWSC[A-Z0-9]{10,}$/, "SHOPWARE_ACCESS_KEY must be a sales-channel key starting with SWSC")
      .optional(),
    PUBLIC_URL: z.url({ message: "PUBLIC_URL must be an absolute URL" }).optional(),
    PORT: z.coerce.number().int().min(1).max(65535).optional(),
    STORE_API_TIMEOUT_MS: z.coerce
      .number({ message: "STORE_API_TIMEOUT_MS must be a number of milliseconds" })
      .int()
      .min(100, "STORE_API_TIMEOUT_MS must be at least 100")
      .max(120_000, "STORE_API_TIMEOUT_MS must be at most 120000")
      .optional(),
    TAG_MANAGER_ID: z
      .string()
      .regex(
        tagManagerIdPattern,
        "TAG_MANAGER_ID must be GTM- or G- followed by upper-case letters or digits (GTM-ABC123, G-ABC123)",
      )
      .optional(),
    BROADCAST_TABS: z.enum(["on", "off"], { message: "BROADCAST_TABS must be on or off" }).optional(),
    FOOTER_CMS_CATEGORY_ID: z
      .string()
      .regex(categoryIdPattern, "FOOTER_CMS_CATEGORY_ID must be a category id (32 hexadecimal digits)")
      .optional(),
  })
  .refine((env) => Boolean(env.SHOPWARE_ENDPOINT) === Boolean(env.SHOPWARE_ACCESS_KEY), {
    message: MISSING_API_CONFIG,
  });

/**
 * `timeout`: how long one Store API call may take before the page becomes the timeout page, 504 (client
 * default). `tagManagerId`: Google Tag Manager or Analytics, loaded after the shopper's consent (lib/tag-manager.ts).
 * `tabSync: false` (`BROADCAST_TABS=off`): the shop's tabs do not tell each other about cart and wishlist
 * changes (lib/tab-channel.ts); on by default.
 */
type Features = { publicUrl?: string; timeout?: number; tagManagerId?: string; tabSync?: false };
export type ServerConfig =
  ({ mode: "shopware"; endpoint: string; accessKey: string } & Features) | ({ mode: "emulator" } & Features);

export class ConfigError extends Error {}

/** Validates the environment once at start; empty strings count as unset. */
export function parseServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) =>
      issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message,
    );
    throw new ConfigError(lines.join("\n"));
  }
  const {
    SHOPWARE_ENDPOINT,
    SHOPWARE_ACCESS_KEY,
    PUBLIC_URL,
    STORE_API_TIMEOUT_MS,
    TAG_MANAGER_ID,
    BROADCAST_TABS,
  } = result.data;
  const features: Features = {
    ...(PUBLIC_URL ? { publicUrl: PUBLIC_URL.replace(/\/$/, "") } : {}),
    ...(STORE_API_TIMEOUT_MS ? { timeout: STORE_API_TIMEOUT_MS } : {}),
    ...(TAG_MANAGER_ID ? { tagManagerId: TAG_MANAGER_ID } : {}),
    ...(BROADCAST_TABS === "off" ? { tabSync: false as const } : {}),
  };
  if (SHOPWARE_ENDPOINT && SHOPWARE_ACCESS_KEY) {
    return {
      mode: "shopware",
      endpoint: SHOPWARE_ENDPOINT.replace(/\/$/, ""),
      accessKey: SHOPWARE_ACCESS_KEY,
      ...features,
    };
  }
  return { mode: "emulator", ...features };
}

/**
 * The emulator's footer content category (`fixtureIds.footerBlockCategory`): the fixed category whose CMS
 * page the footer shows (spec §2). A real shop sets `FOOTER_CMS_CATEGORY_ID` to its own category's id.
 */
export const EMULATOR_FOOTER_CMS_CATEGORY_ID = "6737574d0735ba68ac7416f7c61d051b";

/**
 * The footer content block's category id: `FOOTER_CMS_CATEGORY_ID`, else the emulator's. A malformed value
 * never gets here: {@link parseServerConfig} stops the server at start with a message naming it.
 */
export function footerCmsCategoryId(env: Record<string, string | undefined> = process.env): string {
  const value = env.FOOTER_CMS_CATEGORY_ID?.trim();
  return value && categoryIdPattern.test(value) ? value.toLowerCase() : EMULATOR_FOOTER_CMS_CATEGORY_ID;
}
