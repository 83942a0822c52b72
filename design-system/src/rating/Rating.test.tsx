import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Rating, roundToHalf } from "./Rating.tsx";

describe("roundToHalf", () => {
  it.each([
    [4.24, 4],
    [4.25, 4.5],
    [4.74, 4.5],
    [4.75, 5],
    [-1, 0],
    [7, 5],
    [Number.NaN, 0],
  ])("%s becomes %s", (value, expected) => {
    expect(roundToHalf(value)).toBe(expected);
  });
});

describe("Rating", () => {
  it("is one image named by the label", () => {
    render(<Rating value={4.5} label="4.5 von 5 Sternen" />);
    expect(screen.getByRole("img", { name: "4.5 von 5 Sternen" })).toBeTruthy();
  });

  it("builds the label from the rounded value with formatLabel", () => {
    render(<Rating value={3.8} formatLabel={(value, max) => `${value} étoiles sur ${max}`} />);
    expect(screen.getByRole("img", { name: "4 étoiles sur 5" })).toBeTruthy();
  });

  it("fills the stars up to the rounded value", () => {
    const { container } = render(<Rating value={2.4} label="2.5 von 5 Sternen" />);
    const root = container.firstElementChild as HTMLElement;
    const filled = root.querySelector<HTMLElement>("[style]");

    expect(root.getAttribute("data-value")).toBe("2.5");
    expect(filled?.style.width).toBe("50%");
  });

  it("draws each row of stars as one SVG with one path", () => {
    const { container } = render(<Rating value={3} label="3 von 5 Sternen" />);
    const rows = container.querySelectorAll("svg");

    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.getAttribute("viewBox")).toBe("0 0 120 24");
      expect(row.querySelectorAll("path")).toHaveLength(1);
      expect(row.querySelector("path")?.getAttribute("d")?.match(/M/g)).toHaveLength(5);
    }
  });

  it("shows the count, with a spoken label when given", () => {
    render(<Rating value={4} label="4 von 5 Sternen" count={12} countLabel="12 Bewertungen" />);

    expect(screen.getByText("(12)").getAttribute("aria-hidden")).toBe("true");
    expect(screen.getByText("12 Bewertungen")).toBeTruthy();
  });

  it("shows no count when none is given", () => {
    const { container } = render(<Rating value={4} label="4 von 5 Sternen" />);
    expect(container.textContent).toBe("");
  });
});
