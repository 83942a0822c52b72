import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { expect, within } from "storybook/test";
import { viewportWidth } from "@shop/design-system";
import type * as StoreApi from "@shop/store-api";
import { block, slot } from "../__fixtures__/cms.ts";
import { loadProduct, storyLocale, storyProductActions } from "../__fixtures__/listing.tsx";
import { CmsBlock } from "../CmsBlock.tsx";
import { CmsContext, type CmsCategoryNavigation } from "../CmsContext.ts";
import { preloadCommerceElements } from "../registry.ts";

/**
 * The commerce blocks with the emulator's products: product boxes in each box layout and display mode
 * (in a product-three-column block), product sliders with and without title, border and navigation, and
 * the category navigation. One story per variant that changes the output.
 */

type Loaded = { products: StoreApi.Product[] };

const box = (name: string, product: StoreApi.Product, config: Record<string, unknown>) =>
  slot("product-box", name, { productId: product.id, product }, config);

const categories: CmsCategoryNavigation = {
  label: "Kategorien",
  items: [
    {
      id: "floor",
      name: "Bodenpflege",
      href: "/Bodenpflege/",
      children: [
        { id: "basic", name: "Grundreiniger", href: "/Bodenpflege/Grundreiniger/", isCurrent: true },
        { id: "coating", name: "Beschichtungen", href: "/Bodenpflege/Beschichtungen/" },
      ],
    },
    { id: "sanitary", name: "Sanitärreinigung", href: "/Sanitaerreinigung/" },
    { id: "machines", name: "Maschinen", href: "/Maschinen/" },
  ],
};

function Shop({ children }: { children: ReactNode }) {
  return (
    <CmsContext
      value={{
        linkPolicy: {},
        width: viewportWidth,
        productActions: storyProductActions,
        categoryNavigation: categories,
      }}
    >
      {children}
    </CmsContext>
  );
}

const meta = {
  title: "CMS/Blocks/Commerce",
  component: CmsBlock,
  loaders: [
    async ({ globals }): Promise<Loaded> => {
      const locale = storyLocale(globals);
      const [products] = await Promise.all([
        Promise.all(
          (["simple", "with-tiers", "with-variants", "hidden-price", "out-of-stock"] as const).map(
            (meaning) => loadProduct(meaning, locale),
          ),
        ),
        preloadCommerceElements(),
      ]);
      return { products };
    },
  ],
  decorators: [(Story) => <Shop>{<Story />}</Shop>],
} satisfies Meta<typeof CmsBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const products = (loaded: Record<string, unknown>) => (loaded as Loaded).products;
const cardHeadings = (canvas: HTMLElement) => within(canvas).findAllByRole("heading", { level: 3 });

/** product-three-column: one box per layout, standard, image and minimal (no price, no buttons). */
export const ProductBoxLayouts: Story = {
  args: { block: block("product-three-column", []) },
  render: (_, { loaded }) => {
    const [a, b, c] = products(loaded);
    return (
      <CmsBlock
        block={block("product-three-column", [
          box("left", a!, { boxLayout: "standard" }),
          box("center", b!, { boxLayout: "image" }),
          box("right", c!, { boxLayout: "minimal" }),
        ])}
      />
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await cardHeadings(canvasElement)).toHaveLength(3);
    // The standard box has the add-to-cart form; the minimal one shows no buttons.
    await expect(
      within(canvasElement).getAllByRole("button", { name: "In den Warenkorb" }).length,
    ).toBeGreaterThan(0);
  },
};

/** The image layout in each display mode: standard, cover (fills the box) and contain. */
export const ProductBoxDisplayModes: Story = {
  args: { block: block("product-three-column", []) },
  render: (_, { loaded }) => {
    const [a, b, c] = products(loaded);
    return (
      <CmsBlock
        block={block("product-three-column", [
          box("left", a!, { boxLayout: "image", displayMode: "standard" }),
          box("center", b!, { boxLayout: "image", displayMode: "cover" }),
          box("right", c!, { boxLayout: "image", displayMode: "contain" }),
        ])}
      />
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await cardHeadings(canvasElement)).toHaveLength(3);
    for (const image of within(canvasElement).getAllByRole("img")) await expect(image).toHaveAttribute("alt");
  },
};

/** A hidden-price and a sold-out product in boxes: the card says so instead of a price or a cart button. */
export const ProductBoxSpecialStates: Story = {
  args: { block: block("product-three-column", []) },
  render: (_, { loaded }) => {
    const list = products(loaded);
    return (
      <CmsBlock
        block={block("product-three-column", [
          box("left", list[3]!, { boxLayout: "standard" }),
          box("center", list[4]!, { boxLayout: "standard" }),
          box("right", list[0]!, { boxLayout: "standard" }),
        ])}
      />
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await cardHeadings(canvasElement)).toHaveLength(3);
  },
};

const slider = (list: StoreApi.Product[], config: Record<string, unknown>) =>
  block("product-slider", [slot("product-slider", "productSlider", { products: list }, config)]);

/** product-slider with a title, a border and the previous/next buttons (Shopware's defaults plus title). */
export const ProductSliderWithTitle: Story = {
  args: { block: block("product-slider", []) },
  render: (_, { loaded }) => (
    <CmsBlock
      block={slider(products(loaded), { title: "Unsere Bestseller", border: true, navigation: true })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Unsere Bestseller" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: /Nächste|suivants/ })).toBeInTheDocument();
  },
};

/** Without title, border and buttons: a plain scroll row (swipe, scroll and keys still work). */
export const ProductSliderPlain: Story = {
  args: { block: block("product-slider", []) },
  render: (_, { loaded }) => (
    <CmsBlock block={slider(products(loaded), { title: "", border: false, navigation: false })} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await cardHeadings(canvasElement)).toHaveLength(5);
    await expect(canvas.queryByRole("button", { name: /Nächste|suivants/ })).toBeNull();
  },
};

/** category-navigation: the branch of the current category, the current one marked. */
export const CategoryNavigation: Story = {
  args: { block: block("category-navigation", [slot("category-navigation", "content", null)]) },
  play: async ({ canvasElement }) => {
    const nav = await within(canvasElement).findByRole("navigation", { name: "Kategorien" });
    await expect(within(nav).getByRole("link", { name: "Grundreiniger" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};
