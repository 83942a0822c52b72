import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nProvider } from "@lingui/react";
import { setupI18n } from "@lingui/core";
import { createRoutesStub } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { toastQueue } from "@shop/design-system";
import { ADD_TO_CART_ACTION, addToCartFields, useAddToCart, type AddToCartResult } from "./add-to-cart.ts";

const productId = "0123456789abcdef0123456789abcdef";

function Card() {
  const { onSubmit, pendingProductId } = useAddToCart();
  return (
    <form method="post" action={ADD_TO_CART_ACTION} onSubmit={onSubmit}>
      {Object.entries(addToCartFields(productId, "/fr-CH/Nettoyage/")).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit">{pendingProductId === productId ? "adding" : "add"}</button>
    </form>
  );
}

/** Renders the card on a French page with an action that records what it got and answers `result`. */
function renderCard(result: AddToCartResult) {
  const received: Record<string, string>[] = [];
  const Stub = createRoutesStub([
    { path: "/fr-CH/Nettoyage/", Component: Card },
    {
      path: ADD_TO_CART_ACTION,
      action: async ({ request }) => {
        received.push(Object.fromEntries((await request.formData()) as Iterable<[string, string]>));
        return result;
      },
    },
  ]);
  // No catalog: the source (English) texts show, which is enough to tell the messages apart.
  const i18n = setupI18n({ locale: "fr-CH", messages: { "fr-CH": {} } });
  render(
    <I18nProvider i18n={i18n}>
      <Stub initialEntries={["/fr-CH/Nettoyage/"]} />
    </I18nProvider>,
  );
  return received;
}

const titles = () => toastQueue.visibleToasts.map((toast) => toast.content.title);

afterEach(() => act(() => toastQueue.clear()));

it("posts the card's fields through a fetcher (no redirectTo, the page's locale) and toasts success", async () => {
  const add = vi.spyOn(toastQueue, "add");
  const received = renderCard({
    ok: true,
    cartCount: 1,
    messages: [{ key: "cart-added", variant: "success", name: "Nettoyant neutre" }],
  });
  await userEvent.click(screen.getByRole("button", { name: "add" }));
  await waitFor(() => expect(titles()).toEqual(["Nettoyant neutre was added to the cart."]));
  expect(received).toEqual([{ productId, quantity: "1", locale: "fr-CH" }]);
  expect(add).toHaveBeenCalledWith(
    { title: "Nettoyant neutre was added to the cart.", variant: "success" },
    { timeout: 2500, persistent: false },
  );
  expect(screen.getByRole("button", { name: "add" })).toBeTruthy();
  add.mockRestore();
});

it("shows Shopware's messages and keeps errors until closed", async () => {
  const add = vi.spyOn(toastQueue, "add");
  renderCard({ ok: false, error: { key: "cart-out-of-stock", variant: "error", name: "Nettoyant neutre" } });
  await userEvent.click(screen.getByRole("button", { name: "add" }));
  await waitFor(() => expect(titles()).toEqual(["Nettoyant neutre is out of stock."]));
  expect(add).toHaveBeenCalledWith(
    expect.objectContaining({ variant: "error" }),
    expect.objectContaining({ persistent: true }),
  );
  add.mockRestore();
});
