import type { FormEvent } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ProductCard, ProductCardSkeleton, type ProductCardProps } from "./ProductCard.tsx";

const base: ProductCardProps = {
  href: "/Clarus-Neutralreiniger/CL10001-1",
  name: "Clarus Neutralreiniger",
  productNumber: "CL10001.1",
  productNumberLabel: "Artikelnummer",
  image: { src: "/media/neutral.png", alt: "Clarus Neutralreiniger 1 l", width: 1000, height: 1000 },
  price: { amount: 9.9, currency: "CHF" },
  unitText: "Inhalt: 1 Liter",
  referencePriceText: "(CHF 9.90 / 1 Liter)",
  addToCart: {
    action: "/checkout/line-item/add",
    fields: { productId: "p1", quantity: "1" },
    label: "In den Warenkorb",
  },
};

describe("ProductCard", () => {
  it("has the name as its one link to the product page", () => {
    render(<ProductCard {...base} />);
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute("href")).toBe(base.href);
    expect(links[0]!.textContent).toBe("Clarus Neutralreiniger");
    expect(screen.getByRole("heading", { name: "Clarus Neutralreiniger" })).toBeTruthy();
  });

  it("shows number, price, unit and reference price, and a lazy image with its size", () => {
    render(<ProductCard {...base} />);
    expect(screen.getByText("CL10001.1")).toBeTruthy();
    expect(screen.getByText("CHF 9.90")).toBeTruthy();
    expect(screen.getByText("Inhalt: 1 Liter (CHF 9.90 / 1 Liter)")).toBeTruthy();
    const img = screen.getByRole("img", { name: "Clarus Neutralreiniger 1 l" });
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("width")).toBe("1000");
  });

  it("adds to the cart through a real post form with hidden fields", () => {
    render(<ProductCard {...base} />);
    const button = screen.getByRole("button", { name: "In den Warenkorb" });
    const form = button.closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/checkout/line-item/add");
    expect(button.getAttribute("type")).toBe("submit");
    const hidden = [...form.querySelectorAll<HTMLInputElement>("input[type=hidden]")];
    expect(hidden.map((input) => [input.name, input.value])).toEqual([
      ["productId", "p1"],
      ["quantity", "1"],
    ]);
  });

  it("hands the submit to onSubmit when given", async () => {
    const onSubmit = vi.fn<(event: FormEvent<HTMLFormElement>) => void>((event) => event.preventDefault());
    render(<ProductCard {...base} addToCart={{ ...base.addToCart!, onSubmit }} />);
    const button = screen.getByRole("button", { name: "In den Warenkorb" });
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0].target).toBe(button.closest("form"));
  });

  it("leaves the form to post natively without onSubmit", async () => {
    render(<ProductCard {...base} />);
    const form = screen.getByRole("button", { name: "In den Warenkorb" }).closest("form")!;
    const submitted = vi.fn<(event: Event) => void>((event) => {
      expect(event.defaultPrevented).toBe(false);
      event.preventDefault(); // happy-dom would otherwise navigate
    });
    form.addEventListener("submit", submitted);
    await userEvent.click(screen.getByRole("button", { name: "In den Warenkorb" }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it("describes the add-to-cart button by the product name", () => {
    render(<ProductCard {...base} />);
    const button = screen.getByRole("button", { name: "In den Warenkorb" });
    expect(button.getAttribute("aria-describedby")).toBe(screen.getByRole("link").id);
  });

  it("shows 'price on request' instead of price and form when the price is hidden", () => {
    render(<ProductCard {...base} priceOnRequestLabel="Preis auf Anfrage" />);
    expect(screen.getByText("Preis auf Anfrage")).toBeTruthy();
    expect(screen.queryByText("CHF 9.90")).toBeNull();
    expect(screen.queryByRole("button", { name: "In den Warenkorb" })).toBeNull();
  });

  it("marks out-of-stock products in words and disables adding to the cart", () => {
    render(<ProductCard {...base} isOutOfStock outOfStockLabel="Ausverkauft" />);
    expect(screen.getByText("Ausverkauft")).toBeTruthy();
    expect(screen.getByRole("button", { name: "In den Warenkorb" }).hasAttribute("disabled")).toBe(true);
  });

  it("links to the product page to choose options for variant products", () => {
    render(<ProductCard {...base} chooseOptions={{ href: base.href, label: "Optionen wählen" }} />);
    expect(screen.getByRole("link", { name: /Optionen wählen/ }).getAttribute("href")).toBe(base.href);
    expect(screen.queryByRole("button", { name: "In den Warenkorb" })).toBeNull();
  });

  it("toggles the wishlist with aria-pressed", async () => {
    const onChange = vi.fn<(isSelected: boolean) => void>();
    const { rerender } = render(
      <ProductCard {...base} wishlist={{ isSelected: false, onChange, label: "Merken" }} />,
    );
    const toggle = screen.getByRole("button", { name: "Merken" });
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    await userEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(true);
    rerender(<ProductCard {...base} wishlist={{ isSelected: true, onChange, label: "Merken" }} />);
    expect(screen.getByRole("button", { name: "Merken" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("shows the 'from' prefix and the list price", () => {
    render(
      <ProductCard
        {...base}
        price={{ amount: 8.9, currency: "CHF", from: "ab", listPrice: 12, listPriceLabel: "statt" }}
      />,
    );
    expect(screen.getByText(/ab/)).toBeTruthy();
    expect(screen.getByText("CHF 12.00").tagName).toBe("S");
  });

  it("keeps the image box with a placeholder when there is no image", () => {
    render(<ProductCard {...base} image={undefined} />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByRole("link", { name: "Clarus Neutralreiniger" })).toBeTruthy();
  });

  it("renders a skeleton hidden from assistive technology", () => {
    const { container } = render(<ProductCardSkeleton />);
    expect(container.firstElementChild!.getAttribute("aria-hidden")).toBe("true");
  });
});
