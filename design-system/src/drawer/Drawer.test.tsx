import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "../button/Button.tsx";
import { Drawer, DrawerTrigger } from "./Drawer.tsx";

function Menu({ onOpenChange }: { onOpenChange?: (isOpen: boolean) => void }) {
  return (
    <DrawerTrigger onOpenChange={onOpenChange}>
      <Button>Menü</Button>
      <Drawer title="Menü" placement="left" closeLabel="Schliessen">
        <a href="/reinigung/">Reinigung</a>
        <a href="/pflege/">Pflege</a>
      </Drawer>
    </DrawerTrigger>
  );
}

describe("Drawer", () => {
  it("opens a modal dialog named by its title, focus inside", async () => {
    render(<Menu />);
    await userEvent.click(screen.getByRole("button", { name: "Menü" }));

    const dialog = screen.getByRole("dialog", { name: "Menü" });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(within(dialog).getByRole("heading", { level: 2, name: "Menü" })).toBeTruthy();
    expect(dialog.closest("[data-placement]")?.getAttribute("data-placement")).toBe("left");
  });

  it("traps focus inside", async () => {
    render(<Menu />);
    await userEvent.click(screen.getByRole("button", { name: "Menü" }));
    const dialog = screen.getByRole("dialog");

    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it("closes on Escape and returns focus to the trigger", async () => {
    const onOpenChange = vi.fn<(isOpen: boolean) => void>();
    render(<Menu onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole("button", { name: "Menü" });
    await userEvent.click(trigger);

    await userEvent.keyboard("{Escape}");

    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(document.activeElement).toBe(trigger);
  });

  it("closes with the labelled close button", async () => {
    render(<Menu />);
    await userEvent.click(screen.getByRole("button", { name: "Menü" }));

    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Schliessen" }));

    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes on a click outside", async () => {
    render(<Menu />);
    await userEvent.click(screen.getByRole("button", { name: "Menü" }));
    const overlay = screen.getByRole("dialog").closest("[data-placement]")?.parentElement as HTMLElement;

    await userEvent.click(overlay);

    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("takes an aria-label when there is no visible title, and passes close to its content", async () => {
    const onOpenChange = vi.fn<(isOpen: boolean) => void>();
    render(
      <Drawer isOpen onOpenChange={onOpenChange} aria-label="Warenkorb" closeLabel="Schliessen">
        {({ close }) => <Button onPress={close}>Weiter einkaufen</Button>}
      </Drawer>,
    );
    expect(screen.getByRole("dialog", { name: "Warenkorb" })).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Weiter einkaufen" }));

    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
