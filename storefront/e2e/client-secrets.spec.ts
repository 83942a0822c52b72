import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { EMULATOR_ACCESS_KEY } from "@shop/mocks";
import { buyableProducts, registerCustomer } from "./support.ts";

// No secrets in what the browser gets (docs/storefront-rules.md, "Security"): the Store API access key (the
// emulator's, and a real one from SHOPWARE_ACCESS_KEY when the run has one) is in no built client asset,
// and neither it nor the shopper's context token is in the server HTML or the client-side navigation data
// of any page; the token lives only in the HttpOnly cookie (SameSite=Lax, Secure on https).

const clientDirectory = path.join(
  import.meta.dirname,
  "..",
  process.env.BUILD_DIRECTORY ?? "build",
  "client",
);

/** The access keys the server may hold: never one of them in the browser. */
const accessKeys = [EMULATOR_ACCESS_KEY, process.env.SHOPWARE_ACCESS_KEY].filter(
  (key): key is string => typeof key === "string" && key.length >= 8,
);

function clientFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    return entry.isDirectory() ? clientFiles(file) : [file];
  });
}

/** What a leak looks like: the key itself, or a header or cookie that carries one. */
function leaksIn(text: string, secrets: string[]): string[] {
  const found = secrets.filter((secret) => text.includes(secret));
  if (/sw-access-key["']?\s*[:=,]\s*["'][A-Z0-9]{16,}/i.test(text)) found.push("an sw-access-key value");
  return found;
}

test("no built client asset contains an access key", () => {
  const files = clientFiles(clientDirectory).filter((file) =>
    /\.(js|mjs|css|html|json|map|txt|svg)$/.test(file),
  );
  expect(files.filter((file) => file.endsWith(".js")).length, "client scripts").toBeGreaterThan(10);
  const leaks = files.flatMap((file) =>
    leaksIn(readFileSync(file, "utf8"), accessKeys).map(
      (secret) => `${path.relative(clientDirectory, file)}: ${secret}`,
    ),
  );
  expect(leaks).toEqual([]);
});

/** The page's HTML and the `.data` a client-side navigation to it fetches. */
async function pageAnswers(request: APIRequestContext, pagePath: string): Promise<string[]> {
  const html = await request.get(pagePath);
  expect(html.status(), pagePath).toBeLessThan(500);
  const dataPath = pagePath === "/" ? "/_root.data" : `${pagePath.replace(/\/$/, "")}.data`;
  const data = await request.get(dataPath);
  return [await html.text(), await data.text()];
}

test("a customer's pages carry neither the access key nor the context token; the cookie is HttpOnly", async ({
  page,
  baseURL,
}) => {
  const customer = await registerCustomer(page.request, baseURL!);
  const login = await page.request.post("/login", {
    form: { email: customer.email, password: customer.password },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(303);
  const cookie = login
    .headersArray()
    .find(
      (header) => header.name.toLowerCase() === "set-cookie" && header.value.startsWith("sw-context-token="),
    );
  expect(cookie?.value).toMatch(/; SameSite=Lax/);
  expect(cookie?.value).toMatch(/; HttpOnly/);
  expect(cookie?.value, "no Secure on plain http (a browser would drop it)").not.toMatch(/; Secure/);
  const token = (await page.context().cookies()).find((entry) => entry.name === "sw-context-token")?.value;
  expect(token).toBeTruthy();
  const [product] = await buyableProducts(page.request);
  await page.request.post("/checkout/line-item", { form: { productId: product!.id, quantity: "1" } });

  const secrets = [...accessKeys, token!, customer.password];
  for (const pagePath of [
    "/",
    "/fr-CH",
    "/Reinigungsmittel/",
    "/Clarus-Neutralreiniger/CL10001-1",
    "/checkout/cart",
    "/checkout",
    "/account",
    "/account/profile",
    "/account/address",
    "/fr-CH/account/order",
    "/wishlist",
  ]) {
    for (const text of await pageAnswers(page.request, pagePath)) {
      expect(leaksIn(text, secrets), pagePath).toEqual([]);
    }
  }

  // The browser's JavaScript cannot read the token.
  await page.goto("/account");
  expect(await page.evaluate(() => document.cookie)).not.toContain(token!);
});

test("the session cookie is Secure when the shop is reached over https", async ({ request }) => {
  const [product] = await buyableProducts(request);
  const answer = await request.post("/checkout/line-item", {
    form: { productId: product!.id, quantity: "1" },
    headers: { "x-forwarded-proto": "https" },
  });
  expect(answer.status()).toBe(200);
  const cookie = answer
    .headersArray()
    .find(
      (header) => header.name.toLowerCase() === "set-cookie" && header.value.startsWith("sw-context-token="),
    );
  expect(cookie?.value).toMatch(/; SameSite=Lax/);
  expect(cookie?.value).toMatch(/; Secure/);
  expect(cookie?.value).toMatch(/; HttpOnly/);
});
