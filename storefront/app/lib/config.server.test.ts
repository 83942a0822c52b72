import { describe, expect, it } from "vitest";
import { ConfigError, MISSING_API_CONFIG, parseServerConfig } from "./config.server.ts";

describe("parseServerConfig", () => {
  it("uses the embedded emulator when nothing is configured", () => {
    expect(parseServerConfig({})).toEqual({ mode: "emulator" });
    expect(parseServerConfig({ SHOPWARE_ENDPOINT: "", SHOPWARE_ACCESS_KEY: "" })).toEqual({
      mode: "emulator",
    });
  });

  it("accepts a real endpoint with its access key", () => {
    expect(
      parseServerConfig({
        SHOPWARE_ENDPOINT: "https://shop.example.ch/store-api/",
        SHOPWARE_ACCESS_KEY: "SWSCABCDEFGHIJKLMNOPQRSTUV",
      }),
    ).toEqual({
      mode: "shopware",
      endpoint: "https://shop.example.ch/store-api",
      accessKey: "SWSCABCDEFGHIJKLMNOPQRSTUV",
    });
  });

  it.each([
    [{ SHOPWARE_ENDPOINT: "https://shop.example.ch/store-api" }],
    [{ SHOPWARE_ACCESS_KEY: "SWSCABCDEFGHIJKLMNOPQRSTUV" }],
  ])("stops with the configuration message when only one of the two is set: %j", (env) => {
    expect(() => parseServerConfig(env)).toThrow(new ConfigError(MISSING_API_CONFIG));
  });

  it("names the variable that is malformed", () => {
    expect(() =>
      parseServerConfig({
        SHOPWARE_ENDPOINT: "ftp://x/store-api",
        SHOPWARE_ACCESS_KEY: "SWSCABCDEFGHIJKLMNOPQRSTUV",
      }),
    ).toThrow(/SHOPWARE_ENDPOINT/);
    expect(() =>
      parseServerConfig({ SHOPWARE_ENDPOINT: "https://x/store-api", SHOPWARE_ACCESS_KEY: "nope" }),
    ).toThrow(/SHOPWARE_ACCESS_KEY/);
    expect(() => parseServerConfig({ PORT: "http" })).toThrow(/PORT/);
    expect(() => parseServerConfig({ PUBLIC_URL: "not a url" })).toThrow(/PUBLIC_URL/);
    expect(() => parseServerConfig({ STORE_API_TIMEOUT_MS: "soon" })).toThrow(/STORE_API_TIMEOUT_MS/);
  });

  it("takes the Store API timeout in milliseconds", () => {
    expect(parseServerConfig({ STORE_API_TIMEOUT_MS: "1500" })).toEqual({ mode: "emulator", timeout: 1500 });
  });

  it("takes a tag manager id of the form GTM- or G- plus upper-case letters or digits (spec §5)", () => {
    expect(parseServerConfig({ TAG_MANAGER_ID: "GTM-5XK2ZP9" })).toEqual({
      mode: "emulator",
      tagManagerId: "GTM-5XK2ZP9",
    });
    expect(parseServerConfig({ TAG_MANAGER_ID: "G-ABC123XYZ" })).toEqual({
      mode: "emulator",
      tagManagerId: "G-ABC123XYZ",
    });
  });

  it.each(["gtm-5xk2zp9", "GTM-", "UA-12345-1", "G-abc", 'GTM-5XK2ZP9"><script>', " GTM-1"])(
    "stops on the malformed tag manager id %j, naming the variable",
    (value) => {
      expect(() => parseServerConfig({ TAG_MANAGER_ID: value })).toThrow(
        /^TAG_MANAGER_ID: TAG_MANAGER_ID must be GTM- or G- followed by upper-case letters or digits/,
      );
    },
  );

  it("stops on a footer CMS category id that is not one, naming the variable", () => {
    expect(() => parseServerConfig({ FOOTER_CMS_CATEGORY_ID: "footer" })).toThrow(/FOOTER_CMS_CATEGORY_ID/);
    expect(parseServerConfig({ FOOTER_CMS_CATEGORY_ID: "A".repeat(32) })).toEqual({ mode: "emulator" });
  });

  it("keeps the tabs synced unless BROADCAST_TABS is off, and stops on anything but on or off", () => {
    expect(parseServerConfig({ BROADCAST_TABS: "on" })).toEqual({ mode: "emulator" });
    expect(parseServerConfig({ BROADCAST_TABS: "off" })).toEqual({ mode: "emulator", tabSync: false });
    expect(() => parseServerConfig({ BROADCAST_TABS: "no" })).toThrow(
      /^BROADCAST_TABS: BROADCAST_TABS must be on or off$/,
    );
  });
});
