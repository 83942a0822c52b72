import { expect, test, type APIRequestContext } from "@playwright/test";
import { fixtureIds } from "@shop/mocks/fixtures";
import { buyableProducts, hydrated, registerCustomer, watchConsole } from "./support.ts";

// CSRF (docs/storefront-rules.md, "Security"; lib/csrf.server.ts): every state-changing request of another
// site is refused with 403 by the root route's middleware before any action runs — add to cart, login, the
// address book, the newsletter, the currency switch, a document POST or a `.data` request — and changes
// nothing. The shop's own forms still work with and without JavaScript, and a login never follows a
// hostile `redirectTo` off the shop.

const locales = [
  {
    locale: "de-DE" as const,
    prefix: "",
    error: "Ihre Sitzung ist abgelaufen",
    reload: "Seite neu laden",
    w: { hello: "Hallo", login: "Anmelden", email: "E-Mail-Adresse", password: "Passwort" },
  },
  {
    locale: "fr-CH" as const,
    prefix: "/fr-CH",
    error: "Votre session a expiré",
    reload: "Recharger la page",
    w: { hello: "Bonjour", login: "Se connecter", email: "Adresse e-mail", password: "Mot de passe" },
  },
];

/** A browser without Sec-Fetch-Site (an old one) tells the Origin; a current one says cross-site too. */
const crossSiteHeaders: Record<string, string>[] = [
  { origin: "http://evil.example" },
  { referer: "http://evil.example/shop" },
  { "sec-fetch-site": "cross-site", origin: "http://evil.example" },
];

async function shopperState(request: APIRequestContext, email: string) {
  const cart = (await (await request.get("/store-api/checkout/cart")).json()) as {
    lineItems: { referencedId: string; quantity: number }[];
  };
  const context = (await (await request.get("/store-api/context")).json()) as {
    currency: { id: string };
    customer: { id: string } | null;
  };
  const addresses = (await (await request.post("/store-api/account/list-address", { data: {} })).json()) as {
    elements: unknown[];
  };
  const inbox = await request.get(`/__emulator/mailbox?format=json&to=${encodeURIComponent(email)}`);
  const mails = ((await inbox.json()) as { type: string }[]).map((mail) => mail.type);
  return {
    lines: cart.lineItems.map((item) => [item.referencedId, item.quantity]),
    currencyId: context.currency.id,
    customerId: context.customer?.id,
    addresses: addresses.elements.length,
    newsletterMails: mails.filter((type) => type.toLowerCase().includes("newsletter")).length,
  };
}

