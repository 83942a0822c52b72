/**
 * Where real Shopware (6.7) answers differently from its own OpenAPI schema, and the emulator copies
 * Shopware rather than the schema. Each entry patches the schema document before validation; keep this
 * list short and every reason checkable. Anything else the schema rejects is a bug in the fixtures.
 */
import type { OpenApiDocument, SchemaObject } from "./openapi.ts";

export interface Deviation {
  id: string;
  /** The schema location that is patched. */
  where: string;
  reason: string;
  apply(document: OpenApiDocument): void;
}

function visit(value: unknown, fn: (schema: SchemaObject) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) visit(item, fn);
    return;
  }
  if (value === null || typeof value !== "object") return;
  fn(value as SchemaObject);
  for (const field of Object.values(value)) visit(field, fn);
}

const schema = (document: OpenApiDocument, name: string): SchemaObject => {
  const found = document.components.schemas[name];
  if (!found) throw new Error(`Deviation refers to unknown schema ${name}`);
  return found;
};

const property = (owner: SchemaObject, name: string): SchemaObject => {
  const found = (owner.properties as Record<string, SchemaObject> | undefined)?.[name];
  if (!found) throw new Error(`Deviation refers to unknown property ${name}`);
  return found;
};

/** Applied in order: the targeted patches first, the general nullability last. */
export const deviations: Deviation[] = [
  {
    id: "country-address-format-is-a-list",
    where: "components.schemas.Country.properties.addressFormat",
    reason:
      'Country.addressFormat is stored and returned as a list of lines, each a list of snippet keys (e.g. [["address/company", "symbol/dash", "address/department"], ...]); the schema says `object`.',
    apply(document) {
      const country = schema(document, "Country");
      const properties = country.properties as Record<string, SchemaObject>;
      properties.addressFormat = {
        type: "array",
        items: { type: "array", items: { type: "string" } },
      };
    },
  },
  {
    id: "context-currency-factor-is-a-float",
    where: "components.schemas.SalesChannelContext.properties.context.properties.currencyFactor",
    reason:
      "Context::currencyFactor is a PHP float (the currency's exchange rate, e.g. 1.06 for EUR in a CHF shop); the schema types it as integer, which only holds for the default currency.",
    apply(document) {
      const context = property(schema(document, "SalesChannelContext"), "context");
      (context.properties as Record<string, SchemaObject>).currencyFactor = { type: "number" };
    },
  },
  {
    id: "optional-fields-are-null",
    where: "components.schemas and components.responses: every property not listed in `required`",
    reason:
      "Shopware's entity serializer writes every field of an entity, and unset ones (parentId of a root, mediaId without media, associations that were not loaded, runtime fields, ContextTokenResponse's redirectUrl) as null. The schema declares those optional properties without a null type, so a real response would fail just the same.",
    apply(document) {
      visit([document.components.schemas, document.components.responses], (node) => {
        const properties = node.properties as Record<string, SchemaObject> | undefined;
        if (!properties || typeof properties !== "object" || Array.isArray(properties)) return;
        const required = new Set(Array.isArray(node.required) ? (node.required as string[]) : []);
        for (const [name, definition] of Object.entries(properties)) {
          if (required.has(name) || typeof definition !== "object" || definition === null) continue;
          properties[name] = { anyOf: [{ type: "null" }, definition] };
        }
      });
    },
  },
];
