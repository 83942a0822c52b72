import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Spinner } from "./Spinner.tsx";

describe("Spinner", () => {
  it("is an indeterminate progressbar named by its label", () => {
    render(<Spinner label="Wird geladen" />);
    const spinner = screen.getByRole("progressbar", { name: "Wird geladen" });

    expect(spinner.hasAttribute("aria-valuenow")).toBe(false);
    expect(spinner.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });

  describe("with a delay", () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it("shows nothing until the delay has passed, but keeps the space", () => {
      const { container } = render(<Spinner label="Suche läuft" delay={300} />);

      expect(screen.queryByRole("progressbar")).toBeNull();
      expect(container.querySelector("[data-delayed]")).toBeTruthy();

      act(() => vi.advanceTimersByTime(299));
      expect(screen.queryByRole("progressbar")).toBeNull();

      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole("progressbar", { name: "Suche läuft" })).toBeTruthy();
      expect(container.querySelector("[data-delayed]")).toBeNull();
    });

    it("never appears when the load ends before the delay", () => {
      const { unmount } = render(<Spinner label="Suche läuft" delay={300} />);
      act(() => vi.advanceTimersByTime(100));
      unmount();
      act(() => vi.advanceTimersByTime(500));
      expect(screen.queryByRole("progressbar")).toBeNull();
    });
  });
});
