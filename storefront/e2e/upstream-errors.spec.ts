import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { startStorefront } from "./storefront-process.ts";
import { EMULATOR_ACCESS_KEY } from "@shop/mocks";
import { startEmulatorServer } from "@shop/mocks/server";

// The storefront against a "Shopware" that fails in a chosen way: each failure of the catalogue in
// docs/storefront-rules.md ("Errors") becomes its error page with the right HTTP status.
const accessKey = "SWSCUPSTREAMTEST000000000A";

type Failure = { status: number; body: unknown };

/**
 * A "Shopware" in front of the emulator: `/category/*` (the page content) fails with `failure`, everything
 * else is answered by the emulator; in maintenance mode every call fails, as Shopware does.
 */
async function startUpstream(
  failure: Failure,
): Promise<{ server: Server; url: string; close(): Promise<void> }> {
  const emulator = await startEmulatorServer({ port: 0 });
  const maintenance = failure.status === 503;
  const server = createServer(async (request, response) => {
    if (maintenance || request.url?.includes("/category/")) {
      response.setHeader("content-type", "application/json");
      response.statusCode = failure.status;
      return response.end(JSON.stringify(failure.body));
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    );
    headers["sw-access-key"] = EMULATOR_ACCESS_KEY;
    const answer = await fetch(`${emulator.origin}${request.url}`, {
      method: request.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    response.statusCode = answer.status;
    response.setHeader("content-type", answer.headers.get("content-type") ?? "application/json");
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/store-api`,
    close: async () => {
      server.close();
      await emulator.close();
    },
  };
}

const cases = [
  {
    name: "maintenance mode becomes the 503 maintenance page",
    failure: {
      status: 503,
      body: {
        errors: [
          {
            status: "503",
            code: "FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE",
            title: "Service Unavailable",
            detail: "The sales channel is in maintenance mode.",
          },
        ],
      },
    },
    status: 503,
    heading: "Wir führen Wartungsarbeiten durch",
  },
  {
    name: "an upstream server error becomes 502",
    failure: {
      status: 500,
      body: { errors: [{ status: "500", code: "X", title: "Internal Server Error", detail: "boom" }] },
    },
    status: 502,
    heading: "Der Shop ist vorübergehend nicht erreichbar",
  },
  {
    name: "a missing category becomes 404",
    failure: {
      status: 404,
      body: {
        errors: [
          {
            status: "404",
            code: "CONTENT__CATEGORY_NOT_FOUND",
            title: "Not Found",
            detail: "Category not found",
          },
        ],
      },
    },
    status: 404,
    heading: "Seite nicht gefunden",
  },
  {
    name: "an answer the shop cannot read becomes an error page, never a crash",
    failure: { status: 200, body: { unexpected: true } },
    status: 502,
    heading: "Der Shop ist vorübergehend nicht erreichbar",
  },
];

for (const { name, failure, status, heading } of cases) {
  test(name, async ({ page }) => {
    const upstream = await startUpstream(failure);
    const storefront = await startStorefront(upstream.url, accessKey);
    try {
      const response = await page.goto(`${storefront.origin}/`);
      expect(response?.status()).toBe(status);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("main")).toContainText(String(status));
    } finally {
      storefront.stop();
      await upstream.close();
    }
  });
}
