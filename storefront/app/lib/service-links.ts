/**
 * The links into the service forms (lib/service-forms.ts), apart from their rules so the product page and
 * the cart carry only these few lines; and the link to the shop's privacy policy.
 */
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { localizePath } from "./locale.ts";
import { safeRedirectPath } from "./safe-redirect.ts";
import { useLocale } from "./use-locale.ts";

/** The quotation page's link for products: `/quotation-request?product=…&quantity=…` (unlocalized). */
export function quotationHref(lines: readonly { productNumber: string; quantity: number }[]): string {
  const query = new URLSearchParams();
  for (const line of lines) {
    query.append("product", line.productNumber);
    query.append("quantity", String(line.quantity));
  }
  return `/quotation-request?${query.toString()}`;
}

/** The test-machine page's link for a machine: `/test-machine-inquiry?machine=<name (number)>`. */
export const testMachineHref = (machine: string) =>
  `/test-machine-inquiry?${new URLSearchParams({ machine }).toString()}`;

/**
 * The path of the shop's privacy policy (a CMS page of the service navigation) in each language, without the
 * locale's prefix. It is a text, so a shop whose page lives elsewhere sets its own path with a text override
 * (docs/storefront-rules.md, "Text overrides"); a value that is not a path on this shop falls back to the German page.
 */
export const privacyPolicyPath = msg({
  message: "/Rechtliches/Datenschutz/",
  comment:
    "The path of the shop's privacy policy page in this language (a CMS category), not a text to translate",
});

/**
 * The link to the privacy policy in the page's locale: wherever the shop asks for consent (the tracking
 * banner, the forms' data-protection checkbox, a video's placeholder).
 */
export function usePrivacyPolicyHref(): string {
  const { i18n } = useLingui();
  const locale = useLocale();
  const path = safeRedirectPath(i18n._(privacyPolicyPath), "");
  // A broken override: the German page, which exists (the macro keeps no source message in a production build).
  return path ? localizePath(path, locale) : "/Rechtliches/Datenschutz/";
}