for (const { locale, prefix, error, reload, w } of locales) {
  test.describe(locale, () => {
    test("cross-site posts (add to cart, login, address, newsletter, currency) answer 403 and change nothing", async ({
      page,
      baseURL,
    }) => {
      const customer = await registerCustomer(page.request, baseURL!, locale);
      const [product] = await buyableProducts(page.request, { locale });
      const loggedIn = await page.request.post(`${prefix}/login`, {
        form: { email: customer.email, password: customer.password },
        maxRedirects: 0,
      });
      expect(loggedIn.status()).toBe(303);
      const added = await page.request.post("/checkout/line-item", {
        form: { productId: product!.id, quantity: "1" },
      });
      expect(added.status()).toBe(200);
      const before = await shopperState(page.request, customer.email);
      expect(before.lines).toEqual([[product!.id, 1]]);
      expect(before.customerId).toBeTruthy();

      const posts: [string, Record<string, string>][] = [
        ["/checkout/line-item", { productId: product!.id, quantity: "3", redirectTo: `${prefix}/` }],
        [`${prefix}/login`, { email: customer.email, password: customer.password, redirectTo: "/" }],
        [`${prefix}/login.data`, { email: customer.email, password: customer.password }],
        [
          `${prefix}/account/address/create`,
          { firstName: "Eve", lastName: "Evil", street: "Weg 1", zipcode: "8000", city: "Zürich" },
        ],
        [`${prefix}/newsletter`, { email: customer.email, redirectTo: `${prefix}/` }],
        ["/currency", { currencyId: fixtureIds.currencies.EUR, redirectTo: `${prefix}/` }],
        ["/wishlist-ids", { productId: product!.id }],
        [`${prefix}/logout`, {}],
      ];
      for (const headers of crossSiteHeaders) {
        for (const [path, form] of posts) {
          const response = await page.request.post(path, { form, headers, maxRedirects: 0 });
          const what = `${path} ${JSON.stringify(headers)}`;
          expect(response.status(), what).toBe(403);
          expect(response.headers()["set-cookie"], what).toBeUndefined();
          // A document gets the shop's error page in its language.
          if (path === `${prefix}/login` || path.endsWith("/address/create"))
            expect(await response.text(), what).toContain(`>${error}</h1>`);
        }
      }
      // A cross-site write through the Store API proxy is refused too.
      const proxied = await page.request.post("/store-api/checkout/cart/line-item", {
        data: { items: [{ type: "product", referencedId: product!.id, quantity: 5 }] },
        headers: { origin: "http://evil.example" },
      });
      expect(proxied.status()).toBe(403);

      expect(await shopperState(page.request, customer.email)).toEqual(before);
    });

    for (const javaScriptEnabled of [true, false]) {
      test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
        test.use({ javaScriptEnabled });

        test("a form on another site's page gets the translated error page (403), the cart stays empty", async ({
          page,
          baseURL,
        }) => {
          const [product] = await buyableProducts(page.request, { locale });
          const target = new URL(`${prefix}/login`, baseURL).href;
          const addTarget = new URL("/checkout/line-item", baseURL).href;
          await page.route("http://evil.example/**", (route) =>
            route.fulfill({
              contentType: "text/html",
              body: `<!DOCTYPE html><html lang="en"><title>Win</title>
                <form method="post" action="${addTarget}"><input type="hidden" name="productId" value="${product!.id}">
                <input type="hidden" name="redirectTo" value="/"><button id="add">Add</button></form>
                <form method="post" action="${target}"><input type="hidden" name="email" value="demo@clarus-shop.ch">
                <input type="hidden" name="password" value="Demo1234!"><button id="login">Login</button></form></html>`,
            }),
          );
          for (const button of ["#add", "#login"]) {
            await page.goto("http://evil.example/");
            const [response] = await Promise.all([
              page.waitForResponse((answer) => answer.request().method() === "POST"),
              page.click(button),
            ]);
            expect(response.status(), button).toBe(403);
          }
          // The login form's document: the shop's error page in the page's language.
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(error);
          await expect(page.locator("html")).toHaveAttribute("lang", locale);
          // "Reload the page" loads the form's page afresh: the shop's own login form, not logged in.
          await page.getByRole("link", { name: reload }).click();
          await expect(page).toHaveURL(new RegExp(`${prefix}/login$`));
          await expect(page.getByRole("button", { name: w.login })).toBeVisible();
          const cart = (await (await page.request.get("/store-api/checkout/cart")).json()) as {
            lineItems: unknown[];
          };
          expect(cart.lineItems).toEqual([]);
        });

        test("the shop's own login form works, and a hostile redirectTo lands on the account page", async ({
          page,
          request,
          baseURL,
        }) => {
          const messages = javaScriptEnabled ? watchConsole(page) : [];
          // Registered in a request context of its own: the page stays a guest until it logs in.
          const customer = await registerCustomer(request, baseURL!, locale);
          await page.goto(`${prefix}/login?redirectTo=${encodeURIComponent("//evil.example/")}`);
          if (javaScriptEnabled) await hydrated(page);
          const form = page.getByRole("form", { name: w.login });
          await form.getByRole("textbox", { name: w.email }).fill(customer.email);
          await form.getByLabel(w.password, { exact: true }).fill(customer.password);
          await form.getByRole("button", { name: w.login }).click();
          await expect(page).toHaveURL(new URL(`${prefix}/account`, baseURL).href);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(
            `${w.hello} ${customer.firstName} ${customer.lastName}`,
          );
          expect(messages).toEqual([]);
        });
      });
    }

    test("a login post never redirects off the shop", async ({ page, baseURL }) => {
      const customer = await registerCustomer(page.request, baseURL!, locale);
      for (const redirectTo of [
        "//evil.example",
        "/\\evil.example",
        "https:evil.example",
        "%2F%2Fevil.example",
        "javascript:alert(1)",
        "/\t/evil.example",
        "/.//evil.example",
        "https://evil.example/",
      ]) {
        const response = await page.request.post(`${prefix}/login`, {
          form: { email: customer.email, password: customer.password, redirectTo },
          maxRedirects: 0,
        });
        expect(response.status(), redirectTo).toBe(303);
        expect(response.headers()["location"], redirectTo).toBe(`${prefix}/account`);
      }
    });
  });
}
