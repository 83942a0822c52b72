import { HttpResponse } from "msw";
import { toDomains } from "../entities/system.ts";
import { toSalesChannelContext } from "../entities/context.ts";
import { CUSTOMER_ADDRESS_STORE } from "../entities/customer.ts";
import { countryById, defaultCountry } from "../fixtures/countries.ts";
import { countryStateById } from "../fixtures/country-states.ts";
import { currencyById, defaultCurrency } from "../fixtures/currencies.ts";
import { languageById, languages } from "../fixtures/languages.ts";
import { defaultLocale } from "../fixtures/locale.ts";
import {
  paymentMethodById,
  paymentMethods,
  shippingMethodById,
  shippingMethods,
} from "../fixtures/sales-channel.ts";
import { errorResponse, errors, shopwareError, type ShopwareErrorInit } from "../lib/errors.ts";
import { jsonResponse, storeApiRoute, type EmulatorRuntime, type RouteArgs } from "../lib/route.ts";
import type { SessionChanges, SessionContext } from "../state.ts";

/**
 * Where a logged-in customer's addresses live: `state.store("customer-addresses")`, keyed by address id.
 * The account routes fill it (entities/customer.ts); PATCH /context only reads it to check address ids
 * belong to the customer.
 */
export { CUSTOMER_ADDRESS_STORE };

type Field =
  | "languageId"
  | "currencyId"
  | "countryId"
  | "countryStateId"
  | "paymentMethodId"
  | "shippingMethodId"
  | "billingAddressId"
  | "shippingAddressId";

/**
 * The fields of `PATCH /context` in Shopware's validation order (ContextSwitchRoute), with the entity each
 * id must exist as, and the value a null resets it to (Shopware stores null, and the context then falls
 * back to the sales channel's default).
 */
const fields: Array<{ field: Field; entity: string; reset: string | null }> = [
  { field: "languageId", entity: "language", reset: languages[defaultLocale].id },
  { field: "currencyId", entity: "currency", reset: defaultCurrency.id },
  { field: "shippingMethodId", entity: "shipping_method", reset: shippingMethods.standard.id },
  { field: "paymentMethodId", entity: "payment_method", reset: paymentMethods.invoice.id },
  { field: "billingAddressId", entity: "customer_address", reset: null },
  { field: "shippingAddressId", entity: "customer_address", reset: null },
  { field: "countryId", entity: "country", reset: defaultCountry.id },
  { field: "countryStateId", entity: "country_state", reset: null },
];

function exists(field: Field, id: string, session: SessionContext, runtime: EmulatorRuntime): boolean {
  switch (field) {
    case "languageId":
      return Boolean(languageById(id));
    case "currencyId":
      return Boolean(currencyById(id));
    case "countryId":
      return Boolean(countryById(id));
    case "countryStateId":
      return Boolean(countryStateById(id));
    case "paymentMethodId":
      return Boolean(paymentMethodById(id));
    case "shippingMethodId":
      return Boolean(shippingMethodById(id));
    case "billingAddressId":
    case "shippingAddressId": {
      const address = runtime.state.store<{ customerId?: string }>(CUSTOMER_ADDRESS_STORE).get(id);
      return Boolean(address && address.customerId === session.customerId);
    }
  }
}

/** How Symfony's validator prints a value in `{{ value }}`: strings quoted, lists as "array". */
function symfonyValue(value: unknown): string {
  if (typeof value === "string") return `"${value}"`;
  if (Array.isArray(value)) return "array";
  if (value !== null && typeof value === "object") return "object";
  return String(value);
}

/** Shopware reports every violation of one validation pass at once, each with its field pointer. */
function violations(list: ShopwareErrorInit[]): Response {
  return HttpResponse.json({ errors: list.map(shopwareError) }, { status: 400 });
}

async function readBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const parsed: unknown = await request.json();
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // An empty or unreadable body switches nothing, as an empty RequestDataBag does in Shopware.
  }
  return {};
}

async function switchContext({ request, token, session, scope, runtime }: RouteArgs): Promise<Response> {
  const body = await readBody(request);
  const sent = fields.filter(({ field }) => field in body);

  // 1. Types first (Shopware's "consistent check"): ids must be strings; null passes.
  const typeErrors = sent
    .filter(({ field }) => body[field] !== null && typeof body[field] !== "string")
    .map(({ field }) => errors.invalidType(`/${field}`, symfonyValue(body[field]), "string"));
  if (typeErrors.length) return violations(typeErrors);

  // 2. A guest has no addresses: Shopware refuses address ids before looking them up.
  if (session.customerId === null && (body.billingAddressId != null || body.shippingAddressId != null)) {
    return errorResponse(errors.customerNotLoggedIn());
  }

  // 3. Every id must name an entity of this sales channel.
  const missing = sent
    .filter(({ field }) => typeof body[field] === "string" && !exists(field, body[field], session, runtime))
    .map(({ field, entity }) => errors.entityDoesNotExist(field, entity, body[field] as string));
  if (missing.length) return violations(missing);

  const changes: SessionChanges = {};
  for (const { field, reset } of sent) {
    const value = (body[field] as string | null) ?? reset;
    // Only the nullable fields may hold null; the others fall back to the sales channel's default.
    (changes as Record<Field, string | null>)[field] = value;
  }
  // A canton belongs to a country: switching the country drops a stored canton of another country, so the
  // shipping location never mixes, say, Germany with Zurich. (Shopware keeps it; nothing sensible uses it.)
  if (changes.countryId && !("countryStateId" in changes)) {
    const stateId = session.countryStateId;
    if (stateId && countryStateById(stateId)?.countryId !== changes.countryId) changes.countryStateId = null;
  }
  // The shipping location follows a customer's shipping address (country and canton), so the cart's
  // shipping rules and methods see where the parcel goes.
  if (changes.shippingAddressId) {
    const address = runtime.state
      .store<{ countryId: string; countryStateId: string | null }>(CUSTOMER_ADDRESS_STORE)
      .get(changes.shippingAddressId);
    if (address) {
      changes.countryId = address.countryId;
      changes.countryStateId = address.countryStateId;
    }
  }
  if (Object.keys(changes).length > 0) runtime.state.update(token, changes);

  // ContextTokenResponse: the token travels in the header; the body only carries the redirect URL, set when
  // the language changed: the sales channel domain of the new language (Shopware's checkNewDomain).
  let redirectUrl: string | null = null;
  const languageId = changes.languageId;
  if (languageId && languageId !== scope.languageId) {
    const storefrontUrl = runtime.storefrontUrl ?? scope.origin;
    const domain = toDomains(storefrontUrl, session.currencyId).find(
      (item) => item.languageId === languageId,
    );
    redirectUrl = (domain?.url as string | undefined) ?? null;
  }
  return jsonResponse({ redirectUrl, apiAlias: "array_struct" });
}

export function contextHandlers(runtime: EmulatorRuntime) {
  return [
    storeApiRoute(runtime, "get", "/context", ({ session, scope, runtime: { state, storefrontUrl } }) =>
      jsonResponse(toSalesChannelContext(state, session, scope, storefrontUrl ?? scope.origin)),
    ),
    storeApiRoute(runtime, "patch", "/context", switchContext),
  ];
}
