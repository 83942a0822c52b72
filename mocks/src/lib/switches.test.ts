import { describe, expect, it } from "vitest";
import {
  decide,
  describeSwitches,
  formatRules,
  mergeSwitches,
  parseDelay,
  parseRule,
  parseRules,
  pathMatches,
  storeApiPath,
  switchesFromEnv,
  SwitchesError,
  toSwitches,
} from "./switches.ts";

/** Whether parseDelay refuses a text with a SwitchesError. */
function rejects(text: string): boolean {
  try {
    parseDelay(text);
    return false;
  } catch (error) {
    return error instanceof SwitchesError;
  }
}

describe("delays", () => {
  it("reads a fixed delay or a range in ms", () => {
    expect(parseDelay("200")).toEqual({ minMs: 200, maxMs: 200 });
    expect(parseDelay("200ms")).toEqual({ minMs: 200, maxMs: 200 });
    expect(parseDelay(" 100 - 400 ")).toEqual({ minMs: 100, maxMs: 400 });
  });

  it("rejects anything else", () => {
    expect(["", "fast", "-5", "400-100", "1.5", "2s"].filter((text) => !rejects(text))).toEqual([]);
  });
});

describe("rules", () => {
  it("reads every action kind", () => {
    expect(
      parseRules("/search=503;/product-listing/*=429:30;/checkout/cart=malformed;/product/*=slow:2000"),
    ).toEqual([
      { path: "/search", action: { type: "status", status: 503 } },
      { path: "/product-listing/*", action: { type: "throttle", retryAfterSeconds: 30 } },
      { path: "/checkout/cart", action: { type: "malformed" } },
      { path: "/product/*", action: { type: "slow", delay: { minMs: 2000, maxMs: 2000 } } },
    ]);
  });

  it("reads methods, percentages, ranges and defaults", () => {
    expect(parseRule("post /search=500@25%")).toEqual({
      path: "/search",
      method: "POST",
      action: { type: "status", status: 500 },
      probability: 0.25,
    });
    expect(parseRule("/product/**=slow:100-300")).toMatchObject({
      action: { type: "slow", delay: { minMs: 100, maxMs: 300 } },
    });
    // 429 always gets a Retry-After, 60 s unless given.
    expect(parseRule("*=429").action).toEqual({ type: "throttle", retryAfterSeconds: 60 });
    expect(parseRule("/store-api/context/=502")).toMatchObject({ path: "/context" });
    expect(parseRule("**=503").path).toBe("*");
    expect(parseRule("/search=503@100%")).not.toHaveProperty("probability");
  });

  it("separates rules by semicolons or newlines and skips empty ones", () => {
    expect(parseRules("/a=500;\n/b=503;;  \n")).toHaveLength(2);
    expect(parseRules("")).toEqual([]);
  });

  it("names the offending rule when one is written wrongly", () => {
    const cases: Array<[string, RegExp]> = [
      ["/search", /expected <path>=<action>/],
      ["search=503", /must start with "\/"/],
      ["/search=200", /not an error status/],
      ["/search=boom", /unknown action "boom"/],
      ["/search=slow:soon", /not a delay/],
      ["FETCH /search=503", /unknown method "FETCH"/],
      ["/search=503@0%", /not a percentage/],
      ["/search=503@150%", /not a percentage/],
    ];
    for (const [text, message] of cases) {
      expect(() => parseRule(text)).toThrow(message);
    }
  });

  it("formats rules back into the grammar", () => {
    const text =
      "/search=503;POST /product-listing/*=429:30;/checkout/cart=malformed;/context=schema;/product/*=slow:100-400@50%";
    expect(formatRules(parseRules(text))).toBe(text);
  });
});

describe("path patterns", () => {
  it("match exactly, with * for one segment and ** for any depth", () => {
    expect(pathMatches("/search", "/search")).toBe(true);
    expect(pathMatches("/search", "/search-suggest")).toBe(false);
    expect(pathMatches("/search", "/search/")).toBe(true);
    expect(pathMatches("/product/*", "/product/abc")).toBe(true);
    expect(pathMatches("/product/*", "/product/abc/cross-selling")).toBe(false);
    expect(pathMatches("/product/**", "/product/abc/cross-selling")).toBe(true);
    expect(pathMatches("/product-*", "/product-listing")).toBe(true);
    expect(pathMatches("/checkout/cart", "/checkout/cart/line-item")).toBe(false);
    expect(pathMatches("*", "/anything/at/all")).toBe(true);
  });

  it("escape regular-expression characters in paths", () => {
    expect(pathMatches("/a.b", "/axb")).toBe(false);
    expect(pathMatches("/a.b", "/a.b")).toBe(true);
  });

  it("are read from the path after /store-api, without the query", () => {
    expect(storeApiPath("http://127.0.0.1:4010/store-api/product-listing/abc?p=2")).toBe(
      "/product-listing/abc",
    );
    expect(storeApiPath("https://shop.example.ch/store-api")).toBe("/");
  });
});

/** A random source whose draws never fall under a rule's percentage. */
const never = () => 0.99;

