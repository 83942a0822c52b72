import type { L10n, Locale } from "../fixtures/locale.ts";

/** What every answer depends on: the request's language and the origin absolute URLs are built from. */
export interface RequestScope {
  locale: Locale;
  languageId: string;
  /** Origin (scheme://host[:port]) for absolute URLs, honouring x-forwarded-host/-proto. */
  origin: string;
  /** `sw-include-seo-urls: true` was sent. */
  includeSeoUrls: boolean;
}

/** The value of a translated field in the request's language. */
export function t<T>(values: L10n<T>, scope: Pick<RequestScope, "locale">): T {
  return values[scope.locale];
}
