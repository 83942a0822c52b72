import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { withRouter } from "../../stories/router.tsx";
import { TestMachineInquiryForm } from "./TestMachineInquiryForm.tsx";

const meta = {
  title: "Storefront/Services/TestMachineInquiryForm",
  component: TestMachineInquiryForm,
  decorators: [withRouter],
  parameters: { path: "/test-machine-inquiry" },
  args: {
    salutations: [
      { id: "mr", name: "Herr" },
      { id: "mrs", name: "Frau" },
    ],
    machine: "",
    today: "2026-11-24",
  },
} satisfies Meta<typeof TestMachineInquiryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: sent as it is, the machine and subject are missing. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Anfrage senden" }));
    await expect(canvas.getByRole("textbox", { name: /^Maschine/ })).toHaveAccessibleDescription(
      "Dieses Feld ist erforderlich.",
    );
  },
};

/** From a machine's page: the machine prefilled; a date in the past is refused in the browser. */
export const Prefilled: Story = {
  args: { machine: "Nordwerk RS 850 Aufsitz-Scheuersaugmaschine (CL10069)" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: /^Maschine/ })).toHaveValue(
      "Nordwerk RS 850 Aufsitz-Scheuersaugmaschine (CL10069)",
    );
    await userEvent.type(canvas.getByLabelText(/^Wunschtermin/), "2026-11-01");
    await userEvent.click(canvas.getByRole("button", { name: "Anfrage senden" }));
    await expect(canvas.getByLabelText(/^Wunschtermin/)).toHaveAttribute("aria-invalid", "true");
  },
};

/** Sent: the thanks and what was sent. */
export const Sent: Story = {
  args: {
    answer: {
      ok: true,
      intent: "test-machine",
      values: {
        machine: "Nordwerk RS 850 (CL10069)",
        testDate: "2026-12-03",
        consultation: "on",
        subject: "Test in der Kantine",
        firstName: "Lea",
        lastName: "Muster",
        email: "lea@hotel-rigi.ch",
      },
      errors: {},
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Wir haben Ihre Anfrage erhalten");
    await expect(canvas.getByText("2026-12-03")).toBeVisible();
  },
};

/** In French, with the server's answer: the date in the past at its field. */
export const FrenchErrors: Story = {
  globals: { locale: "fr-CH" },
  parameters: { path: "/fr-CH/test-machine-inquiry" },
  args: {
    answer: {
      ok: false,
      intent: "test-machine",
      values: { machine: "Autolaveuse", testDate: "2026-11-01", subject: "Essai" },
      errors: { testDate: { rule: "notInThePast" }, firstName: { rule: "required" } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Demander une machine d'essai" }),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/^Date d'essai souhaitée/)).toHaveAttribute("aria-invalid", "true");
  },
};
