/**
 * Plain ProductCard props for stories: products of the emulator's catalog written out as data (German
 * texts). The design system takes props only; the one mapping from Store API products to card props is
 * cms-blocks' `ProductBox`, whose own stories show it.
 */
import type { ProductCardAddToCart, ProductCardImage, ProductCardProps } from "../ProductCard.tsx";

/** A catalog image (1000 px square) with its 280, 400 and 800 px renditions, served by Storybook. */
const image = (path: string, alt: string): ProductCardImage => ({
  src: `/media/${path}.png`,
  alt,
  width: 1000,
  height: 1000,
  thumbnails: [280, 400, 800].map((size) => ({
    url: `/media/${path}_${size}x${size}.png`,
    width: size,
    height: size,
  })),
});

const addToCart = (productId: string): ProductCardAddToCart => ({
  action: "/checkout/line-item/add",
  fields: { productId, quantity: "1", redirectTo: "/checkout/cart" },
  label: "In den Warenkorb",
  pendingLabel: "Wird hinzugefügt",
});

const chooseOptions = (href: string) => ({ href, label: "Optionen wählen" });

const card = (props: Omit<ProductCardProps, "productNumberLabel" | "outOfStockLabel">): ProductCardProps => ({
  productNumberLabel: "Artikelnummer",
  outOfStockLabel: "Ausverkauft",
  ...props,
});

/** Clarus Neutralreiniger 1 l: tier prices (from CHF 8.90), a topseller. */
const neutralCleaner = card({
  href: "/Clarus-Neutralreiniger/CL10001-1",
  name: "Clarus Neutralreiniger",
  productNumber: "CL10001.1",
  image: image("df/0e/clarus-neutralreiniger-cl10001-1", "Clarus Neutralreiniger 1 l"),
  price: { amount: 8.9, currency: "CHF", from: "ab" },
  unitText: "Inhalt: 1 Liter",
  referencePriceText: "(CHF 9.90 / 1 Liter)",
  addToCart: addToCart("89d720c539b5ea046a4876ac279ee166"),
});

/** One card per state a story shows, named by what the product has. */
export const productCards = {
  simple: card({
    href: "/Clarus-Set-Bar-und-Theke/CL10151",
    name: "Clarus Set Bar und Theke",
    productNumber: "CL10151",
    image: image("93/dd/clarus-set-bar-und-theke-cl10151", "Clarus Set Bar und Theke"),
    price: { amount: 98, currency: "CHF" },
    addToCart: addToCart("de3761edcd4000fd36f3797b0d2ede36"),
  }),
  withTiers: neutralCleaner,
  withListPrice: card({
    href: "/Clarus-Grundreiniger-Forte/CL10007-1",
    name: "Clarus Grundreiniger Forte",
    productNumber: "CL10007.1",
    image: image("46/8a/clarus-grundreiniger-forte-cl10007-1", "Clarus Grundreiniger Forte 5 l"),
    price: { amount: 49.7, currency: "CHF", from: "ab", listPriceLabel: "statt" },
    unitText: "Inhalt: 5 Liter",
    referencePriceText: "(CHF 10.80 / 1 Liter)",
    addToCart: addToCart("465d2ce09e23a55402bed1c95288f638"),
  }),
  hiddenPrice: card({
    href: "/Nordwerk-RS-850-Aufsitz-Scheuersaugmaschine/CL10069",
    name: "Nordwerk RS 850 Aufsitz-Scheuersaugmaschine",
    productNumber: "CL10069",
    image: image(
      "64/11/nordwerk-rs-850-aufsitz-scheuersaugmaschine-cl10069",
      "Nordwerk RS 850 Aufsitz-Scheuersaugmaschine",
    ),
    priceOnRequestLabel: "Preis auf Anfrage",
  }),
  outOfStock: card({
    href: "/Alpenglanz-Rostloeser/CL10022",
    name: "Alpenglanz Rostlöser",
    productNumber: "CL10022",
    image: image("29/d5/alpenglanz-rostloeser-cl10022", "Alpenglanz Rostlöser"),
    price: { amount: 13.05, currency: "CHF", from: "ab" },
    unitText: "Inhalt: 0.5 Liter",
    referencePriceText: "(CHF 29.00 / 1 Liter)",
    isOutOfStock: true,
    addToCart: addToCart("2ffd97aad09c912e3d09a5ec059b019c"),
  }),
  /** The same product: a topseller with tiers. */
  topseller: neutralCleaner,
  withVariants: card({
    href: "/Clarus-Neutralreiniger/CL10001",
    name: "Clarus Neutralreiniger",
    productNumber: "CL10001",
    image: image("e3/c7/clarus-neutralreiniger-cl10001", "Clarus Neutralreiniger"),
    price: { amount: 8.9, currency: "CHF", from: "ab" },
    unitText: "Inhalt: 1 Liter",
    referencePriceText: "(CHF 9.90 / 1 Liter)",
    chooseOptions: chooseOptions("/Clarus-Neutralreiniger/CL10001"),
  }),
};

