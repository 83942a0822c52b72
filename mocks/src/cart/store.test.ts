import { describe, expect, it } from "vitest";
import { createState } from "../state.ts";
import { cartStore, mergeCarts, moveCart, saveCart } from "./store.ts";
import { emptyCart, type StoredCart } from "./types.ts";

const cart = (token: string, items: Array<[string, number]>, codes: string[] = []): StoredCart => ({
  ...emptyCart(token),
  lineItems: items.map(([id, quantity]) => ({ id, referencedId: id, quantity })),
  promotionCodes: codes,
});

describe("cart store", () => {
  it("does not keep an empty cart", () => {
    const state = createState();
    saveCart(state, cart("a", [["p1", 1]]));
    saveCart(state, cart("a", []));
    expect(cartStore(state).has("a")).toBe(false);
  });

  it("moves a cart to a rotated token", () => {
    const state = createState();
    saveCart(state, cart("old", [["p1", 2]]));
    moveCart(state, "old", "new");
    expect(cartStore(state).has("old")).toBe(false);
    expect(cartStore(state).get("new")).toMatchObject({
      token: "new",
      lineItems: [{ id: "p1", quantity: 2 }],
    });
  });

  it("merges a guest cart into the customer's: quantities add up, codes join once", () => {
    const state = createState();
    saveCart(
      state,
      cart(
        "guest",
        [
          ["p1", 2],
          ["p2", 1],
        ],
        ["profi20"],
      ),
    );
    saveCart(state, cart("customer", [["p1", 3]], ["PROFI20", "FRUEHLING10"]));
    mergeCarts(state, "guest", "customer");
    expect(cartStore(state).has("guest")).toBe(false);
    expect(cartStore(state).get("customer")).toMatchObject({
      lineItems: [
        { id: "p1", quantity: 5 },
        { id: "p2", quantity: 1 },
      ],
      promotionCodes: ["PROFI20", "FRUEHLING10"],
    });
  });

  it("gives the customer the guest cart when the customer has none", () => {
    const state = createState();
    saveCart(state, cart("guest", [["p1", 2]]));
    mergeCarts(state, "guest", "customer");
    expect(cartStore(state).get("customer")).toMatchObject({ token: "customer", lineItems: [{ id: "p1" }] });
  });

  it("is emptied by reset()", () => {
    const state = createState();
    saveCart(state, cart("a", [["p1", 1]]));
    state.reset();
    expect(cartStore(state).size).toBe(0);
  });
});
