import * as z from "zod";
import { paymentMethodSchema, shippingMethodSchema } from "./checkout-method.ts";
import { customerAddressSchema, customerSchema } from "./customer.ts";
import { currencySchema } from "./system.ts";
import { taxStateSchema } from "./tax-state.ts";

export const salesChannelDomainSchema = z.looseObject({
  id: z.string().optional(),
  url: z.string(),
  languageId: z.string().nullish(),
  currencyId: z.string().nullish(),
});

export const salesChannelSchema = z.looseObject({
  id: z.string(),
  /** Root of the main navigation; `/` renders this category. */
  navigationCategoryId: z.string(),
  footerCategoryId: z.string().nullish(),
  serviceCategoryId: z.string().nullish(),
  languageId: z.string(),
  countryId: z.string(),
  currencyId: z.string().nullish(),
  customerGroupId: z.string().nullish(),
  domains: z.array(salesChannelDomainSchema).nullish(),
});
export type SalesChannel = z.infer<typeof salesChannelSchema>;

/** Store API answer of `GET /context`. */
export const salesChannelContextSchema = z.looseObject({
  token: z.string(),
  currency: currencySchema,
  salesChannel: salesChannelSchema,
  context: z.looseObject({
    /** The current language first, then its fallbacks. */
    languageIdChain: z.array(z.string()),
    currencyId: z.string(),
    taxState: taxStateSchema,
    versionId: z.string().nullish(),
    currencyFactor: z.number().nullish(),
    /** The rules the session matches (for a shipping method's price rows). */
    ruleIds: z.array(z.string()).nullish(),
  }),
  /** `null` for a visitor without account or guest session. */
  customer: customerSchema.nullish().transform((value) => value ?? null),
  paymentMethod: paymentMethodSchema,
  shippingMethod: shippingMethodSchema,
  shippingLocation: z.looseObject({
    country: z.looseObject({ id: z.string(), iso: z.string().nullish(), name: z.string().nullish() }),
    countryState: z.looseObject({ id: z.string() }).nullish(),
    address: customerAddressSchema.nullish(),
  }),
  currentCustomerGroup: z.looseObject({ id: z.string(), displayGross: z.boolean().nullish() }).nullish(),
  languageInfo: z.looseObject({ name: z.string(), localeCode: z.string() }).nullish(),
});
export type SalesChannelContext = z.infer<typeof salesChannelContextSchema>;

const contextTokenResponseObject = z.looseObject({
  /** Only before Shopware 6.6; newer versions send the token in the header only. */
  contextToken: z.string().optional(),
  /** Set after a language change when the shop wants the storefront to move to another domain. */
  redirectUrl: z.string().nullish(),
});

/** Answer of login, logout, register and `PATCH /context`; the token itself comes in the header. */
export const contextTokenResponseSchema = contextTokenResponseObject
  .nullish()
  .transform((value): z.output<typeof contextTokenResponseObject> => value ?? {});
export type ContextTokenResponse = z.infer<typeof contextTokenResponseSchema>;
