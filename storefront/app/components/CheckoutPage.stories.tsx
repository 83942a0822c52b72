import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { CartPageData } from "../lib/cart.server.ts";
import type { CheckoutConfirm, CheckoutIdentify } from "../lib/checkout.server.ts";
import type { CheckoutCountry } from "../lib/checkout.ts";
import { storyCart, storyCartInEuros, storyCartLine } from "../stories/purchase.ts";
import { withRouter } from "../stories/router.tsx";
import { CheckoutPage } from "./CheckoutPage.tsx";

const countries: CheckoutCountry[] = [
  {
    id: "c0000000000000000000000000000001",
    name: "Schweiz",
    iso: "CH",
    zipPattern: "^\\d{4}$",
    states: [
      { id: "e0000000000000000000000000000001", name: "Bern" },
      { id: "e0000000000000000000000000000002", name: "Zürich" },
    ],
  },
  {
    id: "c0000000000000000000000000000002",
    name: "Liechtenstein",
    iso: "LI",
    zipPattern: "^\\d{4}$",
    states: [],
  },
  {
    id: "c0000000000000000000000000000003",
    name: "Deutschland",
    iso: "DE",
    zipPattern: "^\\d{5}$",
    states: [],
  },
];
const [switzerland, , germany] = countries as [CheckoutCountry, CheckoutCountry, CheckoutCountry];
const salutations = [
  { id: "f0000000000000000000000000000001", name: "Frau" },
  { id: "f0000000000000000000000000000002", name: "Herr" },
];

/** With what each would cost for the story cart (their price matrices); the chosen one's come from the cart. */
const shippingMethods = [
  {
    id: "d0000000000000000000000000000001",
    name: "Standardversand (Post)",
    description: "1–3 Werktage",
    cost: 9.9,
  },
  {
    id: "d0000000000000000000000000000002",
    name: "Expressversand (Post)",
    description: "1 Werktag",
    cost: 19.5,
  },
  { id: "d0000000000000000000000000000003", name: "Abholung in Volketswil", cost: 0 },
];
const paymentMethods = [
  { id: "b0000000000000000000000000000001", name: "Rechnung", description: "Zahlbar innert 30 Tagen" },
  { id: "b0000000000000000000000000000002", name: "Vorauskasse" },
  { id: "b0000000000000000000000000000003", name: "TWINT", description: "Bezahlen mit dem Smartphone" },
];

const line = storyCartLine;
const cart = storyCart;

const identify: CheckoutIdentify & { cart: CartPageData; hasDownloads: boolean } = {
  step: "identify",
  cart,
  hasDownloads: false,
  countries,
  salutations,
  defaultCountryId: switzerland.id,
};

const confirm: CheckoutConfirm & { cart: CartPageData; hasDownloads: boolean } = {
  step: "confirm",
  cart,
  hasDownloads: false,
  email: "anna.muster@example.ch",
  guest: false,
  billingAddress: ["Muster Reinigungen GmbH", "Anna Muster", "Seefeldstrasse 12", "8008 Zürich", "Schweiz"],
  shippingAddress: ["Anna Muster", "Industriestrasse 4", "8604 Volketswil", "Schweiz"],
  billingAddressId: "a1000000000000000000000000000001",
  shippingAddressId: "a1000000000000000000000000000002",
  addresses: [
    {
      id: "a1000000000000000000000000000001",
      lines: ["Muster Reinigungen GmbH", "Anna Muster", "Seefeldstrasse 12", "8008 Zürich", "Schweiz"],
      isDefaultBilling: true,
      isDefaultShipping: false,
    },
    {
      id: "a1000000000000000000000000000002",
      lines: ["Anna Muster", "Industriestrasse 4", "8604 Volketswil", "Schweiz"],
      isDefaultBilling: false,
      isDefaultShipping: true,
    },
    {
      id: "a1000000000000000000000000000003",
      lines: ["Anna Muster", "Hauptstrasse 5", "79539 Lörrach", "Deutschland"],
      isDefaultBilling: false,
      isDefaultShipping: false,
    },
  ],
  shippingMethods,
  paymentMethods,
  shippingMethodId: shippingMethods[0]!.id,
  paymentMethodId: paymentMethods[0]!.id,
};

