import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test as base, type Page } from "@playwright/test";
import { EMULATOR_ACCESS_KEY } from "@shop/mocks";
import { fixtureIds } from "@shop/mocks/fixtures";
import { startEmulatorServer, type EmulatorServer } from "@shop/mocks/server";
import {
  fillGuest,
  guestForm,
  hydrated as checkoutHydrated,
  words as checkoutWords,
} from "./checkout-form.ts";
import { freePort, startStorefront, type StorefrontProcess } from "./storefront-process.ts";
import { fillCart, hydrated } from "./support.ts";

// The shop when Shopware fails (issue 16, item 5; docs/storefront-rules.md "Errors"): the production build
// against the emulator with its fault switches (docs/emulator.md "Switches"), behind a thin proxy that can
// refuse connections ("down") and counts the storefront's open requests. Each fault on a listing, a product
// page, the cart and the checkout, in both languages; the writes with and without JavaScript.

/** The storefront's timeout per Store API call: short, so the slow case ends quickly (a read retries once). */
const TIMEOUT_MS = 1500;

const locales = {
  "de-DE": {
    pages: {
      listing: "/Reinigungsmittel/",
      product: "/Clarus-Neutralreiniger/CL10001-1",
      cart: "/checkout/cart",
      checkout: "/checkout",
    },
    timeout: "Der Shop hat nicht rechtzeitig geantwortet",
    busy: "Der Server ist ausgelastet",
    unreachable: "Der Shop ist vorübergehend nicht erreichbar",
    maintenance: "Wir führen Wartungsarbeiten durch",
    wait: (seconds: number) => `Bitte warten Sie ${seconds} Sekunden`,
    addToCart: "In den Warenkorb",
    quantity: "Menge",
    address: {
      add: "Adresse hinzufügen",
      firstName: "Vorname",
      lastName: "Nachname",
      street: "Strasse und Nr.",
      zipcode: "PLZ",
      city: "Ort",
      wait: "Zu viele Anfragen. Bitte versuchen Sie es in 7 Sekunden erneut.",
    },
  },
  "fr-CH": {
    pages: {
      listing: "/fr-CH/Produits-de-nettoyage/",
      product: "/fr-CH/Clarus-Nettoyant-neutre/CL10001-1",
      cart: "/fr-CH/checkout/cart",
      checkout: "/fr-CH/checkout",
    },
    timeout: "La boutique n'a pas répondu à temps",
    busy: "Le serveur est surchargé",
    unreachable: "La boutique est temporairement inaccessible",
    maintenance: "Travaux de maintenance en cours",
    wait: (seconds: number) => `Veuillez patienter ${seconds} secondes`,
    addToCart: "Ajouter au panier",
    quantity: "Quantité",
    address: {
      add: "Ajouter une adresse",
      firstName: "Prénom",
      lastName: "Nom",
      street: "Rue et n°",
      zipcode: "NPA",
      city: "Localité",
      wait: "Trop de demandes. Veuillez réessayer dans 7 secondes.",
    },
  },
} as const;
type Locale = keyof typeof locales;

/** A proxy in front of the emulator: `down` refuses every call (the socket is closed unanswered). */
interface Upstream {
  url: string;
  emulator: EmulatorServer;
  down: boolean;
  /** Requests the storefront has open right now (an aborted one closes its socket). */
  inFlight(): number;
  close(): Promise<void>;
}

