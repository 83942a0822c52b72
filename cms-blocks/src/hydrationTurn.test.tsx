import { act, render, screen, waitFor } from "@testing-library/react";
import { startTransition, useLayoutEffect, useState } from "react";
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
