import type { CmsPage } from "@shop/store-api";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PageHeading } from "./PageHeading.tsx";

const cmsPage = (html: string) =>
  ({
    sections: [{ blocks: [{ slots: [{ type: "text", config: { content: { value: html } } }] }] }],
  }) as unknown as CmsPage;

describe("PageHeading", () => {
  it("gives a CMS page without an h1 its title as a visually hidden h1 (styled by shell-styles.ts)", () => {
    expect(
      renderToString(<PageHeading cmsPage={cmsPage("<h2>Bodenpflege</h2>")} title="Reinigungsmittel" />),
    ).toBe('<h1 data-visually-hidden="">Reinigungsmittel</h1>');
  });

  it("adds none when the CMS content has its own h1", () => {
    expect(
      renderToString(<PageHeading cmsPage={cmsPage("<h1>Reinigungsmittel</h1>")} title="Reinigungsmittel" />),
    ).toBe("");
  });
});
