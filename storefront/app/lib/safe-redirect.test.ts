import { expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect.ts";

it.each([
  ["/fr-CH/Nettoyage/?p=2", "/fr-CH/Nettoyage/?p=2"],
  ["/", "/"],
  ["//evil.example/", "/"],
  ["/\\evil.example", "/"],
  ["https://evil.example/", "/"],
  ["javascript:alert(1)", "/"],
  ["/ok\nSet-Cookie: x", "/"],
  ["relative/path", "/"],
  ["", "/"],
  [undefined, "/"],
  [42, "/"],
  // Hostile forms: other hosts, schemes, encodings, whitespace and backslash tricks.
  ["//evil.com", "/"],
  ["///evil.com", "/"],
  ["/\\evil.com", "/"],
  ["\\/evil.com", "/"],
  ["\\\\evil.com", "/"],
  ["https:evil.com", "/"],
  ["https:/evil.com", "/"],
  ["http://shop.example@evil.com/", "/"],
  ["%2F%2Fevil.com", "/"],
  ["%2f%2fevil.com", "/"],
  ["javascript:alert(1)//", "/"],
  ["JavaScript:alert(1)", "/"],
  [" javascript:alert(1)", "/"],
  ["data:text/html,<script>alert(1)</script>", "/"],
  ["/\t/evil.com", "/"],
  ["/\n/evil.com", "/"],
  ["\t//evil.com", "/"],
  ["/\r\n//evil.com", "/"],
  ["/\u0000//evil.com", "/"],
  [" //evil.com", "/"],
  ["/.//evil.com", "/"],
  ["/x/..//evil.com", "/"],
  ["/%2e//evil.com", "/"],
  ["/./\\evil.com", "/"],
  // Encoded slashes stay inside the path: a path of this shop, never a host.
  ["/%2F%2Fevil.com", "/%2F%2Fevil.com"],
  ["/%5Cevil.com", "/%5Cevil.com"],
  ["/account?x=//evil.com", "/account?x=//evil.com"],
  ["/fr-CH/checkout#step", "/fr-CH/checkout"],
])("%j -> %j", (input, expected) => {
  expect(safeRedirectPath(input)).toBe(expected);
});
