import * as z from "zod";
import { salutationSchema } from "./system.ts";

/** The address fields we read; everything else passes through. */
export const customerAddressSchema = z.looseObject({
  id: z.string(),
  customerId: z.string().nullish(),
  salutationId: z.string().nullish(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  company: z.string().nullish(),
  street: z.string().nullish(),
  additionalAddressLine1: z.string().nullish(),
  additionalAddressLine2: z.string().nullish(),
  zipcode: z.string().nullish(),
  city: z.string().nullish(),
  phoneNumber: z.string().nullish(),
  countryId: z.string().nullish(),
  countryStateId: z.string().nullish(),
  country: z.looseObject({ id: z.string(), iso: z.string().nullish(), name: z.string().nullish() }).nullish(),
  countryState: z.looseObject({ id: z.string(), name: z.string().nullish() }).nullish(),
  salutation: salutationSchema.nullish(),
});
export type CustomerAddress = z.infer<typeof customerAddressSchema>;

/** The logged-in customer: `GET /context` (`customer`, null for guests) and `POST /account/customer`. */
export const customerSchema = z.looseObject({
  id: z.string(),
  customerNumber: z.string().nullish(),
  email: z.string().nullish(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  title: z.string().nullish(),
  salutationId: z.string().nullish(),
  /** Loaded with the context and `POST /account/customer`: "Frau", "Herr", ... for greetings. */
  salutation: salutationSchema.nullish(),
  /** A guest orders without an account. */
  guest: z.boolean().nullish(),
  /** False until a double opt-in registration is confirmed. */
  active: z.boolean().nullish(),
  doubleOptInRegistration: z.boolean().nullish(),
  /** `private` or `business`. */
  accountType: z.string().nullish(),
  company: z.string().nullish(),
  vatIds: z.array(z.string()).nullish(),
  defaultBillingAddressId: z.string().nullish(),
  defaultShippingAddressId: z.string().nullish(),
  defaultBillingAddress: customerAddressSchema.nullish(),
  defaultShippingAddress: customerAddressSchema.nullish(),
  activeBillingAddress: customerAddressSchema.nullish(),
  activeShippingAddress: customerAddressSchema.nullish(),
  defaultPaymentMethodId: z.string().nullish(),
});
export type Customer = z.infer<typeof customerSchema>;
