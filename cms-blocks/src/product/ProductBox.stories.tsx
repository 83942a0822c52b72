import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { ProductMeaning } from "@shop/mocks/stories";
import { css } from "@shop/styled-system/css";
import { viewportWidth } from "@shop/design-system";
import { CmsContext } from "../CmsContext.ts";
import { loadProduct, storyLocale, storyProductActions } from "../__fixtures__/listing.tsx";
import { ProductBox } from "./ProductBox.tsx";

const meta = {
  title: "CMS/Listing/ProductBox",
  component: ProductBox,
  parameters: { layout: "padded" },
} satisfies Meta<typeof ProductBox>;
export default meta;
type Story = StoryObj<Meta<typeof ProductBox>>;

/** A product of the emulator's catalog by meaning, in the toolbar's locale, as a listing shows it. */
function productStory(meaning: ProductMeaning): Story {
  return {
    loaders: [async ({ globals }) => ({ product: await loadProduct(meaning, storyLocale(globals)) })],
    render: (_args, { loaded }) => (
      <CmsContext value={{ linkPolicy: {}, width: viewportWidth, productActions: storyProductActions }}>
        <div className={css({ maxW: "18rem" })}>
          <ProductBox product={loaded.product} />
        </div>
      </CmsContext>
    ),
  };
}

const addToCart = (canvasElement: HTMLElement) => canvasElement.querySelector("form[method=post]");

/** A product without variants: its price and the add-to-cart form (quantity 1, back to the page). */
export const Buyable: Story = {
  ...productStory("simple"),
  play: async ({ canvasElement }) => {
    const form = addToCart(canvasElement);
    await expect(form).not.toBeNull();
    await expect(form!.querySelector("input[name=quantity]")).toHaveValue("1");
  },
};

/** A variant with a purchase unit: "Content: 5 Liter" and the base price per litre. */
export const WithReferencePrice: Story = {
  ...productStory("with-reference-price"),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toMatch(/CHF \d+\.\d{2} \/ 1 Liter\)/);
  },
};

/** Tier prices: "from" the lowest tier. */
export const WithTiers: Story = {
  ...productStory("with-tiers"),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=product-card]")!.textContent).toMatch(
      /(from|ab|dès) CHF/,
    );
  },
};

/** A reduced price without tiers: the list price struck through and the sale badge. */
export const Sale: Story = {
  loaders: [
    async ({ globals }) => {
      const product = await loadProduct("simple", storyLocale(globals));
      const { unitPrice } = product.calculatedPrice;
      return {
        product: {
          ...product,
          calculatedPrice: { ...product.calculatedPrice, listPrice: { price: unitPrice + 5 } },
        },
      };
    },
  ],
  render: productStory("simple").render,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("s")).not.toBeNull();
    await expect(canvasElement.querySelector("[data-variant=sale]")).not.toBeNull();
  },
};

/** Variants: a link to choose options instead of the add-to-cart form. */
export const WithVariants: Story = {
  ...productStory("with-variants"),
  play: async ({ canvasElement }) => {
    await expect(addToCart(canvasElement)).toBeNull();
    await expect(within(canvasElement).getAllByRole("link")).toHaveLength(2);
  },
};

/** `custom_product_fields_hide_price`: "price on request", nothing to add. */
export const HiddenPrice: Story = {
  ...productStory("hidden-price"),
  play: async ({ canvasElement }) => {
    await expect(addToCart(canvasElement)).toBeNull();
    await expect(canvasElement.textContent).not.toMatch(/CHF/);
  },
};

/** Sold out (closeout without stock): the button is disabled. */
export const OutOfStock: Story = {
  ...productStory("out-of-stock"),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: /warenkorb/i })).toBeDisabled();
  },
};

export const Topseller: Story = {
  ...productStory("topseller"),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-variant=topseller]")).not.toBeNull();
  },
};

export const New: Story = {
  ...productStory("new"),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-variant=new]")).not.toBeNull();
  },
};