async function startUpstream(port = 0): Promise<Upstream> {
  const emulator = await startEmulatorServer({ announce: false, log: false, env: {} });
  let open = 0;
  const upstream: Upstream = {
    url: "",
    emulator,
    down: false,
    inFlight: () => open,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await emulator.close();
    },
  };
  const server: Server = createServer(async (request, response) => {
    if (upstream.down) return request.socket.destroy();
    open++;
    const abort = new AbortController();
    response.on("close", () => {
      open--;
      abort.abort();
    });
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === "string" && !["host", "connection", "content-length"].includes(name)) {
          headers.set(name, value);
        }
      }
      const answer = await fetch(`${emulator.origin}${request.url}`, {
        method: request.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
        signal: abort.signal,
      });
      const body = Buffer.from(await answer.arrayBuffer());
      const out: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!["content-length", "content-encoding", "transfer-encoding", "connection"].includes(name)) {
          out[name] = value;
        }
      });
      response.writeHead(answer.status, out);
      response.end(body);
    } catch {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  upstream.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/store-api`;
  return upstream;
}

interface FaultyShop {
  upstream: Upstream;
  storefront: StorefrontProcess;
}

/** One storefront with its own emulator per worker; every test starts with the switches off. */
const test = base.extend<{ baseURL: string }, { shop: FaultyShop }>({
  shop: [
    // Playwright reads a fixture's dependencies from this (empty) pattern.
    // oxlint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const upstream = await startUpstream();
      const storefront = await startStorefront(upstream.url, EMULATOR_ACCESS_KEY, {
        STORE_API_TIMEOUT_MS: String(TIMEOUT_MS),
      });
      await provide({ upstream, storefront });
      storefront.stop();
      await upstream.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  baseURL: async ({ shop }, provide) => {
    shop.upstream.down = false;
    shop.upstream.emulator.emulator.clearSwitches();
    await provide(shop.storefront.origin);
    shop.upstream.down = false;
    shop.upstream.emulator.emulator.clearSwitches();
  },
});

/** Visits each of a locale's four pages and checks the error page's status, heading and status text. */
async function expectErrorPages(page: Page, locale: Locale, status: number, heading: string) {
  for (const [kind, path] of Object.entries(locales[locale].pages)) {
    const response = await page.goto(path);
    expect(response?.status(), `${kind} ${path}`).toBe(status);
    await expect(page.getByRole("heading", { level: 1 }), `${kind} ${path}`).toHaveText(heading);
    await expect(page.getByRole("main")).toContainText(String(status));
  }
}

/** The product ids in the session's cart (read with the shopper's cookies once the Store API is back). */
async function cartProductIds(page: Page): Promise<string[]> {
  const response = await page.request.get("/store-api/checkout/cart");
  expect(response.status()).toBe(200);
  const cart = (await response.json()) as { lineItems: { referencedId: string }[] };
  return cart.lineItems.map((item) => item.referencedId).toSorted();
}

/**
 * Logs the page's session in as a new customer: registered and confirmed through the storefront's Store API
 * proxy, the opt-in hash read from this emulator's dev mailbox.
 */
async function logInNewCustomer(page: Page, shop: FaultyShop, locale: Locale) {
  const email = `faults-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ch`;
  const headers: Record<string, string> =
    locale === "de-DE" ? {} : { "sw-language-id": fixtureIds.languages[locale] };
  // The sales channel's domains are the emulator's origin here (the storefront reaches it directly).
  const origin = shop.upstream.emulator.origin;
  const registered = await page.request.post("/store-api/account/register", {
    headers,
    data: {
      email,
      password: "Test1234!",
      firstName: "Anna",
      lastName: "Muster",
      acceptedDataProtection: true,
      storefrontUrl: locale === "de-DE" ? origin : `${origin}/fr-CH`,
      billingAddress: {
        street: "Marktgasse 21",
        zipcode: "3011",
        city: "Bern",
        countryId: fixtureIds.countries.CH,
      },
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const inbox = await page.request.get(
    `${shop.upstream.emulator.mailboxUrl}?format=json&to=${encodeURIComponent(email)}`,
  );
  const mails = (await inbox.json()) as { meta?: { hash?: string; em?: string } }[];
  const meta = mails.find((mail) => mail.meta?.hash)?.meta;
  const confirmed = await page.request.post("/store-api/account/register-confirm", {
    headers,
    data: { hash: meta?.hash, em: meta?.em },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
}

test("Store API down at start: the shop starts, answers the timeout page (504) and recovers without a restart", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const port = await freePort();
  const storefront = await startStorefront(`http://127.0.0.1:${port}/store-api`, EMULATOR_ACCESS_KEY, {
    STORE_API_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  let upstream: Upstream | undefined;
  try {
    for (const locale of ["de-DE", "fr-CH"] as const) {
      for (const [kind, path] of Object.entries(locales[locale].pages)) {
        const response = await page.goto(`${storefront.origin}${path}`);
        expect(response?.status(), `${kind} ${path}`).toBe(504);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(locales[locale].timeout);
      }
    }
    upstream = await startUpstream(port);
    for (const locale of ["de-DE", "fr-CH"] as const) {
      const { listing, product, cart } = locales[locale].pages;
      for (const path of [listing, product, cart]) {
        const response = await page.goto(`${storefront.origin}${path}`);
        expect(response?.status(), path).toBe(200);
      }
    }
  } finally {
    storefront.stop();
    await upstream?.close();
  }
});

