import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { NavItem } from "./navItems.ts";
import { deferredLoad, lazyTestItems } from "./__fixtures__/testItems.ts";
import { useLazyNavItems } from "./useLazyNavItems.ts";

const top = (items: NavItem[], id: string) => items.find((item) => item.id === id)!;

describe("useLazyNavItems", () => {
  it("loads an item's children once and puts them in place", async () => {
    const { load, calls, resolve } = deferredLoad();
    const { result } = renderHook(() => useLazyNavItems(lazyTestItems, load));
    expect(top(result.current.items, "cleaners")).toMatchObject({ lazyChildren: "idle" });

    act(() => result.current.loadChildren(top(result.current.items, "cleaners")));
    act(() => result.current.loadChildren(top(result.current.items, "cleaners")));
    expect(calls).toEqual(["cleaners"]);
    expect(top(result.current.items, "cleaners")).toMatchObject({ lazyChildren: "loading" });

    await act(async () => resolve("cleaners"));
    const cleaners = top(result.current.items, "cleaners");
    expect(cleaners.lazyChildren).toBeUndefined();
    expect(cleaners.children!.map((child) => child.id)).toEqual(["floor", "sanitary"]);
    // The other items wait for their own request.
    expect(top(result.current.items, "machines")).toMatchObject({ lazyChildren: "idle" });
    act(() => result.current.loadChildren(cleaners));
    expect(calls).toEqual(["cleaners"]);
  });

  it("marks a failed load and tries again on the next request", async () => {
    const { load, calls, resolve, reject } = deferredLoad();
    const { result } = renderHook(() => useLazyNavItems(lazyTestItems, load));
    act(() => result.current.loadChildren(top(result.current.items, "machines")));
    await act(async () => reject("machines"));
    expect(top(result.current.items, "machines")).toMatchObject({ lazyChildren: "failed" });

    act(() => result.current.loadChildren(top(result.current.items, "machines")));
    expect(calls).toEqual(["machines", "machines"]);
    await act(async () => resolve("machines"));
    expect(top(result.current.items, "machines").children).toHaveLength(1);
  });

  it("ignores items without children to load", () => {
    const { load, calls } = deferredLoad();
    const { result } = renderHook(() => useLazyNavItems(lazyTestItems, load));
    act(() => result.current.loadChildren(top(result.current.items, "sale")));
    expect(calls).toEqual([]);
    expect(result.current.items).toEqual(lazyTestItems);
  });
});
