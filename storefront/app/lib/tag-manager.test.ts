import { afterEach, describe, expect, it, vi } from "vitest";
import { tagManagerBootCode, tagManagerIdPattern, tagManagerScriptUrl } from "./tag-manager.ts";

type TagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/** The scripts the boot code added (kept out of the document: the test environment loads no script). */
let added: HTMLScriptElement[] = [];

/** Runs the boot code as the page would, from a script element that carries a nonce, after `load`. */
function boot(id: string) {
  const script = document.createElement("script");
  script.nonce = "n0nce";
  vi.spyOn(document.head, "appendChild").mockImplementation(<T extends Node>(node: T) => {
    added.push(node as unknown as HTMLScriptElement);
    return node;
  });
  Object.defineProperty(document, "currentScript", { value: script, configurable: true });
  try {
    new Function(tagManagerBootCode(id))();
  } finally {
    Object.defineProperty(document, "currentScript", { value: null, configurable: true });
  }
}

afterEach(() => {
  vi.restoreAllMocks();
  added = [];
  delete (window as TagWindow).dataLayer;
  delete (window as TagWindow).gtag;
});

describe("the tag manager", () => {
  it("knows the container's and the measurement id's scripts", () => {
    expect(tagManagerScriptUrl("GTM-5XK2ZP9")).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-5XK2ZP9");
    expect(tagManagerScriptUrl("G-ABC123")).toBe("https://www.googletagmanager.com/gtag/js?id=G-ABC123");
    expect(tagManagerIdPattern.test("GTM-5XK2ZP9")).toBe(true);
    expect(tagManagerIdPattern.test("GTM-5xk")).toBe(false);
  });

  it("starts a container's data layer and adds its script with the page's nonce", () => {
    boot("GTM-5XK2ZP9");
    const layer = (window as TagWindow).dataLayer!;
    expect(layer[0]).toMatchObject({ event: "gtm.js" });
    const [script] = added;
    expect(script?.src).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-5XK2ZP9");
    expect(script?.async).toBe(true);
    expect(script?.nonce).toBe("n0nce");
  });

  it("configures gtag for a GA4 measurement id", () => {
    boot("G-ABC123");
    const layer = (window as TagWindow).dataLayer as IArguments[];
    expect(layer.map((entry) => [...entry][0])).toEqual(["js", "config"]);
    expect([...layer[1]!]).toEqual(["config", "G-ABC123"]);
    expect(added[0]?.src).toBe("https://www.googletagmanager.com/gtag/js?id=G-ABC123");
  });

  it("never writes anything but an id into the script", () => {
    expect(() => tagManagerBootCode('GTM-1";alert(1)//')).toThrow(/not a tag manager id/);
  });
});
