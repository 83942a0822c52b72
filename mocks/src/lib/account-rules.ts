import { toDomains } from "../entities/system.ts";
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
