import { describe, expect, it } from "vitest";
import { splitStylesheet } from "./critical-css.server.ts";

const stylesheet = [
  "@layer reset, base, utilities;",
  "@font-face{font-family:Inter;src:url(/a.woff2)}",
  "@layer reset{*,:before{box-sizing:border-box}html{line-height:1.5}}",
  "@layer utilities{.d_flex{display:flex}.d_grid{display:grid}.hover\\:c_red:hover{color:red}",
  ".\\[\\&_\\>_p\\]\\:mt_0>p{margin-top:0}",
  "@media screen and (min-width:48rem){.md\\:d_none{display:none}.md\\:d_block{display:block}}}",
  "@keyframes spin{to{transform:rotate(1turn)}}",
].join("");

describe("the inline part", () => {
  const split = splitStylesheet(stylesheet);
  const pageCss = (html: string) => split.page(html).critical;

  it("keeps the rules whose classes are all in the HTML, in order and in their layers and media", () => {
    const css = pageCss(
      '<div class="d_flex hover:c_red md:d_none"><p class="[&amp;_&gt;_p]:mt_0">Text</p></div>',
    );
    expect(css).toBe(
      [
        "@layer reset, base, utilities;",
        "@font-face{font-family:Inter;src:url(/a.woff2)}",
        "@layer reset{*,:before{box-sizing:border-box}html{line-height:1.5}}",
        "@layer utilities{.d_flex{display:flex}.hover\\:c_red:hover{color:red}",
        ".\\[\\&_\\>_p\\]\\:mt_0>p{margin-top:0}",
        "@media screen and (min-width:48rem){.md\\:d_none{display:none}}}",
        "@keyframes spin{to{transform:rotate(1turn)}}",
      ].join(""),
    );
  });

  it("drops what the page does not use", () => {
    const css = pageCss('<main class="other"></main>');
    expect(css).not.toContain("d_flex");
    expect(css).not.toContain("@media");
    expect(css).toContain("html{line-height:1.5}");
  });
});

describe("splitStylesheet", () => {
  const split = splitStylesheet(
    [
      "@layer reset{html{line-height:1.5}}",
      "@layer utilities{.p_2{padding:2px}.px_1{padding-inline:1px}.c_red{color:red}.c_blue:hover{color:blue}",
      ".d_flex{display:flex}.before\\:c_red::before{color:red}.\\[\\&_p\\]\\:m_0 p{margin:0}",
      "@media (min-width:48rem){.md\\:p_4{padding:4px}.md\\:px_3{padding-left:3px}.md\\:c_green{color:green}}}",
      "@layer recipes{.card{padding:8px}}",
    ].join(""),
  );
  const page = (classes: string) => split.page(`<div class="${classes}"></div>`);

  it("serves the rules the page does not use, in their layers and media", () => {
    const { critical, key } = page("d_flex");
    expect(critical).toContain(".d_flex{display:flex}");
    expect(critical).not.toContain(".p_2");
    const rest = split.rest(key)!;
    expect(rest).toContain("@layer utilities{.p_2{padding:2px}");
    expect(rest).toContain("@media (min-width:48rem){.md\\:p_4{padding:4px}");
    expect(rest).toContain("@layer recipes{.card{padding:8px}}");
    expect(rest).not.toContain(".d_flex");
    expect(rest).not.toContain("line-height");
  });

  it("repeats an inline rule after the rest's rules it came after, only for elements that have one of them", () => {
    // .md:p_4 (inline) came after .p_2 and .px_1 (rest): an element with both must still get 4px on a
    // desktop. A later inline rule of the same family (.md:px_3) follows it, also repeated.
    const rest = split.rest(page("md:p_4 md:px_3 c_red").key)!;
    expect(rest).toContain(
      "@media (min-width:48rem){.md\\:p_4:where(.p_2,.px_1){padding:4px}.md\\:px_3:where(.p_2,.px_1){padding-left:3px}",
    );
    // Nothing of the rest sets a color at the same specificity before .c_red; .c_blue:hover is more specific.
    expect(rest).not.toMatch(/\.c_red[^}]*\{color:red\}/);
  });

  it("does not repeat a rule whose layer or specificity differs from the rest's", () => {
    const rest = split.rest(page("p_2 card").key)!;
    expect(rest).not.toContain(".p_2");
    expect(rest).not.toContain(".card");
  });

  it("narrows before a pseudo-element, and by the tag or the whole selector when a rule's subject has no class", () => {
    const pseudo = splitStylesheet(
      "@layer utilities{.before\\:c_red::before{color:red}.md\\:before\\:c_green::before{color:green}}",
    );
    expect(pseudo.rest(pseudo.page('<i class="md:before:c_green"></i>').key)).toContain(
      ".md\\:before\\:c_green:where(.before\\:c_red)::before{color:green}",
    );
    const nested = splitStylesheet(
      "@layer utilities{.\\[\\&_p\\]\\:m_0 p{margin:0}.x span{margin:1px}.\\[\\&_\\>_\\*\\]\\:m_2>*{margin:2px}.m_3{margin:3px}.\\[\\&\\>\\:\\:before\\]\\:m_4>::before{margin:4px}.m_5::before{margin:5px}}",
    );
    const { key } = nested.page('<div class="x m_3 m_5"></div>');
    // `.x span` came after a rule for <p> elements of the rest (both 0,1,1): repeated for <p> elements.
    expect(nested.rest(key)).toContain(".x span:where(p){margin:1px}");
    // `.m_3` came after a rule for the children of an element the page does not have (both 0,1,0): repeated
    // for those children, so no element of the page matches the repeat and none is restyled.
    expect(nested.rest(key)).toContain(">*{margin:2px}.m_3:where(.\\[\\&_\\>_\\*\\]\\:m_2>*){margin:3px}");
    // The same before a pseudo-element (`.m_5::before` is 0,1,1 like the rules for <p> and `>::before`).
    expect(nested.rest(key)).toContain(".m_5:where(p,.\\[\\&\\>\\:\\:before\\]\\:m_4>*)::before{margin:5px}");
  });

  it("answers only keys it made", () => {
    const { key } = page("d_flex");
    expect(split.rest(key)).toBeDefined();
    expect(split.rest(`${key}AA`)).toBeUndefined();
    expect(split.rest("not a key!")).toBeUndefined();
    expect(splitStylesheet(".a{color:red}").version).not.toBe(split.version);
  });
});
