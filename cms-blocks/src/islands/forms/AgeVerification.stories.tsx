import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { viewportWidth } from "@shop/design-system";
import { slot } from "../../__fixtures__/cms.ts";
import { CmsContext } from "../../CmsContext.ts";
import { CmsElementAgeVerification } from "./AgeVerification.tsx";

const gate = (config: Record<string, unknown> = {}) => slot("age-verification", "content", null, config);

const meta = {
  title: "CMS/Elements/AgeVerification",
  component: CmsElementAgeVerification,
  parameters: { layout: "fullscreen" },
  beforeEach: () => {
    // Each story starts unconfirmed.
    document.cookie = "age-verified=; Max-Age=0; Path=/";
  },
} satisfies Meta<typeof CmsElementAgeVerification>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults: 18 years, the shop's texts; a modal dialog with focus on its heading. */
export const Default: Story = {
  args: { slot: gate() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole("dialog", { name: /18/ });
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await waitFor(() => expect(canvas.getByRole("heading", { name: /18/ })).toHaveFocus());
    await expect(canvas.getByRole("link", { name: /Nein|Non/ })).toHaveAttribute("href", "/");
  },
};

/** Confirming sets the cookie and closes the dialog (no screenshot: nothing is left to see). */
export const Confirmed: Story = {
  tags: ["no-visual"],
  args: { slot: gate() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: /18/ }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(document.cookie).toContain("age-verified=1");
  },
};

/** The editor's texts, 16 years and a decline link of their own. */
export const EditorTexts: Story = {
  args: {
    slot: gate({
      minimumAge: 16,
      title: "Nur für Fachpersonen ab 16 Jahren",
      content:
        "Konzentrierte Entkalker geben wir nur an Personen ab 16 Jahren ab.\nBitte bestätigen Sie Ihr Alter.",
      confirmButtonText: "Ich bin 16 oder älter",
      declineButtonText: "Zur Startseite",
      declineUrl: "/Service/Kontakt/",
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("dialog", { name: "Nur für Fachpersonen ab 16 Jahren" }),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Ich bin 16 oder älter" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute(
      "href",
      "/Service/Kontakt/",
    );
  },
};

/** Confirmed before (the app read the cookie): nothing shows. */
export const Verified: Story = {
  tags: ["no-visual"],
  args: { slot: gate() },
  decorators: [
    (Story) => (
      <CmsContext
        value={{
          linkPolicy: {},
          width: viewportWidth,
          ageVerification: { verified: true, action: "/" },
        }}
      >
        <Story />
      </CmsContext>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("dialog")).toBeNull();
  },
};
