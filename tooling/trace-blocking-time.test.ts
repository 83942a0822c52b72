import { describe, expect, it } from "vitest";
import { blockingTime, type TraceEvent } from "./trace-blocking-time.ts";

const ms = 1000;
const main = { pid: 7, tid: 7 };
const navigation: TraceEvent = {
  ...main,
  name: "navigationStart",
  ts: 0,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: "http://localhost:3200/" } },
};
const paint: TraceEvent = { ...main, name: "firstContentfulPaint", ts: 100 * ms };
const task = (at: number, wall: number, cpu: number, thread = main): TraceEvent => ({
  ...thread,
  name: "RunTask",
  ph: "X",
  ts: at * ms,
  dur: wall * ms,
  tdur: cpu * ms,
});

describe("blockingTime", () => {
  it("applies Lighthouse's rule to the main thread's tasks after the first paint, on wall and on CPU time", () => {
    const events = [
      navigation,
      // The about:blank navigation before the page's own is not the page.
      { ...navigation, ts: -500 * ms, args: { data: { isLoadingMainFrame: true, documentLoaderURL: "" } } },
      task(50, 40, 40), // before the first paint
      paint,
      task(120, 20, 5), // 4 × 20 − 50 = 30 on wall time; 4 × 5 < 50 on CPU time
      task(200, 30, 20), // 70 and 30
      task(300, 10, 10), // under 12.5 ms: nothing
      task(400, 90, 90, { pid: 7, tid: 9 }), // another thread
      task(500, 90, 90, { pid: 8, tid: 8 }), // another process
    ];
    expect(blockingTime(events)).toEqual({ wall: 100, cpu: 30 });
  });

  it("counts a task without CPU time by its wall time", () => {
    const { tdur: _cpu, ...withoutCpu } = task(150, 25, 0);
    expect(blockingTime([navigation, paint, withoutCpu])).toEqual({ wall: 50, cpu: 50 });
  });

  it("answers nothing for a trace without the page's navigation or first paint", () => {
    expect(blockingTime([paint, task(150, 30, 30)])).toBeUndefined();
    expect(blockingTime([navigation, task(150, 30, 30)])).toBeUndefined();
  });
});
