import { afterEach, describe, expect, it, vi } from "vitest";
import { warmIntl } from "./warm-intl.browser.ts";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("warmIntl", () => {
  it("uses Intl for the page's locale in tasks of its own, none while the caller runs", () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    vi.spyOn(Intl, "Locale").mockImplementation(function (tag: string) {
      calls.push(`Locale ${tag}`);
      return { maximize: () => ({}) };
    } as never);
    vi.spyOn(Intl, "NumberFormat").mockImplementation(function (locale?: string | string[]) {
      calls.push(`NumberFormat ${String(locale)}`);
      return { format: () => "1" };
    } as never);
    vi.spyOn(Intl.DateTimeFormat, "supportedLocalesOf").mockImplementation(() => {
      calls.push("DateTimeFormat");
      return [];
    });
    vi.spyOn(Intl, "PluralRules").mockImplementation(function (locale?: string | string[]) {
      calls.push(`PluralRules ${String(locale)}`);
      return { select: () => "one" };
    } as never);
    warmIntl("fr-CH");
    expect(calls).toEqual([]);
    for (const expected of [
      ["Locale fr-CH"],
      ["DateTimeFormat"],
      ["NumberFormat fr-CH"],
      ["PluralRules fr-CH"],
    ]) {
      calls.length = 0;
      vi.advanceTimersToNextTimer();
      expect(calls).toEqual(expected);
    }
    expect(vi.getTimerCount()).toBe(0);
  });
});
