import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { seoUrls } from "@shop/mocks/fixtures";
import { crawlPages } from "./crawl-pages.ts";
import { buyableProducts } from "./support.ts";

// The HTTP caching rules (docs/adr/0007-http-caching.md, lib/http-cache.server.ts) on the production server:
// for each kind of page the headers of an anonymous first visit and of a visit with a session, the ETag and
// its 304, and that no anonymous (shareable) answer ever sets a cookie or shows a session's cart.
// What nginx does with these headers is measured by `npm run bench -- --only=cluster` (it needs nginx).

const PUBLIC_PAGE = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/;
const PRIVATE = "private, no-store";

const locales = [
  {
    locale: "de-DE",
    prefix: "",
    category: "/Reinigungsmittel/",
    product: "/Clarus-Neutralreiniger/CL10001-1",
    cartLabel: /Warenkorb, (\d+) Artikel/,
  },
  {
    locale: "fr-CH",
    prefix: "/fr-CH",
    category: "/fr-CH/Produits-de-nettoyage/",
    product: "/fr-CH/Clarus-Nettoyant-neutre/CL10001-1",
    cartLabel: /Panier, (\d+) article/,
  },
] as const;

const firstOf = (locale: "de-DE" | "fr-CH", label: string) =>
  crawlPages[locale].find((page) => page.label.startsWith(label))!.path;

async function get(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { headers, maxRedirects: 0 });
  return response;
}

function expectPublicPage(response: APIResponse, path: string) {
  const headers = response.headers();
  expect(response.status(), path).toBe(200);
  expect(headers["cache-control"], path).toMatch(PUBLIC_PAGE);
  expect(headers["etag"], path).toMatch(/^"[\w-]+"$/);
  expect(headers["vary"], path).toMatch(/\bCookie\b/i);
  expect(headers["set-cookie"], path).toBeUndefined();
}

function expectPrivate(response: APIResponse, path: string) {
  expect(response.headers()["cache-control"], path).toBe(PRIVATE);
  expect(response.headers()["etag"], path).toBeUndefined();
}

