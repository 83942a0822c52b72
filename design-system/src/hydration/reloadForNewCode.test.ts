import { expect, it, vi } from "vitest";
import { importOrReload, reloadForNewCode, RELOAD_GUARD_MS } from "./reloadForNewCode.ts";

function browserAt(path: string, now: number, stored = new Map<string, string>()) {
  const reload = vi.fn<() => void>();
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  };
  return { reload, stored, browser: () => ({ path, now, storage, reload }) };
}

it("reloads once per ten seconds for the same path", () => {
  const stored = new Map<string, string>();
  const first = browserAt("/Reinigungsmittel/", 1_000_000, stored);
  expect(reloadForNewCode(first.browser)).toBe(true);
  expect(first.reload).toHaveBeenCalledTimes(1);

  const again = browserAt("/Reinigungsmittel/", 1_000_000 + RELOAD_GUARD_MS - 1, stored);
  expect(reloadForNewCode(again.browser)).toBe(false);
  expect(again.reload).not.toHaveBeenCalled();

  const otherPath = browserAt("/fr-CH/", 1_000_000 + 1, stored);
  expect(reloadForNewCode(otherPath.browser)).toBe(true);

  const later = browserAt("/Reinigungsmittel/", 1_000_000 + RELOAD_GUARD_MS, stored);
  expect(reloadForNewCode(later.browser)).toBe(true);
  expect(later.reload).toHaveBeenCalledTimes(1);
});

it("never reloads without session storage (no guard against a loop)", () => {
  const reload = vi.fn<() => void>();
  const browser = () => ({
    path: "/",
    now: 1,
    storage: {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => undefined,
    },
    reload,
  });
  expect(reloadForNewCode(browser)).toBe(false);
  expect(reload).not.toHaveBeenCalled();
});

it("an import that fails never settles (the island keeps its server HTML); one that loads resolves", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const reload = vi.spyOn(window.location, "reload").mockImplementation(() => undefined);
  let settled = false;
  void importOrReload(() =>
    Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
  ).then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(settled).toBe(false);
  expect(error).toHaveBeenCalledTimes(1);
  await expect(importOrReload(() => Promise.resolve("module"))).resolves.toBe("module");
  error.mockRestore();
  reload.mockRestore();
});
