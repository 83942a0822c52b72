import { redirect } from "react-router";
import type { Currency, StoreApiClient, TaxState } from "@shop/store-api";
import { DEFAULT_CURRENCY, type CurrencyOption } from "./currency.ts";
import { safeRedirectPath } from "./safe-redirect.ts";
import { shop } from "./shop.server.ts";
import { cacheHeaders } from "./http-cache.server.ts";

/**
 * The shopper's currency (docs/storefront-rules.md, "Currency and caching"): the sales channel sells in CHF
 * and EUR; the choice lives in the Store API session (`PATCH /context {currencyId}`), and every price the
 * Store API answers for that session is already in it. The pages only need its ISO code to format them.
 */

export interface CurrencyState {
  /** The session's currency (ISO code). */
  currency: string;
  /** The sales channel's currencies, by position. */
  currencies: CurrencyOption[];
  /**
   * Whether the session's prices are gross or net (`context.taxState`: net for a customer group without
   * `displayGross`); the tax notes beside prices follow it. Gross without a session.
   */
  taxState: TaxState;
}

const toOption = (currency: Currency): CurrencyOption => ({ id: currency.id, isoCode: currency.isoCode });

/**
 * The sales channel's currencies by position (read once per server, like its languages: they change with
 * the shop's configuration, not per shopper); empty when they cannot be read.
 */
export async function readCurrencyOptions(): Promise<CurrencyOption[]> {
  try {
    const currencies = await shop.currencies();
    return currencies
      .toSorted((a, b) => (a.position ?? 0) - (b.position ?? 0))
      .map(toOption)
      .filter((option) => option.isoCode !== "");
  } catch (error) {
    console.error("currencies failed", error);
    return [];
  }
}

const guestPrices = { currency: DEFAULT_CURRENCY, taxState: "gross" } as const;

/**
 * The layout's currency and tax state: the session's (one `GET /context`) when the shopper has a session,
 * else the defaults (CHF, gross), without minting a session; the defaults too when the context cannot be
 * read (secondary data never fails a page).
 */
export async function readCurrencyState(api: StoreApiClient): Promise<CurrencyState> {
  const [currencies, prices] = await Promise.all([
    readCurrencyOptions(),
    api.getContextToken()
      ? api.readContext().then(
          (context) => ({ currency: context.currency.isoCode, taxState: context.context.taxState }),
          (error: unknown) => {
            console.error("context currency failed", error);
            return guestPrices;
          },
        )
      : guestPrices,
  ]);
  return { ...prices, currencies };
}

const currencyIdPattern = /^[0-9a-f]{32}$/i;

/**
 * `POST /currency` (the footer's switch): sets the session's currency and answers 303 back to the page the
 * form came from (`redirectTo`, same-origin paths only, else home). An unknown or missing id changes
 * nothing. A form on another site never gets here (lib/csrf.server.ts).
 */
export async function switchCurrency(request: Request, api: StoreApiClient): Promise<Response> {
  const form = await request.formData().catch(() => new FormData());
  const target = safeRedirectPath(form.get("redirectTo"));
  const currencyId = form.get("currencyId");
  if (typeof currencyId === "string" && currencyIdPattern.test(currencyId)) {
    const known = (await readCurrencyOptions()).some((option) => option.id === currencyId);
    if (known) {
      try {
        await api.updateContext({ currencyId });
      } catch (error) {
        console.error("currency switch failed", error);
      }
    }
  }
  return redirect(target, { status: 303, headers: cacheHeaders("noStore") });
}
