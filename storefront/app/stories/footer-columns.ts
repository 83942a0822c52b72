import type { Category } from "@shop/store-api";
import type { Locale } from "../lib/locale.ts";
import { toFooterColumns, type FooterColumn } from "../lib/navigation.ts";

const link = (id: string, name: string, seoPathInfo: string): Category =>
  ({
    id: id.padEnd(32, "0"),
    name,
    translated: { name },
    type: "page",
    seoUrls: [{ seoPathInfo, isCanonical: true }],
  }) as Category;

/** Footer navigation as the Store API returns it: folders (columns) with their pages. */
const footerNavigation: Category[] = [
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

/** The footer's columns as the layout loader maps them for a locale. */
export const footerColumns = (locale: Locale): FooterColumn[] => toFooterColumns(footerNavigation, locale);
