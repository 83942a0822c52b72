import { describe, expect, it, vi } from "vitest";
import type { Messages } from "@lingui/core";
import type { StoreApiClient } from "@shop/store-api";
import { applyTextOptions } from "./text-options.ts";
import { createTextOverrides, OVERRIDES_TTL_MS, toTextOverrides } from "./text-overrides.server.ts";

describe("toTextOverrides", () => {
  it("keeps the headless.* snippets by message id and ignores Shopware's own keys and empty texts", () => {
    expect(
      toTextOverrides({
        "headless.1ogG8C": "Unsere Öffnungszeiten",
        "account.loginTitle": "Anmelden",
        "headless.x": " ",
      }),
    ).toEqual({ "1ogG8C": "Unsere Öffnungszeiten" });
  });
});

describe("readTextOverrides", () => {
  it("asks the Store API once per locale within the TTL", async () => {
    let time = 0;
    const readSnippets = vi.fn<StoreApiClient["readSnippets"]>(async () => [
      { languageId: "x", locale: "de-DE", snippets: { "headless.a": "A" } },
    ]);
    const api = { readSnippets } as unknown as StoreApiClient;
    const read = createTextOverrides(() => time);
    await expect(read(api, "de-DE")).resolves.toEqual({ a: "A" });
    await read(api, "de-DE");
    expect(readSnippets).toHaveBeenCalledTimes(1);
    expect(readSnippets).toHaveBeenCalledWith({ prefixes: ["headless"] });
    await read(api, "fr-CH");
    expect(readSnippets).toHaveBeenCalledTimes(2);
    time = OVERRIDES_TTL_MS + 1;
    await read(api, "de-DE");
    expect(readSnippets).toHaveBeenCalledTimes(3);
  });

  it("answers no overrides when the Store API fails", async () => {
    const api = {
      readSnippets: vi.fn<StoreApiClient["readSnippets"]>(async () => Promise.reject(new Error("down"))),
    } as unknown as StoreApiClient;
    await expect(createTextOverrides()(api, "de-DE")).resolves.toEqual({});
  });
});

describe("applyTextOptions", () => {
  it("replaces plain texts by their override and keeps messages with placeholders", () => {
    const messages: Messages = { a: ["Öffnungszeiten"], b: ["Hallo ", ["name"]], c: ["Kontakt"] };
    applyTextOptions(messages, { overrides: { a: "Unsere Öffnungszeiten", b: "Hi" } });
    expect(messages).toEqual({ a: ["Unsere Öffnungszeiten"], b: ["Hallo ", ["name"]], c: ["Kontakt"] });
  });

  it("shows every message's id in debug mode, overrides or not", () => {
    const messages: Messages = { a: ["Öffnungszeiten"], b: ["Hallo ", ["name"]] };
    applyTextOptions(messages, { debug: true, overrides: { a: "X" } });
    expect(messages).toEqual({ a: ["a"], b: ["b"] });
  });
});
