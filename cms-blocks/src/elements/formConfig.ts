import type * as StoreApi from "@shop/store-api";
import type { CmsFormRequest } from "../CmsContext.ts";
import { oneOf, slotConfig } from "../slotConfig.ts";

/**
 * The config of the `form` and `age-verification` elements (docs/cms.md "Forms and the age gate"), read
 * with the admin's defaults: partial or ill-typed configs fall back to them.
 */

/** The cookie the age gate sets once the visitor confirmed (Shopware's `cookieName: 'age-verified'`). */
export const AGE_VERIFIED_COOKIE = "age-verified";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * The salutations of the element's data: Shopware's SalutationCollection, an object keyed by id (what its
 * schema allows; the emulator answers so) or a list.
 */
function salutationsOf(data: unknown): CmsFormRequest["salutations"] {
  const list = Array.isArray(data)
    ? data
    : data && typeof data === "object"
      ? Object.values(data as Record<string, unknown>)
      : [];
  return list.flatMap((item) => {
    if (!item || typeof item !== "object") return [];
    const { id, displayName, translated } = item as Record<string, unknown>;
    const name =
      text((translated as { displayName?: unknown } | undefined)?.displayName) || text(displayName);
    if (typeof id !== "string" || !name) return [];
    return [{ id, name }];
  });
}

/** What a `form` slot asks the app for: its type, title, confirmation text and salutations. */
export function formRequestOf(slot: StoreApi.CmsSlot): CmsFormRequest {
  return {
    slotId: slot.id,
    type: oneOf(slotConfig(slot, "type"), ["contact", "newsletter"] as const, "contact"),
    title: text(slotConfig(slot, "title")).trim(),
    confirmationText: text(slotConfig(slot, "confirmationText")).trim(),
    salutations: salutationsOf(slot.data),
  };
}

export interface AgeGateConfig {
  /** 1 to 99; 18 when unset or invalid. */
  minimumAge: number;
  title: string;
  content: string;
  confirmButtonText: string;
  declineButtonText: string;
  /** How many days the confirmation is remembered: 1 to 365; 30 when unset or invalid. */
  cookieLifetime: number;
  /** Where "decline" leads (a shop path or an allowed URL, checked with `safeHref` by the element). */
  declineUrl: string | null;
}

const whole = (value: unknown, min: number, max: number, fallback: number) => {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isInteger(number) && number >= min && number <= max
    ? number
    : fallback;
};

/** The age gate's config; like Shopware's template, empty texts fall back to the shop's default texts. */
export function ageGateConfigOf(slot: StoreApi.CmsSlot): AgeGateConfig {
  return {
    minimumAge: whole(slotConfig(slot, "minimumAge"), 1, 99, 18),
    title: text(slotConfig(slot, "title")).trim(),
    content: text(slotConfig(slot, "content")).trim(),
    confirmButtonText: text(slotConfig(slot, "confirmButtonText")).trim(),
    declineButtonText: text(slotConfig(slot, "declineButtonText")).trim(),
    cookieLifetime: whole(slotConfig(slot, "cookieLifetime"), 1, 365, 30),
    declineUrl: text(slotConfig(slot, "declineUrl")).trim() || null,
  };
}

type PageLike = {
  sections?: readonly { blocks?: readonly { slots?: readonly { type?: string }[] | null }[] | null }[] | null;
} | null;

/** Whether a CMS page holds an element of this type (the app reads the age gate's cookie only then). */
export function pageHasElement(cmsPage: PageLike | undefined, type: string): boolean {
  return Boolean(
    cmsPage?.sections?.some((section) =>
      section.blocks?.some((block) => block.slots?.some((slot) => slot.type === type)),
    ),
  );
}
