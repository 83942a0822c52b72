import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { storyFixtures } from "@shop/mocks/stories";
import type { NavItem } from "@shop/design-system";
import { productListingResultSchema, type Category } from "@shop/store-api";
import { createI18n } from "../lib/i18n.ts";
import { isLocale, type Locale } from "../lib/locale.ts";
import { toNavItems } from "../lib/navigation.ts";
import { toSuggestResult, type SuggestRow } from "../lib/search-suggest.ts";
import { withRouter } from "../stories/router.tsx";
import { SiteHeader, type SiteHeaderProps } from "./SiteHeader.tsx";
import type { SearchSuggestionsState } from "./useSearchSuggestions.ts";

const serviceNavigation = (locale: Locale): NavItem[] =>
  locale === "fr-CH"
    ? [
        { id: "contact", label: "Contact", href: "/fr-CH/Contact/" },
        { id: "shipping", label: "Livraison", href: "/fr-CH/Livraison/" },
      ]
    : [
        { id: "contact", label: "Kontakt", href: "/Kontakt/" },
        { id: "shipping", label: "Versand", href: "/Versand/" },
      ];

/** A fixed suggestions state (no fetching in stories). */
const searchState = (state: Partial<SearchSuggestionsState> = {}): SearchSuggestionsState => ({
  term: "reiniger",
  rows: [],
  total: undefined,
  isLoading: false,
  onInputChange: () => {},
  ...state,
});

/**
 * While the suggestion popup is open, react-aria's ComboBox hides the rest of the page with aria-hidden (so
 * screen readers reach the popup) without making it inert, which axe reports as aria-hidden-focus; the
 * popup closes as soon as focus leaves the field. Known upstream: adobe/react-spectrum#4937.
 */
const popupOpenA11y = { a11y: { config: { rules: [{ id: "aria-hidden-focus", enabled: false }] } } };

type Loaded = { navigation: NavItem[]; rows: SuggestRow[]; total: number };

/** A submenu as the `navigation-menu` route answers it: the item's children and grandchildren. */
const submenu = (locale: Locale) => async (item: NavItem) =>
  toNavItems(
    (await storyFixtures.navigation({ rootId: item.id, depth: 1, locale })) as unknown as Category[],
    locale,
    { imageLevels: 1 },
  );
const loadChildren = { "de-DE": submenu("de-DE"), "fr-CH": submenu("fr-CH") } satisfies Record<
  Locale,
  SiteHeaderProps["loadNavigationChildren"]
>;

const meta = {
  title: "Storefront/SiteHeader",
  component: SiteHeader,
  decorators: [withRouter],
  parameters: { layout: "fullscreen" },
  args: { locale: "de-DE" },
  // The main navigation's top level and suggestion rows as the layout loader and the suggest route map
  // them; the submenus load when opened, as from the `navigation-menu` route.
  loaders: [
    async ({ globals }): Promise<Loaded> => {
      const locale: Locale = isLocale(globals.locale) ? globals.locale : "de-DE";
      const tree = (await storyFixtures.navigation({ locale, depth: 0 })) as unknown as Category[];
      const term = locale === "fr-CH" ? "nettoy" : "reiniger";
      const result = productListingResultSchema.parse(
        await storyFixtures.search(term, { limit: 10 }, { locale }),
      );
      const suggest = toSuggestResult(term, result, { i18n: await createI18n(locale), locale });
      return {
        navigation: toNavItems(tree, locale, { imageLevels: 0 }),
        rows: suggest.rows,
        total: suggest.total,
      };
    },
  ],
  render: (args: SiteHeaderProps, { loaded }) => {
    const { navigation } = loaded as Loaded;
    return (
      <SiteHeader
        serviceNavigation={serviceNavigation(args.locale)}
        navigation={navigation}
        loadNavigationChildren={loadChildren[args.locale]}
        {...args}
      />
    );
  },
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openSearch(canvasElement: HTMLElement, name: string, text = "rei") {
  const canvas = within(canvasElement);
  const toggle = await canvas.findByRole("button", { name, expanded: false });
  await userEvent.click(toggle);
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  // The suggestion field replaces the plain form once its code has loaded (the toggle starts the download).
  const field = await canvas.findByRole("combobox", { name }, { timeout: 5000 });
  await waitFor(() => expect(field).toHaveFocus());
  await userEvent.keyboard(text);
  return { toggle, field };
}

export const German: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Clarus Startseite" })).toHaveAttribute("href", "/");
    await expect(canvas.getByRole("link", { name: "Merkliste" })).toHaveAttribute("href", "/wishlist");
    await expect(canvas.getByRole("link", { name: "Warenkorb" })).toHaveAttribute("href", "/checkout/cart");
    // A guest's account icon: a link to /login, until the login modal's code has loaded.
    await expect(canvas.getByLabelText("Konto")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Suche" })).toHaveAttribute(
      "aria-controls",
      "header-search",
    );
  },
};

