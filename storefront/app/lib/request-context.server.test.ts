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
