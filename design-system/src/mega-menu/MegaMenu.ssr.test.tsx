import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MobileMenu } from "../mobile-menu/MobileMenu.tsx";
import { MegaMenu } from "./MegaMenu.tsx";
import { testItems } from "./testItems.ts";

const labels = { label: "Hauptnavigation", toggleLabel: "Untermenü", showAllLabel: "Alle anzeigen" };

describe("MegaMenu without JavaScript", () => {
  it("sends every link in the HTML and marks the menu as not hydrated (CSS reveals panels on hover/focus)", () => {
    const html = renderToString(<MegaMenu {...labels} items={testItems} />);
    for (const href of [
      "/reinigungsmittel",
      "/reinigungsmittel/boden",
      "/reinigungsmittel/boden/grund",
      "/maschinen",
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).toContain('data-slot="mega-menu"');
    expect(html).not.toContain("data-hydrated");
  });

  it("renders the mobile menu's links as plain anchors", () => {
    const html = renderToString(<MobileMenu {...labels} items={testItems} />);
    expect(html).toContain('href="/reinigungsmittel"');
    expect(html).toContain('aria-expanded="false"');
  });
});
