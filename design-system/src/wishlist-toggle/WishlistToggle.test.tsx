import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { WishlistToggle } from "./WishlistToggle.tsx";

describe("WishlistToggle", () => {
  it("is a toggle button named by its label, pressed while on the wishlist", async () => {
    const onChange = vi.fn<(isSelected: boolean) => void>();
    const { rerender } = render(<WishlistToggle isSelected={false} onChange={onChange} label="Merken" />);
    const toggle = screen.getByRole("button", { name: "Merken" });
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    expect(toggle.textContent).toBe("");
    await userEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(true);
    rerender(<WishlistToggle isSelected onChange={onChange} label="Merken" />);
    expect(screen.getByRole("button", { name: "Merken" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("shows its label as text in the labelled variant", async () => {
    const onChange = vi.fn<(isSelected: boolean) => void>();
    render(<WishlistToggle isSelected onChange={onChange} label="Auf die Merkliste" variant="labelled" />);
    const toggle = screen.getByRole("button", { name: "Auf die Merkliste" });
    expect(toggle.hasAttribute("aria-label")).toBe(false);
    expect(toggle.textContent).toBe("Auf die Merkliste");
    await userEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(false);
  });
});
