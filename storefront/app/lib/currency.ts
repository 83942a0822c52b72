import { useRouteLoaderData } from "react-router";
import type { TaxState } from "@shop/store-api";
import { useLocale } from "./use-locale.ts";

/** The shop's currency when the shopper has no session (the sales channel's default). */
export const DEFAULT_CURRENCY = "CHF";

/** A currency of the footer's switch. */
export interface CurrencyOption {
  id: string;
  isoCode: string;
}

/**
 * The session's currency (ISO code) for formatting prices: the default layout's loader reads it
 * (lib/currency.server.ts `readCurrencyState`), so every page, and every revalidation after a switch, has it.
 */
export function useShopCurrency(): string {
  const data = useRouteLoaderData<{ currency?: string } | undefined>(`${useLocale()}/default-layout`);
  return data?.currency ?? DEFAULT_CURRENCY;
}

/**
 * Whether the session sees gross or net prices (the context's tax state, which the layout reads with the
 * currency): the tax notes beside prices say "incl." or "excl. VAT". Gross without a session.
 */
export function useShopTaxState(): TaxState {
  const data = useRouteLoaderData<{ taxState?: TaxState } | undefined>(`${useLocale()}/default-layout`);
  return data?.taxState ?? "gross";
}
