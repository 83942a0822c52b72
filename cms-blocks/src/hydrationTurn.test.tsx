import { act, render, screen, waitFor } from "@testing-library/react";
import { startTransition, use, useLayoutEffect, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HydrationSlice, paceHydration } from "./hydrationTurn.tsx";

/** The names of the probes that mounted together: one entry per React commit. */
let commits: string[][] = [];
let pending: string[] = [];
function Probe({ name, onMount }: { name: string; onMount?: () => void }) {
  useLayoutEffect(() => {
    // Layout effects of one commit run in one go; a microtask closes the commit.
    if (pending.length === 0)
      queueMicrotask(() => {
        commits.push(pending);
        pending = [];
      });
    pending.push(name);
    onMount?.();
  }, [name, onMount]);
  return <p>{name}</p>;
}

const names = ["header", "content", "footer"];

function Page({ label = "", onFirstMount }: { label?: string; onFirstMount?: () => void }) {
  return (
    <div>
      {names.map((name, index) => (
        <HydrationSlice key={name}>
          <Probe name={name + label} onMount={index === 0 ? onFirstMount : undefined} />
        </HydrationSlice>
      ))}
    </div>
  );
}

async function hydrate(element: React.ReactElement, serverElement = element) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(serverElement);
  document.body.append(container);
  const serverNodes = [...container.querySelectorAll("p")];
  paceHydration();
  const recoverable = vi.fn<(error: unknown) => void>();
  const root = hydrateRoot(container, element, { onRecoverableError: recoverable });
  return { container, serverNodes, recoverable, root };
}

function Changing() {
  const [label, setLabel] = useState("");
  // As soon as the first slice has hydrated, the page changes (in a transition, as every update while
  // a page hydrates: an urgent one would make React render a waiting boundary anew, as it would an
  // island whose code is still loading).
  return <Page label={label} onFirstMount={() => startTransition(() => setLabel("!"))} />;
}

afterEach(() => {
  vi.unstubAllGlobals();
  paceHydration(false);
  commits = [];
  pending = [];
  document.body.replaceChildren();
});

describe("HydrationSlice", () => {
  it("hydrates each slice in a commit of its own, in the page's order, keeping the server HTML", async () => {
    const { container, serverNodes, recoverable, root } = await hydrate(<Page />);
    await waitFor(() => expect(commits.flat()).toHaveLength(3));
    // Plain Suspense boundaries would all hydrate in one commit: [["header", "content", "footer"]].
    expect(commits).toEqual([["header"], ["content"], ["footer"]]);
    expect([...container.querySelectorAll("p")]).toEqual(serverNodes);
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it("applies a change of the page above a waiting slice once the slice has hydrated, keeping its server HTML", async () => {
    const { container, serverNodes, recoverable, root } = await hydrate(<Changing />, <Page />);
    await waitFor(() => expect(container.textContent).toBe("header!content!footer!"));
    expect([...container.querySelectorAll("p")]).toEqual(serverNodes);
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it("renders at once when it is not hydrating (a client navigation, a story)", () => {
    render(<Page />);
    expect(screen.getAllByRole("paragraph").map((node) => node.textContent)).toEqual(names);
  });
});

/** Suspends for good: the slice around it never commits (a boundary rendered anew, or gone, before its turn). */
const never = new Promise<never>(() => {});
function Stuck(): React.ReactNode {
  return use(never);
}

/** The server's page, and the browser's, whose header slice never commits its hydration. */
function StuckPage() {
  return (
    <div>
      <HydrationSlice>
        <Stuck />
      </HydrationSlice>
      {names.slice(1).map((name) => (
        <HydrationSlice key={name}>
          <Probe name={name} />
        </HydrationSlice>
      ))}
    </div>
  );
}

/** `requestIdleCallback` that runs its callbacks only when the test says the page is idle. */
function controlledIdle() {
  const callbacks: (() => void)[] = [];
  const cancelled = new Set<number>();
  vi.stubGlobal("requestIdleCallback", (callback: () => void) => callbacks.push(callback));
  vi.stubGlobal("cancelIdleCallback", (handle: number) => cancelled.add(handle));
  return {
    requested: () => callbacks.length,
    /** Runs the callbacks requested so far and not cancelled. */
    idle: () =>
      act(() => {
        for (const [index, callback] of callbacks.entries())
          if (!cancelled.has(index + 1)) {
            cancelled.add(index + 1);
            callback();
          }
      }),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("HydrationSlice whose boundary never commits", () => {
  it("holds the next slices until the page is idle, and idle again after React's throttle; then they hydrate", async () => {
    const page = controlledIdle();
    const { container, recoverable, root } = await hydrate(<StuckPage />, <Page />);
    // The header's turn is out and its stall check waits for the page to be idle.
    await waitFor(() => expect(page.requested()).toBe(1));
    await pause(400);
    expect(commits).toEqual([]);
    // Idle once may be React holding a retried boundary's commit (up to 300 ms): not yet stalled.
    await page.idle();
    await pause(100);
    expect(commits).toEqual([]);
    // Still idle 350 ms later: the header counts as stalled, the next slices take their turns.
    await waitFor(() => expect(page.requested()).toBe(2), { timeout: 2000 });
    expect(commits).toEqual([]);
    await page.idle();
    await waitFor(() => expect(commits).toEqual([["content"], ["footer"]]));
    // The header keeps its server HTML, hydrated or not.
    expect(container.querySelector("p")?.textContent).toBe("header");
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it("without requestIdleCallback (Safari), timers stand in for it", async () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    const { root } = await hydrate(<StuckPage />, <Page />);
    await pause(300);
    expect(commits).toEqual([]);
    // 500 ms, then 350 ms, then 500 ms again.
    await waitFor(() => expect(commits).toEqual([["content"], ["footer"]]), { timeout: 4000 });
    act(() => root.unmount());
  });
});