for (const locale of ["de-DE", "fr-CH"] as const) {
  const w = locales[locale];
  test.describe(`${locale}: reads`, () => {
    test.beforeEach(async ({ page }) => {
      // A shopper with a cart, so the cart and the checkout ask the Store API for it.
      await fillCart(page.request, { count: 2 });
    });

    test("Store API down during a session: each page fails cleanly, the cart is intact afterwards", async ({
      page,
      shop,
    }) => {
      test.setTimeout(90_000);
      const before = await cartProductIds(page);
      shop.upstream.down = true;
      await expectErrorPages(page, locale, 504, w.timeout);
      shop.upstream.down = false;
      expect(await cartProductIds(page)).toEqual(before);
      expect((await page.goto(w.pages.cart))?.status()).toBe(200);
    });

    test("slow Store API: the timeout page (504) after the timeout, and the upstream requests are aborted", async ({
      page,
      shop,
    }) => {
      test.setTimeout(90_000);
      shop.upstream.emulator.emulator.setSwitches({ rules: "*=slow:60000" });
      for (const [kind, path] of Object.entries(w.pages)) {
        const response = await page.goto(path);
        expect(response?.status(), `${kind} ${path}`).toBe(504);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.timeout);
        // The emulator would answer after a minute: only an aborted request has closed its socket by now.
        await expect.poll(() => shop.upstream.inFlight(), { message: `open requests after ${kind}` }).toBe(0);
      }
    });

    test("429 with a short Retry-After on reads: one retry, then the busy page with Retry-After", async ({
      page,
      shop,
    }) => {
      test.setTimeout(90_000);
      shop.upstream.emulator.emulator.setSwitches({ rules: "*=429:1" });
      await expectErrorPages(page, locale, 503, w.busy);
      const response = await page.goto(w.pages.product);
      expect(response?.headers()["retry-after"]).toBe("1");
    });

    test("maintenance mode: the 503 maintenance page with Retry-After", async ({ page, shop }) => {
      shop.upstream.emulator.emulator.setSwitches({ maintenance: true });
      await expectErrorPages(page, locale, 503, w.maintenance);
      const response = await page.goto(w.pages.listing);
      expect(Number(response?.headers()["retry-after"])).toBeGreaterThan(0);
    });

    test("malformed JSON: 502", async ({ page, shop }) => {
      shop.upstream.emulator.emulator.setSwitches({ rules: "*=malformed" });
      await expectErrorPages(page, locale, 502, w.unreachable);
    });

    test("an answer that breaks the schema: 502 and a logged error naming the endpoint", async ({
      page,
      shop,
    }) => {
      shop.upstream.emulator.emulator.setSwitches({ rules: "*=schema" });
      await expectErrorPages(page, locale, 502, w.unreachable);
      expect(shop.storefront.output()).toMatch(/Store API answer rejected: (GET|POST) \/[\w/-]+/);
      expect(shop.storefront.child.exitCode).toBeNull();
    });
  });

  for (const javaScriptEnabled of [true, false]) {
    test.describe(`${locale}: 429 on writes, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled });

      test("add to cart says how long to wait and keeps the quantity", async ({ page, shop }) => {
        await page.goto(w.pages.product);
        if (javaScriptEnabled) await hydrated(page);
        shop.upstream.emulator.emulator.setSwitches({ rules: "POST /checkout/cart/line-item=429:7" });
        const buyBox = page.locator("[data-slot=buy-box]");
        const quantity = buyBox.getByRole("spinbutton", { name: w.quantity });
        await quantity.fill("3");
        await buyBox.getByRole("button", { name: w.addToCart }).click();
        if (javaScriptEnabled) {
          // A toast, and the buy box keeps the quantity.
          await expect(page.getByText(w.wait(7)).first()).toBeVisible();
          await expect(quantity).toHaveValue("3");
        } else {
          // 303 back to the product page with the message as its flash notice (inside <noscript>, which
          // Playwright's script-less Chromium keeps out of its locators after a form's redirect: read the page).
          await page.waitForURL(`**${w.pages.product}`);
          expect(await page.content()).toContain(w.wait(7));
        }
        expect(await cartProductIds(page)).toEqual([]);
      });

      test("the checkout's guest form says how long to wait and keeps everything typed", async ({
        page,
        shop,
      }) => {
        await fillCart(page.request, { count: 1 });
        await page.goto(w.pages.checkout);
        if (javaScriptEnabled) await checkoutHydrated(page);
        shop.upstream.emulator.emulator.setSwitches({ rules: "POST /account/register=429:7" });
        await fillGuest(page, locale, { email: `faults-${Date.now()}@example.ch` });
        const form = guestForm(page, locale);
        await form.getByRole("button", { name: checkoutWords[locale].continue }).click();
        await expect(page.getByRole("alert").filter({ hasText: w.wait(7) })).toBeVisible();
        const again = guestForm(page, locale);
        await expect(
          again.getByRole("textbox", { name: checkoutWords[locale].firstName, exact: true }).first(),
        ).toHaveValue("Anna");
        await expect(again.getByRole("textbox", { name: checkoutWords[locale].email })).toHaveValue(
          /^faults-\d+@example\.ch$/,
        );
        await expect(again.getByRole("textbox", { name: checkoutWords[locale].city }).first()).toHaveValue(
          "Volketswil",
        );
      });
      test("the address form says how long to wait and keeps everything typed", async ({ page, shop }) => {
        const a = w.address;
        await logInNewCustomer(page, shop, locale);
        const prefix = locale === "de-DE" ? "" : "/fr-CH";
        await page.goto(`${prefix}/account/address/create`);
        if (javaScriptEnabled) await expect(page.locator("form[data-ready]")).toBeAttached();
        shop.upstream.emulator.emulator.setSwitches({ rules: "POST /account/address=429:7" });
        await page.getByRole("textbox", { name: a.firstName, exact: true }).fill("Max");
        await page.getByRole("textbox", { name: a.lastName, exact: true }).fill("Meier");
        await page.getByRole("textbox", { name: a.street, exact: true }).fill("Weg 2");
        await page.getByRole("textbox", { name: a.zipcode, exact: true }).fill("3000");
        await page.getByRole("textbox", { name: a.city, exact: true }).fill("Thun");
        await page.getByRole("button", { name: a.add }).click();
        await expect(page.getByRole("alert").filter({ hasText: a.wait })).toBeVisible();
        await expect(page.getByRole("textbox", { name: a.firstName, exact: true })).toHaveValue("Max");
        await expect(page.getByRole("textbox", { name: a.street, exact: true })).toHaveValue("Weg 2");
        await expect(page.getByRole("textbox", { name: a.city, exact: true })).toHaveValue("Thun");
      });
    });
  }
}
