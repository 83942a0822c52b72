import type * as StoreApi from "@shop/store-api";
import { block, bottle, imageSlot, meadow, slot, textSlot, tiles } from "./cms.ts";

/** Clarus content for the text, image and text-image blocks' stories and tests. */
export const clarusText = {
  hero: '<h2 style="text-align: center">Sauberkeit mit System</h2><hr><p style="text-align: center">Reinigungsmittel, Pflegeprodukte und Maschinen für Gebäudereinigung, Gastronomie und Industrie – ab Lager Fribourg in der ganzen Schweiz geliefert.</p>',
  teaser:
    '<h2 style="text-align: center">Neu: Clarus Polymer Gloss</h2><p style="text-align: center"><em>Die strapazierfähige Glanzbeschichtung für Linoleum, PVC und versiegelte Steinböden.</em></p>',
  floorCare:
    "<h3>Unterhaltsreinigung</h3><p>Täglich wischen mit pH-neutralem Reiniger entfernt Schmutz, ohne die Schutzschicht anzugreifen.</p>",
  stripping:
    "<h3>Grundreinigung</h3><p>Alte Beschichtungen und hartnäckige Verschmutzungen löst der Grundreiniger Forte mit dem schwarzen Pad.</p>",
  coating:
    "<h3>Beschichtung</h3><p>Zwei bis drei dünne Schichten Polymer Gloss schützen den Boden für Monate vor Abrieb und Flecken.</p>",
  story:
    "<h2>Seit 1987 in Fribourg</h2><p>Was als Drogerie begann, ist heute der Fachhandel für professionelle Reinigung in der Romandie und der Deutschschweiz. Unsere Anwendungstechniker beraten Sie vor Ort – auf Deutsch und Französisch.</p>",
};

const image = (name: string, media: StoreApi.Media | null, config: Record<string, unknown> = {}) =>
  imageSlot(media, { displayMode: "cover", minHeight: "340px", ...config }, name);

const text = (name: string, html: string, config: Record<string, unknown> = {}) =>
  textSlot(html, config, name);

const altTexts = [
  "Flasche Clarus Neutralreiniger",
  "Frisch gereinigter Steinboden",
  "Glänzender PVC-Boden",
  "Reinigungswagen",
];

/** A column block with a cover image in each named slot. */
export const imageColumns = (
  type: string,
  names: readonly string[],
  config: Record<string, unknown> = {},
  overrides: Partial<StoreApi.CmsBlock> = {},
) =>
  block(
    type,
    names.map((name, index) =>
      image(
        name,
        [bottle, meadow, tiles][index % 3]!({ alt: `${altTexts[index % altTexts.length]} (${name})` }),
        config,
      ),
    ),
    overrides,
  );

/** `image-text-row`, `image-text-gallery`, `image-text-bubble`: an image over a text in each column. */
export const imageTextColumns = (type: string, imageConfig: Record<string, unknown> = {}) =>
  block(
    type,
    (
      [
        ["left", meadow({ alt: "Gereinigter Steinboden" }), clarusText.floorCare],
        ["center", bottle({ alt: "Flasche Grundreiniger Forte" }), clarusText.stripping],
        ["right", tiles({ alt: "Glänzender PVC-Boden" }), clarusText.coating],
      ] as const
    ).flatMap(([side, media, html]) => [
      text(`${side}-text`, html),
      image(`${side}-image`, media, imageConfig),
    ]),
  );

export const textColumns = (type: string, htmls: Record<string, string>) =>
  block(
    type,
    Object.entries(htmls).map(([name, html]) => text(name, html)),
  );

export const centerTextBlock = () =>
  block("center-text", [
    image("left", meadow({ alt: "Reinigungsteam bei der Arbeit" })),
    text(
      "center",
      '<h2 style="text-align: center">Profi-Beratung</h2><p style="text-align: center">Wir zeigen Ihrem Team die richtige Dosierung und Technik – vor Ort.</p>',
    ),
    image("right", bottle({ alt: "Dosierflasche" })),
  ]);

export const imageTextCoverBlock = () =>
  block(
    "image-text-cover",
    [
      image("left", meadow({ alt: "Glänzender Boden nach der Beschichtung" })),
      text("right", clarusText.story, { verticalAlign: "center" }),
    ],
    { marginTop: null, marginRight: null, marginBottom: null, marginLeft: null },
  );

export const textOnImageBlock = (backgroundMedia: StoreApi.Media | null = tiles()) =>
  block(
    "text-on-image",
    [
      text(
        "content",
        '<h2 style="text-align: center">Grundreinigung ab CHF 4.80 pro m²</h2><p style="text-align: center">Unser Serviceteam reinigt und beschichtet Ihre Böden – <a href="/Service/Kontakt/">jetzt Offerte anfragen</a>.</p>',
      ),
    ],
    { backgroundMedia, backgroundMediaMode: "cover" },
  );

export const htmlBlock = (content: string) => block("html", [slot("html", "content", { content })]);

export const categoryHeadingBlock = (name: string, source: "mapped" | "static" = "mapped") =>
  block(
    "category-heading",
    [
      {
        ...slot("category-name", "content", { content: name }),
        config: { content: { source, value: source === "mapped" ? "category.name" : name } },
      },
    ],
    { marginLeft: null, marginRight: null },
  );
