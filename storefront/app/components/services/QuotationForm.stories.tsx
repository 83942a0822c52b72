import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { withRouter } from "../../stories/router.tsx";
import { QuotationForm } from "./QuotationForm.tsx";

const salutations = [
  { id: "mr", name: "Herr" },
  { id: "mrs", name: "Frau" },
];
const contact = {
  company: "Hotel Rigi AG",
  firstName: "Lea",
  lastName: "Muster",
  email: "lea@hotel-rigi.ch",
};

const meta = {
  title: "Storefront/Services/QuotationForm",
  component: QuotationForm,
  decorators: [withRouter],
  parameters: { path: "/quotation-request" },
  args: { salutations, lines: [] },
} satisfies Meta<typeof QuotationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: five lines, and a line added and removed; sent empty, the browser names what is missing. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("textbox", { name: /^Artikelnummer/ })).toHaveLength(5);
    await userEvent.click(canvas.getByRole("button", { name: "Zeile hinzufügen" }));
    await expect(canvas.getAllByRole("textbox", { name: /^Artikelnummer/ })).toHaveLength(6);
    await userEvent.click(canvas.getByRole("button", { name: "Zeile 6 entfernen" }));
    await expect(canvas.getAllByRole("textbox", { name: /^Artikelnummer/ })).toHaveLength(5);
    await userEvent.click(canvas.getByRole("button", { name: "Offertanfrage senden" }));
    await expect(canvas.getByRole("textbox", { name: /^Firma/ })).toHaveAccessibleDescription(
      "Dieses Feld ist erforderlich.",
    );
  },
};

/** From the cart: its lines prefilled, five empty ones after them. */
export const Prefilled: Story = {
  args: {
    lines: [
      { productNumber: "CL10069", quantity: "1" },
      { productNumber: "CL10012", quantity: "24" },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: /^Artikelnummer \(Zeile 2\)/ })).toHaveValue("CL10012");
    await expect(canvas.getByRole("textbox", { name: /^Menge \(Zeile 2\)/ })).toHaveValue("24");
    await expect(canvas.getAllByRole("textbox", { name: /^Artikelnummer/ })).toHaveLength(7);
  },
};

/** The server's answer without JavaScript: problems at their fields, what was typed kept. */
export const Errors: Story = {
  args: {
    answer: {
      ok: false,
      intent: "quotation",
      values: { ...contact, company: "", "productNumber-0": "CL10069", "quantity-0": "0" },
      errors: {
        company: { rule: "required" },
        "quantity-0": { rule: "between", min: 1, max: 99_999 },
        privacy: { rule: "acceptDataProtection" },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: /^Menge \(Zeile 1\)/ })).toHaveValue("0");
    await expect(canvas.getByRole("textbox", { name: /^Vorname/ })).toHaveValue("Lea");
    await expect(canvas.getByRole("checkbox", { name: /Datenschutzhinweise/ })).toHaveAccessibleDescription(
      "Bitte stimmen Sie den Datenschutzbestimmungen zu.",
    );
  },
};

/** Sent: the thanks and what was sent. */
export const Sent: Story = {
  args: {
    answer: {
      ok: true,
      intent: "quotation",
      values: {
        ...contact,
        privacy: "on",
        "productNumber-0": "CL10069",
        "quantity-0": "2",
        comment: "Bis Ende Monat",
      },
      errors: {},
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Wir haben Ihre Offertanfrage erhalten");
    await expect(canvas.getByText("2 × CL10069")).toBeVisible();
  },
};

/** In French. */
export const French: Story = {
  globals: { locale: "fr-CH" },
  parameters: { path: "/fr-CH/quotation-request" },
  args: { lines: [{ productNumber: "CL10069", quantity: "1" }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Demander une offre" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /^Numéro d'article \(ligne 1\)/ })).toHaveValue(
      "CL10069",
    );
  },
};
