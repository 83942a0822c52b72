// @vitest-environment node
// The newsletter and contact form endpoints through the real client against the emulator (@shop/mocks).
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD } from "@shop/mocks";
import { createTestEmulator } from "@shop/mocks/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createStoreApiClient } from "../client.ts";
import { isReadOperation } from "../read-operations.ts";
import { StoreApiError } from "../store-api-error.ts";

describe("newsletter against the emulator", () => {
  const emulator = createTestEmulator();
  beforeAll(() => emulator.server.listen({ onUnhandledFrame: "error" }));
  afterEach(() => emulator.reset());
  afterAll(() => emulator.server.close());
  const storefrontUrl = new URL(emulator.baseUrl).origin;
  const newClient = () =>
    createStoreApiClient({ endpoint: emulator.baseUrl, accessKey: emulator.accessKey, retryDelay: 0 });

  it("subscribes with double opt-in, confirms from the mailed link, unsubscribes", async () => {
    const client = newClient();
    await client.login({ username: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD });
    await expect(client.readNewsletterRecipient()).resolves.toMatchObject({ status: "undefined" });
    await expect(
      client.subscribeNewsletter({ email: DEMO_CUSTOMER_EMAIL, storefrontUrl }),
    ).resolves.toMatchObject({
      status: "notSet",
    });
    const link = new URL(emulator.mailbox.latest({ to: DEMO_CUSTOMER_EMAIL })!.meta.link!);
    expect(link.pathname).toBe("/newsletter-subscribe");
    await client.confirmNewsletter({
      hash: link.searchParams.get("hash")!,
      em: link.searchParams.get("em")!,
    });
    await expect(client.readNewsletterRecipient()).resolves.toMatchObject({ status: "optIn" });
    await client.unsubscribeNewsletter(DEMO_CUSTOMER_EMAIL);
    await expect(client.readNewsletterRecipient()).resolves.toMatchObject({ status: "optOut" });
    const error = await client
      .confirmNewsletter({ hash: "unknown", em: "x" })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(StoreApiError);
    expect((error as StoreApiError).status).toBe(404);
  });

  it("sends the contact form; the recipient status is a read", async () => {
    await expect(
      newClient().sendContactForm({ email: "lea@example.ch", subject: "Frage", comment: "Hallo" }),
    ).resolves.toMatchObject({ individualSuccessMessage: "" });
    expect(emulator.mailbox.latest({ type: "contact_form" })?.meta.replyTo).toBe("lea@example.ch");
    expect(isReadOperation("POST", "/account/newsletter-recipient")).toBe(true);
    expect(isReadOperation("POST", "/newsletter/subscribe")).toBe(false);
  });
});
