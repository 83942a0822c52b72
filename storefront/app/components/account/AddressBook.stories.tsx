import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { withRouter } from "../../stories/router.tsx";
import { AddressBook } from "./AddressBook.tsx";
import { AddressForm } from "./AddressForm.tsx";
import type { AddressCardData, AddressFormPage } from "../../lib/address-book.ts";

const meta = {
  title: "Storefront/AddressBook",
  component: AddressBook,
  decorators: [withRouter],
  parameters: { path: "/account/address" },
  args: { addresses: [] },
} satisfies Meta<typeof AddressBook>;
export default meta;
type Story = StoryObj<typeof meta>;

const billing = "0a1b2c3d4e5f60718293a4b5c6d7e8f9";
const shipping = "1a1b2c3d4e5f60718293a4b5c6d7e8f9";
const other = "2a1b2c3d4e5f60718293a4b5c6d7e8f9";

const several: AddressCardData[] = [
  {
    id: billing,
    lines: ["Anna Muster", "Marktgasse 21", "3011 Bern", "Schweiz"],
    isDefaultBilling: true,
    isDefaultShipping: false,
  },
  {
    id: shipping,
    lines: [
      "Muster Reinigungen AG",
      "Anna Muster",
      "Industriestrasse 4",
      "Halle B",
      "8604 Volketswil",
      "Schweiz",
    ],
    isDefaultBilling: false,
    isDefaultShipping: true,
  },
  {
    id: other,
    lines: ["Max Meier", "Seeweg 5", "6003 Luzern", "Schweiz"],
    isDefaultBilling: false,
    isDefaultShipping: false,
  },
];

/** No address yet: the hint and "add address". */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Sie haben noch keine Adressen gespeichert.")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Adresse hinzufügen" })).toHaveAttribute(
      "href",
      "/account/address/create",
    );
  },
};

/** Several addresses: the defaults first and marked; the default switches only where they change something. */
export const Several: Story = {
  args: { addresses: several, done: "created" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Die Adresse wurde hinzugefügt.");
    const first = canvas.getByRole("article", { name: "Anna Muster" });
    await expect(within(first).getByText("Standard-Rechnungsadresse", { exact: true })).toBeVisible();
    await expect(
      within(first).queryByRole("button", { name: "Als Standard-Rechnungsadresse verwenden" }),
    ).not.toBeInTheDocument();
    await expect(within(first).getByRole("link", { name: "Adresse Anna Muster bearbeiten" })).toHaveAttribute(
      "href",
      `/account/address/${billing}`,
    );
    const last = canvas.getByRole("article", { name: "Max Meier" });
    await expect(
      within(last).getByRole("button", { name: "Als Standard-Lieferadresse verwenden" }),
    ).toBeVisible();
  },
};

/** "Delete" asks first in a modal alert dialog; focus moves into it. */
export const DeleteConfirmation: Story = {
  args: { addresses: several },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Adresse Max Meier löschen" }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("alertdialog", { name: "Diese Adresse löschen?" });
    await expect(within(dialog).getByRole("button", { name: "Adresse löschen" })).toBeVisible();
    await expect(within(dialog).getByRole("button", { name: "Abbrechen" })).toBeVisible();
  },
};

/** The Store API refused to delete a default address (spec §8): the message. */
export const DeleteRefused: Story = {
  args: {
    addresses: several,
    failure: { ok: false, intent: "delete", addressId: billing, formError: "address-is-default" },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "kann nicht gelöscht werden. Wählen Sie zuerst eine andere Standardadresse.",
    );
  },
};

export const French: Story = {
  args: { addresses: several },
  parameters: { path: "/fr-CH/account/address" },
  globals: { locale: "fr-CH" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Ajouter une adresse" })).toHaveAttribute(
      "href",
      "/fr-CH/account/address/create",
    );
    await expect(canvas.getAllByText("Adresse de facturation par défaut", { exact: true })).toHaveLength(1);
  },
};

const formPage: AddressFormPage = {
  values: {},
  countries: [
    {
      id: "ch",
      name: "Schweiz",
      iso: "CH",
      zipPattern: "\\d{4}",
      states: [
        { id: "be", name: "Bern" },
        { id: "lu", name: "Luzern" },
        { id: "zh", name: "Zürich" },
      ],
    },
    { id: "de", name: "Deutschland", iso: "DE", zipPattern: "\\d{5}", states: [] },
  ],
  salutations: [
    { id: "mr", name: "Herr" },
    { id: "mrs", name: "Frau" },
  ],
  defaultCountryId: "ch",
};

/** The address form with the server's answer: the problems at the fields and in the summary, values kept. */
export const FormErrors: StoryObj<typeof AddressForm> = {
  render: (args) => <AddressForm {...args} />,
  args: {
    page: formPage,
    failure: {
      ok: false,
      values: { firstName: "Max", street: "Weg 2", zipcode: "12", city: "Bern", countryId: "ch" },
      errors: { lastName: { rule: "required" }, zipcode: { rule: "zipcode" } },
    },
  },
  parameters: { path: "/account/address/create" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole("group", { name: "Bitte korrigieren Sie folgende Angaben:" });
    await expect(within(summary).getAllByRole("link")).toHaveLength(2);
    await expect(canvas.getByRole("textbox", { name: "Vorname" })).toHaveValue("Max");
    await expect(canvas.getByRole("textbox", { name: "PLZ" })).toHaveAccessibleDescription(
      "Die PLZ hat nicht das richtige Format für dieses Land.",
    );
    // Sending it again checks in the browser first: the summary takes focus.
    await userEvent.click(canvas.getByRole("button", { name: "Adresse hinzufügen" }));
    await expect(summary).toHaveFocus();
  },
};

/**
 * Opened from the checkout's "add a new shipping address", in French: the button says the address will be
 * used, the form posts with `use`, and the way back leads to the checkout.
 */
export const FormFromCheckoutFrench: StoryObj<typeof AddressForm> = {
  render: (args) => <AddressForm {...args} />,
  args: { page: { ...formPage, use: "shipping" } },
  parameters: { path: "/fr-CH/account/address/create" },
  globals: { locale: "fr-CH" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "Ajouter et utiliser comme adresse de livraison" });
    const form = button.closest("form")!;
    await expect(form).toHaveAttribute("action", "/fr-CH/account/address/create?use=shipping");
    await expect(form.querySelector("input[name=use]")).toHaveValue("shipping");
    await expect(canvas.getByRole("link", { name: "Retour à la caisse" })).toHaveAttribute(
      "href",
      "/fr-CH/checkout",
    );
  },
};
