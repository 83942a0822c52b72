import { translatedName, type Breadcrumb, type StoreApiClient } from "@shop/store-api";
import { checked, failureOf, succeeded } from "./account-profile.server.ts";
import { formValues } from "./forms/rules.ts";
import type { Locale } from "./locale.ts";
import { readSalutations } from "./registration.server.ts";
import { swissToday, testMachineRules } from "./service-forms.ts";

/**
 * The test-machine inquiry `/test-machine-inquiry` on the server (spec §3 "Inquiry / quotation", issue 15):
 * the machine from the machine page's link (`?machine=…`, editable), the minimum test date (today, Swiss
 * time) and the action, which checks the form with the browser's rules and sends it through the Store
 * API's contact form (`POST /contact-form`, subject "Testmaschine: <machine> – <subject>", every field in
 * the comment), so the shop gets a mail.
 */

export interface TestMachinePageData {
  salutations: { id: string; name: string }[];
  machine: string;
  /** The earliest test date, `YYYY-MM-DD`. */
  today: string;
}

/** The top category of the machines, by its name in either language (the product page shows the link). */
const MACHINE_CATEGORY_NAMES = new Set(["maschinen", "machines"]);

/** Whether a product's breadcrumb trail lies below the machines category. */
export function isMachineTrail(trail: readonly Breadcrumb[]): boolean {
  return trail.some((entry) => MACHINE_CATEGORY_NAMES.has(translatedName(entry).trim().toLowerCase()));
}

export async function readTestMachinePage(api: StoreApiClient, url: URL): Promise<TestMachinePageData> {
  return {
    salutations: await readSalutations(api),
    machine: (url.searchParams.get("machine") ?? "").trim().slice(0, 255),
    today: swissToday(),
  };
}

const yesNo = (value: string | undefined) => (value === "on" ? "ja" : "nein");

/** The mail's text: what the shop's staff read (German, the shop's language), every field named. */
export function testMachineComment(values: Readonly<Record<string, string>>, locale: Locale): string {
  const field = (name: string) => (values[name] ?? "").trim();
  return [
    "Testmaschinen-Anfrage",
    `Maschine: ${field("machine")}`,
    `Wunschtermin: ${field("testDate") || "–"}`,
    `Beratung gewünscht: ${yesNo(values["consultation"])}`,
    `Offerte gewünscht: ${yesNo(values["offer"])}`,
    `Firma: ${field("company") || "–"}`,
    `Kontakt: ${field("firstName")} ${field("lastName")} <${field("email")}>`,
    `Telefon: ${field("phone") || "–"}`,
    `PLZ/Ort: ${field("place") || "–"}`,
    `Sprache: ${locale}`,
    `Datenschutz akzeptiert: ${yesNo(values["privacy"])}`,
    "",
    "Bemerkung:",
    field("comment") || "–",
  ].join("\n");
}

/** `POST /test-machine-inquiry`: the answer of the form (its values and errors, or that it was sent). */
export async function testMachineAction(request: Request, api: StoreApiClient, locale: Locale) {
  const values = formValues(await request.formData().catch(() => new FormData()));
  const refused = checked("test-machine", values, testMachineRules(swissToday()));
  if (refused) return refused;
  try {
    await api.sendContactForm({
      email: values["email"]!.trim(),
      subject: `Testmaschine: ${values["machine"]!.trim()} – ${values["subject"]!.trim()}`,
      comment: testMachineComment(values, locale),
      salutationId: values["salutationId"] || undefined,
      firstName: values["firstName"]!.trim(),
      lastName: values["lastName"]!.trim(),
      phone: values["phone"]?.trim() || undefined,
    });
  } catch (error) {
    return failureOf(error, "test-machine", values, { subject: "subject", comment: "comment" });
  }
  return succeeded("test-machine", values);
}