/** A cart of downloads only (a virtual cart): nothing to ship, so no shipping costs. */
const virtualCart: CartPageData = {
  ...cart,
  lines: [
    {
      ...line,
      id: "a0000000000000000000000000000009",
      productId: "a0000000000000000000000000000009",
      name: "Reinigungsplan als PDF",
      href: "/detail/a0000000000000000000000000000009",
      productNumber: "CL-9001",
      quantity: 1,
      unitPrice: 19,
      totalPrice: 19,
    },
  ],
  totals: {
    currency: "CHF",
    subtotal: 19,
    discount: 0,
    shippingCosts: 0,
    shippingDiscount: 0,
    netTotal: 17.58,
    taxes: [{ rate: 8.1, amount: 1.42 }],
    total: 19,
    virtual: true,
  },
};

/** As the server builds the choice (`shippingMethodCost`): the chosen method costs what the cart charges. */
function withChosenCosts<Page extends { step: string; cart: CartPageData }>(page: Page): Page {
  if (!("shippingMethods" in page) || !("shippingMethodId" in page)) return page;
  const { shippingMethods: methods, shippingMethodId } = page as unknown as CheckoutConfirm;
  return {
    ...page,
    shippingMethods: methods.map((method) =>
      method.id === shippingMethodId ? { ...method, cost: page.cart.totals.shippingCosts } : method,
    ),
  };
}

const meta = {
  title: "Storefront/CheckoutPage",
  component: CheckoutPage,
  decorators: [withRouter],
  parameters: { path: "/checkout" },
  args: { page: identify },
  render: (args) => <CheckoutPage {...args} page={withChosenCosts(args.page)} />,
} satisfies Meta<typeof CheckoutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody known yet: the login, the guest form for a private customer (no business fields), the summary. */
export const GuestOrLogin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Bereits Kunde?" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Anmelden" })).toBeVisible();
    const guest = canvas.getByRole("form", { name: "Als Gast bestellen" });
    await expect(guest).toHaveAttribute("action", "/checkout");
    const form = within(guest);
    await expect(form.getByRole("radio", { name: "Privatkunde" })).toBeChecked();
    await expect(form.queryByRole("textbox", { name: "Firma" })).toBeNull();
    await expect(form.getByRole("combobox", { name: /Land/ })).toHaveValue(switzerland.id);
    await expect(form.getByRole("button", { name: "Weiter" })).toBeVisible();
    const products = canvas.getByRole("list", { name: "Produkte" });
    await expect(within(products).getByText("3 × Mikrofasertuch blau")).toBeVisible();
    await expect(canvas.getByText("CHF 57.60")).toBeVisible();
  },
};

/** "Business customer" chosen: company and VAT ID appear, the company required. */
export const GuestBusiness: Story = {
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole("form", { name: "Als Gast bestellen" }));
    await userEvent.click(form.getByRole("radio", { name: "Geschäftskunde" }));
    await expect(form.getByRole("radio", { name: "Geschäftskunde" })).toBeChecked();
    const company = form.getByRole("textbox", { name: /Firma/ });
    await expect(company).toBeVisible();
    await expect(company).toBeRequired();
    await expect(form.getByRole("textbox", { name: "UID / MWST-Nummer" })).toBeVisible();
  },
};

