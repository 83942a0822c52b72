import { bottle, imageBlock, imageTextBlock, meadow, page, section, textBlock, tiles } from "./cms.ts";

/** A page using every implemented layout feature: full-width hero, boxed sections, backgrounds, a sidebar. */
export const showcasePage = page(
  [
    section(
      [
        textBlock(
          "<h2>Advice from our cleaning experts</h2><p>Every product comes with instructions for wood, stone, tiles and metal.</p>",
          { position: 0, backgroundColor: "#eef8f6" },
        ),
      ],
      { position: 2, backgroundMedia: tiles(), backgroundMediaMode: "cover" },
    ),
    section(
      [
        imageBlock(
          meadow(),
          { displayMode: "cover", minHeight: "360px" },
          { position: 0, marginTop: null, marginRight: null, marginBottom: null, marginLeft: null },
        ),
      ],
      { position: 0, sizingMode: "full_width" },
    ),
    section(
      [
        imageTextBlock(
          bottle(),
          '<h2>Surface cleaner</h2><p>Removes grease and limescale without scratching. <strong>Biodegradable</strong> and free of phosphates.</p><p><a href="/Reinigung/">All cleaners</a></p>',
          { position: 1, backgroundColor: "#f7f8f8", marginTop: "40px", marginBottom: "40px" },
        ),
        textBlock(
          '<h1 style="text-align: center">Clean surfaces, made in Switzerland</h1><p style="text-align: center">Cleaning and care products for home and trade since 1962.</p>',
          { position: 0 },
        ),
      ],
      { position: 1 },
    ),
    section(
      [
        textBlock(
          "<h3>Care guides</h3><ul><li>Oiling wooden floors</li><li>Sealing natural stone</li><li>Polishing chrome</li></ul>",
          { position: 0, sectionPosition: "sidebar" },
        ),
        textBlock(
          "<h2>Why surface treatment pays off</h2><p>Treated surfaces repel dirt and water, so everyday cleaning takes less time and fewer products.</p>",
          { position: 0 },
        ),
        imageBlock(
          bottle({ alt: null, title: "Care set for natural stone" }),
          { displayMode: "standard" },
          { position: 1 },
        ),
      ],
      { position: 3, type: "sidebar", mobileBehavior: "wrap" },
    ),
  ],
  { name: "Home" },
);
