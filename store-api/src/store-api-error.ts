/** One entry of Shopware's `{ errors: [...] }` error body, normalised. */
export interface StoreApiErrorEntry {
  /** HTTP status as Shopware sends it (a string, e.g. "404"). */
  status?: string;
  /** Shopware error code, e.g. `CONTENT__CATEGORY_NOT_FOUND` or `VIOLATION::IS_BLANK_ERROR`. */
  code?: string;
  title: string;
  detail: string;
  /** For validation errors: `pointer` is `/` + the field path, e.g. `/email`. */
  source?: { pointer?: string };
  /** For validation errors: `meta.parameters` holds the validator's template parameters. */
  meta?: Record<string, unknown>;
}

/** Title used when a failed response carries no usable `errors` (spec §8 default text). */
export const UNKNOWN_ERROR_TITLE = "Unknown error";
/** Detail used when a failed response carries no usable `errors` (spec §8 default text). */
export const UNKNOWN_ERROR_DETAIL =
  "API did not return errors, but request failed. Please check the network connection.";

/** Shopware's error code while the sales channel is in maintenance mode. */
export const MAINTENANCE_MODE_ERROR_CODE = "FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE";
/** `message` of a maintenance error; the storefront shows the maintenance page for it. */
export const MAINTENANCE_MODE = "MAINTENANCE_MODE";

/** Codes of failures that happen on our side of the wire (no Shopware code exists for them). */
export const NETWORK_ERROR_CODE = "STORE_API__NETWORK_ERROR";
export const ABORTED_ERROR_CODE = "STORE_API__ABORTED";
export const TIMEOUT_ERROR_CODE = "STORE_API__TIMEOUT";
/** A 2xx answer that is not JSON or does not match our zod schema. Such errors get status 502. */
export const INVALID_RESPONSE_ERROR_CODE = "STORE_API__INVALID_RESPONSE";

/** Logged (once per client, 2 s after the first 412) because 412 nearly always means bad configuration. */
export const PRECONDITION_FAILED_HINT =
  "The Store API answered 412 Precondition Failed. Check the configuration: the API endpoint " +
  "(it must end in /store-api) and the sales channel access key (sw-access-key) are probably wrong, " +
  "or the sales channel, language or currency is not active.";

export const defaultErrorEntries = (): StoreApiErrorEntry[] => [
  { title: UNKNOWN_ERROR_TITLE, detail: UNKNOWN_ERROR_DETAIL },
];

export interface StoreApiErrorInit {
  /** HTTP status; 0 when no response arrived (network failure, abort). */
  status: number;
  url: string;
  errors?: StoreApiErrorEntry[];
  /** Defaults to the first entry's detail (or title). */
  message?: string;
  cause?: unknown;
  /** Seconds from the answer's `Retry-After` (429, 503), when it sent one. */
  retryAfter?: number;
}

/**
 * The one error type every Store API failure is thrown as.
 *
 * A Shopware maintenance error (code `FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE`) always gets
 * `status: 503` and `message: "MAINTENANCE_MODE"`, whatever status the server used.
 */
export class StoreApiError extends Error {
  override readonly name = "StoreApiError";
  readonly status: number;
  readonly url: string;
  readonly errors: StoreApiErrorEntry[];
  /** Seconds the Store API asked to wait (`Retry-After` of a 429 or 503), when it said so. */
  readonly retryAfter?: number;

  constructor(init: StoreApiErrorInit) {
    const errors = init.errors && init.errors.length > 0 ? init.errors : defaultErrorEntries();
    const maintenance = errors.some((entry) => entry.code === MAINTENANCE_MODE_ERROR_CODE);
    const first = errors[0];
    const message = maintenance
      ? MAINTENANCE_MODE
      : (init.message ?? (first?.detail || first?.title || UNKNOWN_ERROR_TITLE));
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = maintenance ? 503 : init.status;
    this.url = init.url;
    this.errors = errors;
    if (init.retryAfter !== undefined) this.retryAfter = init.retryAfter;
  }

  /** Code of the first error entry, if any. */
  get code(): string | undefined {
    return this.errors[0]?.code;
  }
}

/** True for a StoreApiError, also one from another copy of this package (checked by shape). */
export function isStoreApiError(error: unknown): error is StoreApiError {
  if (error instanceof StoreApiError) return true;
  if (typeof error !== "object" || error === null) return false;
  const candidate = error as Partial<StoreApiError>;
  return (
    candidate.name === "StoreApiError" &&
    typeof candidate.status === "number" &&
    Array.isArray(candidate.errors)
  );
}

export function isMaintenanceError(error: unknown): error is StoreApiError {
  return isStoreApiError(error) && error.message === MAINTENANCE_MODE;
}

export function isNotFoundError(error: unknown): error is StoreApiError {
  return isStoreApiError(error) && error.status === 404;
}

const asString = (value: unknown): string | undefined =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined;

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

