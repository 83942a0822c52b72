import * as z from "zod";
import { list } from "./helpers.ts";

/** Cash rounding of a currency: `decimals`, then to `interval` (0.05 for CHF totals). */
export const cashRoundingSchema = z.looseObject({
  decimals: z.number().int(),
  interval: z.number(),
  roundForNet: z.boolean().nullish(),
});
export type CashRounding = z.infer<typeof cashRoundingSchema>;

export const currencySchema = z.looseObject({
  id: z.string(),
  /** e.g. `CHF`. */
  isoCode: z.string(),
  symbol: z.string().nullish(),
  shortName: z.string().nullish(),
  name: z.string().nullish(),
  /** Exchange rate to the shop's default currency. */
  factor: z.number().nullish(),
  position: z.number().nullish(),
  isSystemDefault: z.boolean().nullish(),
  /** Orders above this amount are tax-free (export), when set. */
  taxFreeFrom: z.number().nullish(),
  itemRounding: cashRoundingSchema.nullish(),
  totalRounding: cashRoundingSchema.nullish(),
  translated: z.looseObject({ name: z.string().nullish(), shortName: z.string().nullish() }).nullish(),
});
export type Currency = z.infer<typeof currencySchema>;

export const countryStateSchema = z.looseObject({
  id: z.string(),
  countryId: z.string().nullish(),
  /** e.g. `CH-ZH`. */
  shortCode: z.string().nullish(),
  name: z.string().nullish(),
  position: z.number().nullish(),
  active: z.boolean().nullish(),
  translated: z.looseObject({ name: z.string().nullish() }).nullish(),
});
export type CountryState = z.infer<typeof countryStateSchema>;

export const countrySchema = z.looseObject({
  id: z.string(),
  name: z.string().nullish(),
  /** ISO 3166-1 alpha-2, e.g. `CH`. */
  iso: z.string().nullish(),
  iso3: z.string().nullish(),
  position: z.number().nullish(),
  active: z.boolean().nullish(),
  /** False: customers cannot ship here (the address form should not offer it for shipping). */
  shippingAvailable: z.boolean().nullish(),
  displayStateInRegistration: z.boolean().nullish(),
  forceStateInRegistration: z.boolean().nullish(),
  postalCodeRequired: z.boolean().nullish(),
  checkPostalCodePattern: z.boolean().nullish(),
  checkAdvancedPostalCodePattern: z.boolean().nullish(),
  advancedPostalCodePattern: z.string().nullish(),
  defaultPostalCodePattern: z.string().nullish(),
  vatIdRequired: z.boolean().nullish(),
  checkVatIdPattern: z.boolean().nullish(),
  vatIdPattern: z.string().nullish(),
  isEu: z.boolean().nullish(),
  /** Address layout rows (Shopware's address formatting); passed through as sent. */
  addressFormat: z.unknown().optional(),
  translated: z.looseObject({ name: z.string().nullish() }).nullish(),
  /** Only with the `states` association. */
  states: list(countryStateSchema),
});
export type Country = z.infer<typeof countrySchema>;

export const salutationSchema = z.looseObject({
  id: z.string(),
  /** `mr`, `mrs`, `not_specified`, ... */
  salutationKey: z.string(),
  /** Shown in forms, e.g. "Herr". */
  displayName: z.string().nullish(),
  /** Used in letters and e-mails, e.g. "Sehr geehrter Herr". */
  letterName: z.string().nullish(),
  position: z.number().nullish(),
  translated: z
    .looseObject({ displayName: z.string().nullish(), letterName: z.string().nullish() })
    .nullish(),
});
export type Salutation = z.infer<typeof salutationSchema>;
