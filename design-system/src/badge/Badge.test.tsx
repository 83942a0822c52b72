import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Badge } from "./Badge.tsx";

describe("Badge", () => {
  it("shows its text and exposes the variant", () => {
    render(<Badge variant="topseller">Topseller</Badge>);
    const badge = screen.getByText("Topseller");

    expect(badge.getAttribute("data-variant")).toBe("topseller");
  });

  it("defaults to the neutral variant", () => {
    render(<Badge>Bio</Badge>);
    expect(screen.getByText("Bio").getAttribute("data-variant")).toBe("neutral");
  });

  it("reads an accessible label instead of a terse visible text", () => {
    const { container } = render(
      <Badge variant="sale" accessibleLabel="20 % Rabatt">
        -20 %
      </Badge>,
    );

    expect(screen.getByText("-20 %").getAttribute("aria-hidden")).toBe("true");
    expect(screen.getByText("20 % Rabatt")).toBeTruthy();
    expect(container.textContent).toContain("-20 %");
  });

  it("keeps its icon decorative", () => {
    const { container } = render(
      <Badge variant="new" icon="check">
        Neu
      </Badge>,
    );
    expect(container.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });
});
