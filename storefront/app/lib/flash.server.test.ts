// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  clearFlash,
  flashCookieName,
  flashCookiePrefix,
  flashPath,
  readFlash,
  redirectWithFlash,
  serializeFlash,
  takeFlash,
} from "./flash.server.ts";

const url = new URL("https://shop.example/checkout/line-item");
const page = "/fr-CH/Nettoyage/";

/** A request for `path` carrying what the browser would send back for these Set-Cookie values. */
function requestWith(path: string, ...setCookies: string[]): Request {
  const pairs = setCookies.map((cookie) => cookie.split(";")[0]!);
  return new Request(`https://shop.example${path}`, {
    headers: { cookie: ["other=1", ...pairs].join("; ") },
  });
}

const forged = (value: string) =>
  new Request("https://shop.example/", { headers: { cookie: `${flashCookieName("/")}=${value}` } });

describe("flash cookie", () => {
  it("is short-lived, HttpOnly and site-wide", () => {
    const cookie = serializeFlash({ key: "cart-added", name: "Clarus Neutralreiniger" }, url, page);
    expect(cookie).toMatch(/^shop-flash-[0-9a-f]{16}=/);
    expect(cookie).toContain("Max-Age=60");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Secure");
    expect(serializeFlash({ key: "cart-added" }, new URL("http://localhost/"), "/")).not.toContain("Secure");
  });

  it("round-trips a key and a name with any characters", () => {
    const name = "Nettoyant « neutre »; 1 l, 100 %";
    const request = requestWith(page, serializeFlash({ key: "cart-adjusted", name }, url, page));
    expect(readFlash(request)).toEqual({ key: "cart-adjusted", name });
  });

  it("reaches only the page it is addressed to, so two tabs' messages never cross", () => {
    const first = serializeFlash({ key: "cart-added", name: "Clarus" }, url, "/Clarus/CL10001-1");
    const second = serializeFlash(
      { key: "cart-failed", name: "Saxum" },
      url,
      "https://shop.example/Saxum/CL10050",
    );
    expect(first.split("=")[0]).not.toBe(second.split("=")[0]);
    // Both arrive in one cookie header (set at the same moment); each page shows its own.
    expect(readFlash(requestWith("/Clarus/CL10001-1", first, second))).toEqual({
      key: "cart-added",
      name: "Clarus",
    });
    expect(readFlash(requestWith("/Saxum/CL10050", first, second))).toEqual({
      key: "cart-failed",
      name: "Saxum",
    });
    expect(readFlash(requestWith("/", first, second))).toBeUndefined();
    expect(takeFlash(requestWith("/", first, second))).toEqual({});
  });

  it("addresses a page the same through a trailing slash, a query and React Router's data requests", () => {
    expect(flashPath("/fr-CH/")).toBe("/fr-CH");
    expect(flashPath("/fr-CH/_.data")).toBe("/fr-CH");
    expect(flashPath("/_.data")).toBe("/");
    expect(flashPath("/checkout/cart.data")).toBe("/checkout/cart");
    expect(flashPath("/")).toBe("/");
    const cookie = serializeFlash({ key: "logged-out" }, url, "/fr-CH?from=logout");
    for (const path of ["/fr-CH", "/fr-CH/", "/fr-CH/_.data", "/fr-CH.data?_routes=root"])
      expect(readFlash(requestWith(path, cookie))).toEqual({ key: "logged-out" });
    expect(readFlash(requestWith("/fr-CH/Nettoyage/", cookie))).toBeUndefined();
  });

  it("ignores unknown keys and malformed values", () => {
    expect(readFlash(forged(encodeURIComponent(JSON.stringify({ key: "<script>" }))))).toBeUndefined();
    expect(readFlash(forged("not-json"))).toBeUndefined();
    expect(readFlash(forged(encodeURIComponent("[1]")))).toBeUndefined();
    expect(readFlash(new Request("https://shop.example/"))).toBeUndefined();
  });

  it("is taken once: reading it answers the header that deletes it", () => {
    const taken = takeFlash(requestWith(page, serializeFlash({ key: "cart-failed" }, url, page)));
    expect(taken.flash).toEqual({ key: "cart-failed" });
    const cleared = new Headers(taken.headers).get("Set-Cookie")!;
    expect(cleared).toBe(clearFlash(new URL(`https://shop.example${page}`)));
    expect(cleared.startsWith(`${flashCookieName(page)}=;`)).toBe(true);
    expect(cleared).toContain("Max-Age=0");
    expect(takeFlash(new Request("https://shop.example/"))).toEqual({});
  });

  it("clears a malformed cookie without showing it", () => {
    const taken = takeFlash(forged("garbage"));
    expect(taken.flash).toBeUndefined();
    expect(new Headers(taken.headers).get("Set-Cookie")).toContain("Max-Age=0");
  });

  it("names every cookie with the shared prefix", () => {
    expect(flashCookieName("/wishlist").startsWith(flashCookiePrefix)).toBe(true);
  });

  it("rides on a 303 to the page it is addressed to, with the answer's other headers", () => {
    const request = new Request("https://shop.example/fr-CH/logout", { method: "POST" });
    const answer = redirectWithFlash(request, "/fr-CH", { key: "logged-out" }, [
      ["Set-Cookie", "sw-context-token=guest; Path=/"],
      ["Cache-Control", "private, no-store"],
    ]);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/fr-CH");
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    const cookies = answer.headers.getSetCookie();
    expect(cookies[0]).toBe("sw-context-token=guest; Path=/");
    expect(readFlash(requestWith("/fr-CH/", ...cookies))).toEqual({ key: "logged-out" });

    const plain = redirectWithFlash(request, "/checkout/cart", undefined);
    expect(plain.status).toBe(303);
    expect(plain.headers.getSetCookie()).toEqual([]);
  });
});
