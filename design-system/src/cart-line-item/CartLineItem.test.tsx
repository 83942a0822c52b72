import { fireEvent, render, screen, within } from "@testing-library/react";
import type { FormEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import { CartLineItem } from "./CartLineItem.tsx";
import { cartLineItems } from "./__fixtures__/cartLineItems.ts";

describe("CartLineItem", () => {
  it("names the line by its product, links the product and shows the amounts", () => {
    render(<CartLineItem {...cartLineItems.withOptionsAndSteps} />);
    const line = screen.getByRole("article", { name: "Clarus Grundreiniger Forte" });
    expect(within(line).getByRole("link", { name: "Clarus Grundreiniger Forte" }).getAttribute("href")).toBe(
      "/Clarus-Grundreiniger-Forte/CL10007-5",
    );
    expect(line.textContent).toContain("Artikelnummer: CL10007.5");
    expect(line.textContent).toContain("Stückpreis: CHF 39.90");
    expect(line.textContent).toContain("CHF 399.00");
    const quantity = within(line).getByRole("spinbutton", { name: "Menge" });
    expect(quantity).toHaveProperty("value", "10");
    expect(quantity.getAttribute("max")).toBe("50");
  });

  it("posts real forms with their hidden fields, enhanced by onSubmit", () => {
    const onSubmit = vi.fn<(event: FormEvent<HTMLFormElement>) => void>((event) => event.preventDefault());
    const props = cartLineItems.simple;
    render(<CartLineItem {...props} remove={{ ...props.remove!, onSubmit }} />);
    const button = screen.getByRole("button", { name: "Clarus Neutralreiniger: Entfernen" });
    const form = button.closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/checkout/cart");
    expect(new FormData(form).get("intent")).toBe("remove");
    fireEvent.submit(form);
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it("has no remove form for an item that cannot be removed", () => {
    render(<CartLineItem {...cartLineItems.simple} remove={undefined} />);
    expect(screen.queryByRole("button", { name: /Entfernen/ })).toBeNull();
  });

  it("marks the line busy and disables the other button while one waits", () => {
    const props = cartLineItems.simple;
    render(<CartLineItem {...props} update={{ ...props.update, isPending: true }} />);
    expect(screen.getByRole("article").getAttribute("aria-busy")).toBe("true");
    expect(screen.getByRole("button", { name: /Entfernen/ })).toHaveProperty("disabled", true);
  });
});
