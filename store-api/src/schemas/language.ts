import * as z from "zod";

const codeSchema = z.looseObject({
  id: z.string().optional(),
  /** e.g. `de-DE`, `fr-CH`. */
  code: z.string(),
  name: z.string().nullish(),
});

export const languageSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  parentId: z.string().nullish(),
  localeId: z.string().nullish(),
  translationCodeId: z.string().nullish(),
  locale: codeSchema.nullish(),
  /** The locale of the language's texts; load it with the `translationCode` association. */
  translationCode: codeSchema.nullish(),
});
export type Language = z.infer<typeof languageSchema>;
