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