/** A session with `quantity` pieces in its cart (through the storefront's add-to-cart route). */
async function sessionWithCart(
  request: APIRequestContext,
  quantity: number,
  redirectTo = "/",
): Promise<string> {
  const [product] = await buyableProducts(request, { maxPurchaseAtLeast: quantity });
  const added = await request.post("/checkout/line-item", {
    form: { productId: product!.id, quantity: String(quantity), redirectTo },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
  expectPrivate(added, "add to cart");
  const cookie = added
    .headersArray()
    .find(
      (header) => header.value.startsWith("sw-context-token=") && header.name.toLowerCase() === "set-cookie",
    );
  return cookie!.value.split(";")[0]!;
}

for (const { locale, prefix, category, product, cartLabel } of locales) {
  test.describe(`HTTP caching ${locale}`, () => {
    const anonymousPages = {
      home: prefix || "/",
      category,
      product,
      "landing page": firstOf(locale, "landing page"),
      "service page": firstOf(locale, "service page"),
    };

    test("anonymous pages are public with an ETag, and answer If-None-Match with 304", async ({
      playwright,
      baseURL,
    }) => {
      // A fresh context per visit: no cookie from an earlier answer.
      const request = await playwright.request.newContext({ baseURL });
      for (const [kind, path] of Object.entries(anonymousPages)) {
        const first = await get(request, path);
        expectPublicPage(first, `${kind} ${path}`);
        const etag = first.headers()["etag"]!;
        const again = await get(request, path, { "If-None-Match": etag });
        expect(again.status(), `${kind}: 304`).toBe(304);
        expect(again.headers()["etag"]).toBe(etag);
        expect(again.headers()["content-security-policy"], "a 304 keeps the stored nonce").toBeUndefined();
        expect(await again.body()).toHaveLength(0);
        expect((await get(request, path, { "If-None-Match": '"other"' })).status()).toBe(200);
      }
      await request.dispose();
    });

    test("fragments and media are public; their rules hold without a session only", async ({
      playwright,
      baseURL,
    }) => {
      const request = await playwright.request.newContext({ baseURL });
      const suggest = await get(request, `${prefix}/search-suggest?search=rein`);
      expect(suggest.headers()["cache-control"]).toMatch(/^public, max-age=\d+, s-maxage=\d+/);
      expect(suggest.headers()["etag"]).toBeTruthy();
      const categoryId = seoUrls.find((url) => url.routeName === "frontend.navigation.page")!.foreignKey;
      const menu = await get(request, `${prefix}/navigation-menu/${categoryId}`);
      expect(menu.status()).toBe(200);
      expect(menu.headers()["cache-control"]).toMatch(/^public, max-age=60/);
      const html = await (await get(request, anonymousPages.home)).text();
      const image = /\/media\/[^"' ?]+\.(?:png|jpe?g|webp)/.exec(html)?.[0];
      expect(image, "an image on the home page").toBeTruthy();
      const media = await get(request, image!);
      expect(media.status()).toBe(200);
      expect(media.headers()["cache-control"]).toMatch(/^public, max-age=\d+/);
      expect(media.headers()["set-cookie"]).toBeUndefined();
      await request.dispose();
    });

    test("personal pages are private, with or without a session", async ({ playwright, baseURL }) => {
      const request = await playwright.request.newContext({ baseURL });
      for (const path of ["/checkout/cart", "/checkout", "/account", "/login", "/register", "/wishlist"]) {
        const response = await get(request, `${prefix}${path}`);
        expect([200, 302, 303], path).toContain(response.status());
        expectPrivate(response, path);
      }
      await request.dispose();
    });

    test("a session makes every page private and shows its own cart; an anonymous visit never sees it", async ({
      playwright,
      baseURL,
    }) => {
      const shopperA = await playwright.request.newContext({ baseURL });
      const shopperB = await playwright.request.newContext({ baseURL });
      const anonymous = await playwright.request.newContext({ baseURL });
      await sessionWithCart(shopperA, 2);
      await sessionWithCart(shopperB, 3);
      const visits: [string, string][] = [
        ...Object.entries(anonymousPages),
        ["suggest", `${prefix}/search-suggest?search=rein`],
      ];
      for (const [kind, path] of visits) {
        for (const [request, count] of [
          [shopperA, 2],
          [shopperB, 3],
          [anonymous, 0],
        ] as const) {
          const response = await get(request, path);
          if (count === 0) {
            expect(response.headers()["cache-control"], `${kind} anonymous`).toMatch(/^public/);
            expect(response.headers()["set-cookie"], `${kind} anonymous`).toBeUndefined();
          } else expectPrivate(response, `${kind} with a session`);
          if (kind === "suggest") continue;
          const badge = Number(cartLabel.exec(await response.text())?.[1] ?? 0);
          expect(badge, `${kind}: the cart badge of this shopper`).toBe(count);
        }
      }
      await Promise.all([shopperA.dispose(), shopperB.dispose(), anonymous.dispose()]);
    });

    test("the page right after a flash message is private (it clears the flash cookie)", async ({
      playwright,
      baseURL,
    }) => {
      const request = await playwright.request.newContext({ baseURL });
      // The flash is addressed to the page the form sends the shopper back to.
      await sessionWithCart(request, 1, anonymousPages.home);
      const page = await get(request, anonymousPages.home);
      expectPrivate(page, "page with a flash");
      expect(page.headers()["set-cookie"] ?? "").toMatch(/flash/i);
      await request.dispose();
    });
  });
}

test("redirects and not-found answers", async ({ request }) => {
  const french = await get(request, "/", { "Accept-Language": "fr-CH,fr;q=0.9" });
  expect(french.status()).toBe(302);
  expect(french.headers()["cache-control"]).toBe(PRIVATE);
  expect(french.headers()["vary"]).toMatch(/Accept-Language/);
  const german = await get(request, "/", { "Accept-Language": "de-CH" });
  expect(german.headers()["vary"]).toMatch(/Accept-Language/);
  const missing = await get(request, "/gibt-es-nicht-http-cache");
  expect(missing.status()).toBe(404);
  expect(missing.headers()["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+$/);
});
