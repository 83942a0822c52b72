/** The fields of a Chrome trace event this module reads. */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  /** Start, µs. */
  ts: number;
  /** Wall duration, µs. */
  dur?: number;
  /** The thread's own CPU time in the event, µs. */
  tdur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

/** Lighthouse's rule for one task: 4 × its time (the mobile CPU slowdown), less 50 ms. */
const blocking = (ms: number) => Math.max(0, 4 * ms - 50);

/**
 * A page load's blocking time by Lighthouse's rule for TBT, counted twice from its trace:
 * - `wall`: on each task's wall time, as Lighthouse's simulation (Lantern) takes it;
 * - `cpu`: on the main thread's own CPU time in each task (`tdur`).
 *
 * The rule: for every task of the page's main thread after its first contentful paint, 4 × its duration
 * (Lighthouse's mobile CPU slowdown) minus 50 ms, when positive; in ms.
 *
 * On a machine shared with Chrome's other processes and Lighthouse itself (2 cores here), a task's wall time
 * includes the time its thread waited for a core. `cpu` leaves that out: it moves with the page's own work,
 * `wall` (and Lighthouse's TBT) also with the host's load (ADR 6, "What Lighthouse counts"). Both use the
 * trace's own first paint, not Lighthouse's simulated one, so `wall` approximates Lighthouse's TBT and is
 * not it. Undefined when the trace has no navigation or no first contentful paint.
 */
export function blockingTime(events: readonly TraceEvent[]): { wall: number; cpu: number } | undefined {
  const navigation = events.find(
    (event) =>
      event.name === "navigationStart" &&
      event.args?.data?.isLoadingMainFrame === true &&
      /^https?:/.test(event.args.data.documentLoaderURL ?? ""),
  );
  if (!navigation) return undefined;
  const paint = events.find(
    (event) =>
      event.name === "firstContentfulPaint" && event.pid === navigation.pid && event.ts >= navigation.ts,
  );
  if (!paint) return undefined;
  let wall = 0;
  let cpu = 0;
  for (const event of events) {
    if (event.name !== "RunTask" || event.ph !== "X") continue;
    if (event.pid !== navigation.pid || event.tid !== navigation.tid || event.ts < paint.ts) continue;
    wall += blocking((event.dur ?? 0) / 1000);
    cpu += blocking((event.tdur ?? event.dur ?? 0) / 1000);
  }
  return { wall, cpu };
}