export const French: Story = {
  args: { locale: "fr-CH" },
  parameters: { path: "/fr-CH" },
  globals: { locale: "fr-CH" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Page d'accueil Clarus" })).toHaveAttribute(
      "href",
      "/fr-CH",
    );
    await expect(canvas.getByRole("link", { name: "Panier" })).toHaveAttribute(
      "href",
      "/fr-CH/checkout/cart",
    );
    await expect(canvas.getByRole("link", { name: "Liste de souhaits" })).toHaveAttribute(
      "href",
      "/fr-CH/wishlist",
    );
  },
};

/** Counts sit over their icons (no shift) and are part of the links' names. */
export const WithBadges: Story = {
  args: { wishlistCount: 3, cartCount: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Merkliste, 3 Artikel" })).toHaveTextContent("3");
    await expect(canvas.getByRole("link", { name: "Warenkorb, 12 Artikel" })).toHaveTextContent("12");
  },
};

export const WithBadgesFrench: Story = {
  args: { locale: "fr-CH", wishlistCount: 1, cartCount: 2 },
  parameters: { path: "/fr-CH" },
  globals: { locale: "fr-CH" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Liste de souhaits, 1 article" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Panier, 2 articles" })).toBeInTheDocument();
  },
};

/**
 * The toggle opens the search bar, the field gets focus, suggestions show (8 at most) with "see all".
 * Not a visual baseline ("no-visual"): the suggestion field replaces the plain one once its code has loaded,
 * and the focus ring's place at screenshot time varies; the loading and no-results states are baselined.
 */
