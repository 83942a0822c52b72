/**
 * The text of the product downloads. A document is written in the language its file name ends with
 * (`sdb-...-de` German, `fds-...-fr` French, as the catalog names the per-language safety data sheets);
 * language-neutral documents (technical data sheets, certificates) carry both languages, like the bilingual
 * sheets Swiss suppliers ship.
 */
import { productByNumber, type Catalog } from "../fixtures/catalog/index.ts";
import { FIXTURE_UPDATED_AT } from "../fixtures/ids.ts";
import type { Locale } from "../fixtures/locale.ts";
import { writePdf, type PdfBlock, type PdfDocument } from "./pdf.ts";

export type CatalogDocument = Catalog["documents"][number];

/** The languages a document is written in: one for `-de` / `-fr` files, else both. */
export function documentLocales(document: CatalogDocument): Locale[] {
  if (document.fileName.endsWith("-de")) return ["de-DE"];
  if (document.fileName.endsWith("-fr")) return ["fr-CH"];
  return ["de-DE", "fr-CH"];
}

/** The revision date, written dd.mm.yyyy in both languages (the Swiss convention). */
const revised = () => FIXTURE_UPDATED_AT.slice(0, 10).split("-").toReversed().join(".");

const supplier = "Clarus AG, Industriestrasse 12, 8604 Volketswil, Schweiz / Suisse";

const copy = {
  "de-DE": {
    product: "Produkt",
    number: "Artikelnummer",
    supplier: "Lieferant",
    emergency: "Notruf",
    emergencyValue: "Tox Info Suisse, Telefon 145 (24 h)",
    revision: "Überarbeitet am",
    version: "Version",
    footer:
      "Musterdokument des Store-API-Emulators für Entwicklung und Tests – keine rechtsverbindlichen Angaben.",
    sds: {
      subtitle: "gemäss Verordnung (EG) Nr. 1907/2006 (REACH) und Chemikalienverordnung ChemV",
      sections: [
        [
          "1 Bezeichnung des Gemischs und des Unternehmens",
          "Verwendung: Reinigungs- und Pflegemittel für den gewerblichen Gebrauch. Von Verwendungen für private " +
            "Haushalte in unverdünnter Form wird abgeraten.",
        ],
        [
          "2 Mögliche Gefahren",
          "Das Gemisch ist nach den Kriterien der Verordnung (EG) Nr. 1272/2008 (CLP) eingestuft. Kann schwere " +
            "Augenreizung verursachen. Darf nicht in die Hände von Kindern gelangen.",
        ],
        [
          "4 Erste-Hilfe-Massnahmen",
          "Nach Augenkontakt: einige Minuten lang behutsam mit Wasser spülen, Kontaktlinsen nach Möglichkeit " +
            "entfernen. Nach Verschlucken: Mund ausspülen, kein Erbrechen herbeiführen, Arzt anrufen.",
        ],
        [
          "7 Handhabung und Lagerung",
          "Nur im Originalbehälter bei 5 bis 30 °C lagern. Vor Frost und direkter Sonneneinstrahlung schützen. " +
            "Nicht mit säurehaltigen Produkten mischen.",
        ],
        [
          "13 Hinweise zur Entsorgung",
          "Restmengen gemäss den örtlichen Vorschriften entsorgen. Vollständig entleerte Gebinde können dem " +
            "Recycling zugeführt werden.",
        ],
      ],
    },
    tds: {
      sections: [
        [
          "Beschreibung",
          "Professionelles Gerät für die Unterhaltsreinigung. Robuste Bauweise, einfache Bedienung und " +
            "wartungsarme Komponenten für den täglichen Einsatz.",
        ],
        [
          "Technische Daten",
          "Betriebsspannung 230 V / 50 Hz · Schutzklasse II · Schalldruckpegel unter 70 dB(A) · " +
            "Garantie 24 Monate.",
        ],
      ],
    },
    digital: {
      sections: [
        [
          "Inhalt",
          "Vorlagen und Anleitungen als PDF, zum Ausdrucken oder zum Ausfüllen am Bildschirm. Die Angaben zu " +
            "Mitteln und Dosierungen entsprechen dem Sortiment am Tag der Überarbeitung.",
        ],
        [
          "Nutzungsrecht",
          "Die Nutzung ist in allen Objekten des bestellenden Betriebs erlaubt. Die Weitergabe an Dritte und " +
            "der Weiterverkauf sind nicht gestattet.",
        ],
      ],
    },
    certificate: {
      text: (name: string) =>
        `Hiermit wird bestätigt, dass das Produkt «${name}» die Kriterien des genannten Labels erfüllt. ` +
        "Das Zertifikat gilt bis zum Ablauf der Lizenz und wird jährlich überprüft.",
    },
  },
  "fr-CH": {
    product: "Produit",
    number: "Numéro d'article",
    supplier: "Fournisseur",
    emergency: "Appel d'urgence",
    emergencyValue: "Tox Info Suisse, téléphone 145 (24 h/24)",
    revision: "Révision du",
    version: "Version",
    footer:
      "Document exemple de l'émulateur Store API pour le développement et les tests – sans valeur juridique.",
    sds: {
      subtitle:
        "conformément au règlement (CE) n° 1907/2006 (REACH) et à l'ordonnance sur les produits chimiques",
      sections: [
        [
          "1 Identification du mélange et de la société",
          "Utilisation : produit de nettoyage et d'entretien à usage professionnel. Utilisation déconseillée " +
            "non diluée dans les ménages privés.",
        ],
        [
          "2 Identification des dangers",
          "Le mélange est classé selon les critères du règlement (CE) n° 1272/2008 (CLP). Peut provoquer une " +
            "sévère irritation des yeux. Tenir hors de portée des enfants.",
        ],
        [
          "4 Premiers secours",
          "En cas de contact avec les yeux : rincer avec précaution à l'eau pendant plusieurs minutes, enlever " +
            "les lentilles de contact si possible. En cas d'ingestion : rincer la bouche, ne pas faire vomir, " +
            "appeler un médecin.",
        ],
        [
          "7 Manipulation et stockage",
          "Conserver uniquement dans l'emballage d'origine entre 5 et 30 °C. Protéger du gel et du soleil. " +
            "Ne pas mélanger avec des produits acides.",
        ],
        [
          "13 Considérations relatives à l'élimination",
          "Éliminer les restes conformément aux prescriptions locales. Les emballages entièrement vidés " +
            "peuvent être recyclés.",
        ],
      ],
    },
    tds: {
      sections: [
        [
          "Description",
          "Appareil professionnel pour le nettoyage d'entretien. Construction robuste, utilisation simple et " +
            "composants nécessitant peu d'entretien pour un usage quotidien.",
        ],
        [
          "Caractéristiques techniques",
          "Tension 230 V / 50 Hz · classe de protection II · niveau de pression acoustique inférieur à " +
            "70 dB(A) · garantie 24 mois.",
        ],
      ],
    },
    digital: {
      sections: [
        [
          "Contenu",
          "Modèles et instructions en PDF, à imprimer ou à remplir à l'écran. Les indications sur les produits " +
            "et les dosages correspondent à l'assortiment à la date de révision.",
        ],
        [
          "Droit d'utilisation",
          "L'utilisation est autorisée dans tous les objets de l'entreprise qui passe commande. La transmission " +
            "à des tiers et la revente ne sont pas autorisées.",
        ],
      ],
    },
    certificate: {
      text: (name: string) =>
        `Nous certifions que le produit « ${name} » satisfait aux critères du label mentionné. ` +
        "Le certificat est valable jusqu'à l'échéance de la licence et fait l'objet d'un contrôle annuel.",
    },
  },
} satisfies Record<Locale, unknown>;

