import { readCookie } from "./cookies.server.ts";
import { shop } from "./shop.server.ts";
import { isTrackingConsent, trackingConsentCookieName, type TagManagerState } from "./tag-manager.ts";

/** The page's tracking state (the root loader): undefined without a configured `TAG_MANAGER_ID`. */
export function tagManagerState(
  request: Request,
  id: string | undefined = shop.tagManagerId,
): TagManagerState | undefined {
  if (id === undefined) return undefined;
  const consent = readCookie(request.headers.get("cookie"), trackingConsentCookieName);
  return isTrackingConsent(consent) ? { id, consent } : { id };
}