export const SearchWithSuggestions: Story = {
  tags: ["no-visual"],
  render: (args, { loaded }) => {
    const { navigation, rows, total } = loaded as Loaded;
    return (
      <SiteHeader
        {...args}
        navigation={navigation}
        loadNavigationChildren={loadChildren[args.locale]}
        search={searchState({ rows, total })}
      />
    );
  },
  play: async ({ canvasElement }) => {
    await openSearch(canvasElement, "Suche");
    const listbox = await within(document.body).findByRole("listbox");
    const options = within(listbox).getAllByRole("option");
    await expect(options.length).toBeGreaterThan(1);
    await expect(options.length).toBeLessThanOrEqual(9);
    await expect(options.at(-1)).toHaveAccessibleName(/^Alle \d+ Ergebnisse anzeigen$/);
    await expect(options.at(-1)).toHaveAttribute("href", "/search?search=reiniger");
    // Escape closes the suggestions, the next one the bar; focus returns to the toggle.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(document.body).queryByRole("listbox")).toBeNull());
    await userEvent.keyboard("{Escape}");
    const toggle = within(canvasElement).getByRole("button", { name: "Suche" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveFocus();
  },
};

export const SearchLoading: Story = {
  // Not a visual baseline: the suggestion field arrives after the toggle (see SearchWithSuggestions).
  tags: ["no-visual"],
  parameters: popupOpenA11y,
  render: (args, { loaded }) => {
    const { navigation } = loaded as Loaded;
    return (
      <SiteHeader
        {...args}
        navigation={navigation}
        loadNavigationChildren={loadChildren[args.locale]}
        search={searchState({ isLoading: true })}
      />
    );
  },
  play: async ({ canvasElement }) => {
    await openSearch(canvasElement, "Suche");
    await waitFor(() => expect(within(canvasElement).getByRole("status")).toHaveTextContent("Suche läuft …"));
  },
};

export const SearchNoResults: Story = {
  // Not a visual baseline: the suggestion field arrives after the toggle (see SearchWithSuggestions).
  tags: ["no-visual"],
  args: { locale: "fr-CH" },
  parameters: { path: "/fr-CH", ...popupOpenA11y },
  globals: { locale: "fr-CH" },
  render: (args, { loaded }) => {
    const { navigation } = loaded as Loaded;
    return (
      <SiteHeader
        {...args}
        navigation={navigation}
        loadNavigationChildren={loadChildren[args.locale]}
        search={searchState({ term: "xyz", total: 0 })}
      />
    );
  },
  play: async ({ canvasElement }) => {
    await openSearch(canvasElement, "Recherche", "xyz");
    await expect(
      await within(document.body).findByText("Aucun produit trouvé", { selector: "span" }),
    ).toBeVisible();
  },
};

/** Small screens: the hamburger opens the drawer with the menu, submenu toggles and the service links. */
/**
 * Not a visual baseline ("no-visual"): the drawer loads after hydration and animates in, and where focus
 * sits when the screenshot is taken varies from run to run. The play function checks the state instead.
 */
export const MobileMenuOpen: Story = {
  tags: ["no-visual", "mobile-only"],
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hamburger = canvas.getByRole("button", { name: "Menü" });
    await userEvent.click(hamburger);
    // The drawer's code loads after hydration, when the browser is idle: it opens once it is there.
    const dialog = await within(document.body).findByRole("dialog", { name: "Menü" }, { timeout: 5000 });
    const menu = within(dialog).getByRole("navigation", { name: "Hauptnavigation" });
    const toggle = within(menu).getAllByRole("button", { name: /^Untermenü / })[0]!;
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const sublist = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    // The submenu's items arrive on its first opening.
    await expect((await within(sublist).findAllByRole("link"))[0]).toBeVisible();
    await expect(within(dialog).getByRole("navigation", { name: "Servicenavigation" })).toBeInTheDocument();
  },
};

/** A logged-in customer's account icon links to the account. */
export const LoggedIn: Story = {
  args: { isLoggedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Ihr Konto" })).toHaveAttribute("href", "/account");
  },
};

/**
 * A guest's account icon opens the login modal (the `/login` page's form); Escape closes it and focus
 * returns to the icon. Not a visual baseline ("no-visual"): the LoginForm stories are, and the panel's
 * slide-in makes the moment of the screenshot vary.
 */
export const LoginModal: Story = {
  tags: ["no-visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The modal's code loads after hydration, when the browser is idle: the icon is a button from then on.
    const icon = await canvas.findByRole("button", { name: "Konto" }, { timeout: 5000 });
    await userEvent.click(icon);
    const dialog = await within(document.body).findByRole("dialog", { name: "Anmelden" });
    const form = within(dialog).getByRole("form", { name: "Anmelden" });
    await expect(form).toHaveAttribute("action", "/login");
    await expect(within(form).getByRole("textbox", { name: "E-Mail-Adresse" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(icon).toHaveFocus());
  },
};

/**
 * Large screens: a panel's items arrive on its first opening; the current page's branch is marked from its
 * trail meanwhile. Not a visual baseline ("no-visual"): the menu shows only on large screens.
 */
export const MegaMenuPanel: Story = {
  tags: ["no-visual", "desktop-only"],
  globals: { viewport: { value: "desktop", isRotated: false } },
  parameters: { path: "/Reinigungsmittel/Bodenreiniger/" },
  args: { navigationTrail: ["/", "/Reinigungsmittel/"] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "Hauptnavigation" });
    await expect(within(nav).getByRole("link", { name: "Reinigungsmittel" })).toHaveClass("link-active");
    await userEvent.click(within(nav).getByRole("button", { name: "Untermenü Reinigungsmittel" }));
    const current = await within(nav).findByRole("link", { name: "Bodenreiniger" });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(within(nav).getByRole("link", { name: "Grundreiniger" })).toBeVisible();
  },
};
