import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ReviewList, ReviewSummary } from "./ReviewList.tsx";
import { listTexts, reviews, summaryTexts } from "./__fixtures__/reviews.ts";

const distribution = [
  { points: 1, count: 1 },
  { points: 5, count: 8 },
  { points: 4, count: 2 },
  { points: 3, count: 1 },
];

describe("ReviewSummary", () => {
  it("is a region named by its heading, with the average as stars and the total", () => {
    render(<ReviewSummary average={4.4} total={12} distribution={distribution} {...summaryTexts} />);
    const region = screen.getByRole("region", { name: "Kundenbewertungen" });
    expect(within(region).getByRole("heading", { level: 2, name: "Kundenbewertungen" })).toBeTruthy();
    expect(within(region).getByRole("img", { name: "4.4 von 5 Sternen" })).toBeTruthy();
    expect(within(region).getByText("12 Bewertungen")).toBeTruthy();
  });

  it("lists one row per star count, 5 to 1, each read as one label", () => {
    render(<ReviewSummary average={4.4} total={12} distribution={distribution} {...summaryTexts} />);
    const rows = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(rows.map((row) => row.querySelector(":not([aria-hidden])")?.textContent)).toEqual([
      "5 Sterne: 8 Bewertungen (67 %)",
      "4 Sterne: 2 Bewertungen (17 %)",
      "3 Sterne: 1 Bewertung (8 %)",
      "2 Sterne: 0 Bewertungen (0 %)",
      "1 Stern: 1 Bewertung (8 %)",
    ]);
    const fill = rows[0]!.querySelector<HTMLElement>("[aria-hidden] > span");
    expect(fill?.style.width).toBe("67%");
  });

  it("handles no reviews and a level-3 heading", () => {
    render(<ReviewSummary average={0} total={0} distribution={[]} {...summaryTexts} headingLevel={3} />);
    expect(screen.getByRole("heading", { level: 3 })).toBeTruthy();
    expect(screen.getByText("0 Bewertungen")).toBeTruthy();
    expect(screen.getByText("5 Sterne: 0 Bewertungen (0 %)")).toBeTruthy();
  });
});

describe("ReviewList", () => {
  it("lists each review as an article named by its title, with stars, author and date", () => {
    render(<ReviewList reviews={reviews} {...listTexts} />);
    const articles = screen.getAllByRole("article");
    expect(articles).toHaveLength(3);
    const first = screen.getByRole("article", { name: "Reinigt streifenfrei" });
    expect(within(first).getByRole("heading", { level: 3, name: "Reinigt streifenfrei" })).toBeTruthy();
    expect(within(first).getByRole("img", { name: "5 von 5 Sternen" })).toBeTruthy();
    expect(within(first).getByText("Anna M.")).toBeTruthy();
    expect(within(first).getByText("12. März 2026").getAttribute("datetime")).toBe("2026-03-12");
  });

  it("shows content as plain text with its line breaks", () => {
    render(<ReviewList reviews={reviews} {...listTexts} />);
    const second = screen.getByRole("article", { name: "Gut, aber teuer" });
    expect(second.querySelector("b")).toBeNull();
    expect(within(second).getByText(/<b>unhandlich<\/b>/)).toBeTruthy();
    const first = screen.getByRole("article", { name: "Reinigt streifenfrei" });
    expect(first.textContent).toContain("Praxis.\nStreifenfrei");
  });

  it("shows the shop's reply under its heading, one level below the title", () => {
    render(<ReviewList reviews={reviews} {...listTexts} headingLevel={4} />);
    const second = screen.getByRole("article", { name: "Gut, aber teuer" });
    expect(within(second).getByRole("heading", { level: 4, name: "Gut, aber teuer" })).toBeTruthy();
    expect(within(second).getByRole("heading", { level: 5, name: "Antwort von Clarus AG" })).toBeTruthy();
  });

  it("marks the shopper's own pending review", () => {
    render(<ReviewList reviews={[{ ...reviews[0]!, isPending: true }]} {...listTexts} />);
    expect(within(screen.getByRole("article")).getByText("Wartet auf Freigabe")).toBeTruthy();
  });

  it("shows the empty text instead of a list, and the app's more control", () => {
    render(
      <ReviewList
        reviews={[]}
        {...listTexts}
        more={<a href="?reviews=all">Weitere Bewertungen anzeigen</a>}
      />,
    );
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.getByText("Noch keine Bewertungen.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Weitere Bewertungen anzeigen" })).toBeTruthy();
  });
});
