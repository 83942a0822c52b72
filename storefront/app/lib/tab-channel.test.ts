import { afterEach, describe, expect, it } from "vitest";
import { openTabChannel, tabSyncOffAttribute } from "./tab-channel.ts";

afterEach(() => document.documentElement.removeAttribute(tabSyncOffAttribute));

describe("openTabChannel", () => {
  it("opens the named channel to the shop's other tabs", () => {
    const channel = openTabChannel("shop-cart");
    expect(channel).toBeInstanceOf(BroadcastChannel);
    expect(channel?.name).toBe("shop-cart");
    channel?.close();
  });

  it("opens none when the server says the tabs are not synced (BROADCAST_TABS=off)", () => {
    document.documentElement.setAttribute(tabSyncOffAttribute, "");
    expect(openTabChannel("shop-cart")).toBeUndefined();
  });
});
