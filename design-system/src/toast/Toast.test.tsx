import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastRegion } from "./Toast.tsx";
import { TOAST_TIMEOUT, ToastQueue } from "./toastQueue.ts";

let queue: ToastQueue;
beforeEach(() => {
  queue = new ToastQueue();
});
afterEach(() => {
  act(() => queue.clear());
  vi.useRealTimers();
});

const renderRegion = () =>
  render(<ToastRegion queue={queue} label="Benachrichtigungen" closeLabel="Schliessen" />);

describe("ToastQueue", () => {
  it("closes toasts after 2500 ms by default", () => {
    queue.add({ title: "Gespeichert", variant: "success" });
    expect(queue.visibleToasts[0]?.timeout).toBe(TOAST_TIMEOUT);
    expect(TOAST_TIMEOUT).toBe(2500);
  });

  it("keeps persistent toasts and errors until closed", () => {
    queue.add({ title: "Hinweis" }, { persistent: true });
    queue.add({ title: "Fehler", variant: "error" });
    queue.add({ title: "Fehler, kurz", variant: "error" }, { persistent: false, timeout: 5000 });

    expect(queue.visibleToasts.map((toast) => toast.timeout)).toEqual([5000, undefined, undefined]);
  });
});

describe("ToastRegion", () => {
  it("renders nothing while the queue is empty", () => {
    renderRegion();
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("shows a toast in a labelled region, announced politely", () => {
    renderRegion();
    act(() => {
      queue.add({ title: "In den Warenkorb gelegt", description: "Parkettreiniger 1 l", variant: "success" });
    });

    const region = screen.getByRole("region", { name: "Benachrichtigungen" });
    const toast = within(region).getByRole("alertdialog", { name: "In den Warenkorb gelegt" });
    expect(toast.getAttribute("data-variant")).toBe("success");
    expect(toast.getAttribute("aria-describedby")).toBeTruthy();
    expect(within(toast).getByRole("status")).toBeTruthy();
    expect(within(toast).queryByRole("alert")).toBeNull();
  });

  it("announces errors assertively", () => {
    renderRegion();
    act(() => {
      queue.add({ title: "Zahlung fehlgeschlagen", variant: "error" });
    });
    expect(within(screen.getByRole("alertdialog")).getByRole("alert")).toBeTruthy();
  });

  it("closes with the labelled close button", async () => {
    renderRegion();
    act(() => {
      queue.add({ title: "Gespeichert" }, { persistent: true });
    });

    await userEvent.click(screen.getByRole("button", { name: "Schliessen" }));

    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("dismisses itself after the timeout", () => {
    vi.useFakeTimers();
    renderRegion();
    act(() => {
      queue.add({ title: "Gespeichert" });
    });
    expect(screen.getByRole("alertdialog")).toBeTruthy();

    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT + 10));

    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("pauses the timer while the region has focus", () => {
    vi.useFakeTimers();
    renderRegion();
    act(() => {
      queue.add({ title: "Gespeichert" });
    });

    act(() => screen.getByRole("alertdialog").focus());
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT * 2));
    expect(screen.getByRole("alertdialog")).toBeTruthy();

    act(() => screen.getByRole("alertdialog").blur());
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT + 10));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
