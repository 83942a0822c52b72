/**
 * Shopware's own Store API schema (OpenAPI 3.2, shipped in `@shopware/api-client`) turned into Ajv
 * validators per operation and status, with the known deviations of real Shopware applied (deviations.ts).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { deviations } from "./deviations.ts";

export type SchemaObject = Record<string, unknown>;
export interface OpenApiDocument {
  info: { version: string };
  paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, SchemaObject> }>>;
  components: { schemas: Record<string, SchemaObject>; responses: Record<string, SchemaObject> };
}

export const schemaPath = fileURLToPath(
  new URL("../../node_modules/@shopware/api-client/api-types/storeApiSchema.json", import.meta.url),
);

const SCHEMA_ID = "https://shopware.test/store-api-schema.json";

/** Points every `#/components/...` reference at the registered document. */
function absolutizeRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(absolutizeRefs);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      key === "$ref" && typeof field === "string" && field.startsWith("#/")
        ? `${SCHEMA_ID}${field}`
        : absolutizeRefs(field),
    ]),
  );
}

export function loadStoreApiDocument(): OpenApiDocument {
  return JSON.parse(readFileSync(schemaPath, "utf8")) as OpenApiDocument;
}

export interface ContractValidator {
  document: OpenApiDocument;
  /**
   * Validates a body against the response schema of `method path` for `status`. Statuses the operation
   * does not declare (412, 503, ...) are checked against Shopware's generic error schema (`failure`).
   */
  validate(method: string, path: string, status: number, body: unknown): { valid: boolean; errors: string[] };
}

function format(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map(
    (error) => `${error.instancePath || "/"} ${error.message ?? ""} ${JSON.stringify(error.params)}`,
  );
}

export function createContractValidator(): ContractValidator {
  const document = loadStoreApiDocument();
  for (const deviation of deviations) deviation.apply(document);

  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addFormat("int32", { type: "number", validate: (value: number) => Number.isInteger(value) });
  ajv.addFormat("int64", { type: "number", validate: (value: number) => Number.isInteger(value) });
  ajv.addFormat("float", { type: "number", validate: () => true });
  ajv.addFormat("double", { type: "number", validate: () => true });
  ajv.addFormat("binary", true);
  // The schema also uses an empty format and a regular expression as a format; neither constrains anything.
  ajv.addFormat("", true);
  ajv.addFormat("^[0-9a-f]{32}$", true);
  ajv.addSchema({ $id: SCHEMA_ID, components: absolutizeRefs(document.components) });

  const cache = new Map<string, ValidateFunction>();
  const compile = (key: string, schema: SchemaObject) => {
    let validator = cache.get(key);
    if (!validator) {
      validator = ajv.compile(absolutizeRefs(schema) as SchemaObject);
      cache.set(key, validator);
    }
    return validator;
  };

  const responseSchema = (method: string, path: string, status: number): SchemaObject | undefined => {
    const operation = document.paths[path]?.[method.toLowerCase()];
    if (!operation) throw new Error(`The Store API schema has no operation ${method.toUpperCase()} ${path}`);
    let response = operation.responses?.[String(status)];
    if (!response) return undefined;
    const ref = response.$ref;
    if (typeof ref === "string")
      response = document.components.responses[ref.replace("#/components/responses/", "")];
    const content = response?.content as Record<string, { schema?: SchemaObject }> | undefined;
    return content?.["application/json"]?.schema ?? content?.["application/vnd.api+json"]?.schema;
  };

  return {
    document,
    validate(method, path, status, body) {
      const schema = responseSchema(method, path, status);
      const key = schema ? `${method} ${path} ${status}` : "failure";
      if (!schema && status < 400) {
        return { valid: false, errors: [`${method.toUpperCase()} ${path} declares no ${status} response`] };
      }
      const validator = compile(key, schema ?? { $ref: "#/components/schemas/failure" });
      const valid = validator(body) as boolean;
      return { valid, errors: format(validator.errors) };
    },
  };
}
