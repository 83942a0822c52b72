import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { slot, textSlot } from "../__fixtures__/cms.ts";
import { renderWithI18n } from "../test-utils.tsx";
import { CmsElementText } from "./CmsElementText.tsx";

describe("CmsElementText", () => {
  it("renders the resolved content as HTML", () => {
    renderWithI18n(
      <CmsElementText slot={textSlot("<h2>Care</h2><p>Oil <strong>twice</strong> a year.</p>")} />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Care" })).toBeTruthy();
    expect(screen.getByText("twice").tagName).toBe("STRONG");
  });

  it("never renders the config content, only the server's data", () => {
    const { container } = renderWithI18n(
      <CmsElementText slot={slot("text", "content", null, { content: "<p>Lorem ipsum</p>" })} />,
    );
    expect(container.innerHTML).toBe("");
  });

  it("marks its vertical alignment when set", () => {
    const { container } = renderWithI18n(
      <CmsElementText slot={textSlot("<p>x</p>", { verticalAlign: "flex-end" })} />,
    );
    expect(container.querySelector(".cms-element-text")?.getAttribute("data-vertical-align")).toBe(
      "flex-end",
    );
  });
});
