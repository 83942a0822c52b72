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
 * not stop the others: after this long the next turn comes anyway.
 */
const STALL_MS = 250;

function releaseNext() {
  timer = undefined;
  active = waiting.shift();
  if (!active) return;
  release(active);
  timer = setTimeout(releaseNext, STALL_MS);
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

/**
 * Waits for its turn before its children hydrate. Place it directly inside the `<Suspense>` boundary it
 * paces (`HydrationSlice` does both). `after`: what the children wait for anyway (an island's code, asked
 * for only when React hydrates the boundary, after the shell); the turn is requested once it is there, so
 * a boundary never holds the queue while its code downloads.
 */
export function HydrationTurn({ children, after }: { children: ReactNode; after?: () => Promise<unknown> }) {
  const id = useId();
  const hydrating = useIsHydrating() && pacing;
  // Every hook before the first `use`: React replays a suspended component with the hooks it had reached.
  useEffect(() => committed(id), [id]);
  if (hydrating) {
    if (after) use(after());
    // Always `use`, released or not: React expects the same calls when it replays a suspended render.
    use(requestTurn(id).promise);
  }
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
