import { HttpResponse } from "msw";
import { errors, shopwareError, type ShopwareErrorInit } from "./errors.ts";

/**
 * Request bodies and Symfony-style validation for the write routes (register, checkout, orders): the
 * violations of one validation pass are collected and answered at once, one entry per field with its
 * pointer, as Shopware's ConstraintViolationException does.
 */

/** The JSON object of a request; an empty or unreadable body reads as `{}` (Shopware's empty RequestDataBag). */
export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const parsed: unknown = await request.clone().json();
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // Nothing to read: every field counts as missing.
  }
  return {};
}

/** How Symfony's validator prints a value in `{{ value }}`. */
export function symfonyValue(value: unknown): string {
  if (value === undefined || value === null) return "null";
  if (typeof value === "string") return `"${value}"`;
  if (Array.isArray(value)) return "array";
  if (typeof value === "object") return "object";
  return String(value);
}

/** A 400 with every violation of one pass. */
export function violationsResponse(list: readonly ShopwareErrorInit[]): Response {
  return HttpResponse.json({ errors: list.map(shopwareError) }, { status: 400 });
}

/** A 32-hex id (Shopware's Uuid::isValid). */
export const isUuid = (value: unknown): value is string =>
  typeof value === "string" && /^[0-9a-f]{32}$/i.test(value);

/** Symfony's Email constraint in "html5" mode, which Shopware uses. */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+\\/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Collects violations field by field; `ok` says whether a field passed, so later checks can skip it. */
export class Violations {
  readonly list: ShopwareErrorInit[] = [];

  add(pointer: string, name: string, detail: string, parameters: Record<string, unknown>): false {
    this.list.push(errors.constraintViolation(pointer, name, detail, parameters));
    return false;
  }

  /** NotBlank: present, and not an empty or whitespace-only string. */
  notBlank(pointer: string, value: unknown): boolean {
    const blank = value === undefined || value === null || value === false || String(value).trim() === "";
    if (!blank) return true;
    return this.add(pointer, "IS_BLANK_ERROR", "This value should not be blank.", {
      "{{ value }}": symfonyValue(value),
    });
  }

  email(pointer: string, value: unknown): boolean {
    if (!this.notBlank(pointer, value)) return false;
    if (typeof value === "string" && EMAIL.test(value.trim())) return true;
    return this.add(pointer, "INVALID_FORMAT_ERROR", "This value is not a valid email address.", {
      "{{ value }}": symfonyValue(value),
    });
  }

  minLength(pointer: string, value: unknown, min: number): boolean {
    const length = typeof value === "string" ? [...value].length : 0;
    if (length >= min) return true;
    return this.add(
      pointer,
      "TOO_SHORT_ERROR",
      `This value is too short. It should have ${min} characters or more.`,
      { "{{ value }}": symfonyValue(value), "{{ limit }}": min, "{{ value_length }}": length },
    );
  }

  /** Choice: one of the allowed values. */
  choice(pointer: string, value: unknown, choices: readonly string[]): boolean {
    if (typeof value === "string" && choices.includes(value)) return true;
    return this.add(pointer, "NO_SUCH_CHOICE_ERROR", "The value you selected is not a valid choice.", {
      "{{ value }}": symfonyValue(value),
      "{{ choices }}": choices.map((choice) => `"${choice}"`).join(", "),
    });
  }

  /** EntityExists: the id names an entity of this shop (`VIOLATION::ENTITY_DOES_NOT_EXISTS`). */
  exists(pointer: string, entity: string, value: unknown, found: (id: string) => boolean): boolean {
    if (typeof value === "string" && found(value)) return true;
    this.list.push({
      ...errors.entityDoesNotExist(pointer.slice(1), entity, String(value ?? "")),
      source: { pointer },
    });
    return false;
  }

  get empty(): boolean {
    return this.list.length === 0;
  }
}
