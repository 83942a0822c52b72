import { render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Button } from "react-aria-components";
import { PRESSABLE_STYLE_ID, pressableStyleElement } from "./pressableStyle.ts";

// react-aria adds its style only outside tests (`NODE_ENV` "test"): these tests run it as the shop does.
const environment = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = environment;
  for (const style of document.head.querySelectorAll("style")) style.remove();
});

describe("pressableStyleElement", () => {
  it("is the style react-aria would add, so react-aria adds none", () => {
    process.env.NODE_ENV = "production";
    // Without it, the first pressable element makes react-aria put its style first in <head>.
    const first = render(<Button>Kaufen</Button>);
    const injected = document.getElementById(PRESSABLE_STYLE_ID);
    expect(injected?.parentElement).toBe(document.head);
    const reactAriaCss = injected!.textContent;
    first.unmount();
    injected!.remove();

    // With the server's element in <head> (same id, same rule), react-aria leaves the head alone.
    document.head.innerHTML = pressableStyleElement;
    const ours = document.head.firstElementChild;
    expect(ours?.textContent).toBe(reactAriaCss);
    render(<Button>Kaufen</Button>);
    expect(document.head.querySelectorAll("style")).toHaveLength(1);
    expect(document.head.firstElementChild).toBe(ours);
  });
});
