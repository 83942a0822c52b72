import * as z from "zod";
import type { Criteria } from "../criteria.ts";
import { entitySearchResultSchema, type EntitySearchResult } from "../schemas/entity-search-result.ts";
import {
  countrySchema,
  countryStateSchema,
  currencySchema,
  salutationSchema,
  type Country,
  type CountryState,
  type Currency,
  type Salutation,
} from "../schemas/system.ts";
import { segment, type RequestOptions, type StoreApiTransport } from "../transport.ts";

/** `POST /currency`: the sales channel's currencies. Shopware answers a plain array here, not a search result. */
export function readCurrencies(
  api: StoreApiTransport,
  criteria?: Criteria,
  options?: RequestOptions,
): Promise<Currency[]> {
  return api.request({
    ...options,
    method: "POST",
    path: "/currency",
    kind: "read",
    body: criteria ?? {},
    schema: z.array(currencySchema),
  });
}

/** `POST /country`: the sales channel's countries. Add `associations: {states: {}}` for their states. */
export function readCountries(
  api: StoreApiTransport,
  criteria?: Criteria,
  options?: RequestOptions,
): Promise<EntitySearchResult<Country>> {
  return api.request({
    ...options,
    method: "POST",
    path: "/country",
    kind: "read",
    body: criteria ?? {},
    schema: entitySearchResultSchema(countrySchema),
  });
}

/** `POST /country-state/{countryId}`: the states (cantons) of one country. */
export function readCountryStates(
  api: StoreApiTransport,
  countryId: string,
  criteria?: Criteria,
  options?: RequestOptions,
): Promise<EntitySearchResult<CountryState>> {
  return api.request({
    ...options,
    method: "POST",
    path: `/country-state/${segment(countryId)}`,
    kind: "read",
    body: criteria ?? {},
    schema: entitySearchResultSchema(countryStateSchema),
  });
}

/** `POST /salutation`: salutations for address and registration forms. */
export function readSalutations(
  api: StoreApiTransport,
  criteria?: Criteria,
  options?: RequestOptions,
): Promise<EntitySearchResult<Salutation>> {
  return api.request({
    ...options,
    method: "POST",
    path: "/salutation",
    kind: "read",
    body: criteria ?? {},
    schema: entitySearchResultSchema(salutationSchema),
  });
}

export const systemEndpoints = { readCurrencies, readCountries, readCountryStates, readSalutations };
