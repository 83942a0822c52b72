import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { importsOf, packageOf, undeclaredImports } from "./workspace-imports.ts";

const root = path.resolve(import.meta.dirname, "..");

describe("workspace dependencies", () => {
  it("declares every package that code, tests, stories and configs import, in the package that imports it", () => {
    const undeclared = undeclaredImports(root).map(
      ({ packageDir, imported, files }) => `${packageDir || "(root)"} imports ${imported} (${files[0]})`,
    );
    expect(undeclared, "add these to the package's package.json (workspace:* for @shop/*)").toEqual([]);
  });
});

describe("the import scanner", () => {
  it("names the package of a bare specifier and skips relative, built-in and virtual ones", () => {
    expect(packageOf("react-router")).toBe("react-router");
    expect(packageOf("@shop/mocks/fixtures")).toBe("@shop/mocks");
    expect(packageOf("storybook/test")).toBe("storybook");
    expect(packageOf("@fontsource-variable/inter/wght.css?url")).toBe("@fontsource-variable/inter");
    for (const exempt of [
      "./a.ts",
      "../b",
      "/abs",
      "node:fs",
      "fs",
      "path",
      "virtual:pwa",
      "./+types/home",
    ]) {
      expect(packageOf(exempt)).toBeNull();
    }
  });

  it("finds static, type-only, side-effect, dynamic, re-exported, referenced and CSS imports", () => {
    const source = [
      'import React from "react";',
      'import type { Meta } from "@storybook/react-vite";',
      "import {\n  a,\n  type B,\n} from 'multi-line';",
      'import "side-effect";',
      'export * from "re-export";',
      'export { x } from "named-re-export";',
      'const lazy = () => import("dynamic");',
      'const required = require("required");',
      '/// <reference types="vite/client" />',
      '@import "@fontsource-variable/inter";',
      'import { readFileSync } from "node:fs";',
      'import local from "./local.ts";',
    ].join("\n");
    expect(importsOf(source).toSorted()).toEqual(
      [
        "@fontsource-variable/inter",
        "@storybook/react-vite",
        "dynamic",
        "multi-line",
        "named-re-export",
        "re-export",
        "react",
        "required",
        "side-effect",
        "vite",
      ].toSorted(),
    );
  });

  const fake = mkdtempSync(path.join(tmpdir(), "workspace-imports-"));
  afterAll(() => rmSync(fake, { recursive: true, force: true }));

  it("reports an import its package does not declare, and the root owns files outside the packages", () => {
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(fake, file)), { recursive: true });
      writeFileSync(path.join(fake, file), text);
    };
    write("package.json", JSON.stringify({ name: "root", devDependencies: { vitest: "1" } }));
    write("tooling/a.test.ts", 'import { it } from "vitest";\nimport x from "left-pad";');
    write("pkg/package.json", JSON.stringify({ name: "@x/pkg", dependencies: { zod: "4" } }));
    write("pkg/src/a.ts", 'import { z } from "zod";\nimport self from "@x/pkg/sub";');
    write("pkg/src/a.test.ts", 'import { it } from "vitest";');
    write("pkg/node_modules/dep/index.js", 'require("ignored");');
    expect(undeclaredImports(fake, ["pkg"])).toEqual([
      { packageDir: "", imported: "left-pad", files: [path.join("tooling", "a.test.ts")] },
      { packageDir: "pkg", imported: "vitest", files: [path.join("pkg", "src", "a.test.ts")] },
    ]);
  });
});