/** A business guest sent the form; Shopware refused the e-mail and the VAT ID: errors per field, values kept. */
export const GuestServerViolations: Story = {
  args: {
    failure: {
      ok: false,
      intent: "guest",
      values: {
        accountType: "business",
        company: "Muster Reinigungen GmbH",
        vatId: "CHE-123",
        firstName: "Anna",
        lastName: "Muster",
        email: "demo@clarus-shop.ch",
        "billingAddress.street": "Seefeldstrasse 12",
        "billingAddress.zipcode": "8008",
        "billingAddress.city": "Zürich",
        "billingAddress.countryId": switzerland.id,
        acceptedDataProtection: "on",
      },
      errors: { email: { rule: "serverEmailTaken" }, vatId: { rule: "serverVatId" } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole("group", { name: "Bitte korrigieren Sie folgende Angaben:" });
    // Focused in an effect: without React's act (a built Storybook) that runs after the play starts.
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual([
      "E-Mail-Adresse: Diese E-Mail-Adresse wird bereits verwendet.",
      "UID / MWST-Nummer: Die UID hat das falsche Format.",
    ]);
    const guest = within(canvas.getByRole("form", { name: "Als Gast bestellen" }));
    const email = guest.getByRole("textbox", { name: /E-Mail-Adresse/ });
    await expect(email).toHaveValue("demo@clarus-shop.ch");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(/Diese E-Mail-Adresse wird bereits verwendet\./);
    await expect(guest.getByRole("radio", { name: "Geschäftskunde" })).toBeChecked();
    await expect(guest.getByRole("textbox", { name: /Firma/ })).toHaveValue("Muster Reinigungen GmbH");
    await expect(guest.getByRole("textbox", { name: "UID / MWST-Nummer" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(guest.getByRole("textbox", { name: /^Ort/ })).toHaveValue("Zürich");
    await expect(guest.getByRole("checkbox", { name: /Datenschutz/ })).toBeChecked();
  },
};

/** The same violations in French. */
export const GuestServerViolationsFrench: Story = {
  ...GuestServerViolations,
  parameters: { path: "/fr-CH/checkout" },
  globals: { locale: "fr-CH" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Déjà client?" })).toBeVisible();
    await expect(canvas.getByRole("form", { name: "Commander en tant qu’invité" })).toHaveAttribute(
      "action",
      "/fr-CH/checkout",
    );
    const summary = canvas.getByRole("group", { name: "Veuillez corriger les indications suivantes:" });
    await expect(within(summary).getByRole("link", { name: /Adresse e-mail/ })).toHaveTextContent(
      "Adresse e-mail: Cette adresse e-mail est déjà utilisée.",
    );
    await expect(within(summary).getByRole("link", { name: /Numéro IDE \/ TVA/ })).toHaveTextContent(
      "Le numéro IDE a un format erroné.",
    );
    await expect(canvas.getByRole("radio", { name: "Client professionnel" })).toBeChecked();
  },
};

/** A logged-in customer: addresses, the chosen shipping method with its price, payment, the order form. */
export const Confirm: Story = {
  args: { page: confirm },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Angemeldet als anna.muster@example.ch")).toBeVisible();
    await expect(canvas.getByText("Seefeldstrasse 12")).toBeVisible();
    await expect(canvas.getByText("Industriestrasse 4")).toBeVisible();
    const shipping = canvas.getByRole("radiogroup", { name: "Versandart" });
    await expect(within(shipping).getAllByRole("radio")).toHaveLength(3);
    await expect(within(shipping).getByRole("radio", { name: /Standardversand/ })).toBeChecked();
    await expect(within(shipping).getByText("CHF 9.90")).toBeVisible();
    // The others: what they would cost for this cart.
    await expect(within(shipping).getByText("CHF 19.50")).toBeVisible();
    await expect(within(shipping).getByText("gratis")).toBeVisible();
    const payment = canvas.getByRole("radiogroup", { name: "Zahlungsart" });
    await expect(within(payment).getByRole("radio", { name: /Rechnung/ })).toBeChecked();
    await expect(within(payment).getAllByText("ohne Aufpreis")).toHaveLength(3);
    const order = canvas.getByRole("form", { name: "Bestellung abschliessen" });
    await expect(within(order).getByRole("checkbox", { name: /AGB/ })).not.toBeChecked();
    // No downloads in the cart: no waiver to give.
    await expect(within(order).getAllByRole("checkbox")).toHaveLength(1);
    await expect(within(order).getByRole("button", { name: "Zahlungspflichtig bestellen" })).toBeVisible();
    await expect(canvas.getByText("Versandkosten (Standardversand (Post))")).toBeVisible();
  },
};

/**
 * Another shipping address: the disclosure opens the customer's addresses as radio cards, the current one
 * chosen, and the link to add a new one.
 */
export const ChooseShippingAddress: Story = {
  args: { page: confirm },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByText("Andere Lieferadresse wählen");
    // Closed until asked for.
    const group = canvas.getByRole("radiogroup", { name: "Lieferadresse", hidden: true });
    await expect(group).not.toBeVisible();
    await userEvent.click(summary);
    await expect(group).toBeVisible();
    await expect(within(group).getAllByRole("radio")).toHaveLength(3);
    await expect(within(group).getByRole("radio", { name: /Industriestrasse 4/ })).toBeChecked();
    await userEvent.click(within(group).getByRole("radio", { name: /Lörrach/ }));
    await expect(within(group).getByRole("radio", { name: /Lörrach/ })).toBeChecked();
    const choice = within(summary.closest("details")!);
    await expect(choice.getByRole("button", { name: "Diese Adresse verwenden" })).toBeVisible();
    await expect(choice.getByRole("link", { name: "Neue Lieferadresse hinzufügen" })).toHaveAttribute(
      "href",
      "/account/address/create?use=shipping",
    );
  },
};

/** The address chosen was deleted meanwhile (the answer without JavaScript), in French: the form says so. */
export const AddressGoneFrench: Story = {
  args: {
    page: confirm,
    failure: {
      ok: false,
      intent: "billing-address",
      values: { addressId: "a1000000000000000000000000000003" },
      errors: {},
      formError: "address-not-found",
    },
  },
  parameters: { path: "/fr-CH/checkout" },
  globals: { locale: "fr-CH" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Cette adresse n’existe plus. Veuillez en choisir une autre.",
    );
    await expect(canvas.getByRole("radiogroup", { name: "Adresse de facturation" })).toBeVisible();
    await expect(
      canvas.getByRole("link", { name: "Ajouter une nouvelle adresse de facturation" }),
    ).toHaveAttribute("href", "/fr-CH/account/address/create?use=billing");
  },
};

/** A customer with one address: nothing to choose, the way to add another. */
export const OneAddress: Story = {
  args: {
    page: {
      ...confirm,
      billingAddressId: confirm.addresses[0]!.id,
      shippingAddressId: confirm.addresses[0]!.id,
      shippingAddress: confirm.billingAddress,
      addresses: [confirm.addresses[0]!],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/andere .*adresse wählen/i)).toBeNull();
    await expect(canvas.getByRole("link", { name: "Neue Rechnungsadresse hinzufügen" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Neue Lieferadresse hinzufügen" })).toBeVisible();
  },
};

/** A promotion code waits for its condition: the summary says so, as the cart page does. */
export const ConfirmPromotionWaiting: Story = {
  args: {
    page: {
      ...confirm,
      cart: {
        ...confirm.cart,
        notices: [{ key: "promotion-not-eligible", variant: "info", name: "FRUEHLING10" }],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Die Aktion «FRUEHLING10» ist gespeichert");
  },
};

/** Sent without accepting the terms: the browser's check names them, the typed reference stays. */
export const ConfirmTermsMissing: Story = {
  args: { page: confirm },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Bestellreferenz" }), "PO-4711");
    await userEvent.click(canvas.getByRole("button", { name: "Zahlungspflichtig bestellen" }));
    const summary = canvas.getByRole("group", { name: "Bitte korrigieren Sie folgende Angaben:" });
    await expect(summary).toHaveFocus();
    await expect(within(summary).getByRole("link")).toHaveTextContent("AGB: Bitte akzeptieren Sie die AGB.");
    await expect(canvas.getByRole("checkbox", { name: /AGB/ })).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByRole("textbox", { name: "Bestellreferenz" })).toHaveValue("PO-4711");
  },
};

/** Shopware refused the order (the server's answer without JavaScript): the message, what was typed kept. */
export const OrderRefused: Story = {
  args: {
    page: confirm,
    failure: {
      ok: false,
      intent: "order",
      values: { orderReference: "PO-4711", comment: "Bitte beim Empfang abgeben.", tos: "on" },
      errors: {},
      formError: "order-failed",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Die Bestellung konnte nicht aufgegeben werden. Bitte prüfen Sie Ihren Warenkorb und versuchen Sie es erneut.",
    );
    await expect(canvas.getByRole("textbox", { name: "Bestellreferenz" })).toHaveValue("PO-4711");
    await expect(canvas.getByRole("textbox", { name: "Kommentar" })).toHaveValue(
      "Bitte beim Empfang abgeben.",
    );
    await expect(canvas.getByRole("checkbox", { name: /AGB/ })).toBeChecked();
  },
};

/** Shopware's rate limit on placing the order: how long to wait. */
export const RateLimited: Story = {
  args: {
    page: confirm,
    failure: {
      ok: false,
      intent: "order",
      values: { tos: "on" },
      errors: {},
      formError: "rate-limited",
      retryAfter: 30,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "Zu viele Anfragen im Moment. Bitte warten Sie 30 Sekunden und versuchen Sie es erneut.",
    );
  },
};

/** A virtual cart (downloads only): no shipping costs, and the waiver of the withdrawal right is asked for. */
export const VirtualCart: Story = {
  args: {
    page: {
      ...confirm,
      cart: { ...virtualCart },
      hasDownloads: true,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Nothing is shipped: no shipping method to choose, no shipping address, no shipping-costs row.
    await expect(canvas.queryByRole("radiogroup", { name: "Versandart" })).toBeNull();
    await expect(canvas.getByText(/nur Downloads/)).toBeVisible();
    await expect(canvas.queryByText("Lieferadresse")).toBeNull();
    await expect(canvas.queryByText(/^Versandkosten/)).toBeNull();
    const order = within(canvas.getByRole("form", { name: "Bestellung abschliessen" }));
    await expect(order.getAllByRole("checkbox")).toHaveLength(2);
    const waiver = order.getByRole("checkbox", { name: /Widerrufsrecht verliere/ });
    await expect(waiver).not.toBeChecked();
    await expect(canvas.getByText("1 × Reinigungsplan als PDF")).toBeVisible();
    await expect(canvas.getAllByText("CHF 19.00").length).toBeGreaterThan(0);
  },
};

/** The virtual cart sent with the terms but without the waiver: the waiver's error, nothing posted. */
export const VirtualCartWaiverMissing: Story = {
  args: VirtualCart.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: /AGB/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Zahlungspflichtig bestellen" }));
    const summary = canvas.getByRole("group", { name: "Bitte korrigieren Sie folgende Angaben:" });
    await expect(summary).toHaveFocus();
    await expect(within(summary).getByRole("link")).toHaveTextContent(
      "Digitale Inhalte: Bitte bestätigen Sie, dass der Download vor Ablauf der Widerrufsfrist beginnt.",
    );
    await expect(canvas.getByRole("checkbox", { name: /Widerrufsrecht verliere/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(canvas.getByRole("checkbox", { name: /AGB/ })).toBeChecked();
  },
};

/** A guest shipping to Germany in euros: the guest's e-mail, the German rate, every price in EUR. */
export const GuestInEuros: Story = {
  args: {
    page: {
      ...confirm,
      guest: true,
      email: "max.beispiel@example.de",
      billingAddress: ["Max Beispiel", "Hauptstrasse 5", "79539 Lörrach", germany.name],
      shippingAddress: ["Max Beispiel", "Hauptstrasse 5", "79539 Lörrach", germany.name],
      billingAddressId: "a2000000000000000000000000000001",
      shippingAddressId: "a2000000000000000000000000000001",
      // A guest who typed one address: nothing else to choose, and no address book to add to.
      addresses: [
        {
          id: "a2000000000000000000000000000001",
          lines: ["Max Beispiel", "Hauptstrasse 5", "79539 Lörrach", germany.name],
          isDefaultBilling: true,
          isDefaultShipping: true,
        },
      ],
      // No express to Germany.
      shippingMethods: [shippingMethods[0]!, shippingMethods[2]!],
      paymentMethodId: paymentMethods[2]!.id,
      cart: storyCartInEuros,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Bestellung als Gast: max.beispiel@example.de")).toBeVisible();
    await expect(canvas.queryByText(/andere .*adresse wählen/i)).toBeNull();
    await expect(canvas.queryByRole("link", { name: /neue .*adresse/i })).toBeNull();
    const shipping = canvas.getByRole("radiogroup", { name: "Versandart" });
    await expect(within(shipping).getByText("EUR 24.90")).toBeVisible();
    await expect(canvas.getByRole("radio", { name: /TWINT/ })).toBeChecked();
    // The line and the subtotal.
    await expect(canvas.getAllByText("EUR 50.55")).toHaveLength(2);
    await expect(canvas.getByText("EUR 75.45")).toBeVisible();
    await expect(canvas.queryByText(/CHF/)).toBeNull();
  },
};

/** The confirm step in French. */
export const ConfirmFrench: Story = {
  args: { page: confirm },
  parameters: { path: "/fr-CH/checkout" },
  globals: { locale: "fr-CH" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Adresses" })).toBeVisible();
    await expect(canvas.getByText("Connecté en tant que anna.muster@example.ch")).toBeVisible();
    await expect(canvas.getByRole("radiogroup", { name: "Mode de livraison" })).toBeVisible();
    await expect(canvas.getByRole("radiogroup", { name: "Mode de paiement" })).toBeVisible();
    await expect(canvas.getByText("Frais de livraison (Standardversand (Post))")).toBeVisible();
    const order = canvas.getByRole("button", { name: "Commander avec obligation de paiement" });
    await expect(order.closest("form")).toHaveAttribute("action", "/fr-CH/checkout");
  },
};
