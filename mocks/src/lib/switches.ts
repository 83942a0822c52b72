/**
 * Operator switches: maintenance mode, added latency and failure injection per path, so tests and demos can
 * show how the storefront copes with a slow or failing Shopware without any code change.
 *
 * Grammar (EMULATOR_FAIL, the control endpoint and `setSwitches({ rules: "..." })` share it):
 *
 *   rules   = rule *( ";" rule )                    newlines work as separators too
 *   rule    = [ METHOD " " ] path "=" action [ "@" percent [ "%" ] ]
 *   path    = "/search" | "/product-listing/*" | "/product/**" | "*"
 *             (below /store-api; `*` = one path segment, `**` = any depth, a bare `*` = every path)
 *   action  = 400..599            an error answer with that status in Shopware's error shape
 *           | "429" [ ":" secs ]  Shopware's rate-limit answer with Retry-After (default 60 s)
 *           | "malformed"         a 200 whose JSON body is cut in half
 *           | "schema"            a 200 whose JSON parses but breaks the shape (every `id` and the top
 *                                 level's texts become numbers), like a Shopware update that changed a type
 *           | "slow:" delay       answer normally, but only after the delay
 *   delay   = ms | ms "-" ms      fixed, or uniformly random within the range (EMULATOR_LATENCY_MS too)
 *
 * Example: `/search=503;/product-listing/*=429:30;/checkout/cart=malformed;GET /product/*=slow:2000@50%`
 *
 * Browser-safe: nothing here touches `process` or `node:` modules.
 */

export interface DelayRange {
  minMs: number;
  maxMs: number;
}

export type SwitchAction =
  | { type: "status"; status: number }
  | { type: "throttle"; retryAfterSeconds: number }
  | { type: "malformed" }
  | { type: "schema" }
  | { type: "slow"; delay: DelayRange };

export interface SwitchRule {
  /** Path below `/store-api`, e.g. `/search`, `/product/*`, `/account/**`, or `*` for every path. */
  path: string;
  /** Only requests with this method (upper case); any method when absent. */
  method?: string;
  action: SwitchAction;
  /** Share of matching requests the rule hits, 0 < p <= 1 (default 1: every request). */
  probability?: number;
}

export interface EmulatorSwitches {
  /** Every Store API call answers 503 FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE. */
  maintenance: boolean;
  /** Added to every Store API call. */
  latency: DelayRange | null;
  /** Per-path failures and delays. For each request the first matching delay rule and the first matching failure apply. */
  rules: SwitchRule[];
}

/** The per-route part, kept in the emulator state (maintenance has its own flag there). */
export type RouteSwitches = Omit<EmulatorSwitches, "maintenance">;

/** What callers hand in: like EmulatorSwitches, but latency and rules may be written in the grammar above. */
export interface SwitchesInput {
  maintenance?: boolean;
  latency?: DelayRange | number | string | null;
  rules?: string | Array<SwitchRule | string>;
}

/** A switch written wrongly; the message names the offending text. */
export class SwitchesError extends Error {
  override name = "SwitchesError";
}

export const emptyRouteSwitches = (): RouteSwitches => ({ latency: null, rules: [] });

const methods = new Set(["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD"]);
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** `200`, `200ms` or `100-400` (milliseconds). */
export function parseDelay(text: string, where = "delay"): DelayRange {
  const match = /^\s*(\d+)\s*(?:ms)?\s*(?:-\s*(\d+)\s*(?:ms)?\s*)?$/i.exec(text);
  if (!match) throw new SwitchesError(`${where}: "${text}" is not a delay in ms ("200" or "100-400")`);
  const minMs = Number(match[1]);
  const maxMs = match[2] === undefined ? minMs : Number(match[2]);
  if (maxMs < minMs) throw new SwitchesError(`${where}: "${text}" has its range upside down`);
  return { minMs, maxMs };
}

function checkDelay(value: unknown, where: string): DelayRange {
  if (typeof value === "number") return parseDelay(String(value), where);
  if (typeof value === "string") return parseDelay(value, where);
  const range = value as Partial<DelayRange> | null;
  if (
    range &&
    typeof range === "object" &&
    Number.isInteger(range.minMs) &&
    Number.isInteger(range.maxMs) &&
    range.minMs! >= 0 &&
    range.maxMs! >= range.minMs!
  ) {
    return { minMs: range.minMs!, maxMs: range.maxMs! };
  }
  throw new SwitchesError(`${where}: expected ms, "min-max" or {minMs, maxMs}, got ${JSON.stringify(value)}`);
}

