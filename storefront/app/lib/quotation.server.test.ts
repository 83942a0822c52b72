// @vitest-environment node
// The quotation request and the test-machine inquiry against the Store API emulator (MSW intercepts fetch).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStoreApiClient, type Breadcrumb, type StoreApiClient } from "@shop/store-api";
import { languageIds } from "@shop/mocks";
import { createTestEmulator, EMULATOR_ACCESS_KEY, TEST_STORE_API_URL } from "@shop/mocks/node";
import { quotationAction, quotationComment, readQuotationPage } from "./quotation.server.ts";
import { isMachineTrail, readTestMachinePage, testMachineAction } from "./test-machine-inquiry.server.ts";

const emulator = createTestEmulator();
beforeAll(() => emulator.server.listen({ onUnhandledFrame: "error" }));
afterAll(() => emulator.server.close());

const client = (): StoreApiClient =>
  createStoreApiClient({
    endpoint: TEST_STORE_API_URL,
    accessKey: EMULATOR_ACCESS_KEY,
    languageId: languageIds["de-DE"],
  });

const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://shop.test${path}`, { method: "POST", body: new URLSearchParams(fields) });

function answerOf(answer: unknown): { status: number; body: Record<string, unknown> } {
  const { data, init } = answer as { data: Record<string, unknown>; init?: { status?: number } };
  return { status: init?.status ?? 200, body: data };
}

const entry = (name: string) => ({ name, translated: { name } }) as unknown as Breadcrumb;

const contact = { firstName: "Lea", lastName: "Muster", email: "lea.quote@example.ch", privacy: "on" };

describe("quotationAction", () => {
  it("mails every line and field to the shop through the contact form", async () => {
    const values = {
      ...contact,
      company: "Hotel Rigi AG",
      phone: "+41 41 000 00 00",
      "productNumber-0": "CL-1001",
      "quantity-0": "3",
      "productNumber-2": "CL-2002",
      "quantity-2": "12",
      comment: "Lieferung nach Weggis",
    };
    const { status, body } = answerOf(
      await quotationAction(post("/quotation-request", values), client(), "fr-CH"),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, intent: "quotation" });
    const mail = emulator.mailbox.latest({ type: "contact_form" })!;
    expect(mail.subject).toBe("Kontaktanfrage: Offertanfrage: Hotel Rigi AG");
    expect(mail.meta.replyTo).toBe("lea.quote@example.ch");
    expect(mail.text).toContain("- 3 × CL-1001\n- 12 × CL-2002");
    expect(mail.text).toContain("Lieferung nach Weggis");
    expect(mail.text).toContain("Sprache: fr-CH");
  });

  it("answers the problems per field and keeps what was typed, sending nothing", async () => {
    const before = emulator.mailbox.list({ type: "contact_form" }).length;
    const { status, body } = answerOf(
      await quotationAction(
        post("/quotation-request", { ...contact, privacy: "", "quantity-0": "x" }),
        client(),
        "de-DE",
      ),
    );
    expect(status).toBe(400);
    expect(body["errors"]).toMatchObject({
      "productNumber-0": { rule: "required" },
      "quantity-0": { rule: "integer" },
      company: { rule: "required" },
      privacy: { rule: "acceptDataProtection" },
    });
    expect(body["values"]).toMatchObject({ firstName: "Lea", "quantity-0": "x" });
    expect(emulator.mailbox.list({ type: "contact_form" })).toHaveLength(before);
  });

  it("prefills from the query, or from the cart's product lines", async () => {
    const page = await readQuotationPage(
      client(),
      new URL("http://shop.test/quotation-request?product=CL-7"),
    );
    expect(page.lines).toEqual([{ productNumber: "CL-7", quantity: "1" }]);
    expect(page.salutations.length).toBeGreaterThan(0);
    const empty = await readQuotationPage(client(), new URL("http://shop.test/quotation-request?from=cart"));
    expect(empty.lines).toEqual([]);
  });

  it("writes a comment the shop's staff can read", () => {
    expect(quotationComment({ company: "X", "productNumber-0": "A", "quantity-0": "1" }, "de-DE")).toContain(
      "Positionen:\n- 1 × A\n",
    );
  });
});

describe("testMachineAction", () => {
  it("mails the machine, date, wishes and contact to the shop", async () => {
    const values = {
      ...contact,
      email: "lea.test@example.ch",
      machine: "Scheuersaugmaschine (CL-9)",
      testDate: "2099-03-02",
      consultation: "on",
      subject: "Test in der Kantine",
      place: "6353 Weggis",
    };
    const { body } = answerOf(
      await testMachineAction(post("/test-machine-inquiry", values), client(), "de-DE"),
    );
    expect(body).toMatchObject({ ok: true, intent: "test-machine" });
    const mail = emulator.mailbox.latest({ type: "contact_form" })!;
    expect(mail.subject).toBe(
      "Kontaktanfrage: Testmaschine: Scheuersaugmaschine (CL-9) – Test in der Kantine",
    );
    expect(mail.text).toContain("Wunschtermin: 2099-03-02");
    expect(mail.text).toContain("Beratung gewünscht: ja");
    expect(mail.text).toContain("Offerte gewünscht: nein");
    expect(mail.text).toContain("PLZ/Ort: 6353 Weggis");
  });

  it("refuses a date in the past", async () => {
    const { status, body } = answerOf(
      await testMachineAction(
        post("/test-machine-inquiry", { ...contact, machine: "M", subject: "S", testDate: "2001-01-01" }),
        client(),
        "de-DE",
      ),
    );
    expect(status).toBe(400);
    expect(body["errors"]).toEqual({ testDate: { rule: "notInThePast" } });
  });

  it("prefills the machine and knows a machine's trail", async () => {
    const page = await readTestMachinePage(client(), new URL("http://shop.test/x?machine=Sauger%20S1"));
    expect(page.machine).toBe("Sauger S1");
    expect(page.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(isMachineTrail([entry("Maschinen"), entry("Sauger")])).toBe(true);
    expect(isMachineTrail([entry("Machines")])).toBe(true);
    expect(isMachineTrail([entry("Reinigung")])).toBe(false);
  });
});
