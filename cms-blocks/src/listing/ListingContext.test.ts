import type { MouseEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import { followInPlace, type ListingTarget } from "./ListingContext.ts";
import { listingChange } from "./listingUrl.ts";

/** A click on a listing link whose href was rendered for `href`. */
function click(href: string, modifiers: Partial<Pick<MouseEvent, "metaKey" | "ctrlKey" | "button">> = {}) {
  const link = document.createElement("a");
  link.setAttribute("href", href);
  const event = {
    currentTarget: link,
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    preventDefault: vi.fn<() => void>(),
    ...modifiers,
  };
  return event as unknown as MouseEvent<HTMLAnchorElement> & { preventDefault: ReturnType<typeof vi.fn> };
}

describe("followInPlace", () => {
  it("navigates in place to the change built on the listing's latest URL, not to the rendered href", () => {
    const targets: ListingTarget[] = [];
    const follow = followInPlace((to) => targets.push(to), listingChange({ kind: "next-page" }));
    const event = click("/Reinigungsmittel/?p=2");
    follow(event);
    expect(event.preventDefault).toHaveBeenCalled();
    const [target] = targets;
    // Page 2 still loading when "load more" is tapped again: page 3.
    expect(typeof target === "function" && target(new URL("https://shop.test/Reinigungsmittel/?p=2"))).toBe(
      "/Reinigungsmittel/?p=3",
    );
  });

  it("leaves modified clicks and pages without navigate to the browser", () => {
    const navigate = vi.fn<(to: ListingTarget) => void>();
    const newTab = click("/Reinigungsmittel/?p=2", { ctrlKey: true });
    followInPlace(navigate, "/Reinigungsmittel/?p=2")(newTab);
    const plain = click("/Reinigungsmittel/?p=2");
    followInPlace(undefined, "/Reinigungsmittel/?p=2")(plain);
    expect(navigate).not.toHaveBeenCalled();
    expect(newTab.preventDefault).not.toHaveBeenCalled();
    expect(plain.preventDefault).not.toHaveBeenCalled();
  });
});
