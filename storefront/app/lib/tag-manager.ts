/**
 * Google Tag Manager or Google Analytics 4, when the shop is configured with `TAG_MANAGER_ID` (spec §5:
 * `GTM-` or `G-` followed by upper-case letters or digits; lib/config.server.ts refuses anything else at
 * start). Off by default: nothing of it reaches a page then. When it is on, a shopper is asked first
 * (TrackingConsent.tsx) and the tag loads only after "Accept", after the page's `load` event, so it never
 * competes with the page's own paint and hydration (ADR 6). The decision is a cookie (routes/tracking-consent.ts).
 */

/** The configured id's form (spec §5). */
export const tagManagerIdPattern = /^(GTM|G)-[A-Z0-9]+$/;

/** The shopper's decision, kept 365 days. */
export const trackingConsentCookieName = "tracking-consent";
export type TrackingConsent = "granted" | "denied";
export const isTrackingConsent = (value: unknown): value is TrackingConsent =>
  value === "granted" || value === "denied";

/** The form's action, and the value of its button that withdraws a decision (the banner asks again). */
export const TRACKING_CONSENT_ACTION = "/tracking-consent";
export const ASK_AGAIN = "ask";

/** What a page knows of tracking (the root loader's `tagManager`): absent when no id is configured. */
export interface TagManagerState {
  id: string;
  consent?: TrackingConsent;
}

export const tagManagerOrigin = "https://www.googletagmanager.com";

/** Hosts the tag talks to, for the Content-Security-Policy (lib/security-headers.server.ts). */
export const tagManagerConnectSources = [
  tagManagerOrigin,
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
];

/** The script of the tag: the container for `GTM-…`, gtag.js for a GA4 measurement id (`G-…`). */
export function tagManagerScriptUrl(id: string): string {
  return id.startsWith("GTM-")
    ? `${tagManagerOrigin}/gtm.js?id=${encodeURIComponent(id)}`
    : `${tagManagerOrigin}/gtag/js?id=${encodeURIComponent(id)}`;
}

/**
 * The inline script that starts the tag (rendered only with consent): the data layer as Google documents
 * it, then, after `load`, the tag's script with this script's CSP nonce (Tag Manager passes it on to the
 * tags it adds). `id` has passed {@link tagManagerIdPattern}; it is written as a JSON string all the same.
 */
export function tagManagerBootCode(id: string): string {
  if (!tagManagerIdPattern.test(id)) throw new Error(`not a tag manager id: ${id}`);
  const start = id.startsWith("GTM-")
    ? `w.dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});`
    : `w.gtag=function(){w.dataLayer.push(arguments)};w.gtag("js",new Date());w.gtag("config",${JSON.stringify(id)});`;
  return (
    `(function(w,d){var n=d.currentScript&&d.currentScript.nonce;w.dataLayer=w.dataLayer||[];${start}` +
    `function l(){var s=d.createElement("script");s.async=true;s.src=${JSON.stringify(tagManagerScriptUrl(id))};if(n)s.nonce=n;d.head.appendChild(s)}` +
    `if(d.readyState==="complete")l();else w.addEventListener("load",l,{once:true})})(window,document)`
  );
}
