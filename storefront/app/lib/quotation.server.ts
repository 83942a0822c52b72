import { isStoreApiError, type StoreApiClient } from "@shop/store-api";
import { checked, failureOf, succeeded } from "./account-profile.server.ts";
import { formValues } from "./forms/rules.ts";
import type { Locale } from "./locale.ts";
import { readSalutations } from "./registration.server.ts";
import { prefillLines, quotationLines, quotationRules, type QuotationLine } from "./service-forms.ts";

/**
 * The quotation request `/quotation-request` on the server (spec §1 "quotation requests", issue 15): the
 * page's prefilled lines (a hidden-price product's "Request a quote" link, `?product=…&quantity=…`, or the
 * cart's link, `?from=cart`, which takes every product line of the cart) and the action, which checks the
 * form with the browser's rules and sends it through the Store API's contact form (`POST /contact-form`,
 * subject "Offertanfrage: <company>", the lines and every field in the comment), so the shop gets a mail.
 */

export interface QuotationPageData {
  salutations: { id: string; name: string }[];
  lines: QuotationLine[];
}

/** The cart's product lines as quotation lines (none when the cart cannot be read). */
async function cartLines(api: StoreApiClient): Promise<QuotationLine[]> {
  try {
    const cart = await api.readCart();
    return cart.lineItems
      .filter((item) => item.type === "product" && item.payload?.productNumber)
      .map((item) => ({
        productNumber: String(item.payload?.productNumber),
        quantity: String(item.quantity),
      }));
  } catch (error) {
    console.error("quotation cart failed", error);
    return [];
  }
}

export async function readQuotationPage(api: StoreApiClient, url: URL): Promise<QuotationPageData> {
  const [salutations, lines] = await Promise.all([
    readSalutations(api),
    url.searchParams.get("from") === "cart" ? cartLines(api) : Promise.resolve(prefillLines(url)),
  ]);
  return { salutations, lines };
}

const yesNo = (value: string | undefined) => (value === "on" ? "ja" : "nein");

/** The mail's text: what the shop's staff read (German, the shop's language), every field named. */
export function quotationComment(values: Readonly<Record<string, string>>, locale: Locale): string {
  const field = (name: string) => (values[name] ?? "").trim();
  return [
    "Offertanfrage",
    `Firma: ${field("company")}`,
    `Kontakt: ${field("firstName")} ${field("lastName")} <${field("email")}>`,
    `Telefon: ${field("phone") || "–"}`,
    `Sprache: ${locale}`,
    `Datenschutz akzeptiert: ${yesNo(values["privacy"])}`,
    "",
    "Positionen:",
    ...quotationLines(values).map((line) => `- ${line.quantity} × ${line.productNumber}`),
    "",
    "Bemerkung:",
    field("comment") || "–",
  ].join("\n");
}

/** `POST /quotation-request`: the answer of the form (its values and errors, or that it was sent). */
export async function quotationAction(request: Request, api: StoreApiClient, locale: Locale) {
  const values = formValues(await request.formData().catch(() => new FormData()));
  const refused = checked("quotation", values, quotationRules(values));
  if (refused) return refused;
  try {
    await api.sendContactForm({
      email: values["email"]!.trim(),
      subject: `Offertanfrage: ${values["company"]!.trim()}`,
      comment: quotationComment(values, locale),
      salutationId: values["salutationId"] || undefined,
      firstName: values["firstName"]!.trim(),
      lastName: values["lastName"]!.trim(),
      phone: values["phone"]?.trim() || undefined,
    });
  } catch (error) {
    // The comment and subject are ours: their violations belong to the whole form.
    const fields = { subject: "company", comment: "comment" };
    if (isStoreApiError(error) && error.status === 400) return failureOf(error, "quotation", values, fields);
    return failureOf(error, "quotation", values);
  }
  return succeeded("quotation", values);
}
