// @vitest-environment node
import { describe, expect, it } from "vitest";
import { clearFlash, flashCookieName, readFlash, serializeFlash, takeFlash } from "./flash.server.ts";

const url = new URL("https://shop.example/checkout/line-item");

/** A request carrying what the browser would send back for a Set-Cookie value. */
function requestWith(setCookie: string): Request {
  const pair = setCookie.split(";")[0]!;
  return new Request("https://shop.example/fr-CH/Nettoyage/", { headers: { cookie: `other=1; ${pair}` } });
}

const forged = (value: string) =>
  new Request("https://shop.example/", { headers: { cookie: `${flashCookieName}=${value}` } });

describe("flash cookie", () => {
  it("is short-lived, HttpOnly and site-wide", () => {
    const cookie = serializeFlash({ key: "cart-added", name: "Clarus Neutralreiniger" }, url);
    expect(cookie.startsWith(`${flashCookieName}=`)).toBe(true);
    expect(cookie).toContain("Max-Age=60");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Secure");
    expect(serializeFlash({ key: "cart-added" }, new URL("http://localhost/"))).not.toContain("Secure");
  });

  it("round-trips a key and a name with any characters", () => {
    const name = "Nettoyant « neutre »; 1 l, 100 %";
    const request = requestWith(serializeFlash({ key: "cart-adjusted", name }, url));
    expect(readFlash(request)).toEqual({ key: "cart-adjusted", name });
  });

  it("ignores unknown keys and malformed values", () => {
    expect(readFlash(forged(encodeURIComponent(JSON.stringify({ key: "<script>" }))))).toBeUndefined();
    expect(readFlash(forged("not-json"))).toBeUndefined();
    expect(readFlash(forged(encodeURIComponent("[1]")))).toBeUndefined();
    expect(readFlash(new Request("https://shop.example/"))).toBeUndefined();
  });

  it("is taken once: reading it answers the header that deletes it", () => {
    const taken = takeFlash(requestWith(serializeFlash({ key: "cart-failed" }, url)));
    expect(taken.flash).toEqual({ key: "cart-failed" });
    expect(new Headers(taken.headers).get("Set-Cookie")).toBe(clearFlash(new URL("https://shop.example/")));
    expect(clearFlash(url)).toContain("Max-Age=0");
    expect(takeFlash(new Request("https://shop.example/"))).toEqual({});
  });

  it("clears a malformed cookie without showing it", () => {
    const taken = takeFlash(
      new Request("https://shop.example/", { headers: { cookie: `${flashCookieName}=garbage` } }),
    );
    expect(taken.flash).toBeUndefined();
    expect(new Headers(taken.headers).get("Set-Cookie")).toContain("Max-Age=0");
  });
});
