import { expect, it } from "vitest";
import { isHttpsRequest, readCookie, serializeCookie } from "./cookies.server.ts";

it("reads one cookie among many", () => {
  expect(readCookie("a=1; sw-context-token=abc123; b=2", "sw-context-token")).toBe("abc123");
  expect(readCookie("a=1", "sw-context-token")).toBeUndefined();
  expect(readCookie(null, "a")).toBeUndefined();
  expect(readCookie("a=%E0%A4%A", "a")).toBeUndefined();
});

it("keeps cookies 365 days on path / with SameSite=Lax, Secure only on https", () => {
  const http = serializeCookie("sw-context-token", "t1", {
    request: new Request("http://localhost/"),
    httpOnly: true,
  });
  expect(http).toBe("sw-context-token=t1; Max-Age=31536000; Path=/; SameSite=Lax; HttpOnly");
  const https = serializeCookie("shop-locale", "fr-CH", {
    request: new Request("https://shop.ch/"),
    httpOnly: false,
  });
  expect(https).toBe("shop-locale=fr-CH; Max-Age=31536000; Path=/; SameSite=Lax; Secure");
});

it("knows https behind a reverse proxy that ends TLS (X-Forwarded-Proto)", () => {
  const proxied = new Request("http://127.0.0.1:3001/", { headers: { "x-forwarded-proto": "https, http" } });
  expect(isHttpsRequest(proxied)).toBe(true);
  expect(isHttpsRequest(new Request("http://127.0.0.1:3001/"))).toBe(false);
  expect(isHttpsRequest(new Request("https://shop.ch/", { headers: { "x-forwarded-proto": "http" } }))).toBe(
    false,
  );
  expect(serializeCookie("sw-context-token", "t1", { request: proxied, httpOnly: true })).toBe(
    "sw-context-token=t1; Max-Age=31536000; Path=/; SameSite=Lax; Secure; HttpOnly",
  );
});
