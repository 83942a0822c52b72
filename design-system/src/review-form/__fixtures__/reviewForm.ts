import type { ReviewFormProps } from "../ReviewForm.tsx";

export const formTexts = {
  heading: "Bewertung schreiben",
  labels: { rating: "Bewertung", title: "Titel", content: "Ihre Bewertung", submit: "Bewertung absenden" },
  formatStarLabel: (points: number) => (points === 1 ? "1 Stern" : `${points} Sterne`),
  messages: {
    ratingRequired: "Bitte wählen Sie eine Bewertung.",
    titleRequired: "Bitte geben Sie einen Titel ein.",
    titleTooShort: "Der Titel muss mindestens 5 Zeichen lang sein.",
    contentRequired: "Bitte schreiben Sie Ihre Bewertung.",
    contentTooShort: "Die Bewertung muss mindestens 40 Zeichen lang sein.",
  },
} satisfies Partial<ReviewFormProps>;

export const validContent = "Reinigt streifenfrei und riecht angenehm, auch nach Wochen noch.";