const kindColor: Record<CatalogDocument["kind"], string> = {
  "safety-data-sheet": "#b23a1e",
  "technical-data-sheet": "#1d4f91",
  certificate: "#0f5c4d",
  "digital-product": "#0f5c4d",
};

/** The product's name in a language, or its number when the catalog does not know it. */
function productName(document: CatalogDocument, locale: Locale): string {
  return productByNumber(document.productNumber)?.name[locale] ?? document.productNumber;
}

function blocksFor(document: CatalogDocument, locale: Locale, withFields: boolean): PdfBlock[] {
  const text = copy[locale];
  const name = productName(document, locale);
  const blocks: PdfBlock[] = [];
  if (withFields) {
    blocks.push(
      { type: "field", label: text.product, value: name },
      { type: "field", label: text.number, value: document.productNumber },
      { type: "field", label: text.supplier, value: supplier },
    );
    if (document.kind === "safety-data-sheet")
      blocks.push({ type: "field", label: text.emergency, value: text.emergencyValue });
    blocks.push(
      { type: "field", label: text.revision, value: `${revised()} · ${text.version} 1.0` },
      { type: "rule" },
    );
  }
  const sections =
    document.kind === "safety-data-sheet"
      ? text.sds.sections
      : document.kind === "technical-data-sheet"
        ? text.tds.sections
        : document.kind === "digital-product"
          ? text.digital.sections
          : [];
  for (const [heading, paragraph] of sections) {
    blocks.push({ type: "heading", text: heading! }, { type: "paragraph", text: paragraph! });
  }
  if (document.kind === "certificate") {
    blocks.push(
      { type: "heading", text: document.title[locale] },
      { type: "paragraph", text: text.certificate.text(name) },
    );
  }
  return blocks;
}

/** The document as a page description (title, fields, sections in its language or languages). */
export function documentContent(document: CatalogDocument): PdfDocument {
  const locales = documentLocales(document);
  const [first] = locales as [Locale, ...Locale[]];
  const bilingual = locales.length > 1;
  const title = bilingual
    ? [...new Set(locales.map((locale) => document.title[locale]))].join(" / ")
    : document.title[first];
  const blocks = locales.flatMap((locale, i) => [
    ...(i > 0 ? [{ type: "space", height: 6 } as const, { type: "rule" } as const] : []),
    ...blocksFor(document, locale, i === 0),
  ]);
  return {
    title,
    subtitle:
      document.kind === "safety-data-sheet"
        ? copy[first].sds.subtitle
        : `${productName(document, first)} · ${document.productNumber}`,
    color: kindColor[document.kind],
    blocks,
    footer: locales.map((locale) => copy[locale].footer).join(" "),
    date: FIXTURE_UPDATED_AT,
    author: "Clarus AG",
    lang: bilingual ? "de-CH" : first === "de-DE" ? "de-CH" : "fr-CH",
  };
}

/** The document as a PDF file. */
export function renderDocument(document: CatalogDocument): Uint8Array<ArrayBuffer> {
  return writePdf(documentContent(document));
}
