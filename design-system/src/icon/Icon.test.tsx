import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Icon } from "./Icon.tsx";
import { iconNames } from "./icons.tsx";

describe("Icon", () => {
  it("is hidden from assistive technology without a label", () => {
    const { container } = render(<Icon name="cart" />);
    const svg = container.querySelector("svg");

    expect(screen.queryByRole("img")).toBeNull();
    expect(svg?.getAttribute("aria-hidden")).toBe("true");
  });

  it("is an image named by its label", () => {
    render(<Icon name="instagram" label="Instagram" />);
    const svg = screen.getByRole("img", { name: "Instagram" });

    expect(svg.hasAttribute("aria-hidden")).toBe(false);
  });

  it("takes a size in px as attributes", () => {
    render(<Icon name="phone" size={18} label="Phone" />);
    const svg = screen.getByRole("img", { name: "Phone" });

    expect(svg.getAttribute("width")).toBe("18");
    expect(svg.getAttribute("height")).toBe("18");
  });

  it.each(iconNames)("draws %s", (name) => {
    const { container } = render(<Icon name={name} />);
    expect(container.querySelector("svg")?.childElementCount).toBeGreaterThan(0);
  });

  it("has the icons the shop needs", () => {
    expect(iconNames).toEqual(
      expect.arrayContaining([
        "search",
        "cart",
        "heart",
        "user",
        "menu",
        "close",
        "chevron-down",
        "chevron-right",
        "chevron-left",
        "phone",
        "mail",
        "clock",
        "facebook",
        "instagram",
        "linkedin",
        "globe",
        "check",
        "alert",
      ]),
    );
  });
});
