import { toSalesChannelContext } from "../entities/context.ts";
import { countries } from "../fixtures/countries.ts";
import { currencyById } from "../fixtures/currencies.ts";
import { languageById } from "../fixtures/languages.ts";
import { paymentMethods, shippingMethods } from "../fixtures/sales-channel.ts";
import { errorResponse, errors } from "../lib/errors.ts";
import { jsonResponse, storeApiRoute, type EmulatorRuntime } from "../lib/route.ts";
import type { SessionChanges } from "../state.ts";

const exists = (items: Record<string, { id: string }>, id: string) =>
  Object.values(items).some((item) => item.id === id);

/** The fields of `PATCH /context` the emulator switches, with how to check an id. */
const switchable = {
  languageId: { entity: "language", exists: (id: string) => Boolean(languageById(id)) },
  currencyId: { entity: "currency", exists: (id: string) => Boolean(currencyById(id)) },
  countryId: { entity: "country", exists: (id: string) => exists(countries, id) },
  paymentMethodId: { entity: "payment_method", exists: (id: string) => exists(paymentMethods, id) },
  shippingMethodId: { entity: "shipping_method", exists: (id: string) => exists(shippingMethods, id) },
} as const;

export function contextHandlers(runtime: EmulatorRuntime) {
  return [
    storeApiRoute(runtime, "get", "/context", ({ session, scope, runtime: { storefrontUrl } }) =>
      jsonResponse(toSalesChannelContext(session, scope, storefrontUrl ?? scope.origin)),
    ),

    storeApiRoute(runtime, "patch", "/context", async ({ request, token, runtime: { state } }) => {
      let body: Record<string, unknown> = {};
      try {
        const parsed: unknown = await request.json();
        if (parsed && typeof parsed === "object") body = parsed as Record<string, unknown>;
      } catch {
        body = {};
      }
      if (body.billingAddressId || body.shippingAddressId) {
        // Addresses belong to a customer; a guest has none.
        return errorResponse({
          status: 403,
          code: "CHECKOUT__CUSTOMER_NOT_LOGGED_IN",
          detail: "Customer is not logged in.",
          parameters: {},
        });
      }
      const changes: SessionChanges = {};
      for (const [field, rule] of Object.entries(switchable)) {
        const value = body[field];
        if (value === undefined || value === null) continue;
        if (typeof value !== "string" || !rule.exists(value)) {
          return errorResponse(errors.entityDoesNotExist(field, rule.entity, String(value)));
        }
        changes[field as keyof typeof switchable] = value;
      }
      if (Object.keys(changes).length > 0) state.update(token, changes);
      // ContextTokenResponse: the token travels in the header; the body only carries the redirect URL.
      return jsonResponse({ redirectUrl: null, apiAlias: "array_struct" });
    }),
  ];
}
