import { describe, expect, it } from "vitest";
import { criticalCss } from "./critical-css.server.ts";

const stylesheet = [
  "@layer reset, base, utilities;",
  "@font-face{font-family:Inter;src:url(/a.woff2)}",
  "@layer reset{*,:before{box-sizing:border-box}html{line-height:1.5}}",
  "@layer utilities{.d_flex{display:flex}.d_grid{display:grid}.hover\\:c_red:hover{color:red}",
  ".\\[\\&_\\>_p\\]\\:mt_0>p{margin-top:0}",
  "@media screen and (min-width:48rem){.md\\:d_none{display:none}.md\\:d_block{display:block}}}",
  "@keyframes spin{to{transform:rotate(1turn)}}",
].join("");

describe("criticalCss", () => {
  const pageCss = criticalCss(stylesheet);

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
