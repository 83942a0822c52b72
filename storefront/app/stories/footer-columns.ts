import type { Category } from "@shop/store-api";

const link = (id: string, name: string, seoPathInfo: string): Category =>
  ({
    id: id.padEnd(32, "0"),
    name,
    translated: { name },
    type: "page",
    seoUrls: [{ seoPathInfo, isCanonical: true }],
  }) as Category;

/** Footer navigation as the Store API returns it: folders (columns) with their pages. */
export const footerColumns: Category[] = [
  {
    ...link("f1", "Service", "service/"),
    type: "folder",
    children: [
      link("f11", "Kontakt", "service/kontakt/"),
      link("f12", "Versand und Lieferung", "service/versand/"),
    ],
  },
  {
    ...link("f2", "Rechtliches", "rechtliches/"),
    type: "folder",
    children: [
      link("f21", "Impressum", "rechtliches/impressum/"),
      link("f22", "Datenschutz", "rechtliches/datenschutz/"),
      link("f23", "AGB", "rechtliches/agb/"),
    ],
  },
] as Category[];
