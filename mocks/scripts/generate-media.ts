/**
 * Draws the emulator's images procedurally (no downloads, no binary tools) and writes them, with their
 * Shopware-style thumbnails, into mocks/media; then records the file sizes in src/fixtures/media-manifest.ts.
 * Deterministic: the same code always produces the same bytes.
 *
 *   node scripts/generate-media.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { mediaFixtures, mediaPath, thumbnailPath, type MediaFixture } from "../src/fixtures/media.ts";
import { encodePng } from "../src/media/png-node.ts";
import { render, type Layer, type Scene } from "../src/media/raster.ts";
import {
  box,
  circle,
  drop,
  hex,
  intersect,
  mix,
  random,
  ring,
  rotate,
  segment,
  union,
  white,
} from "../src/media/sdf.ts";

const teal = hex("#0f5c4d");
const tealDark = hex("#0b4a3e");

function heroScene(): Scene {
  const horizon = 0.62;
  const layers: Layer[] = [
    // Bucket with foam.
    { sdf: box(0.38, 0.72, 0.15, 0.13, 0.03), color: hex("#2f8a72") },
    { sdf: box(0.38, 0.585, 0.175, 0.022, 0.015), color: hex("#246e5b") },
    ...[0.26, 0.33, 0.41, 0.48].map((x, i) => ({
      sdf: circle(x, 0.55 - (i % 2) * 0.02, 0.05),
      color: white,
    })),
    // Spray bottle.
    { sdf: box(1.5, 0.6, 0.13, 0.22, 0.05), color: teal },
    { sdf: box(1.5, 0.62, 0.1, 0.09, 0.02), color: hex("#f3faf7") },
    { sdf: box(1.5, 0.6, 0.07, 0.012, 0.006), color: hex("#5fae95") },
    { sdf: box(1.5, 0.65, 0.05, 0.012, 0.006), color: hex("#5fae95") },
    { sdf: box(1.5, 0.345, 0.05, 0.045, 0.01), color: tealDark },
    { sdf: box(1.47, 0.27, 0.1, 0.045, 0.03), color: tealDark },
    { sdf: box(1.35, 0.262, 0.035, 0.018, 0.008), color: tealDark },
    { sdf: rotate(box(1.575, 0.34, 0.018, 0.07, 0.018), 1.575, 0.34, -12), color: tealDark },
    // Mist in front of the nozzle.
    ...[
      [1.27, 0.25, 0.012],
      [1.23, 0.23, 0.016],
      [1.22, 0.28, 0.01],
      [1.18, 0.25, 0.02],
      [1.14, 0.21, 0.012],
      [1.13, 0.29, 0.014],
    ].map(([x, y, r]) => ({ sdf: circle(x!, y!, r!), color: white, alpha: 0.55 })),
  ];
  // Soap bubbles.
  const next = random(7);
  for (let i = 0; i < 14; i++) {
    const x = 0.55 + next() * 1.35;
    const y = 0.06 + next() * 0.46;
    const r = 0.02 + next() * 0.065;
    layers.push({ sdf: circle(x, y, r), color: white, alpha: 0.18 });
    layers.push({ sdf: ring(circle(x, y, r), 0.006), color: white, alpha: 0.75 });
    layers.push({ sdf: circle(x - r * 0.35, y - r * 0.35, r * 0.22), color: white, alpha: 0.85 });
  }
  // Sparkles on the clean floor.
  for (const [x, y, s] of [
    [0.75, 0.8, 0.03],
    [1.05, 0.9, 0.022],
    [1.85, 0.82, 0.026],
    [0.12, 0.9, 0.02],
  ] as const) {
    layers.push({
      sdf: union(
        rotate(box(x, y, s, s * 0.12, s * 0.1), x, y, 0),
        rotate(box(x, y, s, s * 0.12, s * 0.1), x, y, 90),
      ),
      color: white,
      alpha: 0.9,
    });
  }
  return {
    background: (x, y) => {
      if (y < horizon) return mix(hex("#eef7f3"), hex("#d3ebe2"), y / horizon);
      const base = mix(hex("#a9d3c4"), hex("#6aa593"), (y - horizon) / (1 - horizon));
      const t = ((((x * 0.9 + (y - horizon) * 1.6) * 3) % 1) + 1) % 1;
      const shine = Math.max(0, 1 - Math.abs(t - 0.12) / 0.12) * 0.22;
      return mix(base, white, shine);
    },
    layers,
  };
}

function greenScene(): Scene {
  const cx = 0.6;
  const cy = 0.55;
  const angle = -35;
  // A lens (two overlapping circles) along the x axis, then turned so the leaf points up and right.
  const upright = intersect(circle(cx, cy - 0.357, 0.507), circle(cx, cy + 0.357, 0.507));
  const leaf = rotate(upright, cx, cy, angle);
  const midrib = segment(cx - 0.46, cy, cx + 0.31, cy, 0.006);
  const veins = union(
    ...[-0.22, -0.1, 0.02, 0.13].flatMap((o) => [
      segment(cx + o, cy, cx + o + 0.09, cy - 0.1, 0.004),
      segment(cx + o, cy, cx + o + 0.09, cy + 0.1, 0.004),
    ]),
  );
  return {
    background: (x, y) => mix(hex("#eaf6ee"), hex("#b9dcc6"), (x / 1.333 + y) / 2),
    layers: [
      { sdf: circle(1.08, 0.22, 0.15), color: hex("#f4e6a6"), alpha: 0.9 },
      { sdf: rotate(segment(cx - 0.46, cy, cx - 0.33, cy, 0.009), cx, cy, angle), color: hex("#2e6b45") },
      { sdf: leaf, color: (x, y) => mix(hex("#2e7d4f"), hex("#58ab70"), (x - 0.3) / 0.7 + (0.6 - y) * 0.5) },
      { sdf: intersect(leaf, rotate(veins, cx, cy, angle)), color: hex("#9dd3ad"), alpha: 0.8 },
      { sdf: intersect(leaf, rotate(midrib, cx, cy, angle)), color: hex("#c3e6cc") },
      {
        sdf: drop(1.04, 0.66, 0.1),
        color: (_x, y) => mix(hex("#66b8dd"), hex("#2f86b3"), (y - 0.52) / 0.26),
      },
      { sdf: circle(1.0, 0.64, 0.025), color: white, alpha: 0.7 },
      ...[
        [0.2, 0.85, 0.018],
        [0.28, 0.9, 0.012],
        [1.2, 0.88, 0.015],
      ].map(([x, y, r]) => ({ sdf: circle(x!, y!, r!), color: hex("#7fc4e0"), alpha: 0.8 })),
    ],
  };
}

const flat = (color: string) => () => hex(color);

function categoryScene(kind: string): Scene {
  switch (kind) {
    case "category-cleaning":
      return {
        background: flat("#d8efe7"),
        layers: [
          { sdf: box(0.55, 0.58, 0.13, 0.25, 0.05), color: teal },
          { sdf: box(0.55, 0.27, 0.045, 0.06, 0.01), color: tealDark },
          { sdf: box(0.55, 0.6, 0.09, 0.08, 0.02), color: white },
          { sdf: box(0.95, 0.63, 0.11, 0.2, 0.04), color: hex("#5fae95") },
          { sdf: box(0.95, 0.38, 0.06, 0.05, 0.015), color: hex("#3c8f76") },
          { sdf: box(0.95, 0.65, 0.075, 0.06, 0.02), color: white },
        ],
      };
    case "category-surface":
      return {
        background: flat("#efe6d6"),
        layers: [
          { sdf: box(0.75, 0.72, 0.5, 0.07, 0.02), color: hex("#8a6a45") },
          { sdf: box(0.75, 0.58, 0.45, 0.06, 0.02), color: hex("#b08a5c") },
          { sdf: box(0.75, 0.45, 0.4, 0.05, 0.02), color: hex("#d7b98c") },
          { sdf: box(0.75, 0.34, 0.35, 0.035, 0.02), color: hex("#9fd1e6"), alpha: 0.85 },
        ],
      };
    case "category-machines":
      return {
        background: flat("#dde7f0"),
        layers: [
          { sdf: rotate(box(0.98, 0.35, 0.02, 0.22, 0.01), 0.98, 0.35, 20), color: hex("#39495a") },
          { sdf: box(0.72, 0.6, 0.24, 0.14, 0.05), color: teal },
          { sdf: box(0.72, 0.52, 0.16, 0.03, 0.015), color: hex("#5fae95") },
          { sdf: circle(0.56, 0.76, 0.07), color: hex("#24313d") },
          { sdf: circle(0.88, 0.76, 0.07), color: hex("#24313d") },
          { sdf: circle(0.56, 0.76, 0.025), color: hex("#c7d3de") },
          { sdf: circle(0.88, 0.76, 0.025), color: hex("#c7d3de") },
        ],
      };
    case "category-accessories":
      return {
        background: flat("#f2e3d9"),
        layers: [
          { sdf: circle(0.55, 0.52, 0.24), color: hex("#c0392b") },
          { sdf: circle(0.55, 0.52, 0.07), color: hex("#f2e3d9") },
          { sdf: box(1.02, 0.4, 0.16, 0.05, 0.02), color: hex("#6b4a2f") },
          ...[0.9, 0.95, 1.0, 1.05, 1.1, 1.14].map((x) => ({
            sdf: box(x, 0.55, 0.012, 0.1, 0.006),
            color: hex("#e0b152"),
          })),
        ],
      };
    case "category-hygiene":
      return {
        background: flat("#e0eef6"),
        layers: [
          { sdf: box(0.7, 0.45, 0.17, 0.26, 0.05), color: white },
          { sdf: box(0.7, 0.45, 0.1, 0.12, 0.03), color: hex("#bcdcea") },
          { sdf: box(0.7, 0.76, 0.05, 0.025, 0.01), color: hex("#7c8d99") },
          { sdf: drop(0.7, 0.9, 0.035), color: hex("#3f9fcf") },
          { sdf: box(1.08, 0.58, 0.02, 0.16, 0.01), color: hex("#3f9fcf"), alpha: 0.6 },
          { sdf: box(1.08, 0.58, 0.16, 0.02, 0.01), color: hex("#3f9fcf"), alpha: 0.6 },
        ],
      };
    case "category-kits":
      return {
        background: flat("#e8e2f1"),
        layers: [
          { sdf: box(0.75, 0.6, 0.34, 0.24, 0.02), color: hex("#b38b5d") },
          { sdf: box(0.75, 0.37, 0.36, 0.04, 0.015), color: hex("#9c7549") },
          { sdf: box(0.75, 0.6, 0.05, 0.24, 0.0), color: hex("#e9d8b4") },
          { sdf: box(0.75, 0.62, 0.12, 0.07, 0.015), color: white },
          { sdf: box(0.75, 0.62, 0.08, 0.012, 0.006), color: teal },
        ],
      };
    default:
      throw new Error(`No painter for media "${kind}"`);
  }
}

function sceneFor(media: MediaFixture): Scene {
  if (media.key === "home-hero-banner") return heroScene();
  if (media.key === "home-making-green-work") return greenScene();
  return categoryScene(media.key);
}

const mocksRoot = fileURLToPath(new URL("../", import.meta.url));
const mediaRoot = join(mocksRoot, "media");

// Start from a clean media folder (only generated files live there).
for (const entry of readdirSync(mediaRoot)) {
  if (entry !== ".gitkeep") rmSync(join(mediaRoot, entry), { recursive: true });
}

const sizes: Record<string, number> = {};
const rendered = new Map<string, Uint8Array>();
// Only the hand-made scenes are committed files; catalog images are drawn by the emulator on request
// (src/media/), their sizes recorded by scripts/generate-catalog-media.ts.
const staticFiles = Object.values(mediaFixtures as Record<string, MediaFixture>).flatMap((item) => [
  { path: mediaPath(item), media: item, width: item.width, height: item.height },
  ...item.thumbnailSizes.map((size) => ({ path: thumbnailPath(item, size), media: item, ...size })),
]);
for (const file of staticFiles) {
  // A thumbnail as large as its original is the same picture: encode it once.
  const cacheKey = `${file.media.key}@${file.width}x${file.height}`;
  const png =
    rendered.get(cacheKey) ??
    encodePng(file.width, file.height, render(sceneFor(file.media), file.width, file.height));
  rendered.set(cacheKey, png);
  const target = join(mediaRoot, file.path.slice("media/".length));
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, png);
  sizes[file.path] = png.length;
  console.info(`${file.path}  ${file.width}×${file.height}  ${(png.length / 1024).toFixed(1)} KiB`);
}

const manifest = [
  "// Generated by scripts/generate-media.ts. Do not edit.",
  "export const mediaFileSizes: Record<string, number> = {",
  ...Object.entries(sizes).map(([path, size]) => `  "${path}": ${size},`),
  "};",
  "",
].join("\n");
writeFileSync(join(mocksRoot, "src/fixtures/media-manifest.ts"), manifest);
const total = Object.values(sizes).reduce((sum, size) => sum + size, 0);
console.info(`${Object.keys(sizes).length} files, ${(total / 1024).toFixed(1)} KiB in total`);
