/**
 * Plain suggestion rows for stories: the first ten hits of a search for "reiniger" in the emulator's
 * catalog written out as data (German texts). `price` holds the Price props; the stories render them.
 */
import type { PriceProps } from "../../price/Price.tsx";
import type { SearchSuggestion } from "../SearchSuggest.tsx";

export type SuggestionRow = Omit<SearchSuggestion, "price"> & { price: Omit<PriceProps, "size"> };

/** How many products the search found in all. */
export const suggestionTotal = 37;

/** A catalog image's 280 px rendition, served by Storybook. */
const thumbnail = (path: string) => ({ src: `/media/${path}_280x280.png`, width: 280, height: 280 });

export const suggestionRows: SuggestionRow[] = [
  {
    id: "50a3963b4b0b9c411fe7d82561b56df8",
    href: "/Clarus-WC-Reiniger-Konzentrat/CL10025",
    name: "Clarus WC-Reiniger Konzentrat",
    productNumber: "CL10025",
    image: thumbnail("96/c4/clarus-wc-reiniger-konzentrat-cl10025"),
    price: { amount: 35.9, currency: "CHF", from: "ab" },
    unitText: "Inhalt: 5 Liter",
    referencePriceText: "(CHF 7.98 / 1 Liter)",
  },
  {
    id: "07415301dc7bdb3b6161bd28e65d0d22",
    href: "/Clarus-Neutralreiniger/CL10001",
    name: "Clarus Neutralreiniger",
    productNumber: "CL10001",
    image: thumbnail("e3/c7/clarus-neutralreiniger-cl10001"),
    price: { amount: 8.9, currency: "CHF", from: "ab" },
    unitText: "Inhalt: 1 Liter",
    referencePriceText: "(CHF 9.90 / 1 Liter)",
  },
  {
    id: "3fea2dd17c564c735d501206d6847e92",
    href: "/Clarus-Allzweckreiniger/CL10026",
    name: "Clarus Allzweckreiniger",
    productNumber: "CL10026",
    image: thumbnail("78/5c/clarus-allzweckreiniger-cl10026"),
    price: { amount: 7.1, currency: "CHF", from: "ab" },
    unitText: "Inhalt: 1 Liter",
    referencePriceText: "(CHF 7.90 / 1 Liter)",
  },
  {
    id: "729e64155f2903d3a4ae31c40cc4b4bb",
    href: "/Clarus-Grundreiniger-Forte/CL10007",
    name: "Clarus Grundreiniger Forte",
    productNumber: "CL10007",
    image: thumbnail("57/2b/clarus-grundreiniger-forte-cl10007"),
    price: { amount: 49.7, currency: "CHF", from: "ab", listPriceLabel: "statt" },
    unitText: "Inhalt: 5 Liter",
    referencePriceText: "(CHF 10.80 / 1 Liter)",
  },
  {
    id: "a720e9e88d623f9e339e014d0e3f006b",
    href: "/Alpenglanz-Sanitaerreiniger/CL10015",
    name: "Alpenglanz Sanitärreiniger",
    productNumber: "CL10015",
    image: thumbnail("57/5d/alpenglanz-sanitaerreiniger-cl10015"),
    price: { amount: 6.2, currency: "CHF", from: "ab" },
    unitText: "Inhalt: 0.75 Liter",
    referencePriceText: "(CHF 9.20 / 1 Liter)",
  },
  {
    id: "3f2fa8cf15f41f16d4f64b30ea2e462e",
    href: "/Clarus-Glasreiniger/CL10031",
    name: "Clarus Glasreiniger",
    productNumber: "CL10031",
    image: thumbnail("d8/49/clarus-glasreiniger-cl10031"),
    price: { amount: 4.95, currency: "CHF", from: "ab" },
    unitText: "Inhalt: 0.75 Liter",
    referencePriceText: "(CHF 7.33 / 1 Liter)",
  },
  {
    id: "a5d105c0e0718e1017cba739972916bc",
    href: "/Clarus-Alkoholreiniger/CL10002",
    name: "Clarus Alkoholreiniger",
    productNumber: "CL10002",
    image: thumbnail("ef/97/clarus-alkoholreiniger-cl10002"),
    price: { amount: 10.35, currency: "CHF", from: "ab" },
    unitText: "Inhalt: 1 Liter",
    referencePriceText: "(CHF 11.50 / 1 Liter)",
  },
  {
    id: "1902370bfac10f2642eaad299154f209",
    href: "/Clarus-Grundreiniger-schaumarm/CL10008",
    name: "Clarus Grundreiniger schaumarm",
    productNumber: "CL10008",
    image: thumbnail("a6/ed/clarus-grundreiniger-schaumarm-cl10008"),
    price: { amount: 84.65, currency: "CHF", from: "ab" },
    unitText: "Inhalt: 10 Liter",
    referencePriceText: "(CHF 9.20 / 1 Liter)",
  },
  {
    id: "8b6519873062d23326845f1209b0c120",
    href: "/Clarus-Seifenreiniger/CL10012",
    name: "Clarus Seifenreiniger",
    productNumber: "CL10012",
    image: thumbnail("d9/53/clarus-seifenreiniger-cl10012"),
    price: { amount: 9.8, currency: "CHF", from: "ab" },
    unitText: "Inhalt: 1 Liter",
    referencePriceText: "(CHF 10.90 / 1 Liter)",
  },
  {
    id: "8e2fa9b81ad4fca825f42a767ad1fb78",
    href: "/Clarus-Sanitaerreiniger-parfuemfrei/CL10016",
    name: "Clarus Sanitärreiniger parfümfrei",
    productNumber: "CL10016",
    image: thumbnail("e2/e6/clarus-sanitaerreiniger-parfuemfrei-cl10016"),
    price: { amount: 6.75, currency: "CHF", from: "ab" },
    unitText: "Inhalt: 0.75 Liter",
    referencePriceText: "(CHF 10.00 / 1 Liter)",
  },
];
