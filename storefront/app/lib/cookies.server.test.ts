import { expect, it } from "vitest";
import { readCookie, serializeCookie } from "./cookies.server.ts";

it("reads one cookie among many", () => {
  expect(readCookie("a=1; sw-context-token=abc123; b=2", "sw-context-token")).toBe("abc123");
  expect(readCookie("a=1", "sw-context-token")).toBeUndefined();
  expect(readCookie(null, "a")).toBeUndefined();
  expect(readCookie("a=%E0%A4%A", "a")).toBeUndefined();
});

it("keeps cookies 365 days on path / with SameSite=Lax, Secure only on https", () => {
  const http = serializeCookie("sw-context-token", "t1", {
    requestUrl: new URL("http://localhost/"),
    httpOnly: true,
  });
  expect(http).toBe("sw-context-token=t1; Max-Age=31536000; Path=/; SameSite=Lax; HttpOnly");
  const https = serializeCookie("shop-locale", "fr-CH", {
    requestUrl: new URL("https://shop.ch/"),
    httpOnly: false,
  });
  expect(https).toBe("shop-locale=fr-CH; Max-Age=31536000; Path=/; SameSite=Lax; Secure");
});