function parseAction(text: string, rule: string): SwitchAction {
  const action = text.trim().toLowerCase();
  if (action === "malformed") return { type: "malformed" };
  if (action === "schema") return { type: "schema" };
  if (action.startsWith("slow:"))
    return { type: "slow", delay: parseDelay(action.slice(5), `rule "${rule}"`) };
  const throttle = /^429(?::(\d+))?$/.exec(action);
  if (throttle) {
    return { type: "throttle", retryAfterSeconds: Number(throttle[1] ?? DEFAULT_RETRY_AFTER_SECONDS) };
  }
  if (/^\d{3}$/.test(action)) return checkAction({ type: "status", status: Number(action) }, rule);
  throw new SwitchesError(
    `rule "${rule}": unknown action "${text.trim()}" (use a status 400-599, 429:<seconds>, malformed, schema or slow:<ms>)`,
  );
}

function checkAction(action: SwitchAction, rule: string): SwitchAction {
  if (
    action.type === "status" &&
    (!Number.isInteger(action.status) || action.status < 400 || action.status > 599)
  ) {
    throw new SwitchesError(`rule "${rule}": status ${action.status} is not an error status (400-599)`);
  }
  // 429 always carries Shopware's rate-limit body and Retry-After, however it was written.
  if (action.type === "status" && action.status === 429) {
    return { type: "throttle", retryAfterSeconds: DEFAULT_RETRY_AFTER_SECONDS };
  }
  if (
    action.type === "throttle" &&
    !(Number.isInteger(action.retryAfterSeconds) && action.retryAfterSeconds >= 0)
  ) {
    throw new SwitchesError(`rule "${rule}": Retry-After must be whole seconds`);
  }
  if (action.type === "slow") return { type: "slow", delay: checkDelay(action.delay, `rule "${rule}"`) };
  if (!["status", "throttle", "malformed", "schema"].includes(action.type)) {
    throw new SwitchesError(`rule "${rule}": unknown action type ${JSON.stringify(action.type)}`);
  }
  return action;
}

function normalizePath(path: string, rule: string): string {
  let trimmed = path.trim();
  if (trimmed === "*" || trimmed === "**") return "*";
  if (trimmed.startsWith("/store-api/")) trimmed = trimmed.slice("/store-api".length);
  if (!trimmed.startsWith("/") || /\s/.test(trimmed)) {
    throw new SwitchesError(`rule "${rule}": the path must start with "/" (below /store-api) or be "*"`);
  }
  return trimmed.length > 1 ? trimmed.replace(/\/+$/, "") : trimmed;
}

/** One rule: `[METHOD ]path=action[@percent%]`. */
export function parseRule(text: string): SwitchRule {
  const rule = text.trim();
  const equals = rule.lastIndexOf("=");
  if (equals < 0) throw new SwitchesError(`rule "${rule}": expected <path>=<action>`);
  let target = rule.slice(0, equals).trim();
  let actionText = rule.slice(equals + 1).trim();
  let probability: number | undefined;
  const at = actionText.indexOf("@");
  if (at >= 0) {
    const percent = /^(\d+(?:\.\d+)?)%?$/.exec(actionText.slice(at + 1).trim());
    const value = percent ? Number(percent[1]) : NaN;
    if (!(value > 0 && value <= 100)) {
      throw new SwitchesError(`rule "${rule}": "@${actionText.slice(at + 1)}" is not a percentage (1-100)`);
    }
    probability = value / 100;
    actionText = actionText.slice(0, at);
  }
  let method: string | undefined;
  const space = target.search(/\s/);
  if (space > 0) {
    method = target.slice(0, space).toUpperCase();
    target = target.slice(space).trim();
    if (!methods.has(method)) throw new SwitchesError(`rule "${rule}": unknown method "${method}"`);
  }
  return {
    path: normalizePath(target, rule),
    ...(method ? { method } : {}),
    action: parseAction(actionText, rule),
    ...(probability !== undefined && probability < 1 ? { probability } : {}),
  };
}

