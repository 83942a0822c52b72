import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MobileMenu } from "../mobile-menu/MobileMenu.tsx";
import { MegaMenu } from "./MegaMenu.tsx";
import { lazyTestItems, testItems } from "./__fixtures__/testItems.ts";

const labels = {
  label: "Hauptnavigation",
  toggleLabel: "Untermenü",
  showAllLabel: "Alle anzeigen",
  loadingLabel: "Wird geladen",
};

describe("MegaMenu without JavaScript", () => {
  it("sends the top-level links and toggles, not the panels' links, and marks the menu as not hydrated", () => {
    const html = renderToString(<MegaMenu {...labels} items={testItems} />);
    expect(html).toContain('href="/reinigungsmittel"');
    expect(html).toContain('href="/maschinen"');
    // Panels are filled when first opened: their links are not in the first HTML (the category pages link
    // their subcategories), and the empty panels stay hidden.
    expect(html).not.toContain('href="/reinigungsmittel/boden"');
    expect(html).toContain('data-slot="panel"');
    expect(html).toContain("aria-controls=");
    expect(html).toContain('data-slot="mega-menu"');
    expect(html).not.toContain("data-hydrated");
  });

  it("sends the same top bar when the submenus load on demand", () => {
    const html = renderToString(<MegaMenu {...labels} items={lazyTestItems} />);
    expect(html).toContain('href="/reinigungsmittel"');
    expect(html.match(/aria-controls=/g)).toHaveLength(2);
    expect(html).not.toContain("progressbar");
  });

  it("renders the mobile menu's links as plain anchors", () => {
    const html = renderToString(<MobileMenu {...labels} items={testItems} />);
    expect(html).toContain('href="/reinigungsmittel"');
    expect(html).toContain('aria-expanded="false"');
  });
});
