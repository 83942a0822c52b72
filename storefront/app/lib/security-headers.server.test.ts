import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./security-headers.server.ts";

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

describe("contentSecurityPolicy", () => {
  it("lets the store finder's map load OpenStreetMap tiles, and no script from elsewhere", () => {
    const policy = contentSecurityPolicy("n0nce");
    expect(directive(policy, "img-src")).toContain("https://tile.openstreetmap.org");
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-n0nce'"]);
    expect(directive(policy, "connect-src")).toEqual(["'self'"]);
  });

  it("allows the tag manager's script and its reporting hosts only when one is configured", () => {
    const policy = contentSecurityPolicy("n0nce", { tagManager: true });
    expect(directive(policy, "script-src")).toEqual([
      "'self'",
      "'nonce-n0nce'",
      "https://www.googletagmanager.com",
    ]);
    expect(directive(policy, "connect-src")).toEqual([
      "'self'",
      "https://www.googletagmanager.com",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
    ]);
    expect(directive(contentSecurityPolicy("n0nce", { tagManager: false }), "script-src")).toEqual([
      "'self'",
      "'nonce-n0nce'",
    ]);
  });
});
