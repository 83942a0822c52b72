import * as z from "zod";

/**
 * A list Shopware may send as an array, `null`, or not at all; always an array after parsing,
 * so consumers can iterate without guards.
 */
export const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((value): z.output<T>[] => value ?? []);

/**
 * PHP serialises an empty associative array as `[]`; JSON fields such as slot `config` therefore
 * arrive as `[]` when empty. This accepts `[]` as `{}`.
 */
export const phpObject = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (Array.isArray(value) && value.length === 0 ? {} : value), schema);

/**
 * A collection Shopware may serialise as an array or, when PHP keeps non-sequential keys, as an object keyed
 * by id or key (e.g. `Cart.errors`, `sortedProperties`). Always an array after parsing, in the sent order.
 */
export const collection = <T extends z.ZodType>(item: T) =>
  z
    .union([z.array(item), z.record(z.string(), item)])
    .nullish()
    .transform((value): z.output<T>[] =>
      value == null ? [] : Array.isArray(value) ? value : Object.values(value),
    );

/**
 * A number Shopware may send as a string: statistics aggregations (`price.min`, `rating.max`) come straight
 * from MySQL, whose DECIMAL columns arrive as `"12.50"`. Prices themselves are always numbers and use `z.number()`.
 */
export const decimal = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

/**
 * A yes/no custom field. Custom fields are free JSON: the administration stores `true`/`false`, imports
 * often `1`/`0` or `"1"`/`"0"`. Parsed as a boolean.
 */
export const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(["0", "1", "true", "false", ""])])
  .transform((value) => value === true || value === 1 || value === "1" || value === "true");

/** Answers that are not read: 204 without body (or a body some versions add). Always `undefined`. */
export const noContentSchema = z.unknown().transform((): void => undefined);
