import type { Meta, StoryObj } from "@storybook/react-vite";
import { data } from "react-router";
import { expect, within } from "storybook/test";
import { MAINTENANCE_MODE } from "@shop/store-api";
import { withRouter } from "../stories/router.tsx";
import { ErrorPage } from "./ErrorPage.tsx";

/** A thrown route response as React Router hands it to an error boundary. */
function routeError(status: number, message?: string) {
  const response = data({ message }, { status });
  return { status: response.init?.status ?? status, statusText: "", internal: false, data: response.data };
}

const meta = {
  title: "Storefront/ErrorPage",
  component: ErrorPage,
  decorators: [withRouter],
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  args: { error: routeError(404, "Page Not Found: /gibt-es-nicht") },
  parameters: { path: "/gibt-es-nicht" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Seite nicht gefunden");
    await expect(canvas.getByText(/\/gibt-es-nicht/)).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/");
  },
};
export const NotFoundFrench: Story = {
  args: { error: routeError(404) },
  parameters: { path: "/fr-CH/n-existe-pas" },
  globals: { locale: "fr-CH" },
};
/** A refused request (another site's form, a session Shopware no longer knows): reload, then try again. */
export const SessionExpired: Story = {
  args: { error: routeError(403, "Forbidden: cross-site request") },
  parameters: { path: "/login" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Ihre Sitzung ist abgelaufen");
    await expect(canvas.getByRole("link", { name: "Seite neu laden" })).toHaveAttribute("href", "/login");
  },
};
export const SessionExpiredFrench: Story = {
  args: { error: routeError(403) },
  parameters: { path: "/fr-CH/checkout" },
  globals: { locale: "fr-CH" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Votre session a expiré");
    await expect(canvas.getByRole("link", { name: "Recharger la page" })).toHaveAttribute(
      "href",
      "/fr-CH/checkout",
    );
  },
};
export const Timeout: Story = { args: { error: routeError(504) } };
export const ServerError: Story = { args: { error: new Error("boom") } };
export const BadGateway: Story = { args: { error: routeError(502) } };
export const Busy: Story = { args: { error: routeError(503) } };
export const Maintenance: Story = {
  args: { error: routeError(503, MAINTENANCE_MODE) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1 })).toHaveTextContent(
      "Wartungsarbeiten",
    );
  },
};
export const OtherStatus: Story = { args: { error: routeError(418) } };
