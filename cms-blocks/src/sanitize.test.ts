import { describe, expect, it } from "vitest";
import { block, page, section, slot, textSlot } from "./__fixtures__/cms.ts";
import { sanitizeCmsHtml, sanitizeCmsHtmlElement, sanitizeCmsPage } from "./sanitize.ts";

describe("sanitizeCmsHtml", () => {
  it("strips scripts, event handlers and dangerous URLs", () => {
    const html = sanitizeCmsHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x.png" onerror="alert(1)" alt="x"><a href="javascript:alert(1)">Go</a><a href="data:text/html,x">Data</a><iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|data:|iframe/i);
    expect(html).toContain("<p>Hi</p>");
    expect(html).toContain('<img src="x.png" alt="x" />');
    expect(html).toContain("<a>Go</a>");
  });

  it("keeps rich text markup and text-align only", () => {
    const html =
      '<h2>Title</h2><p style="text-align:center">A <strong>b</strong> <em>c</em> <u>d</u> <s>e</s><br /></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><hr /><table><thead><tr><th>h</th></tr></thead><tbody><tr><td>c</td></tr></tbody></table>';
    expect(sanitizeCmsHtml(html)).toBe(html);
    expect(sanitizeCmsHtml('<p style="color:red;text-align:right">x</p>')).toBe(
      '<p style="text-align:right">x</p>',
    );
  });

  it("keeps safe links and forces rel on new tabs", () => {
    expect(sanitizeCmsHtml('<a href="/agb" title="AGB">AGB</a>')).toBe('<a href="/agb" title="AGB">AGB</a>');
    expect(sanitizeCmsHtml('<a href="https://example.ch" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.ch" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe("sanitizeCmsPage", () => {
  it("leaves out the record keeping no component reads, and keeps what the page renders", () => {
    const keeping = {
      apiAlias: "cms_slot",
      versionId: "v",
      customFields: { erp: 1 },
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: null,
      locked: false,
    };
    const base = textSlot("<p>Hi</p>", { verticalAlign: "center" });
    const text = {
      ...base,
      data: { ...(base.data as object), apiAlias: "cms_text", extensions: {} },
      ...keeping,
    };
    const withCopy = { ...text, translated: { config: text.config }, fieldConfig: { a: 1 } };
    const original = page([
      { ...section([{ ...block("text", [withCopy]), ...keeping, cmsSectionVersionId: "v" }]), ...keeping },
    ]);
    const sanitized = sanitizeCmsPage({ ...original, ...keeping });
    const gone = [...Object.keys(keeping), "cmsSectionVersionId", "translated", "fieldConfig"];
    const pageSection = sanitized.sections![0]!;
    const pageBlock = pageSection.blocks![0]!;
    const pageSlot = pageBlock.slots![0]!;
    for (const entity of [sanitized, pageSection, pageBlock, pageSlot])
      for (const key of gone) expect(Object.keys(entity)).not.toContain(key);
    expect(pageSlot).toMatchObject({ type: "text", slot: "content", config: text.config });
    expect(pageSlot.data).toEqual({ content: "<p>Hi</p>" });
    expect(pageBlock).toMatchObject({ type: "text", marginTop: "20px" });
  });

  it("returns a copy with every slot's HTML content sanitised", () => {
    const original = page([
      section([
        block("text", [textSlot("<p>Hi<script>alert(1)</script></p>")]),
        block("html", [slot("html", "content", { content: '<b onmouseover="x()">b</b>' })]),
        block("image", [slot("image", "image", { media: null })]),
      ]),
    ]);
    const clean = sanitizeCmsPage(original);
    const contents = clean.sections[0]?.blocks.map((b) => b.slots[0]?.data);
    expect(contents).toEqual([{ content: "<p>Hi</p>" }, { content: "<b>b</b>" }, { media: null }]);
    expect(original.sections[0]?.blocks[0]?.slots[0]?.data).toEqual({
      content: "<p>Hi<script>alert(1)</script></p>",
    });
  });
});

describe("sanitizeCmsHtmlElement (the html element)", () => {
  it("keeps headings, lists, tables and links styled as buttons", () => {
    const html =
      '<h2>Offerte</h2><ul><li>A</li></ul><table><tr><td>1</td></tr></table><a class="btn btn-primary" href="/kontakt">Kontakt</a>';
    expect(sanitizeCmsHtmlElement(html)).toBe(html);
  });

  it("drops iframes, scripts, styles, forms, buttons and unknown classes", () => {
    const out = sanitizeCmsHtmlElement(
      '<iframe src="https://evil.example"></iframe><script>alert(1)</script><style>p{}</style>' +
        '<form action="/x"><input name="q"></form><button onclick="x()">Los</button>' +
        '<a class="btn evil" href="javascript:alert(1)" onclick="x()">Link</a>',
    );
    expect(out).not.toMatch(/iframe|script|style|form|input|button|onclick|javascript|evil/);
    expect(out).toContain("Los");
    expect(out).toContain('<a class="btn">Link</a>');
  });

  it("sanitises html slots with the html rules and text slots with the text rules", () => {
    const link = '<a class="btn" href="/x">x</a>';
    const sanitized = sanitizeCmsPage({
      sections: [
        {
          blocks: [
            {
              slots: [
                { type: "html", data: { content: link } },
                { type: "text", data: { content: link } },
              ],
            },
          ],
        },
      ],
    });
    const contents = (sanitized.sections?.[0]?.blocks?.[0]?.slots ?? []).map(
      (item) => (item.data as { content: string }).content,
    );
    expect(contents).toEqual([link, '<a href="/x">x</a>']);
  });
});
