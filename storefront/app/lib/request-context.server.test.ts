// @vitest-environment node
import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { Locale } from "./locale.ts";

vi.mock("./shop.server.ts", () => ({
  shop: {
    endpoint: "http://store-api.test/store-api",
    accessKey: "SWSCTEST",
    languageId: async (locale: Locale) => `language-${locale}`,
  },
}));

const { localeContext, storeApiMiddleware } = await import("./request-context.server.ts");

/** The locale the middleware gives a request, as React Router calls it (with the page's normalised URL). */
async function localeOf(rawUrl: string, pageUrl: string): Promise<Locale> {
  const context = new RouterContextProvider();
  const args = { request: new Request(rawUrl), url: new URL(pageUrl), context, params: {} } as never;
  await storeApiMiddleware(args, async () => new Response(null));
  return context.get(localeContext);
}

describe("storeApiMiddleware", () => {
  it("takes the locale from the page's path, also for client-side data requests (`.data`)", async () => {
    expect(await localeOf("http://shop.test/fr-CH", "http://shop.test/fr-CH")).toBe("fr-CH");
    expect(await localeOf("http://shop.test/fr-CH.data?_routes=fr-CH%2Fhome", "http://shop.test/fr-CH")).toBe(
      "fr-CH",
    );
    expect(await localeOf("http://shop.test/_.data", "http://shop.test/")).toBe("de-DE");
  });
});

describe("shareSessionReads", async () => {
  const { shareSessionReads } = await import("./request-context.server.ts");
  /** A client whose cart reads are numbered, with one write and one other read. */
  function fakeClient() {
    let reads = 0;
    const client = {
      readCart: vi.fn<() => Promise<{ read: number }>>(async () => ({ read: ++reads })),
      readContext: vi.fn<() => Promise<object>>(async () => ({})),
      addLineItems: vi.fn<() => Promise<object>>(async () => ({})),
    };
    return { client, api: shareSessionReads(client as never) as unknown as typeof client };
  }

  it("answers the page's loaders with one cart calculation; a write makes the next read a new one", async () => {
    const { client, api } = fakeClient();
    const [layout, page] = await Promise.all([api.readCart(), api.readCart()]);
    expect(layout).toBe(page);
    await api.readContext();
    expect(await api.readCart()).toEqual({ read: 1 });
    expect(client.readCart).toHaveBeenCalledTimes(1);
    await api.addLineItems();
    expect(await api.readCart()).toEqual({ read: 2 });
    expect(client.readCart).toHaveBeenCalledTimes(2);
  });

  it("shares one context read the same way", async () => {
    const { client, api } = fakeClient();
    const [layout, page] = await Promise.all([api.readContext(), api.readContext()]);
    expect(layout).toBe(page);
    expect(client.readContext).toHaveBeenCalledTimes(1);
    await api.addLineItems();
    await api.readContext();
    expect(client.readContext).toHaveBeenCalledTimes(2);
  });

  it("reads again after a failed read", async () => {
    const { client, api } = fakeClient();
    client.readCart.mockRejectedValueOnce(new Error("timeout"));
    await expect(api.readCart()).rejects.toThrow("timeout");
    expect(await api.readCart()).toEqual({ read: 1 });
  });
});
