import { rules, type FormRules, type Problem, type Rule } from "./forms/rules.ts";

/**
 * The service forms of spec §1–§3, the parts the browser and the server share: the quotation request
 * (`/quotation-request`: product numbers and quantities, company, contact, comment, privacy consent) and
 * the test-machine inquiry (`/test-machine-inquiry`: machine, preferred test date, consultation and offer
 * wishes, subject, comment, contact, privacy consent). Their rules, the quotation's lines (`productNumber-N`
 * and `quantity-N` fields) and the query that prefills them. The server side is `quotation.server.ts` and
 * `test-machine-inquiry.server.ts`. Documented in docs/storefront-rules.md, "Service forms".
 */

/** How many empty lines the quotation form offers without JavaScript (after the prefilled ones). */
export const EMPTY_QUOTATION_LINES = 5;
/** At most this many lines are read from a form or a query. */
export const MAX_QUOTATION_LINES = 50;
/** Quantities of a quotation line: whole pieces, 1 to 99 999. */
export const MAX_QUOTATION_QUANTITY = 99_999;

export interface QuotationLine {
  productNumber: string;
  quantity: string;
}

/** The lines the form holds (by their index), empty ones left out. */
export function quotationLines(values: Readonly<Record<string, string>>): QuotationLine[] {
  const lines: QuotationLine[] = [];
  for (let index = 0; index < MAX_QUOTATION_LINES; index += 1) {
    const productNumber = (values[`productNumber-${index}`] ?? "").trim();
    const quantity = (values[`quantity-${index}`] ?? "").trim();
    if (productNumber || quantity) lines.push({ productNumber, quantity });
  }
  return lines;
}

/** The indices of the lines that hold something. */
function filledIndices(values: Readonly<Record<string, string>>): number[] {
  const indices: number[] = [];
  for (let index = 0; index < MAX_QUOTATION_LINES; index += 1) {
    if ((values[`productNumber-${index}`] ?? "").trim() || (values[`quantity-${index}`] ?? "").trim())
      indices.push(index);
  }
  return indices;
}

const privacyConsent = rules.accepted({ rule: "acceptDataProtection" });

/** The contact part of both forms: names, e-mail (required), phone, company. */
const contactRules = (companyRequired: boolean): FormRules => ({
  ...(companyRequired ? { company: [rules.required(), rules.maxLength(255)] } : {}),
  firstName: [rules.required(), rules.maxLength(255)],
  lastName: [rules.required(), rules.maxLength(255)],
  email: [rules.required(), rules.email(), rules.maxLength(254)],
  phone: [rules.maxLength(40)],
});

/** A quotation: at least one line; each filled line a product number and a quantity of 1 or more. */
export function quotationRules(values: Readonly<Record<string, string>>): FormRules {
  const lines = filledIndices(values);
  const lineRules: Record<string, Rule[]> = {};
  for (const index of lines.length > 0 ? lines : [0]) {
    lineRules[`productNumber-${index}`] = [rules.required(), rules.maxLength(64)];
    lineRules[`quantity-${index}`] = [
      rules.required(),
      rules.integer(),
      rules.between(1, MAX_QUOTATION_QUANTITY),
    ];
  }
  return {
    ...lineRules,
    ...contactRules(true),
    comment: [rules.maxLength(5000)],
    privacy: [privacyConsent],
  };
}

/** Today as `YYYY-MM-DD` in Swiss time (the date field's value format). */
export function swissToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Zurich",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** A preferred test date: a real `YYYY-MM-DD` date, today or later (blank passes: the date is optional). */
export const notInThePast =
  (today: string): Rule =>
  (value): Problem | undefined => {
    const text = value.trim();
    if (!text) return undefined;
    const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : undefined;
    if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text)
      return { rule: "date" };
    return text < today ? { rule: "notInThePast" } : undefined;
  };

/** A test-machine inquiry: machine, subject, contact and consent; the date not before `today`. */
export function testMachineRules(today: string): FormRules {
  return {
    machine: [rules.required(), rules.maxLength(255)],
    testDate: [notInThePast(today)],
    subject: [rules.required(), rules.maxLength(255)],
    comment: [rules.maxLength(5000)],
    company: [rules.maxLength(255)],
    ...contactRules(false),
    place: [rules.maxLength(255)],
    privacy: [privacyConsent],
  };
}

/** A line of a query (`?product=SW-1&quantity=2&product=SW-2`): at most 64 characters, a sane quantity. */
export function prefillLines(url: URL): QuotationLine[] {
  const numbers = url.searchParams.getAll("product").slice(0, MAX_QUOTATION_LINES);
  const quantities = url.searchParams.getAll("quantity");
  return numbers
    .map((number, index) => {
      const quantity = Number.parseInt(quantities[index] ?? "1", 10);
      return {
        productNumber: number.trim().slice(0, 64),
        quantity: String(
          Number.isFinite(quantity) && quantity >= 1 ? Math.min(quantity, MAX_QUOTATION_QUANTITY) : 1,
        ),
      };
    })
    .filter((line) => line.productNumber !== "");
}
