import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { withRouter } from "../stories/router.tsx";
import { TrackingConsent, TrackingSettings } from "./TrackingConsent.tsx";

/**
 * The question before any tracking, when the shop has a tag manager (`TAG_MANAGER_ID`): a plain form that
 * posts the decision to `/tracking-consent` and comes back to the page. Without a configured tag manager,
 * or once answered, it is not there.
 */
const meta = {
  title: "Storefront/TrackingConsent",
  component: TrackingConsent,
  decorators: [withRouter],
  parameters: { layout: "fullscreen", path: "/Reinigungsmittel/?order=name-asc" },
  args: { tagManager: { id: "GTM-TEST123" } },
} satisfies Meta<typeof TrackingConsent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole("region", { name: "Cookies für Statistiken" });
    const refuse = within(banner).getByRole("button", { name: "Ablehnen" });
    const accept = within(banner).getByRole("button", { name: "Akzeptieren" });
    await expect(refuse).toHaveAttribute("value", "denied");
    await expect(accept).toHaveAttribute("value", "granted");
    const form = accept.closest("form")!;
    await expect(form).toHaveAttribute("action", "/tracking-consent");
    await expect(form).toHaveAttribute("method", "post");
    await expect(form.querySelector("input[name=redirectTo]")).toHaveValue(
      "/Reinigungsmittel/?order=name-asc",
    );
    const privacy = within(banner).getByRole("link", { name: "Datenschutzerklärung" });
    await expect(privacy).toHaveAttribute("href", "/Rechtliches/Datenschutz/");
    await userEvent.tab();
    await expect(privacy).toHaveFocus();
    await userEvent.tab();
    await expect(refuse).toHaveFocus();
    await userEvent.tab();
    await expect(accept).toHaveFocus();
  },
};

export const French: Story = {
  parameters: { path: "/fr-CH/" },
  globals: { locale: "fr-CH" },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole("region", { name: "Cookies statistiques" });
    await expect(within(banner).getByRole("button", { name: "Refuser" })).toBeVisible();
    await expect(within(banner).getByRole("button", { name: "Accepter" })).toBeVisible();
    await expect(banner).toHaveTextContent(/Sans votre accord, la boutique fonctionne tout aussi bien/);
    await expect(
      within(banner).getByRole("link", { name: "Déclaration de protection des données" }),
    ).toHaveAttribute("href", "/fr-CH/Mentions-legales/Protection-des-donnees/");
  },
};

/** Answered: the banner is gone (the footer's settings take the answer back). */
export const Answered: Story = {
  args: { tagManager: { id: "GTM-TEST123", consent: "granted" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("region")).toBeNull();
  },
};

/** The footer's way back to the question, after "Accept" and after "Refuse". */
export const FooterSettings: Story = {
  render: () => (
    <>
      <TrackingSettings tagManager={{ id: "GTM-TEST123", consent: "granted" }} />
      <TrackingSettings tagManager={{ id: "GTM-TEST123", consent: "denied" }} />
      <TrackingSettings tagManager={{ id: "GTM-TEST123" }} />
      <TrackingSettings />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole("button");
    await expect(buttons.map((button) => button.textContent)).toEqual([
      "Cookie-Einstellungen: Statistik erlaubt",
      "Cookie-Einstellungen: Statistik abgelehnt",
    ]);
    for (const button of buttons) await expect(button).toHaveAttribute("value", "ask");
  },
};
