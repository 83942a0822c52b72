// @vitest-environment node
// The menus' resource route with its middleware, against the Store API emulator (MSW intercepts fetch).
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { categoryIds } from "@shop/mocks";
import { createTestEmulator } from "@shop/mocks/node";
import type { NavigationMenuResult } from "../lib/navigation.ts";

vi.mock("../lib/shop.server.ts", () => import("../lib/shop.test-double.ts"));

const { loader, middleware } = await import("./navigation-menu.ts");

const emulator = createTestEmulator();
const storeApiTokens: Array<string | null> = [];
beforeAll(() => {
  emulator.server.listen({ onUnhandledFrame: "error" });
  emulator.server.events.on("request:start", ({ request }) => {
    storeApiTokens.push(request.headers.get("sw-context-token"));
  });
});
afterAll(() => emulator.server.close());

/** GETs the route through its middleware and loader, as React Router would. */
async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const request = new Request(`http://localhost${path}`, { headers });
  const categoryId = path.split("/").at(-1)!;
  const context = new RouterContextProvider();
  const args = { request, context, params: { categoryId }, unstable_pattern: path } as never;
  const [storeApi] = middleware;
  return storeApi!(args, () => loader(args)) as Promise<Response>;
}

describe("GET /navigation-menu/{categoryId}", () => {
  it("answers a category's children with their children, images on the first level, publicly cacheable", async () => {
    const response = await get(`/navigation-menu/${categoryIds.cleaning}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=60, s-maxage=300/);
    const { items } = (await response.json()) as NavigationMenuResult;
    expect(items.map((item) => item.label)).toEqual(["Bodenreiniger", "Sanitärreiniger", "Allzweckreiniger"]);
    expect(items[0]).toMatchObject({ href: "/Reinigungsmittel/Bodenreiniger/", image: { width: 600 } });
    expect(items[0]!.children!.map((item) => item.href)).toContain(
      "/Reinigungsmittel/Bodenreiniger/Grundreiniger/",
    );
    // The grandchildren are the deepest level shown: no images, nothing left to load.
    expect(
      items.flatMap((item) => item.children ?? []).every((item) => !item.image && !item.lazyChildren),
    ).toBe(true);
  });

  it("answers in the page's language", async () => {
    const { items } = (await (
      await get(`/fr-CH/navigation-menu/${categoryIds.cleaning}`)
    ).json()) as NavigationMenuResult;
    expect(items[0]!.label).toBe("Nettoyants pour sols");
    expect(items[0]!.href).toMatch(/^\/fr-CH\//);
  });

  it("never reads nor writes the shopper's session", async () => {
    storeApiTokens.length = 0;
    const response = await get(`/navigation-menu/${categoryIds.machines}`, {
      cookie: "sw-context-token=shoppers-own-token-000000000000000",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.headers.get("vary")).toBeNull();
    expect(storeApiTokens).toEqual([null]);
  });

  it("answers 404 for an id that is not a category, without caching it", async () => {
    for (const path of ["/navigation-menu/not-an-id", `/navigation-menu/${"e".repeat(32)}`]) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("answers 502 when the Store API fails, without caching it", async () => {
    emulator.setSwitches({ rules: "/navigation/**=503" });
    vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await get(`/navigation-menu/${categoryIds.cleaning}`);
      expect(response.status).toBe(502);
      expect(response.headers.get("cache-control")).toBe("no-store");
    } finally {
      emulator.reset();
      vi.restoreAllMocks();
    }
  });
});