/** Normalises one raw entry of Shopware's `errors` array; missing texts become defaults. */
export function normalizeErrorEntry(raw: unknown): StoreApiErrorEntry {
  const record = asRecord(raw) ?? {};
  const entry: StoreApiErrorEntry = {
    title: asString(record.title) || UNKNOWN_ERROR_TITLE,
    detail: asString(record.detail) ?? "",
  };
  const status = asString(record.status);
  if (status !== undefined) entry.status = status;
  const code = asString(record.code);
  if (code !== undefined) entry.code = code;
  const source = asRecord(record.source);
  if (source) {
    const pointer = asString(source.pointer);
    entry.source = pointer === undefined ? {} : { pointer };
  }
  const meta = asRecord(record.meta);
  if (meta) entry.meta = meta;
  return entry;
}

/**
 * Turns the text of an error response body into error entries: Shopware's `{errors: [...]}` when
 * present, otherwise (empty body, HTML, JSON without errors) the default entry.
 */
export function parseErrorBody(text: string): StoreApiErrorEntry[] {
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    return defaultErrorEntries();
  }
  const raw = asRecord(body)?.errors;
  // Usually an array; PHP serialises a non-list array as an object keyed by index.
  const errors = Array.isArray(raw) ? raw : asRecord(raw) ? Object.values(raw as object) : [];
  if (errors.length === 0) return defaultErrorEntries();
  return errors.map(normalizeErrorEntry);
}

/** One schema problem of an answer, as zod reports it (the fields read here; `meta.issues` keeps all). */
export interface SchemaIssue {
  code: string;
  /** Path of the bad field from the body's root, e.g. `["elements", 3, "calculatedPrice", "unitPrice"]`. */
  path: readonly PropertyKey[];
  message: string;
}

/** At most this many fields get their own error entry; a wholly wrong body would otherwise flood logs. */
export const MAX_SCHEMA_ERROR_ENTRIES = 50;
/** At most this many fields are named in the error's message (all of them are in `errors`). */
const MAX_MESSAGE_FIELDS = 5;

/** `elements.3.calculatedPrice.unitPrice`; the body itself is `(root)`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? "(root)" : path.map((key) => String(key)).join(".");
}

/** RFC 6901 JSON pointer, the form Shopware uses in `source.pointer`: `/elements/3/calculatedPrice/unitPrice`. */
export function toJsonPointer(path: readonly PropertyKey[]): string {
  return path.map((key) => `/${String(key).replaceAll("~", "~0").replaceAll("/", "~1")}`).join("");
}

/** zod prefixes type errors with "Invalid input: "; the path already says where, so the rest is enough. */
const issueText = (issue: SchemaIssue): string => issue.message.replace(/^Invalid input: /, "");

export interface InvalidResponseInit {
  method: string;
  /** Operation path, e.g. `/product-listing/abc`. */
  path: string;
  url: string;
  /** The (2xx) status of the rejected answer. */
  responseStatus: number;
  issues: readonly SchemaIssue[];
  /** Usually the ZodError, so a debugger or logger can still reach everything zod knows. */
  cause?: unknown;
}

/**
 * The 502 StoreApiError for a 2xx answer that does not match its schema. Every bad field is named, so a
 * log line says which field of which entity broke (`elements.3.calculatedPrice.unitPrice: expected number,
 * received string`) instead of only "invalid response":
 *
 * - `message`: method, path and the first few `field: problem` pairs.
 * - `errors`: one entry per bad field (up to {@link MAX_SCHEMA_ERROR_ENTRIES}), shaped like Shopware's own
 *   validation errors: `source.pointer` is the JSON pointer of the field, `meta.issues` holds zod's issues for
 *   that field (`code`, `expected`, `path`, ...), `detail` is the `field: problem` text.
 */
export function invalidResponseError(init: InvalidResponseInit): StoreApiError {
  const byPath = new Map<string, { path: readonly PropertyKey[]; issues: SchemaIssue[] }>();
  for (const issue of init.issues) {
    const pointer = toJsonPointer(issue.path);
    const group = byPath.get(pointer);
    if (group) group.issues.push(issue);
    else byPath.set(pointer, { path: issue.path, issues: [issue] });
  }
  const fields = [...byPath.entries()].map(([pointer, { path, issues }]) => ({
    pointer,
    path,
    issues,
    text: `${formatIssuePath(path)}: ${issues.map(issueText).join("; ")}`,
  }));
  const entries: StoreApiErrorEntry[] = fields.slice(0, MAX_SCHEMA_ERROR_ENTRIES).map((field) => ({
    status: "502",
    code: INVALID_RESPONSE_ERROR_CODE,
    title: "Invalid response",
    detail: field.text,
    source: { pointer: field.pointer },
    meta: {
      path: field.path.map((key) => (typeof key === "symbol" ? String(key) : key)),
      issues: field.issues,
    },
  }));
  const named = fields.slice(0, MAX_MESSAGE_FIELDS).map((field) => field.text);
  const more = fields.length > named.length ? ` (and ${fields.length - named.length} more)` : "";
  const count = fields.length === 1 ? "1 field" : `${fields.length} fields`;
  return new StoreApiError({
    status: 502,
    url: init.url,
    errors:
      entries.length > 0
        ? entries
        : [{ status: "502", code: INVALID_RESPONSE_ERROR_CODE, title: "Invalid response", detail: "" }],
    message:
      `${init.method} ${init.path}: the ${init.responseStatus} answer does not match the expected schema ` +
      `(${count}): ${named.join(" | ")}${more}`,
    cause: init.cause,
  });
}
