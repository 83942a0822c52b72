import { expect as baseExpect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, hydrated, watchConsole } from "./support.ts";

// The side cart (spec §2, docs/storefront-rules.md "Side cart"): opened after add to cart and from the
// header's cart icon (a link to the cart page without JavaScript), its forms the cart page's, closed by
// Escape and by a new page, and kept in sync with the shop's other tabs.

const locales = [
  {
    locale: "de-DE",
    home: "/",
    cartPath: "/checkout/cart",
    product: "/Clarus-Neutralreiniger/CL10001-1",
    inSteps: "/Faserwerk-Glastuch/CL10095",
    name: "Clarus Neutralreiniger",
    words: {
      addToCart: "In den Warenkorb",
      title: "Warenkorb",
      cart: /^Warenkorb(, \d+ Artikel)?$/,
      oneItem: "Warenkorb, 1 Artikel",
      quantity: "Menge",
      update: "Menge von Clarus Neutralreiniger aktualisieren",
      remove: "Clarus Neutralreiniger aus dem Warenkorb entfernen",
      empty: "Ihr Warenkorb ist leer.",
      checkout: "Zur Kasse",
      viewCart: "Warenkorb anzeigen",
      continueShopping: "Weiter einkaufen",
      subtotal: "Zwischensumme (ohne MwSt.)",
    },
  },
  {
    locale: "fr-CH",
    home: "/fr-CH",
    cartPath: "/fr-CH/checkout/cart",
    product: "/fr-CH/Clarus-Nettoyant-neutre/CL10001-1",
    inSteps: "/fr-CH/Faserwerk-Lavette-vitres/CL10095",
    name: "Clarus Nettoyant neutre",
    words: {
      addToCart: "Ajouter au panier",
      title: "Panier",
      cart: /^Panier(, \d+ articles?)?$/,
      oneItem: "Panier, 1 article",
      quantity: "Quantité",
      update: "Mettre à jour la quantité de Clarus Nettoyant neutre",
      remove: "Retirer Clarus Nettoyant neutre du panier",
      empty: "Votre panier est vide.",
      checkout: "Passer à la caisse",
      viewCart: "Voir le panier",
      continueShopping: "Continuer mes achats",
      subtotal: "Sous-total (hors TVA)",
    },
  },
] as const;

const buyBox = (page: Page) => page.locator("[data-slot=buy-box]");

// Each step waits on a fetcher and a revalidation: give a loaded machine time.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

for (const { locale, home, cartPath, product, inSteps, name, words } of locales) {
  const sideCart = (page: Page) => page.getByRole("dialog", { name: words.title });
  const cartIcon = (page: Page) => page.getByRole("banner").getByRole("link", { name: words.cart });

  test.describe(locale, () => {
    test("add to cart opens the side cart; quantity, remove, Escape and focus", async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(product);
      await hydrated(page);
      const add = buyBox(page).getByRole("button", { name: words.addToCart });
      await add.click();

      const dialog = sideCart(page);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("link", { name, exact: true })).toBeVisible();
      // Net subtotal: CHF 9.90 with 8.1 % VAT in it.
      await expect(dialog.getByText(words.subtotal)).toBeVisible();
      await expect(dialog.getByText("CHF 9.16")).toBeVisible();
      await expect(dialog.getByRole("link", { name: words.checkout })).toHaveAttribute(
        "href",
        locale === "de-DE" ? "/checkout" : "/fr-CH/checkout",
      );
      await expect(dialog.getByRole("link", { name: words.viewCart })).toHaveAttribute("href", cartPath);

      // The quantity: the button waits, the line follows.
      const quantity = dialog.getByRole("spinbutton", { name: words.quantity });
      await quantity.fill("3");
      await dialog.getByRole("button", { name: words.update }).click();
      await expect(dialog.getByText("CHF 27.47")).toBeVisible();
      await expect(quantity).toHaveValue("3");

      // Remove: the empty message, the checkout link inactive and without a target.
      await dialog.getByRole("button", { name: words.remove }).click();
      await expect(dialog.getByText(words.empty)).toBeVisible();
      const checkout = dialog.getByRole("link", { name: words.checkout });
      await expect(checkout).toHaveAttribute("aria-disabled", "true");
      await expect(checkout).not.toHaveAttribute("href");

      // Escape closes; focus goes back to what opened it (the add-to-cart button).
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(add).toBeFocused();

      // From the header's icon: Escape brings focus back to the icon.
      await cartIcon(page).click();
      await expect(dialog.getByText(words.empty)).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(cartIcon(page)).toBeFocused();
      expect(problems).toEqual([]);
    });

    test("a new page closes it; continue shopping too", async ({ page }) => {
      await page.goto(product);
      await hydrated(page);
      await buyBox(page).getByRole("button", { name: words.addToCart }).click();
      const dialog = sideCart(page);
      await dialog.getByRole("button", { name: words.continueShopping }).click();
      await expect(dialog).toBeHidden();

      await cartIcon(page).click();
      await dialog.getByRole("link", { name: words.viewCart }).click();
      await expect(page).toHaveURL(new RegExp(`${cartPath}$`));
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("heading", { level: 1, name: words.title })).toBeVisible();
    });

    test("a line below the product's minimum was raised to it", async ({ page }) => {
      await page.goto(inSteps);
      await hydrated(page);
      const productId = await buyBox(page).locator("input[name=productId]").first().inputValue();
      // Posted with 2 (a stale form): the shop raises it to the minimum, 5.
      const added = await page.request.post("/checkout/line-item", {
        form: { productId, quantity: "2", locale },
      });
      expect(added.ok()).toBe(true);
      await page.reload();
      await hydrated(page);
      await cartIcon(page).click();
      await expect(sideCart(page).getByRole("spinbutton", { name: words.quantity })).toHaveValue("5");
    });

    test("a second tab's badge and open side cart follow", async ({ context }) => {
      const first = await context.newPage();
      const second = await context.newPage();
      await second.goto(home);
      await hydrated(second);
      await expect(cartIcon(second)).toHaveAccessibleName(words.title);
      await first.goto(product);
      await hydrated(first);
      await buyBox(first).getByRole("button", { name: words.addToCart }).click();
      await expect(sideCart(first)).toBeVisible();
      await expect(cartIcon(second)).toHaveAccessibleName(words.oneItem);

      // The second tab's open side cart follows a removal in the first.
      await cartIcon(second).click();
      await expect(sideCart(second).getByRole("link", { name, exact: true })).toBeVisible();
      await sideCart(first).getByRole("button", { name: words.remove }).click();
      await expect(sideCart(first).getByText(words.empty)).toBeVisible();
      await expect(cartIcon(second)).toHaveAccessibleName(words.title);
      await expect(sideCart(second).getByText(words.empty)).toBeVisible();
    });

    for (const width of [390, 1280]) {
      test(`axe: no violations with the side cart open at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(product);
        await hydrated(page);
        await buyBox(page).getByRole("button", { name: words.addToCart }).click();
        await expect(sideCart(page).getByRole("link", { name, exact: true })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });

  test.describe(`${locale} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test("the cart icon is a link to the cart page", async ({ page }) => {
      await page.goto(home);
      await cartIcon(page).click();
      await expect(page).toHaveURL(new RegExp(`${cartPath}$`));
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });
  });
}
