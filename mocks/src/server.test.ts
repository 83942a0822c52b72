// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMULATOR_ACCESS_KEY } from "./emulator.ts";
import { fixtureIds, mediaFixtures, mediaPath } from "./fixtures/index.ts";
import { startEmulatorServer, type EmulatorServer } from "./server.ts";

describe("startEmulatorServer", () => {
  let server: EmulatorServer;
  beforeAll(async () => {
    server = await startEmulatorServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const headers = { "sw-access-key": EMULATOR_ACCESS_KEY };

  it("serves the dev mailbox and the payment gateway to loopback clients", async () => {
    expect(server.mailboxUrl).toBe(`${server.origin}/__emulator/mailbox`);
    const inbox = await fetch(server.mailboxUrl);
    expect(inbox.status).toBe(200);
    expect(inbox.headers.get("content-type")).toContain("text/html");
    expect(await inbox.text()).toContain("No mail yet.");
    expect(await (await fetch(`${server.mailboxUrl}?format=json`)).json()).toEqual([]);
    const gateway = await fetch(`${server.origin}/__emulator/payment/unknown-token`);
    expect(gateway.status).toBe(404);
  });

  it("listens on loopback and reports its base URL", () => {
    expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.url).toBe(`${server.origin}/store-api`);
  });

  it("answers the Store API through the MSW handlers", async () => {
    const response = await fetch(`${server.url}/context`, { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get("sw-context-token")).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(response.headers.get("access-control-expose-headers")).toContain("sw-context-token");
    expect((await response.json()).salesChannel.navigationCategoryId).toBe(fixtureIds.homeCategory);
  });

  it("passes POST bodies and keeps state per token", async () => {
    const patch = await fetch(`${server.url}/context`, {
      method: "PATCH",
      headers: { ...headers, "content-type": "application/json", "sw-context-token": "server-token" },
      body: JSON.stringify({ languageId: fixtureIds.languages["fr-CH"] }),
    });
    expect(patch.status).toBe(200);
    const context = await (
      await fetch(`${server.url}/context`, { headers: { ...headers, "sw-context-token": "server-token" } })
    ).json();
    expect(context.languageInfo.localeCode).toBe("fr-CH");
  });

  it("applies the transport rules", async () => {
    expect((await fetch(`${server.url}/context`)).status).toBe(401);
    expect((await fetch(`${server.url}/context`, { headers: { "sw-access-key": "SWSCWRONG" } })).status).toBe(
      412,
    );
  });

  it("builds media URLs on its own origin, or on the forwarded one", async () => {
    const direct = await (
      await fetch(`${server.url}/category/${fixtureIds.homeCategory}`, {
        method: "POST",
        headers,
        body: "{}",
      })
    ).json();
    const url: string = direct.cmsPage.sections[0].blocks[0].slots[0].data.media.url;
    expect(url.startsWith(`${server.origin}/media/`)).toBe(true);

    const forwarded = await (
      await fetch(`${server.url}/category/${fixtureIds.homeCategory}`, {
        method: "POST",
        headers: { ...headers, "x-forwarded-host": "localhost:3000", "x-forwarded-proto": "http" },
        body: "{}",
      })
    ).json();
    expect(forwarded.cmsPage.sections[0].blocks[0].slots[0].data.media.url).toMatch(
      /^http:\/\/localhost:3000\/media\//,
    );
  });

  it("serves the media files with their content type and long cache headers", async () => {
    const response = await fetch(`${server.origin}/${mediaPath(mediaFixtures.heroBanner)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Array.from(bytes.subarray(1, 4), (byte) => String.fromCharCode(byte)).join("")).toBe("PNG");
    const etag = response.headers.get("etag")!;
    const again = await fetch(`${server.origin}/${mediaPath(mediaFixtures.heroBanner)}`, {
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);
  });

  it("does not serve files outside the media folder", async () => {
    expect((await fetch(`${server.origin}/media/..%2Fpackage.json`)).status).toBe(404);
    expect((await fetch(`${server.origin}/media/does-not-exist.png`)).status).toBe(404);
  });

  it("answers CORS preflights", async () => {
    const response = await fetch(`${server.url}/context`, {
      method: "OPTIONS",
      headers: { origin: "http://localhost:6006", "access-control-request-headers": "sw-access-key" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-headers")).toBe("sw-access-key");
  });

  it("can start in maintenance mode", async () => {
    const maintenance = await startEmulatorServer({ maintenance: true });
    try {
      const response = await fetch(`${maintenance.url}/context`, { headers });
      expect(response.status).toBe(503);
      expect((await response.json()).errors[0].code).toBe("FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE");
    } finally {
      await maintenance.close();
    }
  });
});
