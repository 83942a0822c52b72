// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contextTokenCookieName } from "./cookies.server.ts";
import {
  applyHttpCaching,
  bodyETag,
  cacheHeaders,
  cachePolicies,
  finalCacheControl,
  matchesETag,
  mediaPolicy,
  mergeVary,
  SESSIONLESS_HEADER,
  sessionlessCacheHeaders,
} from "./http-cache.server.ts";

const get = (path = "/Reinigungsmittel/", headers: Record<string, string> = {}, method = "GET") =>
  new Request(`http://localhost${path}`, { method, headers });
const withSession = { cookie: `${contextTokenCookieName}=abc; other=1` };
const html = (body: string, init: ResponseInit = {}) =>
  new Response(body, {
    ...init,
    headers: { "Content-Type": "text/html; charset=utf-8", ...(init.headers as Record<string, string>) },
  });

const at = (status: number) => finalCacheControl(get(), new Response(null, { status })).cacheControl;

const menuAnswer = () =>
  new Response("{}", {
    headers: { "Content-Type": "application/json", ...sessionlessCacheHeaders("publicFragment") },
  });

describe("finalCacheControl", () => {
  it("makes an anonymous page public for shared caches (s-maxage with stale-while-revalidate)", () => {
    const decision = finalCacheControl(get(), html("x"));
    expect(decision).toEqual({ cacheControl: cachePolicies.publicPage, shared: true });
    expect(decision.cacheControl).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  });

  it("makes any request with the session cookie private, whatever the route said", () => {
    expect(finalCacheControl(get("/", withSession), html("x")).cacheControl).toBe("private, no-store");
    const fragment = new Response("{}", { headers: cacheHeaders("publicFragment") });
    expect(finalCacheControl(get("/search-suggest", withSession), fragment)).toEqual({
      cacheControl: "private, no-store",
      shared: false,
    });
  });

  it("makes a page private once the shopper has decided about tracking (the banner is gone, the tag may load)", () => {
    expect(finalCacheControl(get("/", { cookie: "tracking-consent=granted" }), html("x")).cacheControl).toBe(
      "private, no-store",
    );
    expect(finalCacheControl(get("/", { cookie: "tracking-consent=denied" }), html("x")).shared).toBe(false);
    expect(finalCacheControl(get("/", { cookie: "other=1" }), html("x")).shared).toBe(true);
  });

  it("keeps a sessionless route public with the session cookie (it never reads it), and drops the marker", async () => {
    expect(finalCacheControl(get("/navigation-menu/x", withSession), menuAnswer()).cacheControl).toBe(
      cachePolicies.publicFragment,
    );
    const answer = await applyHttpCaching(get("/navigation-menu/x", withSession), menuAnswer());
    expect(answer.headers.get("Cache-Control")).toBe(cachePolicies.publicFragment);
    expect(answer.headers.get(SESSIONLESS_HEADER)).toBeNull();
    expect(answer.headers.get("ETag")).toBeTruthy();
  });

  it("makes an answer that sets a cookie private (a flash, a new session, the locale cookie)", () => {
    const response = html("x", { headers: { "Set-Cookie": "flash=1", ...cacheHeaders("publicPage") } });
    expect(finalCacheControl(get(), response).cacheControl).toBe("private, no-store");
  });

  it("makes writes private", () => {
    expect(finalCacheControl(get("/", {}, "POST"), html("x")).cacheControl).toBe("private, no-store");
  });

  it("keeps a route's private policy and turns a bare no-store into no-store", () => {
    expect(
      finalCacheControl(get("/login"), html("x", { headers: cacheHeaders("private") })).cacheControl,
    ).toBe("private, no-store");
    const failed = new Response("{}", { status: 200, headers: cacheHeaders("noStore") });
    expect(finalCacheControl(get(), failed)).toEqual({ cacheControl: "no-store", shared: false });
  });

  it("keeps a route's public policy (navigation menu, media)", () => {
    const menu = new Response("{}", { headers: cacheHeaders("publicFragment") });
    expect(finalCacheControl(get("/navigation-menu/x"), menu)).toEqual({
      cacheControl: cachePolicies.publicFragment,
      shared: true,
    });
  });

  it("decides by status when the route said nothing", () => {
    expect(at(301)).toBe(cachePolicies.publicPage);
    expect(at(404)).toBe(cachePolicies.publicMissing);
    expect(at(302)).toBe("no-store");
    expect(at(303)).toBe("no-store");
    expect(at(500)).toBe("no-store");
    expect(at(503)).toBe("no-store");
  });
});

