import { afterEach, describe, expect, it, vi } from "vitest";
import { emptyCartPage } from "./cart.server.ts";
import { onSideCartOpen, openSideCart, sideCartSubtotal } from "./side-cart.ts";

const cart = (subtotal: number, taxState: "gross" | "net" | "tax-free", rates: number[] = [8.1]) => {
  const empty = emptyCartPage();
  return {
    taxState,
    totals: { ...empty.totals, subtotal, taxes: rates.map((rate) => ({ rate, amount: 1 })) },
  };
};

describe("sideCartSubtotal", () => {
  it("takes the tax off when the shop shows gross prices", () => {
    expect(sideCartSubtotal(cart(108.1, "gross"))).toBe(100);
    expect(sideCartSubtotal(cart(407.9, "gross"))).toBe(377.34);
    expect(sideCartSubtotal(cart(102.6, "gross", [2.6, 8.1]))).toBe(100);
  });

  it("shows the subtotal as is when the shop shows net prices or no tax", () => {
    expect(sideCartSubtotal(cart(407.9, "net"))).toBe(407.9);
    expect(sideCartSubtotal(cart(407.9, "tax-free"))).toBe(407.9);
  });

  it("is the subtotal itself when the cart has no tax rate (empty cart)", () => {
    expect(sideCartSubtotal(cart(0, "gross", []))).toBe(0);
    expect(sideCartSubtotal(cart(12.3, "gross", []))).toBe(12.3);
  });
});

describe("openSideCart", () => {
  afterEach(() => vi.restoreAllMocks());

  it("reaches the listeners until they unsubscribe", () => {
    const open = vi.fn<() => void>();
    const stop = onSideCartOpen(open);
    openSideCart();
    expect(open).toHaveBeenCalledTimes(1);
    stop();
    openSideCart();
    expect(open).toHaveBeenCalledTimes(1);
  });
});