/** The first eight products of the largest category, for rows of cards (carousel). */
export const productRow: ProductCardProps[] = [
  card({
    href: "/Alpenglanz-Bodenfrisch/CL10004",
    name: "Alpenglanz Bodenfrisch",
    productNumber: "CL10004",
    image: image("41/b3/alpenglanz-bodenfrisch-cl10004", "Alpenglanz Bodenfrisch"),
    price: { amount: 8, currency: "CHF", from: "ab" },
    unitText: "Inhalt: 1 Liter",
    referencePriceText: "(CHF 8.90 / 1 Liter)",
    chooseOptions: chooseOptions("/Alpenglanz-Bodenfrisch/CL10004"),
  }),
  card({
    href: "/Alpenglanz-Entkalker-Forte/CL10020",
    name: "Alpenglanz Entkalker Forte",
    productNumber: "CL10020",
    image: image("5a/f7/alpenglanz-entkalker-forte-cl10020", "Alpenglanz Entkalker Forte"),
    price: { amount: 11.6, currency: "CHF", from: "ab", listPriceLabel: "statt" },
    unitText: "Inhalt: 1 Liter",
    referencePriceText: "(CHF 12.90 / 1 Liter)",
    chooseOptions: chooseOptions("/Alpenglanz-Entkalker-Forte/CL10020"),
  }),
  card({
    href: "/Alpenglanz-Fettloeser-Power/CL10034",
    name: "Alpenglanz Fettlöser Power",
    productNumber: "CL10034",
    image: image("ea/40/alpenglanz-fettloeser-power-cl10034", "Alpenglanz Fettlöser Power"),
    price: { amount: 10.7, currency: "CHF", from: "ab" },
    unitText: "Inhalt: 1 Liter",
    referencePriceText: "(CHF 11.90 / 1 Liter)",
    chooseOptions: chooseOptions("/Alpenglanz-Fettloeser-Power/CL10034"),
  }),
  card({
    href: "/Alpenglanz-Glasreiniger-Konzentrat/CL10032",
    name: "Alpenglanz Glasreiniger Konzentrat",
    productNumber: "CL10032",
    image: image("c6/f3/alpenglanz-glasreiniger-konzentrat-cl10032", "Alpenglanz Glasreiniger Konzentrat"),
    price: { amount: 12.15, currency: "CHF", from: "ab" },
    unitText: "Inhalt: 1 Liter",
    referencePriceText: "(CHF 13.50 / 1 Liter)",
    chooseOptions: chooseOptions("/Alpenglanz-Glasreiniger-Konzentrat/CL10032"),
  }),
  card({
    href: "/Alpenglanz-Oberflaechenreiniger-Spray/CL10028",
    name: "Alpenglanz Oberflächenreiniger Spray",
    productNumber: "CL10028",
    image: image(
      "a1/6b/alpenglanz-oberflaechenreiniger-spray-cl10028",
      "Alpenglanz Oberflächenreiniger Spray",
    ),
    price: { amount: 5.3, currency: "CHF", from: "ab" },
    unitText: "Inhalt: 0.75 Liter",
    referencePriceText: "(CHF 7.87 / 1 Liter)",
    addToCart: addToCart("3769e0e704486bf30c2e9162f894e190"),
  }),
  card({
    href: "/Alpenglanz-Orangenreiniger/CL10030",
    name: "Alpenglanz Orangenreiniger",
    productNumber: "CL10030",
    image: image("81/ef/alpenglanz-orangenreiniger-cl10030", "Alpenglanz Orangenreiniger"),
    price: { amount: 8.9, currency: "CHF", from: "ab" },
    unitText: "Inhalt: 0.5 Liter",
    referencePriceText: "(CHF 19.80 / 1 Liter)",
    chooseOptions: chooseOptions("/Alpenglanz-Orangenreiniger/CL10030"),
  }),
  productCards.outOfStock,
  card({
    href: "/Alpenglanz-Sanitaerreiniger/CL10015",
    name: "Alpenglanz Sanitärreiniger",
    productNumber: "CL10015",
    image: image("57/5d/alpenglanz-sanitaerreiniger-cl10015", "Alpenglanz Sanitärreiniger"),
    price: { amount: 6.2, currency: "CHF", from: "ab" },
    unitText: "Inhalt: 0.75 Liter",
    referencePriceText: "(CHF 9.20 / 1 Liter)",
    chooseOptions: chooseOptions("/Alpenglanz-Sanitaerreiniger/CL10015"),
  }),
];
