/* oxlint-disable unicorn/require-post-message-target-origin -- a BroadcastChannel takes no target origin */
import { render, screen } from "@testing-library/react";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isSessionReload, SESSION_CHANNEL, sessionFingerprint, useSessionSync } from "./session-sync.ts";

/** A page whose layout renders `fingerprint` and counts its loader's runs (and whether each was a session reload). */
function renderTab(fingerprint: string | undefined) {
  const loads: boolean[] = [];
  function Page() {
    useSessionSync(fingerprint);
    return <output>{useLoaderData<number>()}</output>;
  }
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: Page,
      HydrateFallback: () => null,
      loader: () => {
        loads.push(isSessionReload());
        return loads.length;
      },
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return loads;
}

/** The messages another tab hears on the session channel. */
function listen() {
  const heard: unknown[] = [];
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.addEventListener("message", (event: MessageEvent) => heard.push(event.data));
  return { heard, close: () => channel.close() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe("session sync across tabs", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it("fingerprints the session without anything secret", () => {
    expect(sessionFingerprint(true, "EUR")).toBe("customer:EUR");
    expect(sessionFingerprint(false, undefined)).toBe("visitor:");
  });

  it("a first visit stores the session and tells nobody; a changed session tells the other tabs", async () => {
    const other = listen();
    renderTab("visitor:CHF");
    await screen.findByText("1");
    await settle();
    expect(localStorage.getItem("shop-session")).toBe("visitor:CHF");
    expect(other.heard).toEqual([]);

    renderTab("customer:CHF");
    await vi.waitFor(() => expect(other.heard).toEqual([{ type: "session-changed" }]));
    expect(localStorage.getItem("shop-session")).toBe("customer:CHF");

    // The same session again (the tab that was told, after its reload): nothing more to say.
    renderTab("customer:CHF");
    await settle();
    expect(other.heard).toHaveLength(1);
    other.close();
  });

  it("another tab's message reloads the data, as a session reload; other messages do not", async () => {
    const loads = renderTab(undefined);
    await screen.findByText("1");
    const other = new BroadcastChannel(SESSION_CHANNEL);
    other.postMessage({ type: "something-else" });
    other.postMessage(null);
    await settle();
    expect(loads).toEqual([false]);
    other.postMessage({ type: "session-changed" });
    await screen.findByText("2");
    expect(loads).toEqual([false, true]);
    expect(isSessionReload()).toBe(false);
    other.close();
  });
});
