import type { ReviewItem, ReviewListProps, ReviewSummaryProps } from "../ReviewList.tsx";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const summaryTexts = {
  heading: "Kundenbewertungen",
  formatAverageLabel: (average: number) => `${average.toFixed(1)} von 5 Sternen`,
  formatTotal: (total: number) => plural(total, "Bewertung", "Bewertungen"),
  formatBarLabel: (points: number, count: number, percent: number) =>
    `${plural(points, "Stern", "Sterne")}: ${plural(count, "Bewertung", "Bewertungen")} (${percent} %)`,
} satisfies Partial<ReviewSummaryProps>;

export const listTexts = {
  formatRatingLabel: (points: number) => `${points} von 5 Sternen`,
  pendingLabel: "Wartet auf Freigabe",
  replyHeading: (author: string) => `Antwort von ${author}`,
  emptyText: "Noch keine Bewertungen.",
} satisfies Partial<ReviewListProps>;

export const reviews: ReviewItem[] = [
  {
    id: "r1",
    title: "Reinigt streifenfrei",
    content:
      "Seit einem Jahr im Einsatz in unserer Praxis.\nStreifenfrei auf Glas und Edelstahl, angenehmer Duft.",
    points: 5,
    author: "Anna M.",
    date: "12. März 2026",
    dateTime: "2026-03-12",
  },
  {
    id: "r2",
    title: "Gut, aber teuer",
    content: "Wirkt gut gegen Kalk. Der 10-l-Kanister ist <b>unhandlich</b>.",
    points: 3,
    date: "2. Februar 2026",
    dateTime: "2026-02-02",
    reply: {
      author: "Clarus AG",
      content:
        "Danke für die Rückmeldung! Für kleinere Mengen empfehlen wir den 5-l-Kanister mit Ausgiesser.",
    },
  },
  {
    id: "r3",
    title: "Top",
    content: "Verwenden wir für alle Böden im Betrieb.",
    points: 4,
    author: "Hauswartung Keller GmbH",
    date: "18. Januar 2026",
    dateTime: "2026-01-18",
  },
];
