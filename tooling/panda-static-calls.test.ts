import { beforeAll, describe, expect, it } from "vitest";
import { inlineStaticPandaCalls, loadPandaModules, type PandaModules } from "./panda-static-calls.ts";
import viteConfig from "../storefront/vite.config.ts";

type StyleFn = (...args: unknown[]) => unknown;
let modules: PandaModules;
// The generated runtime the browser would run, to compare with.
let css: StyleFn, hstack: StyleFn, badge: StyleFn, button: StyleFn;
beforeAll(async () => {
  modules = await loadPandaModules();
  css = modules["@shop/styled-system/css"]!.css as StyleFn;
  hstack = modules["@shop/styled-system/patterns"]!.hstack as StyleFn;
  badge = modules["@shop/styled-system/recipes"]!.badge as StyleFn;
  button = modules["@shop/styled-system/recipes"]!.button as StyleFn;
});

const transform = (code: string) => inlineStaticPandaCalls(code, "/src/Component.js", modules);
const imports = [
  'import { css, cx } from "@shop/styled-system/css";',
  'import { hstack } from "@shop/styled-system/patterns";',
  'import { badge, button } from "@shop/styled-system/recipes";',
].join("\n");

describe("Panda calls with literal arguments", () => {
  it("become the class string the browser would have computed", () => {
    const result = transform(
      `${imports}\nexport const a = css({ srOnly: true, md: { px: "4", _hover: { color: "fg.muted" } } });\n` +
        `export const b = hstack({ gap: "2", justify: "space-between" });\n` +
        `export const c = button({ variant: "secondary", size: "sm" });\n` +
        `export const d = cx("one", "two");\n` +
        `export const e = css({ mt: -2, gridTemplateColumns: ["1fr", null, "1fr 1fr"], content: \`""\` });`,
    );
    expect(result?.inlined).toBe(5);
    expect(result?.code).toContain(
      `const a = (${JSON.stringify(css({ srOnly: true, md: { px: "4", _hover: { color: "fg.muted" } } }))});`,
    );
    expect(result?.code).toContain(
      `const b = (${JSON.stringify(hstack({ gap: "2", justify: "space-between" }))});`,
    );
    expect(result?.code).toContain(
      `const c = (${JSON.stringify(button({ variant: "secondary", size: "sm" }))});`,
    );
    expect(result?.code).toContain(`const d = ("one two");`);
    expect(result?.code).toContain(
      `const e = (${JSON.stringify(css({ mt: -2, gridTemplateColumns: ["1fr", null, "1fr 1fr"], content: `""` }))});`,
    );
  });

  it("turn a slot recipe into its object of class strings", () => {
    const result = transform(`${imports}\nexport const styles = badge({ size: "sm" });`);
    expect(result?.code).toContain(`const styles = (${JSON.stringify(badge({ size: "sm" }))});`);
    expect(Object.keys(badge({ size: "sm" }) as object)).toEqual(["root", "icon"]);
  });

  it("leave every call with a non-literal argument to the browser", () => {
    const code =
      `${imports}\nexport function C({ size, active, rest }) {\n` +
      `  return [css({ color: active ? "a" : "b" }), button({ size }), css(rest), css({ ...rest }), ` +
      `badge.raw({ size: "sm" }), cx("a", size), css({ [size]: "1" }), css({ w: \`\${size}px\` })];\n}`;
    expect(transform(code)).toBeUndefined();
  });

  it("leave a name alone that the module also declares itself", () => {
    const code = `${imports}\nfunction local(css) { return css({ color: "red" }); }\nexport const x = css({ color: "red" });`;
    expect(transform(code)).toBeUndefined();
  });

  it("leave other modules' functions of the same name alone", () => {
    const code = `import { css } from "./my-css.ts";\nimport { cx } from "@shop/styled-system/css";\nexport const x = css({ color: "red" });`;
    expect(transform(code)).toBeUndefined();
  });

  it("run in the shop's build", () => {
    const names = (viteConfig.plugins ?? [])
      .flat()
      .map((plugin) => (plugin && "name" in plugin ? plugin.name : ""));
    expect(names).toContain("shop:panda-static-calls");
  });
});
