import { customerStore } from "../entities/customer.ts";
import { toDomains } from "../entities/system.ts";
import type { CountryFixture } from "../fixtures/countries.ts";
import type { CustomerFixture } from "../fixtures/customers.ts";
import type { EmulatorState, SessionContext } from "../state.ts";
import { errorResponse, errors } from "./errors.ts";
import { jsonResponse, type EmulatorRuntime } from "./route.ts";
import type { Violations } from "./validation.ts";

/**
 * Rules the account routes share (register, recovery, profile, e-mail and password changes), written once
 * so each route states only which of them it applies.
 */

/** Shopware's default minimum password length (`core.loginRegistration.passwordMinLength`). */
export const PASSWORD_MIN_LENGTH = 8;

/** Shopware's `SuccessResponse`. */
export const successResponse = () => jsonResponse({ success: true, apiAlias: "array_struct" });

/** `storefrontUrl`: NotBlank and one of the sales channel's domain URLs (a trailing slash is ignored). */
export function checkStorefrontUrl(
  check: Violations,
  runtime: EmulatorRuntime,
  origin: string,
  value: unknown,
): boolean {
  if (!check.notBlank("/storefrontUrl", value)) return false;
  const domains = toDomains(runtime.storefrontUrl ?? origin, "").map((domain) => String(domain.url));
  return check.choice("/storefrontUrl", String(value).replace(/\/$/, ""), domains);
}

/**
 * Symfony's EqualTo at `pointer` as Shopware's `tryValidateEqualtoConstraint` reports it: `value` must equal
 * `other` (the confirmation field).
 */
export function equalTo(check: Violations, pointer: string, value: unknown, other: unknown): boolean {
  if (value === other) return true;
  const shown = typeof other === "string" ? other : "";
  return check.add(pointer, "NOT_EQUAL_ERROR", `This value should be equal to "${shown}".`, {
    "{{ value }}": typeof value === "string" ? `"${value}"` : "null",
    "{{ compared_value }}": `"${shown}"`,
    "{{ compared_value_type }}": "string",
  });
}

/** NotBlank, minimum length and EqualTo its confirmation: the new password of recovery and change-password. */
export function checkNewPassword(check: Violations, password: unknown, confirmation: unknown): void {
  if (!check.notBlank("/newPassword", password)) return;
  if (!check.minLength("/newPassword", password, PASSWORD_MIN_LENGTH)) return;
  equalTo(check, "/newPassword", password, confirmation);
}

/** A Swiss UID with its VAT suffix (`CHE-123.456.789 MWST`, `TVA`, `IVA`), or the country's own pattern. */
function vatIdValid(vatId: string, country: CountryFixture | undefined): boolean {
  const pattern = country?.vatIdPattern || "CHE-\\d{3}\\.\\d{3}\\.\\d{3}( MWST| TVA| IVA)?";
  return new RegExp(`^${pattern}$`).test(vatId.trim());
}

/** The strings of a `vatIds` list (anything else sent is ignored). */
export const vatIdList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];

/** A business account's `company` (not blank) and `vatIds` (each in the billing country's format). */
export function checkBusiness(
  check: Violations,
  company: unknown,
  vatIds: readonly string[],
  billingCountry: CountryFixture | undefined,
): void {
  check.notBlank("/company", company);
  for (const vatId of vatIds) {
    if (!vatIdValid(vatId, billingCountry)) {
      check.add("/vatIds", "VAT_ID_FORMAT_NOT_CORRECT", `The format of vatId ${vatId} is not correct.`, {
        "{{ vatId }}": vatId,
      });
    }
  }
}

/**
 * Shopware's `_loginRequired` routes: the session's customer, or 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN
 * without one. Guest accounts pass only where the route sets `_loginRequiredAllowGuest` (profile, addresses).
 */
export function requireCustomer(
  state: EmulatorState,
  session: SessionContext,
  allowGuest = false,
): CustomerFixture | Response {
  const customer = session.customerId ? customerStore(state).get(session.customerId) : undefined;
  if (!customer || (customer.guest && !allowGuest)) return errorResponse(errors.customerNotLoggedIn());
  return customer;
}

/** CustomerPasswordMatches at `/password`: the logged-in customer's current password. */
export function checkCurrentPassword(
  check: Violations,
  customer: CustomerFixture,
  password: unknown,
): boolean {
  if (typeof password === "string" && password !== "" && customer.password === password) return true;
  return check.add("/password", "CUSTOMER_PASSWORD_NOT_CORRECT", "Your password is wrong", {});
}
