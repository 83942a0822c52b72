import { createRequire } from "node:module";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { fixtureIds, registrations } from "@shop/mocks/fixtures";

/** The axe rule set of every e2e check: WCAG 2.2 AA rules and best practices. */
export const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * axe's violations as `rule: targets` lines, on the whole page or on what `scope` leaves of it (e.g. an
 * `exclude` of parts checked elsewhere; page-level rules such as one `main` and one `h1` still run).
 */
export async function axeViolations(
  page: Page,
  scope: (builder: AxeBuilder) => AxeBuilder = (builder) => builder,
): Promise<string[]> {
  // Only violations are collected: axe builds no selectors and no results for the passing nodes.
  const builder = new AxeBuilder({ page }).options({
    runOnly: { type: "tag", values: axeTags },
    resultTypes: ["violations"],
  });
  const results = await scope(builder).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

/** axe on the whole page, WCAG 2.2 AA rules and best practices: zero violations. */
export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** Fails the test on any uncaught page error or console error (hydration mismatches included). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  return problems;
}

/** Text of an HTML fragment, whitespace collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The production server's CLI (react-router-serve), for tests that start servers of their own. */
export const serveBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@react-router/serve/package.json")),
  "bin.cjs",
);

/** Waits until React has hydrated the page (the header's search toggle is a button from then on). */
export async function hydrated(page: Page) {
  // The shell (ADR 6), then the islands: their chunks have arrived once the network is quiet, and the
  // header island is hydrated when its search toggle is a button.
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await page.waitForLoadState("networkidle");
  // An island inside another (the listing's filters inside the CMS page) asks for its chunk only once the
  // outer one has hydrated: wait until the page is idle and has requested nothing new in between.
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        let seen = -1;
        // With a timeout: Chromium may give a page no idle period for long while other pages of the shop are
        // open beside it (the crawl loads one page at three widths at once).
        const check = () =>
          requestIdleCallback(
            () => {
              const now = performance.getEntriesByType("resource").length;
              if (now === seen) resolve(true);
              else {
                seen = now;
                setTimeout(check, 300);
              }
            },
            { timeout: 1000 },
          );
        check();
      }),
    undefined,
    { timeout: 20_000 },
  );
  await expect(page.locator("button#header-search-toggle")).toBeAttached();
}

/** A shopper's order placed through the browser's session (until checkout has a UI of its own). */
export interface PlacedOrder {
  id: string;
  orderNumber: string;
  email: string;
}

/**
 * Places an order as a shopper would, through the page's own session: one product into the cart (the
 * add-to-cart form's route), a guest registration, the payment method, and the order, all through the
 * same-origin Store API proxy, which keeps the shopper's context token in its HttpOnly cookie. The page's
 * next `goto` is that shopper. `paymentMethod` is a fixture key (invoice, twint, creditCard, ...).
 */
export async function placeOrder(
  page: Page,
  baseURL: string,
  options: {
    locale?: "de-DE" | "fr-CH";
    paymentMethod?: keyof typeof fixtureIds.paymentMethods;
    /** The page's shopper is a logged-in customer already: order as that customer, no guest registration. */
    customer?: { email: string };
  } = {},
): Promise<PlacedOrder> {
  const { locale = "de-DE", paymentMethod = "invoice", customer } = options;
  const request = page.request;
  const language: Record<string, string> =
    locale === "de-DE" ? {} : { "sw-language-id": fixtureIds.languages[locale] };
  const listed = await request.post("/store-api/product", {
    data: { limit: 50, sort: [{ field: "price", order: "ASC" }] },
  });
  expect(listed.ok()).toBe(true);
  const { elements } = (await listed.json()) as {
    elements: {
      id: string;
      available?: boolean | null;
      childCount?: number | null;
      minPurchase?: number | null;
    }[];
  };
  const product = elements.find(
    (item) => item.available !== false && !item.childCount && (item.minPurchase ?? 1) === 1,
  );
  if (!product) throw new Error("no product to order");
  const added = await request.post("/checkout/line-item", {
    form: { productId: product.id, quantity: "2", redirectTo: "/" },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);

  const email = customer?.email ?? `guest-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ch`;
  if (!customer) {
    // The fixtures' guests (fr-CH ships to a second address), each time with a new e-mail.
    const guest = registrations[locale === "de-DE" ? "guestDe" : "guestFr"];
    const registered = await request.post("/store-api/account/register", {
      headers: language,
      data: { ...guest, email, storefrontUrl: locale === "de-DE" ? baseURL : `${baseURL}/fr-CH` },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
  }
  const chosen = await request.patch("/store-api/context", {
    headers: language,
    data: { paymentMethodId: fixtureIds.paymentMethods[paymentMethod] },
  });
  expect(chosen.ok()).toBe(true);
  const ordered = await request.post("/store-api/checkout/order", {
    headers: language,
    data: { customerComment: "Bitte beim Empfang abgeben." },
  });
  expect(ordered.ok(), await ordered.text()).toBe(true);
  const order = (await ordered.json()) as { id: string; orderNumber: string };
  return { id: order.id, orderNumber: order.orderNumber, email };
}