describe("decide", () => {
  const switches = toSwitches({
    latency: "100",
    rules: "/product/*=slow:500;/product/*=slow:9000;GET /product/*=503;/product/*=malformed;/search=500@50%",
  });

  it("adds the latency and the first matching slow rule, and picks the first matching failure", () => {
    expect(decide(switches, "GET", "/product/abc", never)).toEqual({
      delayMs: 600,
      failure: { type: "status", status: 503 },
    });
    expect(decide(switches, "POST", "/product/abc", never)).toEqual({
      delayMs: 600,
      failure: { type: "malformed" },
    });
    expect(decide(switches, "POST", "/context", never)).toEqual({ delayMs: 100, failure: undefined });
  });

  it("hits a share of requests with a percentage", () => {
    expect(decide(switches, "POST", "/search", () => 0.49).failure).toEqual({ type: "status", status: 500 });
    expect(decide(switches, "POST", "/search", () => 0.5).failure).toBeUndefined();
  });

  it("draws a latency range uniformly", () => {
    const ranged = toSwitches({ latency: "100-300" });
    expect(decide(ranged, "GET", "/x", () => 0).delayMs).toBe(100);
    expect(decide(ranged, "GET", "/x", () => 0.5).delayMs).toBe(200);
    expect(decide(ranged, "GET", "/x", () => 1).delayMs).toBe(300);
  });
});

describe("switch objects", () => {
  it("merge field by field and accept the grammar or objects", () => {
    const start = toSwitches({ maintenance: true, latency: 50, rules: "/search=503" });
    expect(mergeSwitches(start, { latency: null })).toEqual({ ...start, latency: null });
    expect(
      mergeSwitches(start, { rules: [{ path: "/context", action: { type: "status", status: 502 } }] }).rules,
    ).toEqual([{ path: "/context", action: { type: "status", status: 502 } }]);
    expect(mergeSwitches(start, { rules: ["/a=500", "/b=malformed"] }).rules).toHaveLength(2);
    expect(mergeSwitches(start, { latency: { minMs: 10, maxMs: 20 } }).latency).toEqual({
      minMs: 10,
      maxMs: 20,
    });
  });

  it("reject unknown fields and wrong values", () => {
    const start = toSwitches();
    expect(() => mergeSwitches(start, { latncy: 5 } as never)).toThrow(/unknown field\(s\) latncy/);
    expect(() => mergeSwitches(start, { maintenance: "yes" } as never)).toThrow(/maintenance/);
    expect(() =>
      mergeSwitches(start, { rules: [{ path: "/x", action: { type: "status", status: 302 } }] }),
    ).toThrow(/not an error status/);
    expect(() =>
      mergeSwitches(start, { rules: [{ path: "/x", action: { type: "explode" } } as never] }),
    ).toThrow(/unknown action type/);
    expect(() => mergeSwitches(start, { latency: { minMs: 5, maxMs: 1 } })).toThrow(SwitchesError);
  });

  it("describe themselves for a console", () => {
    expect(describeSwitches(toSwitches())).toEqual([]);
    expect(
      describeSwitches(toSwitches({ maintenance: true, latency: "100-400", rules: "/search=503" })),
    ).toEqual([
      "maintenance: on (every call answers 503)",
      "latency: 100-400 ms on every call",
      "rule: /search=503",
    ]);
  });
});

describe("switchesFromEnv", () => {
  it("reads the three variables", () => {
    expect(
      switchesFromEnv({
        EMULATOR_MAINTENANCE: "1",
        EMULATOR_LATENCY_MS: "100-400",
        EMULATOR_FAIL: "/search=503;/product-listing/*=429:30;/checkout/cart=malformed;/product/*=slow:2000",
      }),
    ).toEqual({
      maintenance: true,
      latency: { minMs: 100, maxMs: 400 },
      rules: parseRules(
        "/search=503;/product-listing/*=429:30;/checkout/cart=malformed;/product/*=slow:2000",
      ),
    });
  });

  it("leaves out what is not set", () => {
    expect(switchesFromEnv({})).toEqual({});
    expect(
      switchesFromEnv({ EMULATOR_MAINTENANCE: "", EMULATOR_LATENCY_MS: " ", EMULATOR_FAIL: "" }),
    ).toEqual({});
    expect(switchesFromEnv({ EMULATOR_MAINTENANCE: "off" })).toEqual({ maintenance: false });
    expect(switchesFromEnv({ EMULATOR_MAINTENANCE: "true" })).toEqual({ maintenance: true });
  });

  it("names the variable of a typo", () => {
    expect(() => switchesFromEnv({ EMULATOR_MAINTENANCE: "maybe" })).toThrow(/^EMULATOR_MAINTENANCE/);
    expect(() => switchesFromEnv({ EMULATOR_LATENCY_MS: "fast" })).toThrow(/^EMULATOR_LATENCY_MS/);
    expect(() => switchesFromEnv({ EMULATOR_FAIL: "/search=oops" })).toThrow(
      /^EMULATOR_FAIL: rule "\/search=oops"/,
    );
  });
});