describe("mediaPolicy", () => {
  it("is immutable for Shopware's timestamped paths and a day otherwise", () => {
    expect(mediaPolicy("/media/1c/61/2f/1700000000/bild.png")).toBe("immutable");
    expect(mediaPolicy("/thumbnail/1c/61/2f/1700000000/bild_300x200.png")).toBe("immutable");
    expect(mediaPolicy("/media/1c/61/kategorie.png")).toBe("media");
    expect(cachePolicies.immutable).toContain("immutable");
  });
});

describe("mergeVary", () => {
  it("adds a name once, case-insensitively, and keeps *", () => {
    expect(mergeVary(null, "Cookie")).toBe("Cookie");
    expect(mergeVary("Accept-Language, cookie", "Cookie")).toBe("Accept-Language, cookie");
    expect(mergeVary("Accept-Encoding", "Cookie")).toBe("Accept-Encoding, Cookie");
    expect(mergeVary("*", "Cookie")).toBe("*");
  });
});

describe("ETags", () => {
  it("hashes the body strongly, ignoring the CSP nonce", () => {
    const a = bodyETag('<script nonce="AAA">1</script>', "AAA");
    expect(a).toMatch(/^"[\w-]{22}"$/);
    expect(bodyETag('<script nonce="BBB">1</script>', "BBB")).toBe(a);
    expect(bodyETag('<script nonce="BBB">2</script>', "BBB")).not.toBe(a);
  });

  it("matches If-None-Match lists, weak prefixes and *", () => {
    expect(matchesETag('"a", "b"', '"b"')).toBe(true);
    expect(matchesETag('W/"b"', '"b"')).toBe(true);
    expect(matchesETag("*", '"b"')).toBe(true);
    expect(matchesETag('"c"', '"b"')).toBe(false);
    expect(matchesETag(null, '"b"')).toBe(false);
  });
});

const page = (nonce: string, cart = 0) =>
  html(`<p nonce="${nonce}">cart ${cart}</p>`, {
    headers: { "Content-Security-Policy": `script-src 'nonce-${nonce}'` },
  });

describe("applyHttpCaching", () => {
  it("gives an anonymous page Cache-Control, Vary: Cookie and an ETag, and answers If-None-Match with 304", async () => {
    const first = await applyHttpCaching(get(), page("n1"));
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe(cachePolicies.publicPage);
    expect(first.headers.get("Vary")).toBe("Cookie");
    const etag = first.headers.get("ETag")!;
    expect(await first.text()).toBe('<p nonce="n1">cart 0</p>');

    const again = await applyHttpCaching(get("/", { "If-None-Match": etag }), page("n2"));
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(etag);
    // A 304 never carries a new nonce: the browser keeps the stored body with its stored CSP.
    expect(again.headers.get("Content-Security-Policy")).toBeNull();
    expect(await again.text()).toBe("");

    const changed = await applyHttpCaching(get("/", { "If-None-Match": etag }), page("n3", 1));
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
  });

  it("never gives a session's page an ETag or a public policy", async () => {
    const response = await applyHttpCaching(get("/Reinigungsmittel/", withSession), page("n1", 3));
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("ETag")).toBeNull();
    expect(response.headers.get("Vary")).toBe("Cookie");
  });

  it("keeps the Set-Cookie of a private answer (the session survives) and makes it private", async () => {
    const response = await applyHttpCaching(
      get(),
      html("x", { headers: { "Set-Cookie": "sw-context-token=t" } }),
    );
    expect(response.headers.get("Set-Cookie")).toBe("sw-context-token=t");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("works on answers with immutable headers (Response.redirect)", async () => {
    const response = await applyHttpCaching(get(), Response.redirect("http://localhost/fr-CH", 302));
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Location")).toBe("http://localhost/fr-CH");
  });

  it("varies the unprefixed home page on Accept-Language (it redirects by it)", async () => {
    const response = await applyHttpCaching(get("/"), page("n1"));
    expect(response.headers.get("Vary")).toBe("Cookie, Accept-Language");
  });

  it("does not vary media on the cookie", async () => {
    const response = await applyHttpCaching(
      get("/media/1c/61/a.png"),
      new Response("png", { headers: { "Content-Type": "image/png", ...cacheHeaders("media") } }),
    );
    expect(response.headers.get("Vary")).toBeNull();
    expect(response.headers.get("Cache-Control")).toBe(cachePolicies.media);
  });
});
