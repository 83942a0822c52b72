import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InlineScript, NonceContext } from "./InlineScript.tsx";

describe("InlineScript", () => {
  it("renders its code in place with the page's CSP nonce", () => {
    const html = renderToString(
      <NonceContext value="n0nce">
        <div>
          <InlineScript code="window.ran = 1;" />
        </div>
      </NonceContext>,
    );
    expect(html).toBe('<div><script nonce="n0nce">window.ran = 1;</script></div>');
  });

  it("has no nonce outside the server's render", () => {
    expect(renderToString(<InlineScript code="window.ran = 1;" />)).toBe("<script>window.ran = 1;</script>");
  });
});
