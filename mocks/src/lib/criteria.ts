/**
 * The slice of Shopware's Criteria the emulator understands: paging, ids, filters
 * (equals, equalsAny, contains, prefix, suffix, range, multi, not), `includes`, and
 * navigation extras (`depth`, `buildTree`). POST bodies and GET `_criteria` (gzip + base64url JSON) both work.
 */
export interface Filter {
  type: string;
  field?: string;
  value?: unknown;
  operator?: string;
  queries?: Filter[];
  parameters?: Record<string, number | string>;
}

export interface Criteria {
  page?: number;
  limit?: number;
  ids?: string[];
  filter?: Filter[];
  "post-filter"?: Filter[];
  includes?: Record<string, string[]>;
  associations?: Record<string, unknown>;
  [key: string]: unknown;
}

async function gunzipBase64Url(value: string): Promise<string> {
  const base64 = value.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Response(stream).text();
}

function scalar(value: string): unknown {
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^-?\d+$/.test(value)) return Number(value);
  return value;
}

/** The request's criteria: the JSON body of a POST, or the query (`_criteria` or plain params) of a GET. */
export async function readCriteria(request: Request): Promise<Criteria> {
  const url = new URL(request.url);
  let criteria: Criteria = {};
  if (request.method === "GET" || request.method === "HEAD") {
    const compressed = url.searchParams.get("_criteria");
    if (compressed) {
      try {
        criteria = JSON.parse(await gunzipBase64Url(compressed)) as Criteria;
      } catch {
        criteria = {};
      }
    }
  } else {
    const text = await request.clone().text();
    if (text.trim()) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) criteria = parsed as Criteria;
      } catch {
        criteria = {};
      }
    }
  }
  // Plain query parameters (`?limit=5&depth=1`) apply to GET and POST alike, as in Shopware.
  for (const [key, value] of url.searchParams) {
    if (key !== "_criteria" && !(key in criteria)) criteria[key] = scalar(value);
  }
  return criteria;
}

function fieldValue(entity: Record<string, unknown>, field: string, entityName?: string): unknown {
  const path = field.split(".");
  if (entityName && path[0] === entityName) path.shift();
  let current: unknown = entity;
  for (const part of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : typeof value === "string" ? value.split("|") : [value];

/** Whether an entity (a plain object) passes one criteria filter. */
export function matchesFilter(entity: Record<string, unknown>, filter: Filter, entityName?: string): boolean {
  const type = filter.type;
  if (type === "multi" || type === "not") {
    const results = (filter.queries ?? []).map((query) => matchesFilter(entity, query, entityName));
    const operator = (filter.operator ?? (type === "not" ? "and" : "and")).toLowerCase();
    const combined = operator === "or" || operator === "nor" ? results.some(Boolean) : results.every(Boolean);
    const negate = type === "not" || operator === "nor" || operator === "nand";
    return negate ? !combined : combined;
  }
  const actual = fieldValue(entity, filter.field ?? "", entityName);
  const values = Array.isArray(actual) ? actual : [actual];
  switch (type) {
    case "equals":
      return values.some((value) => value === filter.value || (value == null && filter.value == null));
    case "equalsAny": {
      const wanted = asList(filter.value);
      return values.some((value) => wanted.includes(value));
    }
    case "contains":
      return values.some((value) => typeof value === "string" && value.includes(String(filter.value)));
    case "prefix":
      return values.some((value) => typeof value === "string" && value.startsWith(String(filter.value)));
    case "suffix":
      return values.some((value) => typeof value === "string" && value.endsWith(String(filter.value)));
    case "range": {
      const parameters = filter.parameters ?? {};
      return values.some((value) => {
        if (value === null || value === undefined) return false;
        const compare = (bound: number | string) =>
          typeof value === "number" ? value - Number(bound) : String(value).localeCompare(String(bound));
        return (
          (parameters.gte === undefined || compare(parameters.gte) >= 0) &&
          (parameters.gt === undefined || compare(parameters.gt) > 0) &&
          (parameters.lte === undefined || compare(parameters.lte) <= 0) &&
          (parameters.lt === undefined || compare(parameters.lt) < 0)
        );
      });
    }
    default:
      // An unsupported filter type matches nothing, so a wrong query never silently returns everything.
      return false;
  }
}

/** Applies `ids`, `filter` and `post-filter` to a list of entities. */
export function filterEntities<T extends Record<string, unknown>>(
  entities: T[],
  criteria: Criteria,
  entityName?: string,
): T[] {
  const filters = [...(criteria.filter ?? []), ...(criteria["post-filter"] ?? [])];
  const ids = criteria.ids;
  return entities.filter(
    (entity) =>
      (!ids || ids.includes(entity.id as string)) &&
      filters.every((filter) => matchesFilter(entity, filter, entityName)),
  );
}

/** One page of a list; `limit` null means all. */
export function paginate<T>(
  items: T[],
  criteria: Criteria,
): { items: T[]; page: number; limit: number | null } {
  const limit = typeof criteria.limit === "number" && criteria.limit > 0 ? criteria.limit : null;
  const page = typeof criteria.page === "number" && criteria.page > 0 ? criteria.page : 1;
  if (limit === null) return { items, page, limit };
  return { items: items.slice((page - 1) * limit, page * limit), page, limit };
}

/**
 * Shopware's `includes`: for every object whose apiAlias is listed, keep only the listed fields
 * (and apiAlias). Applied to the whole response, nested objects included.
 */
export function applyIncludes(value: unknown, includes: Record<string, string[]> | undefined): unknown {
  if (!includes || Object.keys(includes).length === 0) return value;
  if (Array.isArray(value)) return value.map((item) => applyIncludes(item, includes));
  if (value === null || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  const alias = typeof record.apiAlias === "string" ? record.apiAlias : undefined;
  const allowed = alias ? includes[alias] : undefined;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(record)) {
    if (allowed && key !== "apiAlias" && !allowed.includes(key)) continue;
    out[key] = applyIncludes(field, includes);
  }
  return out;
}
