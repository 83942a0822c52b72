import { afterEach, describe, expect, it, vi } from "vitest";
import { intlWarmUpSteps } from "./intl-warm-up.ts";
import type { Locale } from "./locale.ts";
import { warmIntl } from "./warm-intl.browser.ts";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  performance.clearMarks("intl-warm");
});

/** A stand-in for the browser's Worker that records what the page does with it. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  posted: unknown[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

function spyOnIntl() {
  const calls: string[] = [];
  vi.spyOn(Intl, "Locale").mockImplementation(function (tag: string) {
    calls.push(`Locale ${tag}`);
    return { maximize: () => ({}) };
  } as never);
  vi.spyOn(Intl.DateTimeFormat, "supportedLocalesOf").mockImplementation(() => {
    calls.push("supportedLocalesOf");
    return [];
  });
  vi.spyOn(Intl, "NumberFormat").mockImplementation(function (locale?: string | string[]) {
    calls.push(`NumberFormat ${String(locale)}`);
    return { format: () => "1" };
  } as never);
  vi.spyOn(Intl, "PluralRules").mockImplementation(function (locale?: string | string[]) {
    calls.push(`PluralRules ${String(locale)}`);
    return { select: () => "one" };
  } as never);
  vi.spyOn(Intl, "Collator").mockImplementation(function (locale?: string | string[]) {
    calls.push(`Collator ${String(locale)}`);
    return { compare: () => -1 };
  } as never);
  vi.spyOn(Intl, "DateTimeFormat").mockImplementation(function (locale?: string | string[]) {
    calls.push(`DateTimeFormat ${String(locale)}`);
    return { format: () => "1. Januar 1970" };
  } as never);
  return calls;
}

// Timers only: the warm-up's `performance` mark must stay real.
const fakeTimers = () => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });

const warmMarks = () =>
  performance.getEntriesByName("intl-warm", "mark").map((mark) => (mark as PerformanceMark).detail as string);

/** Starts `warmIntl` with FakeWorker as the browser's Worker: the workers it made, and whether it settled. */
function warmWithFakeWorker(locale: Locale) {
  FakeWorker.made = [];
  vi.stubGlobal("Worker", FakeWorker);
  const settled = { warm: false };
  const warming = warmIntl(locale).then(() => {
    settled.warm = true;
  });
  return { made: FakeWorker.made, worker: FakeWorker.made[0]!, warming, isWarm: () => settled.warm };
}

describe("warmIntl", () => {
  it("sends the page's locale to a module worker and uses no Intl on the main thread", async () => {
    const calls = spyOnIntl();
    const { made, worker, warming, isWarm } = warmWithFakeWorker("fr-CH");
    expect(made).toHaveLength(1);
    expect(worker.url.pathname).toMatch(/warm-intl\.worker\.ts$/);
    expect(worker.options).toEqual({ type: "module", name: "warm-intl" });
    expect(worker.posted).toEqual([{ locale: "fr-CH", languages: [navigator.language] }]);
    expect(calls).toEqual([]);
    expect(warmMarks()).toEqual([]);
    await Promise.resolve();
    expect(isWarm()).toBe(false);
    worker.dispatchEvent(new MessageEvent("message", { data: "warm" }));
    await warming;
    expect(worker.terminated).toBe(true);
    expect(warmMarks()).toEqual(["worker"]);
  });

  it("lets the page hydrate after two seconds when the worker neither answers nor fails", async () => {
    fakeTimers();
    const { warming, isWarm } = warmWithFakeWorker("de-DE");
    await vi.advanceTimersByTimeAsync(1999);
    expect(isWarm()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await warming;
    expect(warmMarks()).toEqual([]);
  });

  it("warms up on the main thread, one timer task a step, when the worker fails", async () => {
    fakeTimers();
    const calls = spyOnIntl();
    const { worker, warming, isWarm } = warmWithFakeWorker("de-DE");
    const error = new Event("error", { cancelable: true });
    worker.dispatchEvent(error);
    expect(error.defaultPrevented).toBe(true);
    expect(worker.terminated).toBe(true);
    expect(calls).toEqual([]);
    for (const expected of [
      "Locale de-DE",
      "supportedLocalesOf",
      "NumberFormat de-DE",
      "PluralRules de-DE",
      "Collator de-DE",
      "DateTimeFormat de-DE",
    ]) {
      calls.length = 0;
      expect(isWarm()).toBe(false);
      vi.advanceTimersToNextTimer();
      expect(calls).toEqual([expected]);
    }
    expect(vi.getTimerCount()).toBe(0);
    await warming;
    expect(warmMarks()).toEqual(["main thread"]);
  });

  it("warms up on the main thread when the browser has no Worker", () => {
    fakeTimers();
    vi.stubGlobal("Worker", undefined);
    const calls = spyOnIntl();
    warmIntl("fr-CH");
    expect(calls).toEqual([]);
    vi.runAllTimers();
    expect(calls).toHaveLength(6);
    expect(calls[0]).toBe("Locale fr-CH");
    expect(warmMarks()).toEqual(["main thread"]);
  });

  it("warms up on the main thread when the worker cannot be made", () => {
    fakeTimers();
    vi.stubGlobal("Worker", function blockedWorker() {
      throw new DOMException("blocked", "SecurityError");
    });
    const calls = spyOnIntl();
    warmIntl("de-DE");
    vi.runAllTimers();
    expect(calls).toHaveLength(6);
    expect(warmMarks()).toEqual(["main thread"]);
  });
});

describe("intlWarmUpSteps", () => {
  it("each step runs against the real Intl", () => {
    const results = intlWarmUpSteps("fr-CH", ["de-CH"]).map((step) => step());
    expect(results).toEqual([expect.any(Intl.Locale), ["de-CH"], "1", "one", -1, "1 janvier 2000"]);
  });
});
