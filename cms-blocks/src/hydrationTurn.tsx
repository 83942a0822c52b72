import { Suspense, use, useEffect, useId, useSyncExternalStore, type ReactNode } from "react";

/**
 * Hydration one boundary at a time (ADR 6).
 *
 * React hydrates every dehydrated Suspense boundary that is ready in one render pass and commits them
 * together. The render is sliced, the commit and the effects after it are not: on the home page the
 * header, notification and footer islands came in one commit (570 fibers), all eleven CMS blocks in the
 * next, and the three product sliders with their 20 cards in one of 965 fibers, each a long task. A turn
 * holds its boundary's hydration until the boundary before it has committed, so every boundary commits in
 * a task of its own, in the order React first reached them (header, content, footer; outer before inner).
 *
 * Only hydration waits: a boundary rendered on the client (a client navigation, a story, a test) renders
 * at once. A shopper who taps a part before its turn gets the server HTML's native behaviour (a link, a
 * form), as before its code had loaded. What changes the page while it hydrates does so in a transition
 * (ADR 6), which React holds until a waiting boundary has hydrated; an urgent update would make React
 * render the boundary anew without its server HTML, as it would an island whose code is still loading.
 */
type Turn = {
  /** Marked fulfilled when released (`status`, as React marks the thenables it has seen settle), so React reads it without suspending. */
  promise: Promise<void>;
  resolve: () => void;
};

function release(turn: Turn) {
  Object.assign(turn.promise, { status: "fulfilled", value: undefined });
  turn.resolve();
}

/** Set by the browser's entry before it hydrates (`paceHydration`); never on the server. */
let pacing = false;
const turns = new Map<string, Turn>();
const waiting: Turn[] = [];
/** The turn released last, until its boundary has committed. */
let active: Turn | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
/**
 * A released boundary that never commits (removed before its turn, or rendered again on the client) must
 * not stop the others. It counts as stalled when the browser is idle while it has not committed, and
 * still is `REACT_THROTTLE_MS` later (ADR 6, "When a turn counts as stalled"):
 * - while React has work (this boundary's hydration, or anything before it), its scheduler keeps a task
 *   queued, so the page is not idle;
 * - React holds the commit of retried boundaries for up to 300 ms (`FALLBACK_THROTTLE_MS`) on a timer,
 *   which leaves the page idle: a turn released then was rendered together with the one held, and both
 *   committed at once (3 of 12 category page loads).
 * A fixed 250 ms (the first version) could not tell "not yet" from "never": 4 of 8 category page loads had
 * a double commit. A page never idle for `GIVE_UP_MS` counts as idle; without `requestIdleCallback`
 * (Safari) a timer of `FALLBACK_MS` stands in for it.
 */
const GIVE_UP_MS = 2000;
const FALLBACK_MS = 500;
const REACT_THROTTLE_MS = 350;
let stallCheck: (() => void) | undefined;

function watchStall(turn: Turn, idleOnce = false) {
  const ifStalled = () => {
    if (active !== turn) return;
    if (idleOnce) {
      releaseNext();
      return;
    }
    // Idle once may be React's throttle: look again after it.
    const handle = setTimeout(() => watchStall(turn, true), REACT_THROTTLE_MS);
    stallCheck = () => clearTimeout(handle);
  };
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(ifStalled, { timeout: GIVE_UP_MS });
    stallCheck = () => cancelIdleCallback(handle);
  } else {
    const handle = setTimeout(ifStalled, FALLBACK_MS);
    stallCheck = () => clearTimeout(handle);
  }
}

function releaseNext() {
  timer = undefined;
  stallCheck?.();
  stallCheck = undefined;
  active = waiting.shift();
  if (!active) return;
  release(active);
  watchStall(active);
}

/** The next turn in a task of its own, after the browser has run what the last commit scheduled. */
function scheduleNext() {
  if (timer !== undefined) clearTimeout(timer);
  timer = setTimeout(releaseNext, 0);
}

function requestTurn(id: string): Turn {
  let turn = turns.get(id);
  if (!turn) {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    turn = { promise, resolve };
    turns.set(id, turn);
    waiting.push(turn);
    if (active === undefined && timer === undefined) scheduleNext();
  }
  return turn;
}

function committed(id: string) {
  const turn = turns.get(id);
  if (!turn) return;
  turns.delete(id);
  if (turn === active) {
    active = undefined;
    scheduleNext();
  }
}

/**
 * Turns on pacing for the page about to be hydrated: the browser's entry calls it before `hydrateRoot`.
 * A server render never does, so its boundaries render at once (`false` turns it off again, for tests that
 * render on the "server" and hydrate in one environment).
 */
export function paceHydration(on = true): void {
  pacing = on;
  // A page hydrates once; a test may hydrate several, whose `useId`s repeat: each starts with no turns.
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  stallCheck?.();
  stallCheck = undefined;
  active = undefined;
  waiting.length = 0;
  turns.clear();
}

const subscribeNever = () => () => {};
/**
 * True while React hydrates this component (it reads the server snapshot then), false when it renders
 * it on the client. After hydration React re-renders the turn once with `false`: its children are the
 * same element, so nothing below renders again.
 */
const useIsHydrating = () =>
  useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );

/** What a render that waits for nothing reads: React returns a fulfilled thenable's value at once. */
const ready: Promise<void> = Object.assign(Promise.resolve(), { status: "fulfilled", value: undefined });

/**
 * Waits for its turn before its children hydrate. Place it directly inside the `<Suspense>` boundary it
 * paces (`HydrationSlice` does both). `after`: what the children wait for anyway (an island's code, asked
 * for only when React hydrates the boundary, after the shell); the turn is requested once it is there, so
 * a boundary never holds the queue while its code downloads.
 */
export function HydrationTurn({ children, after }: { children: ReactNode; after?: () => Promise<unknown> }) {
  const hydrating = useIsHydrating() && pacing;
  // The same elements hydrating or not: a different tree after hydration would mount the children anew.
  return (
    <Wait until={hydrating && after ? after() : ready}>
      <Turn hydrating={hydrating}>{children}</Turn>
    </Wait>
  );
}

/**
 * Exactly one `use` in every render, of a settled thenable when nothing waits: React expects the same calls
 * when it renders again a component that suspended.
 */
function Wait({ until, children }: { until: Promise<unknown>; children: ReactNode }) {
  use(until);
  return children;
}

function Turn({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const id = useId();
  // Every hook before `use`: React replays a suspended component with the hooks it had reached.
  useEffect(() => committed(id), [id]);
  const turn = hydrating ? requestTurn(id) : undefined;
  use(turn ? turn.promise : ready);
  return children;
}

/** A part of a page that hydrates in a task of its own: a Suspense boundary paced by a turn. */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <HydrationTurn>{children}</HydrationTurn>
    </Suspense>
  );
}
