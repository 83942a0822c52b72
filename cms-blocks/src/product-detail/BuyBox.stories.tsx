import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { ProductMeaning } from "@shop/mocks/stories";
import { css } from "@shop/styled-system/css";
import { loadProductPage, ProductStory } from "../__fixtures__/product.tsx";
import { storyLocale } from "../__fixtures__/listing.tsx";
import { BuyBox } from "./BuyBox.tsx";

type Args = {
  onVariantChange: (groupId: string, optionId: string, selection: Record<string, string>) => void;
};

const meta = {
  title: "CMS/Product/BuyBox",

  args: { onVariantChange: fn() },
  parameters: { layout: "padded" },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<Meta<Args>>;

/**
 * The buy box of a catalog product by meaning, in the toolbar's locale, as its page shows it: to a guest, or
 * to the business customer whose group sees net prices.
 */
function productStory(meaning: ProductMeaning, customer?: "business"): Story {
  return {
    loaders: [
      async ({ globals }) => ({ page: await loadProductPage(meaning, storyLocale(globals), customer) }),
    ],
    render: (args, { loaded }) => (
      <ProductStory
        data={loaded.page.data}
        actions={{ onVariantChange: args.onVariantChange }}
        taxState={customer === "business" ? "net" : "gross"}
      >
        <div className={css({ maxW: "28rem" })}>
          <BuyBox showName />
        </div>
      </ProductStory>
    ),
  };
}

const box = (canvasElement: HTMLElement) => within(canvasElement);

/** A simple product: price, base price, stock and delivery time, quantity and add to cart, wishlist. */
export const Simple: Story = {
  ...productStory("simple"),
  play: async ({ canvasElement }) => {
    const canvas = box(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(canvas.getByRole("spinbutton", { name: /Menge|Quantité/ })).toHaveValue(1);
    await expect(canvas.getByRole("button", { name: /In den Warenkorb|Ajouter au panier/ })).toBeEnabled();
    await expect(canvas.getByText(/^(Inkl\. MWST|TVA incluse), /)).toBeVisible();
    await expect(canvas.getByRole("button", { name: /Merken|Auf dem Merkzettel|liste/ })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  },
};

/** For the business customer in the group "Fachhandel": the Store API's net price, noted "excl. VAT". */
export const NetPrice: Story = {
  ...productStory("simple", "business"),
  play: async ({ canvasElement }) => {
    const canvas = box(canvasElement);
    await expect(canvas.getByText(/^(Exkl\. MWST|Hors TVA), /)).toBeVisible();
    await expect(canvas.queryByText(/^(Inkl\. MWST|TVA incluse), /)).toBeNull();
  },
};

/** Volume prices: the table labels "bis 9" … "ab 50"; a larger quantity marks its row and its price. */
export const Tiers: Story = {
  ...productStory("with-tiers"),
  play: async ({ canvasElement }) => {
    const canvas = box(canvasElement);
    const table = canvas.getByRole("table");
    const rows = within(table).getAllByRole("rowheader");
    await expect(rows.at(-1)).toHaveTextContent(/^(ab|dès) \d+/);
    await expect(rows[0]).toHaveTextContent(/^(bis|jusqu’à) \d+/);
    const quantity = canvas.getByRole("spinbutton");
    await userEvent.clear(quantity);
    await userEvent.type(quantity, "500");
    await expect(table.querySelector("[aria-current=true]")).not.toBeNull();
  },
};

/** A reduced price: the list price struck through, the saving in percent, the sale badge. */
export const ListPrice: Story = {
  ...productStory("with-list-price"),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("s")).not.toBeNull();
    await expect(box(canvasElement).getByText(/Sie sparen|Vous économisez/)).toBeVisible();
  },
};

/** A base price per reference unit next to the content. */
export const ReferencePrice: Story = productStory("with-reference-price");

/** Price on request: no price, no cart form, the quote request instead. */
export const HiddenPrice: Story = {
  ...productStory("hidden-price"),
  play: async ({ canvasElement }) => {
    const canvas = box(canvasElement);
    await expect(canvas.getByText(/Preis auf Anfrage|Prix sur demande/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: /Offerte anfragen|Demander une offre/ })).toHaveAttribute(
      "href",
      expect.stringMatching(/^mailto:/),
    );
    await expect(canvas.queryByRole("spinbutton")).toBeNull();
  },
};

/** Out of stock: the state in words, no cart form. */
export const OutOfStock: Story = {
  ...productStory("out-of-stock"),
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement).queryByRole("spinbutton")).toBeNull();
  },
};

/** Sizes as a variant group: choosing another calls the app with the new selection. */
export const Variants: Story = {
  ...productStory("with-variants"),
  play: async ({ canvasElement, args }) => {
    const canvas = box(canvasElement);
    const radios = canvas.getAllByRole("radio");
    const other = radios.find((radio) => !(radio as HTMLInputElement).checked)!;
    await userEvent.click(canvasElement.querySelector(`label[for="${other.id}"]`)!);
    await expect(args.onVariantChange).toHaveBeenCalled();
  },
};

/** Colours and sizes: swatches, and combinations that do not exist are marked. */
export const ColourVariants: Story = productStory("colour-variants");

/** A machine whose variants are equipment upgrades. */
export const MachineWithUpgrades: Story = productStory("machine-with-upgrades");

/** Sold from a minimum in steps: the quantity starts at the minimum, a wrong quantity is explained. */
export const MinimumAndSteps: Story = {
  ...productStory("min-purchase-and-steps"),
  play: async ({ canvasElement }) => {
    const canvas = box(canvasElement);
    const quantity = canvas.getByRole("spinbutton") as HTMLInputElement;
    const minimum = Number(quantity.value);
    await expect(minimum).toBeGreaterThan(1);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, "1");
    await userEvent.tab();
    await expect(quantity).toHaveAttribute("aria-invalid", "true");
  },
};

/** A product with a maximum order quantity. */
export const MaximumQuantity: Story = productStory("max-purchase");
