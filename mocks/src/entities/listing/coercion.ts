/** Listing parameters as Shopware's request reads them: flags, switches, id lists and numbers. */

export const isSet = (value: unknown) => value !== undefined && value !== null;

/** Shopware reads flags with `$request->get()`: absent, null, false, 0 and "" are off. */
export function flag(value: unknown): boolean {
  if (!isSet(value)) return false;
  if (typeof value === "string") return !["", "0", "false"].includes(value.trim().toLowerCase());
  return Boolean(value);
}

/** `*-filter` switches default to on; only an explicit false-ish value turns a filter off. */
export function enabled(value: unknown): boolean {
  if (!isSet(value)) return true;
  return flag(value);
}

const uuidPattern = /^[0-9a-f]{32}$/;

/** Pipe-separated ids (or a list), keeping only valid ones, as Shopware's filter handlers do. */
export function idList(value: unknown): string[] {
  const raw = Array.isArray(value) ? value : typeof value === "string" ? value.split("|") : [];
  return [
    ...new Set(raw.map((item) => String(item).trim().toLowerCase()).filter((id) => uuidPattern.test(id))),
  ];
}

export function integer(value: unknown): number | null {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) ? Math.trunc(number) : null;
}

export function numeric(value: unknown): number | null {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) ? number : null;
}
