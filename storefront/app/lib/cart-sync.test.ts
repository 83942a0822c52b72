/* oxlint-disable unicorn/require-post-message-target-origin -- a BroadcastChannel takes no target origin */
import { afterEach, describe, expect, it, vi } from "vitest";
import { broadcastCartChange, CART_CHANNEL, subscribeCartChanges, type CartChange } from "./cart-sync.ts";

const nextMessage = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("cart sync across tabs", () => {
  const stops: (() => void)[] = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it("tells the other tabs (the shop-cart channel) with the new count", async () => {
    const changes: CartChange[] = [];
    stops.push(subscribeCartChanges((change) => changes.push(change)));
    broadcastCartChange(3);
    broadcastCartChange();
    await vi.waitFor(() => expect(changes).toHaveLength(2));
    expect(changes).toEqual([
      { type: "cart-changed", cartCount: 3 },
      { type: "cart-changed", cartCount: undefined },
    ]);
  });

  it("ignores other messages on the channel, and stops on unsubscribe", async () => {
    const onChange = vi.fn<(change: CartChange) => void>();
    const stop = subscribeCartChanges(onChange);
    const other = new BroadcastChannel(CART_CHANNEL);
    other.postMessage({ type: "something-else" });
    other.postMessage(null);
    other.postMessage({ type: "cart-changed", cartCount: "3" });
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange).toHaveBeenCalledWith({ type: "cart-changed", cartCount: undefined });
    stop();
    other.postMessage({ type: "cart-changed" });
    await nextMessage();
    expect(onChange).toHaveBeenCalledTimes(1);
    other.close();
  });

  it("does nothing where BroadcastChannel is missing", () => {
    vi.stubGlobal("BroadcastChannel", undefined);
    try {
      expect(() => broadcastCartChange(1)).not.toThrow();
      expect(() => subscribeCartChanges(() => {})()).not.toThrow();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
