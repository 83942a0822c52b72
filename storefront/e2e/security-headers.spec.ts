import { expect, test } from "@playwright/test";
import { hydrated } from "./support.ts";

// Every page carries the shop's security headers (lib/security-headers.server.ts), and under its
// Content-Security-Policy (inline scripts only with the response's nonce) every page still paints, loads its
// app and hydrates: the browser reports no violation.

const pages = [
  "/",
  "/fr-CH",
  "/Reinigungsmittel/",
  "/Clarus-Neutralreiniger/CL10001-1",
  "/checkout/cart",
  "/login",
];

test("each page answers with the security headers, and a fresh nonce each time", async ({ request }) => {
  const nonces = new Set<string>();
  for (const path of [...pages, "/gibt-es-nicht"]) {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("object-src 'none'");
    // Frames only from the two video players the CMS video elements load after the shopper's consent.
    expect(/frame-src ([^;]*)/.exec(csp)?.[1]?.split(" ").toSorted(), path).toEqual([
      "https://player.vimeo.com",
      "https://www.youtube-nocookie.com",
    ]);
    expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce, path).toBeTruthy();
    nonces.add(nonce!);
    const html = await response.text();
    // Every executable inline script carries the nonce (JSON-LD and the text overrides' JSON are data, not
    // run).
    const scripts = html.match(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g) ?? [];
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    expect(headers["strict-transport-security"], `${path} over plain HTTP`).toBeUndefined();
  }
  expect(nonces.size).toBe(pages.length + 1);
});

test("HSTS is sent when the shop is reached over HTTPS through a proxy", async ({ request }) => {
  const response = await request.get("/", { headers: { "X-Forwarded-Proto": "https" } });
  expect(response.headers()["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
});

test("under the policy every page hydrates and its islands load, with no violation", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const path of pages) {
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations, path).toEqual([]);
  }
});
