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
])("%j -> %j", (input, expected) => {
  expect(safeRedirectPath(input)).toBe(expected);
});
