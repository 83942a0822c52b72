import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { css } from "@shop/styled-system/css";
import { Tabs, type TabItem } from "./Tabs.tsx";

const prose = css({ display: "grid", gap: "3", maxW: "prose", textStyle: "body.md" });

const productItems: TabItem[] = [
  {
    id: "description",
    title: "Beschreibung",
    content: (
      <div className={prose}>
        <p>
          Der pH-neutrale Unterhaltsreiniger für alle wasserbeständigen Böden und Oberflächen. Löst Schmutz
          schonend und hinterlässt einen frischen Duft.
        </p>
        <p>Dosierung: 25 ml auf 10 l Wasser.</p>
      </div>
    ),
  },
  {
    id: "details",
    title: "Details",
    content: (
      <dl className={css({ display: "grid", gridTemplateColumns: "max-content 1fr", gap: "2" })}>
        <dt>Inhalt</dt>
        <dd>5 Liter</dd>
        <dt>pH-Wert</dt>
        <dd>7</dd>
        <dt>Hersteller</dt>
        <dd>Clarus</dd>
      </dl>
    ),
  },
  {
    id: "reviews",
    title: "Bewertungen (2)",
    content: (
      <ul className={prose}>
        <li>«Reinigt gründlich, angenehmer Geruch.» – Anna, Bern</li>
        <li>«Gutes Preis-Leistungs-Verhältnis.» – Marc, Luzern</li>
      </ul>
    ),
  },
];

const meta = {
  title: "Design system/Tabs",
  component: Tabs,
  args: { items: productItems, label: "Produktinformationen", onSelectionChange: fn() },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tablist", { name: "Produktinformationen" })).toBeVisible();
    await expect(canvas.getByRole("tabpanel", { name: "Beschreibung" })).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "Details" }));
    await expect(canvas.getByRole("tabpanel", { name: "Details" })).toBeVisible();
    await expect(canvas.getByText("Dosierung: 25 ml auf 10 l Wasser.")).not.toBeVisible();
    await expect(args.onSelectionChange).toHaveBeenCalledWith("details");
  },
};

/** Arrow keys, Home and End move selection and focus together (automatic activation). */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: "Beschreibung" }));
    await userEvent.keyboard("{ArrowRight}");
    const details = canvas.getByRole("tab", { name: "Details" });
    await expect(details).toHaveFocus();
    await expect(details).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{End}");
    const reviews = canvas.getByRole("tab", { name: "Bewertungen (2)" });
    await expect(reviews).toHaveFocus();
    await expect(canvas.getByRole("tabpanel", { name: "Bewertungen (2)" })).toBeVisible();
    await userEvent.keyboard("{Home}");
    await expect(canvas.getByRole("tab", { name: "Beschreibung" })).toHaveFocus();
    await expect(canvas.getByRole("tabpanel", { name: "Beschreibung" })).toBeVisible();
  },
};

export const SingleTab: Story = {
  args: { items: productItems.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("tab")).toHaveLength(1);
  },
};

const manyTitles = [
  "Beschreibung",
  "Technische Daten",
  "Anwendung",
  "Sicherheitsdatenblätter",
  "Zertifikate",
  "Zubehör",
  "Bewertungen",
  "Fragen und Antworten",
];

/** Eight tabs: on a small screen the tab list scrolls sideways instead of wrapping. */
export const ManyTabs: Story = {
  // Checked by its play function only: how far the list has scrolled when the screenshot is taken still
  // varies between runs under load, and the tabs' look is in the other stories' baselines.
  tags: ["no-visual"],
  args: {
    items: manyTitles.map((title, i) => ({
      id: `tab-${i + 1}`,
      title,
      content: <p>Inhalt von «{title}».</p>,
    })),
  },
  decorators: [(Story) => <div className={css({ maxW: "20rem" })}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole("tablist");
    await expect(tablist.scrollWidth).toBeGreaterThan(tablist.clientWidth);
    await userEvent.click(canvas.getByRole("tab", { name: "Beschreibung" }));
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("tab", { name: "Fragen und Antworten" })).toHaveFocus();
    await waitFor(() => expect(tablist.scrollLeft).toBeGreaterThan(0));
  },
};

/** A link elsewhere on the page ("12 Bewertungen" next to the stars) opens the tab it points to. */
export const OpenedByHash: Story = {
  render: (args) => (
    <div className={css({ display: "grid", gap: "6" })}>
      <a
        // The full path: the test runner's page has a <base>, which would point "#reviews" at another page.
        href={`${location.pathname}${location.search}#reviews`}
        // The story stays on its page (the test runner cannot navigate); like a router link that handles the
        // click itself, the tabs still see the click and open the tab.
        onClick={(event) => event.preventDefault()}
        className={css({ color: "accent.text", textDecoration: "underline" })}
      >
        2 Bewertungen lesen
      </a>
      <Tabs {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("link", { name: "2 Bewertungen lesen" }));
    await expect(canvas.getByRole("tab", { name: "Bewertungen (2)" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(canvas.getByText(/Reinigt gründlich/)).toBeVisible();
  },
};