/** A list of rules separated by `;` or newlines; empty text means no rules. */
export function parseRules(text: string): SwitchRule[] {
  return text
    .split(/[;\n]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map(parseRule);
}

function checkRule(rule: SwitchRule | string): SwitchRule {
  if (typeof rule === "string") return parseRule(rule);
  if (!rule || typeof rule !== "object" || typeof rule.path !== "string" || !rule.action) {
    throw new SwitchesError(`rule ${JSON.stringify(rule)}: expected {path, action} or "<path>=<action>"`);
  }
  const label = JSON.stringify(rule);
  const method = rule.method?.toUpperCase();
  if (method !== undefined && !methods.has(method)) throw new SwitchesError(`rule ${label}: unknown method`);
  const probability = rule.probability;
  if (
    probability !== undefined &&
    !(typeof probability === "number" && probability > 0 && probability <= 1)
  ) {
    throw new SwitchesError(`rule ${label}: probability must be in (0, 1]`);
  }
  return {
    path: normalizePath(rule.path, label),
    ...(method ? { method } : {}),
    action: checkAction(rule.action, label),
    ...(probability !== undefined && probability < 1 ? { probability } : {}),
  };
}

/** Applies an input onto the current switches: fields left out keep their value. */
export function mergeSwitches(current: EmulatorSwitches, input: SwitchesInput): EmulatorSwitches {
  if (!input || typeof input !== "object" || Array.isArray(input)) {
    throw new SwitchesError("switches: expected an object {maintenance, latency, rules}");
  }
  const unknown = Object.keys(input).filter((key) => !["maintenance", "latency", "rules"].includes(key));
  if (unknown.length) throw new SwitchesError(`switches: unknown field(s) ${unknown.join(", ")}`);
  if (input.maintenance !== undefined && typeof input.maintenance !== "boolean") {
    throw new SwitchesError("switches: maintenance must be true or false");
  }
  let rules = current.rules;
  if (input.rules !== undefined) {
    if (typeof input.rules === "string") rules = parseRules(input.rules);
    else if (Array.isArray(input.rules)) rules = input.rules.map(checkRule);
    else throw new SwitchesError("switches: rules must be a string or a list");
  }
  return {
    maintenance: input.maintenance ?? current.maintenance,
    latency:
      input.latency === undefined
        ? current.latency
        : input.latency === null || input.latency === ""
          ? null
          : checkDelay(input.latency, "latency"),
    rules,
  };
}

/** Switches from scratch (nothing on, then the input). */
export function toSwitches(input: SwitchesInput = {}): EmulatorSwitches {
  return mergeSwitches({ maintenance: false, ...emptyRouteSwitches() }, input);
}

function parseFlag(value: string, name: string): boolean {
  const flag = value.trim().toLowerCase();
  if (["1", "true", "on", "yes"].includes(flag)) return true;
  if (["", "0", "false", "off", "no"].includes(flag)) return false;
  throw new SwitchesError(`${name}: "${value}" is not a flag (1/0, true/false, on/off)`);
}

/** The environment variables that set switches, with what they take. */
export const switchEnvironment = {
  EMULATOR_MAINTENANCE: "1 to answer every call with 503 (maintenance mode)",
  EMULATOR_LATENCY_MS: 'delay for every call: "200" or a range "100-400"',
  EMULATOR_FAIL: 'failure rules, e.g. "/search=503;/product-listing/*=429:30;/product/*=slow:2000"',
} as const;

/**
 * Reads EMULATOR_MAINTENANCE, EMULATOR_LATENCY_MS and EMULATOR_FAIL. Only variables that are set appear in
 * the result; a wrongly written one throws, naming the variable, so a typo never goes unnoticed.
 */
export function switchesFromEnv(env: Record<string, string | undefined>): SwitchesInput {
  const input: SwitchesInput = {};
  const maintenance = env.EMULATOR_MAINTENANCE;
  if (maintenance !== undefined && maintenance.trim() !== "") {
    input.maintenance = parseFlag(maintenance, "EMULATOR_MAINTENANCE");
  }
  const latency = env.EMULATOR_LATENCY_MS?.trim();
  if (latency) input.latency = parseDelay(latency, "EMULATOR_LATENCY_MS");
  const fail = env.EMULATOR_FAIL?.trim();
  if (fail) {
    try {
      input.rules = parseRules(fail);
    } catch (error) {
      throw new SwitchesError(`EMULATOR_FAIL: ${(error as Error).message}`);
    }
  }
  return input;
}

export function formatDelay({ minMs, maxMs }: DelayRange): string {
  return minMs === maxMs ? `${minMs}` : `${minMs}-${maxMs}`;
}

export function formatAction(action: SwitchAction): string {
  switch (action.type) {
    case "status":
      return String(action.status);
    case "throttle":
      return `429:${action.retryAfterSeconds}`;
    case "malformed":
      return "malformed";
    case "schema":
      return "schema";
    case "slow":
      return `slow:${formatDelay(action.delay)}`;
  }
}

/** A rule in the grammar (parseRule reads it back). */
export function formatRule(rule: SwitchRule): string {
  const probability = rule.probability !== undefined ? `@${Math.round(rule.probability * 10000) / 100}%` : "";
  return `${rule.method ? `${rule.method} ` : ""}${rule.path}=${formatAction(rule.action)}${probability}`;
}

export const formatRules = (rules: SwitchRule[]): string => rules.map(formatRule).join(";");

/** Human-readable lines for a console; empty when nothing is switched on. */
export function describeSwitches(switches: EmulatorSwitches): string[] {
  const lines: string[] = [];
  if (switches.maintenance) lines.push("maintenance: on (every call answers 503)");
  if (switches.latency) lines.push(`latency: ${formatDelay(switches.latency)} ms on every call`);
  for (const rule of switches.rules) lines.push(`rule: ${formatRule(rule)}`);
  return lines;
}

const patternCache = new Map<string, RegExp>();

function compilePattern(path: string): RegExp {
  let pattern = patternCache.get(path);
  if (!pattern) {
    const source = path
      .split(/(\*\*|\*)/)
      .map((part) =>
        part === "**" ? ".*" : part === "*" ? "[^/]*" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"),
      )
      .join("");
    pattern = new RegExp(`^${source}/?$`);
    patternCache.set(path, pattern);
  }
  return pattern;
}

/** Whether a rule's path pattern matches a path below /store-api (query strings are not part of it). */
export function pathMatches(pattern: string, path: string): boolean {
  return pattern === "*" || compilePattern(pattern).test(path);
}

/** The part of a Store API URL after `/store-api`, e.g. `/product-listing/abc`. */
export function storeApiPath(url: string): string {
  const pathname = new URL(url).pathname;
  const index = pathname.indexOf("/store-api");
  const path = index >= 0 ? pathname.slice(index + "/store-api".length) : pathname;
  return path || "/";
}

export function pickDelay({ minMs, maxMs }: DelayRange, random: () => number): number {
  return minMs === maxMs ? minMs : minMs + Math.round(random() * (maxMs - minMs));
}

export interface SwitchDecision {
  /** Total delay before answering (latency plus a matching slow rule). */
  delayMs: number;
  /** The failure to answer with, if a failure rule matched. */
  failure?: Exclude<SwitchAction, { type: "slow" }>;
}

/** What the switches do to one request. */
export function decide(
  switches: RouteSwitches,
  method: string,
  path: string,
  random: () => number,
): SwitchDecision {
  let delayMs = switches.latency ? pickDelay(switches.latency, random) : 0;
  let slowDone = false;
  let failure: SwitchDecision["failure"];
  for (const rule of switches.rules) {
    const isSlow = rule.action.type === "slow";
    if ((isSlow && slowDone) || (!isSlow && failure)) continue;
    if (rule.method && rule.method !== method.toUpperCase()) continue;
    if (!pathMatches(rule.path, path)) continue;
    if (rule.probability !== undefined && random() >= rule.probability) continue;
    if (rule.action.type === "slow") {
      delayMs += pickDelay(rule.action.delay, random);
      slowDone = true;
    } else {
      failure = rule.action;
    }
  }
  return { delayMs, failure };
}

/** Waits on a plain timer, so tests can drive it with fake timers. */
export const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });
