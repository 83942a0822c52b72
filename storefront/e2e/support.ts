import { mkdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import axe from "axe-core";
import { expect, test, type APIRequestContext, type Frame, type Page } from "@playwright/test";
import { fixtureIds, registrations } from "@shop/mocks/fixtures";

/** The axe rule set of every e2e check: WCAG 2.2 AA rules and best practices. */
export const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** What an axe check leaves out: parts checked elsewhere (`exclude`), rules that do not apply at that moment. */
export interface AxeScope {
  exclude?: readonly string[];
  disableRules?: readonly string[];
}

type AxeWindow = { axe?: typeof axe };

/** Puts axe into one frame unless it has it already (a document gets it once). */
async function injectAxeInto(frame: Frame) {
  if (await frame.evaluate(() => (window as AxeWindow).axe !== undefined)) return;
  await frame.evaluate(
    `${axe.source};axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } });`,
  );
}

/**
 * Puts axe into every frame of the page that does not have it yet, configured as @axe-core/playwright's legacy
 * mode does (frames of the page's own origin are checked with it, third-party embeds are not the shop's).
 * AxeBuilder evaluated axe's 550 KB source on every check, twice into the page and once into each frame
 * (about 200 ms each on the 2-core machine), and each fresh copy ran cold: a category page's check took
 * 0.9–1.3 s of the page's main thread, a second check of the same document 0.5–0.7 s with axe kept.
 */
async function injectAxe(page: Page) {
  // The page itself must have axe: its check runs there.
  await injectAxeInto(page.mainFrame());
  for (const frame of page.frames().filter((each) => each !== page.mainFrame())) {
    // A frame that went away or never answers (a player still loading) is skipped, as AxeBuilder does.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, 1000)));
    await Promise.race([injectAxeInto(frame).catch(() => undefined), timeout]);
    clearTimeout(timer);
  }
}

/**
 * axe's violations as `rule: targets` lines, on the whole page or on what `scope` leaves of it (page-level
 * rules such as one `main` and one `h1` still run). Only violations are collected: axe builds no selectors
 * and no results for the passing nodes. axe runs in the page and its frames directly (the legacy mode of
 * @axe-core/playwright): the default mode opens a blank page to merge frame results in, which costs more
 * than the check itself (2.8 s against 1.0 s on a category page). A document gets axe once; later checks of
 * it (another width, another state) reuse it.
 */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  await injectAxe(page);
  const options: axe.RunOptions = {
    runOnly: { type: "tag", values: axeTags },
    resultTypes: ["violations"],
    rules: Object.fromEntries((scope.disableRules ?? []).map((rule) => [rule, { enabled: false }])),
  };
  const context = { include: [], exclude: [...(scope.exclude ?? [])] };
  const violations = await page.evaluate(
    async (run) => (await (window as AxeWindow).axe!.run(run.context, run.options)).violations,
    { context, options },
  );
  return violations.map(
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

/** The production server (server.ts, ADR 1), for tests that start servers of their own. */
export const serveBin = path.join(import.meta.dirname, "..", "server.ts");

/**
 * Runs in the page: true when React has hydrated every Suspense boundary of the server HTML, i.e. every
 * island (ADR 6), nested ones included, and the browser is idle. The first element of a boundary
 * (`<!--$-->…<!--/$-->`) carries React's fiber key once hydrated; until then React keeps the server HTML
 * untouched. React Router's stream transfer scripts are never hydrated and are skipped.
 */
function everyBoundaryHydrated() {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if ((node as Comment).data !== "$") continue;
    let first = node.nextSibling;
    while (first && first.nodeType !== Node.ELEMENT_NODE && (first as Comment).data !== "/$")
      first = first.nextSibling;
    if (first?.nodeType !== Node.ELEMENT_NODE || (first as Element).localName === "script") continue;
    if (!Object.keys(first).some((key) => key.startsWith("__reactFiber$"))) return false;
  }
  return new Promise<boolean>((resolve) => requestIdleCallback(() => resolve(true), { timeout: 1000 }));
}

/**
 * Waits until React has hydrated the page: the shell (`html[data-hydrated]`), then every island, nested
 * ones included (their chunks loaded, their boundaries hydrated); the header island's search toggle is a
 * button from then on.
 */
export async function hydrated(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 20_000 });
  await page.waitForFunction(everyBoundaryHydrated, undefined, { polling: 100, timeout: 20_000 });
  await expect(page.locator("button#header-search-toggle")).toBeAttached();
}

/**
 * Runs in the page before its scripts (`page.addInitScript`): records every layout shift from the first
 * paint on (what CLS sums), with the elements that moved. Shifts under 0.005 (a sub-pixel reflow, a late
 * font on a loaded machine) are left out: they are not what a shopper sees, and they come and go.
 */
export function recordLayoutShifts() {
  type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] };
  const shifts: string[] = [];
  (window as unknown as { layoutShifts: string[] }).layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput || entry.value < 0.005) continue;
      const nodes = (entry.sources ?? []).map(({ node }) =>
        node instanceof Element
          ? `<${node.localName}${node.id ? `#${node.id}` : ""} class="${node.className}">`
          : String(node?.nodeName),
      );
      shifts.push(`${entry.value.toFixed(3)}: ${nodes.join(", ")}`);
    }
  }).observe({ type: "layout-shift", buffered: true });
}

/** The layout shifts `recordLayoutShifts` has seen so far. */
export function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts);
}

/** A shopper's order placed through the browser's session (until checkout has a UI of its own). */
/** A product as the Store API lists it: what the cart helpers choose by. */
export interface ListedProduct {
  id: string;
  translated?: { name?: string | null } | null;
  available?: boolean | null;
  childCount?: number | null;
  minPurchase?: number | null;
  purchaseSteps?: number | null;
  maxPurchase?: number | null;
  calculatedPrice?: { unitPrice: number } | null;
}

/**
 * Products a card adds directly (available, no variants, bought one piece at a time, with a price), the
 * cheapest first, named in `locale`; `maxPurchaseAtLeast` for tests that raise the quantity.
 */
export async function buyableProducts(
  request: APIRequestContext,
  options: { count?: number; locale?: "de-DE" | "fr-CH"; maxPurchaseAtLeast?: number } = {},
): Promise<ListedProduct[]> {
  const { count = 1, locale = "de-DE", maxPurchaseAtLeast = 1 } = options;
  const response = await request.post("/store-api/product", {
    data: { limit: 100, sort: [{ field: "price", order: "ASC" }] },
    headers: locale === "de-DE" ? {} : { "sw-language-id": fixtureIds.languages[locale] },
  });
  expect(response.ok()).toBe(true);
  const { elements } = (await response.json()) as { elements: ListedProduct[] };
  const products = elements
    .filter(
      (product) =>
        product.available !== false &&
        !product.childCount &&
        (product.minPurchase ?? 1) === 1 &&
        (product.purchaseSteps ?? 1) === 1 &&
        (product.maxPurchase ?? 100) >= maxPurchaseAtLeast &&
        (product.calculatedPrice?.unitPrice ?? 0) > 0,
    )
    .slice(0, count);
  expect(products, "buyable products in the catalog").toHaveLength(count);
  return products;
}

/**
 * Puts `count` buyable products, `quantity` each, into the session's cart through the add-to-cart route,
 * as a product card's form does (the request shares the page's cookies). Answers their ids.
 */
export async function fillCart(
  request: APIRequestContext,
  options: { count?: number; quantity?: number; maxPurchaseAtLeast?: number } = {},
): Promise<string[]> {
  const { count = 3, quantity = 1, maxPurchaseAtLeast } = options;
  const ids = (await buyableProducts(request, { count, maxPurchaseAtLeast })).map((product) => product.id);
  for (const productId of ids) {
    const added = await request.post("/checkout/line-item", {
      form: { productId, quantity: String(quantity), redirectTo: "/" },
      maxRedirects: 0,
    });
    expect(added.status()).toBe(303);
  }
  return ids;
}

export interface PlacedOrder {
  id: string;
  orderNumber: string;
  email: string;
}

/**
 * Places an order as a shopper would, through the page's own session: one product into the cart (`fillCart`), a guest registration, the payment method, and the order, all through the
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
  await fillCart(request, { count: 1, quantity: 2 });

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

/** A customer registered for one test: its own e-mail, so parallel tests never share an account. */
export interface FreshCustomer {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * Registers a customer through the Store API proxy and confirms the opt-in from the dev mailbox, with a
 * request context of its own (the page stays a guest). Emulator only (offline mode).
 */
export async function registerCustomer(
  request: APIRequestContext,
  baseURL: string,
  locale: "de-DE" | "fr-CH" = "de-DE",
): Promise<FreshCustomer> {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ch`;
  const password = "Start1234!";
  const { guest: _guest, ...base } = registrations.guestDe;
  const storefrontUrl = baseURL.replace(/\/$/, "") + (locale === "de-DE" ? "" : `/${locale}`);
  const registered = await request.post("/store-api/account/register", {
    data: { ...base, email, password, storefrontUrl },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const inbox = await request.get(`/__emulator/mailbox?format=json&to=${encodeURIComponent(email)}`);
  const mails = (await inbox.json()) as { type: string; meta: { hash: string; em: string } }[];
  const optIn = mails.find((mail) => mail.type === "customer_register.double_opt_in");
  expect(optIn, "opt-in mail").toBeDefined();
  const confirmed = await request.post("/store-api/account/register-confirm", {
    data: { hash: optIn!.meta.hash, em: optIn!.meta.em },
  });
  expect(confirmed.status()).toBe(200);
  return { email, password, firstName: base.firstName, lastName: base.lastName };
}

/** The newest mail of a type to an address, from the dev mailbox. */
export async function latestMail(
  request: APIRequestContext,
  to: string,
  type: string,
): Promise<{ meta: { link: string; hash: string } }> {
  const inbox = await request.get(`/__emulator/mailbox?format=json&to=${encodeURIComponent(to)}`);
  const mails = (await inbox.json()) as { type: string; meta: { link: string; hash: string } }[];
  const found = mails.filter((mail) => mail.type === type).at(-1);
  expect(found, `${type} mail to ${to}`).toBeDefined();
  return found!;
}

/**
 * The demo customer is one account for every spec: a second login of it ends the first one's session (the
 * emulator, like Shopware, keeps one context per customer), so two tests that sign it in must not overlap.
 * Call in a `describe` (or at the top of a file) whose tests sign in as the demo customer: each of them
 * then holds a lock (a directory, created atomically) for the run's server while it runs.
 */
export function holdDemoCustomer() {
  const lock = path.join(os.tmpdir(), `shop-e2e-demo-customer-${process.env.E2E_PORT ?? "3100"}.lock`);
  test.beforeEach(async () => {
    const started = Date.now();
    for (;;) {
      try {
        mkdirSync(lock);
        return;
      } catch {
        // A lock older than any test's timeout was left by a killed run.
        const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
        if (age > 120_000) rmSync(lock, { recursive: true, force: true });
        if (Date.now() - started > 110_000) throw new Error("the demo customer stayed locked");
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
  test.afterEach(() => rmSync(lock, { recursive: true, force: true }));
}

const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`, "i").exec(tag)?.[1];

/** `<link>` tags of a page's head, from its server HTML: the canonical URL and the hreflang alternates. */
export async function headLinks(request: APIRequestContext, pagePath: string) {
  const html = await (await request.get(pagePath)).text();
  const links = [...html.matchAll(/<link [^>]*rel="(canonical|alternate)"[^>]*>/g)].map((match) => match[0]);
  return {
    canonical: links
      .filter((tag) => attribute(tag, "rel") === "canonical")
      .map((tag) => attribute(tag, "href")),
    alternates: Object.fromEntries(
      links
        .filter((tag) => attribute(tag, "rel") === "alternate")
        .map((tag) => [attribute(tag, "hreflang"), attribute(tag, "href")]),
    ),
  };
}
