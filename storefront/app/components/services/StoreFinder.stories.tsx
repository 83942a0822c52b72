import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import type { StoreCard, StoreFinderResult } from "../../lib/store-finder.server.ts";
import { withRouter } from "../../stories/router.tsx";
import { StoreFinderPage } from "./StoreFinderPage.tsx";
import { StoreResultCard } from "./StoreResultCard.tsx";

const branchWeek: StoreCard["week"] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  intervals:
    weekday <= 5
      ? [
          { opens: "07:30", closes: "12:00" },
          { opens: "13:30", closes: weekday === 5 ? "17:00" : "17:30" },
        ]
      : [],
}));

const fribourg: StoreCard = {
  id: "fribourg",
  name: "Clarus Fribourg",
  type: "branch",
  street: "Route des Arsenaux 25",
  postalCode: "1700",
  place: "Fribourg",
  canton: "FR",
  latitude: 46.801,
  longitude: 7.1478,
  phone: "+41 26 422 90 90",
  phoneHref: "tel:+41264229090",
  email: "fribourg@clarus-shop.ch",
  distance: 1.2,
  services: ["machine-service", "test-machines", "pickup"],
  opening: { state: "open", until: "17:30" },
  week: branchWeek,
  today: 2,
  mapUrl: "https://www.openstreetmap.org/?mlat=46.801&mlon=7.1478#map=16/46.801/7.1478",
  routeUrl: "https://www.google.com/maps/dir/?api=1&destination=46.801,7.1478",
};

const marly: StoreCard = {
  ...fribourg,
  id: "marly",
  name: "Dépôt partenaire Marly – Sarine Hygiène SA",
  type: "partner-depot",
  street: "Route de Fribourg 18",
  postalCode: "1723",
  place: "Marly",
  latitude: 46.7781,
  longitude: 7.1557,
  phone: "+41 26 436 18 18",
  phoneHref: "tel:+41264361818",
  email: "marly@sarine-hygiene.ch",
  distance: 3.2,
  services: ["pickup"],
  opening: { state: "opens-later", at: "13:15" },
  mapUrl: "https://www.openstreetmap.org/?mlat=46.7781&mlon=7.1557#map=16/46.7781/7.1557",
  routeUrl: "https://www.google.com/maps/dir/?api=1&destination=46.7781,7.1557",
};

const duedingen: StoreCard = {
  ...fribourg,
  id: "duedingen",
  name: "Partnerdepot Düdingen – Sense Reinigungstechnik GmbH",
  type: "partner-depot",
  street: "Industriestrasse 7",
  postalCode: "3186",
  place: "Düdingen",
  phone: "+41 26 493 19 19",
  phoneHref: "tel:+41264931919",
  email: "info@sense-reinigung.ch",
  distance: 5.6,
  services: ["pickup", "machine-service"],
  opening: { state: "closed", next: { weekday: 1, at: "07:30" } },
  today: 6,
};

const origin = { postalCode: "1700", place: "Fribourg", latitude: 46.8065, longitude: 7.1619 };
const found: StoreFinderResult = {
  status: "found",
  search: "1700 Fribourg",
  radius: 30,
  origin,
  stores: [fribourg, marly, duedingen],
};

const meta = {
  title: "Storefront/Services/StoreFinder",
  component: StoreFinderPage,
  decorators: [withRouter],
  parameters: { path: "/store-finder" },
  args: { result: found },
} satisfies Meta<typeof StoreFinderPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Results for 1700 Fribourg within 30 km, nearest first, in the live region's summary. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "3 Standorte im Umkreis von 30 km um 1700 Fribourg",
    );
    const cards = canvas.getAllByRole("article");
    await expect(within(cards[0]!).getByRole("heading", { level: 3 })).toHaveTextContent("Clarus Fribourg");
    await expect(within(cards[0]!).getByText("Jetzt geöffnet bis 17:30")).toBeVisible();
    await expect(within(cards[1]!).getByText("Jetzt geschlossen, öffnet um 13:15")).toBeVisible();
    await expect(within(cards[2]!).getByText("Jetzt geschlossen, öffnet am Montag um 07:30")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "PLZ oder Ort" })).toHaveValue("1700 Fribourg");
  },
};

/** The page before a search: the form only. */
export const Initial: Story = {
  args: { result: { status: "initial", search: "", radius: 30 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Standortsuche");
    await expect(canvas.getByRole("combobox", { name: "Umkreis" })).toHaveValue("30");
    await expect(canvas.queryByRole("article")).toBeNull();
  },
};

/** Sent without a place: the field says what is missing. */
export const Invalid: Story = {
  args: { result: { status: "invalid", search: "", radius: 50 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole("textbox", { name: /PLZ oder Ort/ });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription("Bitte geben Sie eine Postleitzahl oder einen Ort ein.");
    await expect(canvas.getByRole("combobox", { name: "Umkreis" })).toHaveValue("50");
  },
};

/** An unknown place, with close spellings to choose from. */
export const NotFound: Story = {
  args: { result: { status: "not-found", search: "Fribourk", radius: 30, suggestions: ["1700 Fribourg"] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Ort nicht gefunden: «Fribourk»");
    await expect(canvas.getByRole("link", { name: "1700 Fribourg" })).toHaveAttribute(
      "href",
      "/store-finder?search=1700+Fribourg&radius=30",
    );
  },
};

/** A known place without any location within the radius. */
export const NoneInRadius: Story = {
  args: {
    result: {
      status: "found",
      search: "Zermatt",
      radius: 10,
      origin: { postalCode: "3920", place: "Zermatt", latitude: 46.0207, longitude: 7.7491 },
      stores: [],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "0 Standorte im Umkreis von 10 km um 3920 Zermatt",
    );
    await expect(canvas.getByText(/Kein Standort in diesem Umkreis/)).toBeVisible();
  },
};

export const French: Story = {
  parameters: { path: "/fr-CH/store-finder" },
  globals: { locale: "fr-CH" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "3 sites dans un rayon de 30 km autour de 1700 Fribourg",
    );
    await expect(canvas.getByText("Ouvert jusqu'à 17h30")).toBeVisible();
    await expect(canvas.getAllByRole("link", { name: /Calculer l'itinéraire/ })[0]).toHaveAttribute(
      "target",
      "_blank",
    );
  },
};

/** One result card with its week opened: today in bold, closed days named. */
export const CardWithHours: StoryObj<typeof StoreResultCard> = {
  render: () => <StoreResultCard store={fribourg} locale="de-DE" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText("Öffnungszeiten"));
    const rows = canvas.getAllByRole("row");
    await expect(rows).toHaveLength(7);
    await expect(rows[1]).toHaveTextContent("Dienstag07:30–12:00, 13:30–17:30");
    await expect(rows[6]).toHaveTextContent("Sonntaggeschlossen");
    await expect(canvas.getByRole("link", { name: /Auf OpenStreetMap ansehen/ })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
  },
};
