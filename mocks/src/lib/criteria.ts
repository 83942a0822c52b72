/**
 * The slice of Shopware's Criteria the emulator understands: paging, ids, filters
 * (equals, equalsAny, contains, prefix, suffix, range, multi, not), `sort`, `term`, `total-count-mode`,
 * `aggregations`, `includes`, and navigation extras (`depth`, `buildTree`). POST bodies and GET `_criteria`
 * (gzip + base64url JSON) both work.
 */
export interface Filter {
  type: string;
  field?: string;
  value?: unknown;
  operator?: string;
  queries?: Filter[];
  parameters?: Record<string, number | string>;
}

export interface Sorting {
  field: string;
  order?: string;
  naturalSorting?: boolean;
}

export interface AggregationRequest {
  name: string;
  type: string;
  field?: string;
  definition?: string;
  limit?: number;
  sort?: Sorting[] | Sorting;
  filter?: Filter[];
  aggregation?: AggregationRequest;
}

export type TotalCountMode = "none" | "exact" | "next-pages";

export interface Criteria {
  page?: number;
  limit?: number;
  ids?: string[];
  term?: string;
  filter?: Filter[];
  "post-filter"?: Filter[];
  sort?: Sorting[];
  aggregations?: AggregationRequest[];
  "total-count-mode"?: TotalCountMode | 0 | 1 | 2 | string;
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

/**
 * The value at a dotted path (`manufacturer.name`, `product.options.id`); the entity's own name may lead
 * the path. Walking through a list collects the values of every item, like a to-many association in the DAL.
 */
export function fieldValue(entity: Record<string, unknown>, field: string, entityName?: string): unknown {
  const path = field.split(".");
  if (entityName && path[0] === entityName) path.shift();
  let current: unknown = entity;
  for (const part of path) {
    if (Array.isArray(current)) {
      current = current.flatMap((item) => {
        const value =
          item !== null && typeof item === "object" ? (item as Record<string, unknown>)[part] : undefined;
        return value === undefined ? [] : Array.isArray(value) ? value : [value];
      });
      continue;
    }
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

/** Lower case without accents: MySQL's `utf8mb4_unicode_ci` compares `É` and `e` as equal, so does the emulator. */
export function foldText(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .toLowerCase();
}

const naturalCollator = new Intl.Collator("de", { numeric: true, sensitivity: "base" });

/**
 * Compares two field values the way Shopware's SQL sorting does: numbers numerically, booleans as 0/1,
 * strings case- and accent-insensitively (natural order when `naturalSorting`), null first.
 */
export function compareValues(a: unknown, b: unknown, natural = false): number {
  const left = Array.isArray(a) ? a[0] : a;
  const right = Array.isArray(b) ? b[0] : b;
  if (left === right) return 0;
  if (left === null || left === undefined) return right === null || right === undefined ? 0 : -1;
  if (right === null || right === undefined) return 1;
  if (typeof left === "number" && typeof right === "number") return left - right;
  if (typeof left === "boolean" || typeof right === "boolean") return Number(left) - Number(right);
  if (natural) return naturalCollator.compare(String(left), String(right));
  const foldedLeft = foldText(String(left));
  const foldedRight = foldText(String(right));
  return foldedLeft < foldedRight ? -1 : foldedLeft > foldedRight ? 1 : 0;
}

/** The criteria's `sort` as a list (Shopware also accepts one object, and the `field:DIR` string of GET). */
export function readSortings(criteria: Criteria): Sorting[] {
  const raw = criteria.sort as unknown;
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.flatMap((item): Sorting[] => {
    if (typeof item === "string") {
      return item
        .split(",")
        .filter(Boolean)
        .map((part) => {
          const descending = part.startsWith("-");
          return { field: descending ? part.slice(1) : part, order: descending ? "DESC" : "ASC" };
        });
    }
    return item && typeof item === "object" && typeof (item as Sorting).field === "string"
      ? [item as Sorting]
      : [];
  });
}

/**
 * Sorts by the criteria's `sort` (dotted paths, `order`, `naturalSorting`). Stable: equal items keep their
 * order, so a list sorted by one field is deterministic. `read` lets a caller supply computed fields.
 */
export function sortEntities<T extends Record<string, unknown>>(
  items: T[],
  sortings: Sorting[],
  entityName?: string,
  read: (item: T, field: string) => unknown = (item, field) => fieldValue(item, field, entityName),
): T[] {
  if (sortings.length === 0) return items;
  const keyed = items.map((item, index) => ({
    item,
    index,
    keys: sortings.map((sorting) => read(item, sorting.field)),
  }));
  keyed.sort((a, b) => {
    for (let position = 0; position < sortings.length; position++) {
      const sorting = sortings[position]!;
      const result = compareValues(a.keys[position], b.keys[position], Boolean(sorting.naturalSorting));
      if (result !== 0) return String(sorting.order ?? "ASC").toUpperCase() === "DESC" ? -result : result;
    }
    return a.index - b.index;
  });
  return keyed.map((entry) => entry.item);
}

/** Every word of the term appears (accent- and case-insensitively) in one of the fields. */
export function matchesTerm(
  entity: Record<string, unknown>,
  term: string,
  fields: string[],
  entityName?: string,
): boolean {
  const words = foldText(term).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fields
    .flatMap((field) => {
      const value = fieldValue(entity, field, entityName);
      return Array.isArray(value) ? value : [value];
    })
    .filter((value) => typeof value === "string" || typeof value === "number")
    .map((value) => foldText(String(value)))
    .join(" ");
  return words.every((word) => haystack.includes(word));
}

/** Shopware's `total-count-mode`: 0/`none`, 1/`exact`, 2/`next-pages`. */
export function readTotalCountMode(criteria: Criteria, fallback: TotalCountMode): TotalCountMode {
  const raw = criteria["total-count-mode"];
  if (raw === 0 || raw === "0" || raw === "none") return "none";
  if (raw === 1 || raw === "1" || raw === "exact") return "exact";
  if (raw === 2 || raw === "2" || raw === "next-pages") return "next-pages";
  return fallback;
}

/**
 * The `total` Shopware reports: `exact` counts every match, `none` only what the page holds, `next-pages`
 * what the searcher fetched ahead (the page and five more, plus one to tell that there are more).
 */
export function countTotal(
  mode: TotalCountMode,
  {
    matching,
    offset,
    pageSize,
    limit,
  }: { matching: number; offset: number; pageSize: number; limit: number | null },
): number {
  if (mode === "exact" || limit === null) return mode === "none" ? pageSize : matching;
  if (mode === "none") return pageSize;
  return Math.max(0, Math.min(matching - offset, limit * 6 + 1));
}

/** One page of a list with its `total` per the criteria's `total-count-mode`. */
export function paginateCounted<T>(
  items: T[],
  criteria: Criteria,
  defaultMode: TotalCountMode,
): { items: T[]; page: number; limit: number | null; total: number } {
  const { items: pageItems, page, limit } = paginate(items, criteria);
  const offset = limit === null ? 0 : (page - 1) * limit;
  const total = countTotal(readTotalCountMode(criteria, defaultMode), {
    matching: items.length,
    offset,
    pageSize: pageItems.length,
    limit,
  });
  return { items: pageItems, page, limit, total };
}

/**
 * A DAL search over already loaded entities: criteria filters, sortings (else the given order), paging and
 * the total in the criteria's count mode.
 */
export function searchEntities<T extends Record<string, unknown>>(
  items: T[],
  criteria: Criteria,
  entityName: string,
  defaultMode: TotalCountMode,
): { items: T[]; page: number; limit: number | null; total: number } {
  const matching = filterEntities(items, criteria, entityName);
  const sortings = readSortings(criteria);
  const sorted = sortings.length ? sortEntities(matching, sortings, entityName) : matching;
  return paginateCounted(sorted, criteria, defaultMode);
}

const numbersOf = (values: unknown[]) =>
  values
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((value) => typeof value === "number");

/**
 * Shopware's DAL aggregations over a list of entities: `terms` (buckets with counts), `min`, `max`, `avg`,
 * `sum`, `count`, `stats`, `filter` (with a nested aggregation) and `entity` (ids resolved by `resolveEntities`).
 * The result is keyed by name, each entry with `apiAlias` `<name>_aggregation`, as Shopware serialises it.
 */
export function aggregateEntities(
  entities: Array<Record<string, unknown>>,
  aggregations: AggregationRequest[] | undefined,
  entityName?: string,
  resolveEntities?: (definition: string, ids: string[]) => Array<Record<string, unknown>>,
): Record<string, Record<string, unknown>> {
  const result: Record<string, Record<string, unknown>> = {};
  for (const aggregation of aggregations ?? []) {
    if (!aggregation || typeof aggregation.name !== "string") continue;
    if (aggregation.type === "filter") {
      const filtered = entities.filter((entity) =>
        (aggregation.filter ?? []).every((filter) => matchesFilter(entity, filter, entityName)),
      );
      if (aggregation.aggregation) {
        Object.assign(
          result,
          aggregateEntities(filtered, [aggregation.aggregation], entityName, resolveEntities),
        );
      }
      continue;
    }
    const values = entities.map((entity) => fieldValue(entity, aggregation.field ?? "", entityName));
    const apiAlias = `${aggregation.name}_aggregation`;
    const numbers = numbersOf(values) as number[];
    const sum = numbers.reduce((total, value) => total + value, 0);
    const min = numbers.length ? Math.min(...numbers) : null;
    const max = numbers.length ? Math.max(...numbers) : null;
    const avg = numbers.length ? sum / numbers.length : null;
    switch (aggregation.type) {
      case "terms": {
        const counts = new Map<string, number>();
        for (const value of values) {
          // A to-many field counts each entity once per distinct key.
          const keys = new Set(
            (Array.isArray(value) ? value : [value]).filter((key) => key !== null && key !== undefined),
          );
          for (const key of keys) counts.set(String(key), (counts.get(String(key)) ?? 0) + 1);
        }
        let buckets = [...counts.entries()].map(([key, count]) => ({
          key,
          count,
          extensions: [],
          apiAlias: "aggregation_bucket",
        }));
        const sortings = aggregation.sort
          ? Array.isArray(aggregation.sort)
            ? aggregation.sort
            : [aggregation.sort]
          : [];
        buckets = sortEntities(
          buckets,
          sortings.map((sorting) => ({
            ...sorting,
            field: sorting.field.endsWith("count") ? "count" : "key",
          })),
        );
        if (typeof aggregation.limit === "number" && aggregation.limit > 0)
          buckets = buckets.slice(0, aggregation.limit);
        result[aggregation.name] = { buckets, extensions: [], apiAlias };
        break;
      }
      case "min":
        result[aggregation.name] = { min, extensions: [], apiAlias };
        break;
      case "max":
        result[aggregation.name] = { max, extensions: [], apiAlias };
        break;
      case "avg":
        result[aggregation.name] = { avg, extensions: [], apiAlias };
        break;
      case "sum":
        result[aggregation.name] = { sum, extensions: [], apiAlias };
        break;
      case "count":
        result[aggregation.name] = {
          count: values.filter((value) => value !== null && value !== undefined).length,
          extensions: [],
          apiAlias,
        };
        break;
      case "stats":
        result[aggregation.name] = { min, max, avg, sum, extensions: [], apiAlias };
        break;
      case "entity": {
        const ids = [
          ...new Set(
            values
              .flatMap((value) => (Array.isArray(value) ? value : [value]))
              .filter((value): value is string => typeof value === "string"),
          ),
        ];
        const resolved = resolveEntities?.(aggregation.definition ?? "", ids) ?? [];
        result[aggregation.name] = { entities: resolved, extensions: [], apiAlias };
        break;
      }
      default:
        // Histogram and range aggregations are not emulated; Shopware would answer them, so skip quietly.
        break;
    }
  }
  return result;
}
