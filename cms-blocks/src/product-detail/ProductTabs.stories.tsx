import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import type { ProductMeaning } from "@shop/mocks/stories";
import { ReviewForm } from "@shop/design-system";
import { loadProductPage, ProductStory } from "../__fixtures__/product.tsx";
import { storyLocale } from "../__fixtures__/listing.tsx";
import { ProductTabs } from "./ProductTabs.tsx";

type Args = { isLoggedIn: boolean };

const meta = {
  title: "CMS/Product/ProductTabs",
  component: ProductTabs,
  args: { isLoggedIn: false },
  parameters: { layout: "padded" },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<Meta<Args>>;

const loginHint = <p>Bewertungen können nur Kundinnen und Kunden schreiben. Bitte melden Sie sich an.</p>;
const reviewForm = (
  <ReviewForm
    heading="Bewertung schreiben"
    labels={{
      rating: "Ihre Bewertung",
      title: "Titel",
      content: "Ihre Bewertung",
      submit: "Bewertung absenden",
    }}
    formatStarLabel={(points) => `${points} Sterne`}
    messages={{
      ratingRequired: "Bitte wählen Sie eine Bewertung.",
      titleRequired: "Bitte geben Sie einen Titel ein.",
      titleTooShort: "Der Titel braucht mindestens 5 Zeichen.",
      contentRequired: "Bitte schreiben Sie Ihre Bewertung.",
      contentTooShort: "Die Bewertung braucht mindestens 40 Zeichen.",
    }}
  />
);

/** The tabs of a catalog product by meaning: only tabs with content are shown. */
function productStory(meaning: ProductMeaning): Story {
  return {
    loaders: [async ({ globals }) => ({ page: await loadProductPage(meaning, storyLocale(globals)) })],
    render: (args, { loaded }) => (
      <ProductStory
        data={loaded.page.data}
        actions={{ reviewForm: args.isLoggedIn ? reviewForm : loginHint }}
      >
        <ProductTabs />
      </ProductStory>
    ),
  };
}

/** Description, details, applications, area of application, safety data sheets, certificates, reviews. */
export const WithDownloads: Story = {
  ...productStory("with-downloads"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole("tab");
    await expect(tabs.length).toBeGreaterThanOrEqual(5);
    const sheets = canvas.getByRole("tab", { name: /Sicherheitsdatenblätter|Fiches de données/ });
    await userEvent.click(sheets);
    await expect(sheets).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getAllByRole("link", { name: /PDF/ }).length).toBeGreaterThan(0);
  },
};

/** The details name where the product is made (the app resolves `product_origin_id` to the country's name). */
export const WithOriginCountry: Story = {
  loaders: [async ({ globals }) => ({ page: await loadProductPage("with-tiers", storyLocale(globals)) })],
  render: (_args, { loaded, globals }) => (
    <ProductStory
      data={{ ...loaded.page.data, originCountry: globals.locale === "fr-CH" ? "Suisse" : "Schweiz" }}
      actions={{ reviewForm: loginHint }}
    >
      <ProductTabs />
    </ProductStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: /Details|Détails/ }));
    const row = canvas.getByRole("row", { name: /Herkunftsland|Pays d’origine/ });
    await expect(row).toHaveTextContent(/Schweiz|Suisse/);
  },
};

/** Reviews: average and distribution, the list newest first with the shop's reply, the login hint. */
export const WithReviews: Story = {
  ...productStory("with-shop-reply"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: /Bewertungen|Évaluations/ }));
    await expect(canvas.getByRole("heading", { name: /Kundenbewertungen|Avis clients/ })).toBeVisible();
    await expect(canvas.getByText(/Antwort von|Réponse de/)).toBeVisible();
  },
};

/** No reviews yet: the invitation, and the form for a logged-in customer. */
export const WithoutReviewsLoggedIn: Story = {
  ...productStory("without-reviews"),
  args: { isLoggedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: /Bewertungen|Évaluations/ }));
    await expect(canvas.getByRole("form", { name: "Bewertung schreiben" })).toBeVisible();
  },
};
