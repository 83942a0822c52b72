// @vitest-environment node
import { describe, expect, it, vi } from "vitest";

vi.mock("./shop.server.ts", () => ({ shop: {} }));
const { expiredTrackingCookies, tagManagerState } = await import("./tag-manager.server.ts");

const request = (url: string, cookie?: string) => new Request(url, cookie ? { headers: { cookie } } : {});

describe("tagManagerState", () => {
  it("is absent without an id, and carries the shopper's decision with one", () => {
    expect(tagManagerState(request("http://localhost/"), undefined)).toBeUndefined();
    expect(tagManagerState(request("http://localhost/"), "GTM-1")).toEqual({ id: "GTM-1" });
    expect(tagManagerState(request("http://localhost/", "tracking-consent=granted"), "GTM-1")).toEqual({
      id: "GTM-1",
      consent: "granted",
    });
    expect(tagManagerState(request("http://localhost/", "tracking-consent=maybe"), "GTM-1")).toEqual({
      id: "GTM-1",
    });
  });
});

describe("expiredTrackingCookies", () => {
  it("deletes Google's cookies for the host and its parent domains, and nothing else", () => {
    const cookies = expiredTrackingCookies(
      request(
        "https://www.clarus-shop.ch/",
        "_ga=GA1.1.1; _ga_ABC123=GS1; sw-context-token=t; _gid=x; tracking-consent=granted; _gaz=1",
      ),
    );
    expect(cookies).toEqual([
      "_ga=; Max-Age=0; Path=/; SameSite=Lax",
      "_ga=; Max-Age=0; Path=/; SameSite=Lax; Domain=www.clarus-shop.ch",
      "_ga=; Max-Age=0; Path=/; SameSite=Lax; Domain=clarus-shop.ch",
      "_ga_ABC123=; Max-Age=0; Path=/; SameSite=Lax",
      "_ga_ABC123=; Max-Age=0; Path=/; SameSite=Lax; Domain=www.clarus-shop.ch",
      "_ga_ABC123=; Max-Age=0; Path=/; SameSite=Lax; Domain=clarus-shop.ch",
      "_gid=; Max-Age=0; Path=/; SameSite=Lax",
      "_gid=; Max-Age=0; Path=/; SameSite=Lax; Domain=www.clarus-shop.ch",
      "_gid=; Max-Age=0; Path=/; SameSite=Lax; Domain=clarus-shop.ch",
    ]);
  });

  it("deletes host-only cookies on localhost and IP addresses", () => {
    expect(expiredTrackingCookies(request("http://localhost:3000/", "_ga=1"))).toEqual([
      "_ga=; Max-Age=0; Path=/; SameSite=Lax",
    ]);
    expect(expiredTrackingCookies(request("http://127.0.0.1:3000/", "_ga=1"))).toEqual([
      "_ga=; Max-Age=0; Path=/; SameSite=Lax",
    ]);
  });
});
