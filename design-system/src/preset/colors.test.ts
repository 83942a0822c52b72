import { describe, expect, it } from "vitest";
import { colors, semanticColors } from "./colors.ts";

// Resolves "fg.muted" (semantic) or "{colors.neutral.600}" (palette) to a hex value.
function hex(path: string): string {
  const ref = /^\{colors\.(.+)\}$/.exec(path);
  const [tree, key] = ref ? [colors, ref[1]!] : [semanticColors, path];
  let node: unknown = tree;
  for (const part of key.split(".")) node = (node as Record<string, unknown>)[part];
  const leaf = node as { value?: string; DEFAULT?: { value: string } };
  const value = leaf.value ?? leaf.DEFAULT?.value;
  if (!value) throw new Error(`no colour ${path}`);
  return value.startsWith("{") ? hex(value) : value;
}

function luminance(color: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(color.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [x, y] = [luminance(hex(a)), luminance(hex(b))];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

describe("semantic colours meet WCAG AA", () => {
  it.each([
    ["fg", "bg"],
    ["fg", "bg.subtle"],
    ["fg", "bg.muted"],
    ["fg.muted", "bg"],
    ["fg.muted", "bg.subtle"],
    ["fg.muted", "bg.muted"],
    ["fg.inverted", "bg.inverted"],
    ["accent.fg", "accent"],
    ["accent.fg", "accent.hovered"],
    ["accent.fg", "accent.pressed"],
    ["accent.text", "bg"],
    ["accent.text", "bg.subtle"],
    ["accent.text", "bg.muted"],
    ["accent.text", "accent.subtle"],
    ["accent.text", "accent.muted"],
    ["danger.fg", "danger"],
    ["danger.text", "bg"],
    ["danger.text", "danger.subtle"],
    ["sale", "bg"],
    ["sale", "bg.subtle"],
    ["sale.fg", "sale"],
    ["success.fg", "success"],
    ["success.text", "bg"],
    ["success.text", "success.subtle"],
    ["info.fg", "info"],
    ["info.text", "bg"],
    ["info.text", "info.subtle"],
    ["warning.fg", "warning"],
    ["warning.text", "bg"],
    ["warning.text", "warning.subtle"],
  ])("text %s on %s: 4.5:1", (fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ["border.strong", "bg"],
    ["border.strong", "bg.subtle"],
    ["focusRing", "bg"],
    ["focusRing", "bg.subtle"],
    ["focusRing", "bg.muted"],
    ["accent", "bg"],
  ])("non-text %s on %s: 3:1", (fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(3);
  });
});
