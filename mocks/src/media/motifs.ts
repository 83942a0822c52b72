/**
 * Turns a catalog image motif (shape, colours, label text, view) into a scene: product photos drawn as flat
 * illustrations on a light backdrop, so every product is recognisable by its container or machine, its
 * colours and the text on its label. View 1 shows the product from the front, view 2 a tilted close-up of
 * the label, view 3 the product in use. Pure functions of the motif: the same motif gives the same pixels.
 */
import type { GeneratedImageFixture } from "../fixtures/catalog/types.ts";
import { measureText, textShapes } from "./font.ts";
import type { Layer, Scene } from "./raster.ts";
import {
  black,
  box,
  circle,
  drop,
  ellipse,
  hex,
  intersect,
  mix,
  place,
  random,
  ring,
  rotate,
  segment,
  stripes,
  subtract,
  trapezoid,
  union,
  white,
  type Color,
  type Sdf,
} from "./sdf.ts";

export type Motif = GeneratedImageFixture["motif"];
export type MotifShape = Motif["shape"];

/** Every shape the renderer draws (the catalog model's union, as a runtime list for tests and tools). */
export const motifShapes: readonly MotifShape[] = [
  "bottle",
  "spray",
  "canister",
  "drum",
  "tin",
  "bucket",
  "tub",
  "dispenser",
  "roll",
  "pad",
  "brush",
  "mop",
  "cart",
  "scrubber",
  "vacuum",
  "single-disc",
  "kit",
  "document",
  "logo",
];

// Colours -----------------------------------------------------------------------------------------------------

const parseColor = (value: string, fallback: Color): Color =>
  /^#[0-9a-f]{6}$/i.test(value) ? hex(value) : fallback;
const luminance = ([r, g, b]: Color) => (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
const darken = (color: Color, k: number) => mix(color, black, k);
const lighten = (color: Color, k: number) => mix(color, white, k);
const ink: Color = hex("#1d2b2a");
const paper: Color = hex("#fcfcf8");
const metal: Color = hex("#aab2ba");
const rubber: Color = hex("#2b3036");

interface Palette {
  body: Color;
  /** Rims, shadows and outlines of the body colour. */
  bodyDark: Color;
  accent: Color;
  accentDark: Color;
  /** The label's band: the accent, unless it would vanish on the paper. */
  band: Color;
  /** Text on the band colour. */
  bandInk: Color;
  backdropTop: Color;
  backdropBottom: Color;
}

function palette(motif: Motif): Palette {
  const body = parseColor(motif.color, hex("#0f5c4d"));
  const accent = parseColor(motif.accent, lighten(body, 0.6));
  const band = luminance(accent) > 0.8 ? body : accent;
  return {
    body,
    bodyDark: darken(body, 0.35),
    accent,
    accentDark: darken(accent, luminance(accent) > 0.8 ? 0.25 : 0.3),
    band,
    bandInk: luminance(band) > 0.55 ? ink : paper,
    backdropTop: lighten(body, 0.93),
    backdropBottom: lighten(body, 0.8),
  };
}

/** A small string hash for seeding decorations (bubbles, sparkles) per motif. */
function seedOf(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) hash = Math.imul(hash ^ value.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

// Building blocks ------------------------------------------------------------------------------------------------

/** A filled part with a thin darker rim, so light products (white rolls, white caps) keep their outline. */
function solid(sdf: Sdf, color: Color, rim = 0.0045): Layer[] {
  return [{ sdf, color, rim: { color: darken(color, luminance(color) > 0.85 ? 0.3 : 0.45), width: rim } }];
}

/** Gloss and shade over a body: a highlight strip on the left, a darker strip on the right. */
function modelled(body: Sdf, cx: number, hw: number, top: number, bottom: number): Layer[] {
  const cy = (top + bottom) / 2;
  const hh = (bottom - top) / 2;
  return [
    { sdf: intersect(body, box(cx + hw * 0.78, cy, hw * 0.3, hh)), color: black, alpha: 0.12 },
    { sdf: intersect(body, box(cx - hw * 0.58, cy, hw * 0.1, hh * 0.8, hw * 0.1)), color: white, alpha: 0.3 },
  ];
}

/** Splits a label into at most two lines when one line would get too small. */
function layoutLines(value: string, maxWidth: number, capHeight: number): { lines: string[]; size: number } {
  const clean = value.trim() || " ";
  const fit = (line: string) => Math.min(capHeight, maxWidth / (measureText(line, { size: 1 }) || 1));
  const single = fit(clean);
  const space = clean.indexOf(" ", Math.floor(clean.length / 2) - 3);
  const split = space > 0 ? space : clean.lastIndexOf(" ");
  if (single >= capHeight * 0.5 || split <= 0) return { lines: [clean], size: single };
  const lines = [clean.slice(0, split).trim(), clean.slice(split + 1).trim()];
  const size = Math.min(capHeight * 0.75, ...lines.map(fit));
  return size > single ? { lines, size } : { lines: [clean], size: single };
}

/** Text centred in a box (cx, cy, half width, half height). */
function text(value: string, cx: number, cy: number, hw: number, hh: number, color: Color): Layer[] {
  const { lines, size } = layoutLines(value, hw * 2 * 0.86, hh * 2 * 0.58);
  const lineGap = size * 1.55;
  const firstBaseline = cy - ((lines.length - 1) * lineGap) / 2 + size / 2;
  return lines.flatMap((line, i) => {
    const width = measureText(line, { size });
    return textShapes(line, cx - width / 2, firstBaseline + i * lineGap, { size }).map((sdf) => ({
      sdf,
      color,
    }));
  });
}

/** A paper label with a coloured band on top and the label text, clipped to the container body. */
function label(
  motif: Motif,
  colors: Palette,
  cx: number,
  cy: number,
  hw: number,
  hh: number,
  clip?: Sdf,
): Layer[] {
  const clipTo = (sdf: Sdf) => (clip ? intersect(sdf, clip) : sdf);
  const bandHeight = hh * 0.28;
  return [
    { sdf: clipTo(box(cx, cy, hw, hh, Math.min(hw, hh) * 0.12)), color: paper },
    { sdf: clipTo(box(cx, cy - hh + bandHeight / 2, hw, bandHeight / 2)), color: colors.band },
    { sdf: clipTo(box(cx, cy + hh - hh * 0.07, hw, hh * 0.07)), color: colors.band, alpha: 0.55 },
    ...(motif.label.trim()
      ? text(motif.label, cx, cy + bandHeight / 2 - hh * 0.04, hw * 0.95, hh - bandHeight, ink)
      : placeholderLines(cx, cy + bandHeight / 2, hw, hh - bandHeight)),
  ];
}

/** Grey lines standing in for text on a label without one (category teasers serve every language). */
function placeholderLines(cx: number, cy: number, hw: number, hh: number): Layer[] {
  const thickness = Math.min(hh * 0.16, 0.014);
  return [
    { sdf: box(cx, cy - hh * 0.28, hw * 0.62, thickness, thickness), color: hex("#8a9593") },
    {
      sdf: box(cx - hw * 0.12, cy + hh * 0.12, hw * 0.5, thickness * 0.7, thickness * 0.7),
      color: hex("#b5bdbb"),
    },
  ];
}

const polyline = (points: number[], r: number): Sdf =>
  union(
    ...Array.from({ length: points.length / 2 - 1 }, (_, i) =>
      segment(points[i * 2]!, points[i * 2 + 1]!, points[i * 2 + 2]!, points[i * 2 + 3]!, r),
    ),
  );

const above = (y0: number): Sdf => {
  const shape: Sdf = (_x, y) => y - y0;
  return shape;
};

const wheel = (cx: number, cy: number, r: number): Layer[] => [
  ...solid(circle(cx, cy, r), rubber),
  { sdf: circle(cx, cy, r * 0.42), color: metal },
];

function speckles(seed: number, cx: number, cy: number, r: number, hole: number, color: Color): Layer[] {
  const next = random(seed);
  const layers: Layer[] = [];
  for (let i = 0; i < 28; i++) {
    const angle = next() * Math.PI * 2;
    const distance = hole + 0.02 + next() * (r - hole - 0.03);
    layers.push({
      sdf: circle(cx + Math.cos(angle) * distance, cy + Math.sin(angle) * distance, 0.004 + next() * 0.005),
      color,
      alpha: 0.7,
    });
  }
  return layers;
}

// The products, drawn in a unit square standing on the ground line y ≈ 0.88 ------------------------------

interface Drawing {
  layers: Layer[];
  /** Where the close-up (view 2) looks: usually the label. */
  focus: [number, number];
  /** Group for the in-use scene (view 3). */
  use: "liquid" | "spray" | "wall" | "tool" | "machine" | "kit";
  /** Half width of the ground shadow. */
  footprint: number;
}

function bottle(m: Motif, c: Palette): Drawing {
  const body = union(
    box(0.5, 0.62, 0.15, 0.26, 0.06),
    trapezoid(0.5, 0.345, 0.07, 0.135, 0.065),
    box(0.5, 0.265, 0.06, 0.03),
  );
  return {
    layers: [
      ...solid(body, c.body),
      ...modelled(body, 0.5, 0.15, 0.36, 0.88),
      ...solid(box(0.5, 0.2, 0.078, 0.05, 0.014), c.accent),
      { sdf: stripes(box(0.5, 0.2, 0.07, 0.04), 0.5, 0.022, 0.008), color: c.accentDark, alpha: 0.45 },
      ...label(m, c, 0.5, 0.64, 0.15, 0.14, body),
    ],
    focus: [0.5, 0.58],
    use: "liquid",
    footprint: 0.17,
  };
}

function spray(m: Motif, c: Palette): Drawing {
  const body = union(box(0.52, 0.65, 0.135, 0.23, 0.05), trapezoid(0.52, 0.395, 0.06, 0.115, 0.055));
  const head = union(box(0.5, 0.27, 0.1, 0.05, 0.035), box(0.37, 0.262, 0.04, 0.02, 0.008));
  return {
    layers: [
      ...solid(body, c.body),
      ...modelled(body, 0.52, 0.135, 0.42, 0.88),
      ...solid(box(0.52, 0.34, 0.06, 0.03, 0.01), c.accentDark),
      ...solid(rotate(box(0.585, 0.35, 0.02, 0.075, 0.02), 0.585, 0.35, -14), c.accentDark),
      ...solid(head, c.accent),
      { sdf: circle(0.335, 0.262, 0.008), color: rubber },
      ...label(m, c, 0.52, 0.66, 0.135, 0.13, body),
    ],
    focus: [0.48, 0.5],
    use: "spray",
    footprint: 0.15,
  };
}

function canister(m: Motif, c: Palette): Drawing {
  const handle = subtract(box(0.37, 0.28, 0.12, 0.085, 0.05), box(0.37, 0.29, 0.075, 0.04, 0.03));
  const body = union(box(0.5, 0.6, 0.25, 0.28, 0.05), handle);
  return {
    layers: [
      ...solid(body, c.body),
      { sdf: box(0.5, 0.63, 0.205, 0.205, 0.035), color: black, alpha: 0.07 },
      ...modelled(box(0.5, 0.6, 0.25, 0.28, 0.05), 0.5, 0.25, 0.34, 0.86),
      ...solid(box(0.64, 0.3, 0.045, 0.025, 0.006), c.bodyDark),
      ...solid(box(0.64, 0.255, 0.06, 0.035, 0.012), c.accent),
      { sdf: box(0.29, 0.62, 0.012, 0.2, 0.006), color: white, alpha: 0.35 },
      ...label(m, c, 0.52, 0.63, 0.17, 0.14, body),
    ],
    focus: [0.5, 0.52],
    use: "liquid",
    footprint: 0.27,
  };
}

function drum(m: Motif, c: Palette): Drawing {
  const body = box(0.5, 0.57, 0.23, 0.31, 0.03);
  return {
    layers: [
      ...solid(body, c.body),
      ...modelled(body, 0.5, 0.23, 0.26, 0.88),
      ...[0.445, 0.725].map((y) => ({ sdf: box(0.5, y, 0.232, 0.011, 0.006), color: c.bodyDark })),
      ...solid(box(0.5, 0.27, 0.245, 0.022, 0.011), c.bodyDark),
      ...solid(box(0.5, 0.865, 0.245, 0.02, 0.01), c.bodyDark),
      ...solid(box(0.38, 0.232, 0.045, 0.02, 0.006), c.accent),
      ...solid(box(0.63, 0.236, 0.03, 0.016, 0.006), c.accent),
      ...label(m, c, 0.5, 0.585, 0.175, 0.105, body),
    ],
    focus: [0.5, 0.5],
    use: "liquid",
    footprint: 0.26,
  };
}

function tin(m: Motif, c: Palette): Drawing {
  const body = box(0.5, 0.68, 0.24, 0.2, 0.02);
  const handle = intersect(ring(ellipse(0.5, 0.53, 0.245, 0.25), 0.014), above(0.53));
  return {
    layers: [
      ...solid(handle, metal, 0.003),
      ...solid(body, metal),
      { sdf: intersect(body, box(0.5, 0.69, 0.24, 0.15)), color: c.body },
      ...modelled(body, 0.5, 0.24, 0.48, 0.88),
      ...solid(box(0.5, 0.475, 0.252, 0.024, 0.012), darken(metal, 0.15)),
      ...[0.255, 0.745].map((x) => ({ sdf: circle(x, 0.53, 0.018), color: darken(metal, 0.3) })),
      ...label(m, c, 0.5, 0.69, 0.16, 0.11),
    ],
    focus: [0.5, 0.62],
    use: "liquid",
    footprint: 0.26,
  };
}

function bucket(m: Motif, c: Palette): Drawing {
  const body = trapezoid(0.5, 0.645, 0.235, 0.19, 0.235);
  const handle = intersect(ring(ellipse(0.5, 0.43, 0.25, 0.27), 0.014), above(0.43));
  return {
    layers: [
      ...solid(handle, rubber, 0.002),
      ...solid(box(0.5, 0.165, 0.065, 0.018, 0.018), c.accentDark),
      ...solid(body, c.body),
      ...modelled(body, 0.5, 0.21, 0.41, 0.88),
      ...solid(box(0.5, 0.41, 0.255, 0.027, 0.013), c.bodyDark),
      { sdf: box(0.5, 0.46, 0.228, 0.007), color: c.bodyDark, alpha: 0.6 },
      ...[0.255, 0.745].map((x) => ({ sdf: circle(x, 0.445, 0.02), color: c.accentDark })),
      ...label(m, c, 0.5, 0.65, 0.16, 0.12, body),
    ],
    focus: [0.5, 0.55],
    use: "liquid",
    footprint: 0.22,
  };
}

function tub(m: Motif, c: Palette): Drawing {
  const body = trapezoid(0.5, 0.72, 0.3, 0.27, 0.16);
  return {
    layers: [
      ...solid(body, c.body),
      ...modelled(body, 0.5, 0.28, 0.56, 0.88),
      ...solid(box(0.5, 0.54, 0.318, 0.042, 0.02), c.accent),
      ...solid(box(0.5, 0.487, 0.13, 0.016, 0.01), c.accentDark),
      { sdf: box(0.5, 0.565, 0.31, 0.008), color: c.accentDark, alpha: 0.5 },
      ...label(m, c, 0.5, 0.73, 0.2, 0.1, body),
    ],
    focus: [0.5, 0.66],
    use: "liquid",
    footprint: 0.3,
  };
}

function dispenser(m: Motif, c: Palette): Drawing {
  const body = box(0.5, 0.48, 0.19, 0.3, 0.06);
  const liquid = luminance(c.body) > 0.6 ? c.accent : lighten(c.body, 0.55);
  return {
    layers: [
      ...solid(box(0.5, 0.47, 0.235, 0.38, 0.025), hex("#e4e8ea")),
      ...solid(body, c.body),
      ...modelled(body, 0.5, 0.19, 0.2, 0.78),
      ...solid(box(0.5, 0.54, 0.055, 0.1, 0.03), liquid),
      { sdf: box(0.5, 0.6, 0.05, 0.035, 0.02), color: darken(liquid, 0.15) },
      ...solid(box(0.5, 0.735, 0.15, 0.045, 0.03), c.accent),
      ...solid(box(0.5, 0.8, 0.022, 0.022, 0.008), rubber),
      ...solid(drop(0.5, 0.875, 0.022), hex("#7cc3e6")),
      ...label(m, c, 0.5, 0.32, 0.15, 0.07),
    ],
    focus: [0.5, 0.4],
    use: "wall",
    footprint: 0,
  };
}

function roll(m: Motif, c: Palette): Drawing {
  // Paper is (nearly) white whatever the product colour: the colour goes to the wrapper band instead.
  const sheet = lighten(c.body, 0.82);
  const body = union(box(0.46, 0.6, 0.2, 0.26), ellipse(0.46, 0.86, 0.2, 0.055));
  const tail = union(box(0.69, 0.62, 0.045, 0.27, 0.004), ellipse(0.69, 0.885, 0.06, 0.012));
  return {
    layers: [
      ...solid(tail, lighten(sheet, 0.3)),
      { sdf: stripes(box(0.69, 0.62, 0.04, 0.26), 0.0, 0.09, 0.003, false), color: black, alpha: 0.15 },
      ...solid(body, sheet),
      ...modelled(box(0.46, 0.62, 0.2, 0.28), 0.46, 0.2, 0.34, 0.9),
      ...solid(ellipse(0.46, 0.34, 0.2, 0.055), lighten(sheet, 0.5)),
      ...[0.16, 0.12].map((rx) => ({
        sdf: ring(ellipse(0.46, 0.34, rx, rx * 0.27), 0.003),
        color: black,
        alpha: 0.1,
      })),
      ...solid(ellipse(0.46, 0.34, 0.065, 0.02), hex("#b49a78")),
      { sdf: ellipse(0.46, 0.345, 0.05, 0.013), color: hex("#6f5a3e") },
      { sdf: intersect(body, box(0.46, 0.62, 0.2, 0.1)), color: c.band },
      { sdf: intersect(body, box(0.46, 0.53, 0.2, 0.008)), color: white, alpha: 0.5 },
      ...text(m.label, 0.46, 0.62, 0.19, 0.1, c.bandInk),
    ],
    focus: [0.52, 0.55],
    use: "tool",
    footprint: 0.28,
  };
}

function pad(m: Motif, c: Palette): Drawing {
  const back = subtract(circle(0.56, 0.5, 0.3), circle(0.56, 0.5, 0.07));
  const front = subtract(circle(0.46, 0.56, 0.3), circle(0.46, 0.56, 0.07));
  return {
    layers: [
      ...solid(back, c.bodyDark),
      ...solid(front, c.body),
      ...[0.13, 0.19, 0.25].map((r) => ({
        sdf: ring(circle(0.46, 0.56, r), 0.006),
        color: black,
        alpha: 0.08,
      })),
      // Fibre speckles (a handful of dots: a fine stripe texture would cost every pixel an evaluation).
      ...speckles(seedOf(m.label), 0.46, 0.56, 0.27, 0.08, lighten(c.body, 0.35)),
      // A sleeve tag with the label; none when there is no text (category teasers).
      ...(m.label.trim()
        ? [
            ...solid(box(0.5, 0.91, 0.2, 0.045, 0.022), c.band),
            ...text(m.label, 0.5, 0.91, 0.19, 0.045, c.bandInk),
          ]
        : []),
    ],
    focus: [0.48, 0.72],
    use: "tool",
    footprint: 0,
  };
}

function brush(m: Motif, c: Palette): Drawing {
  const block = box(0.5, 0.57, 0.32, 0.075, 0.045);
  const grip = subtract(box(0.5, 0.42, 0.21, 0.11, 0.09), box(0.5, 0.46, 0.14, 0.065, 0.05));
  return {
    layers: [
      ...solid(intersect(grip, above(0.52)), c.bodyDark),
      { sdf: stripes(box(0.5, 0.73, 0.29, 0.11, 0.01), 0.21, 0.028, 0.016), color: darken(c.accent, 0.2) },
      { sdf: stripes(box(0.5, 0.71, 0.29, 0.09, 0.01), 0.224, 0.028, 0.012), color: c.accent },
      ...solid(block, c.body),
      { sdf: box(0.5, 0.525, 0.3, 0.012, 0.012), color: white, alpha: 0.25 },
      ...text(m.label, 0.5, 0.575, 0.28, 0.06, luminance(c.body) > 0.55 ? ink : paper),
    ],
    focus: [0.5, 0.6],
    use: "tool",
    footprint: 0.3,
  };
}

function mop(m: Motif, c: Palette): Drawing {
  const head = box(0.5, 0.815, 0.32, 0.05, 0.02);
  return {
    layers: [
      ...solid(segment(0.68, 0.08, 0.5, 0.72, 0.014), metal),
      ...solid(segment(0.675, 0.1, 0.645, 0.22, 0.022), c.accentDark),
      ...solid(circle(0.5, 0.73, 0.032), rubber),
      ...solid(box(0.5, 0.765, 0.3, 0.022, 0.011), c.accent),
      ...solid(head, c.body),
      { sdf: stripes(box(0.5, 0.875, 0.32, 0.022, 0.01), 0.18, 0.022, 0.014), color: c.body },
      { sdf: stripes(box(0.5, 0.85, 0.32, 0.03), 0.18, 0.022, 0.004), color: black, alpha: 0.12 },
      { sdf: box(0.5, 0.815, 0.18, 0.036, 0.01), color: paper },
      ...text(m.label, 0.5, 0.815, 0.17, 0.036, ink),
    ],
    focus: [0.52, 0.72],
    use: "tool",
    footprint: 0.33,
  };
}

function cart(m: Motif, c: Palette): Drawing {
  const bucketA = trapezoid(0.33, 0.7, 0.08, 0.065, 0.075);
  const bucketB = trapezoid(0.5, 0.7, 0.08, 0.065, 0.075);
  return {
    layers: [
      ...solid(union(segment(0.2, 0.26, 0.2, 0.8, 0.012), segment(0.2, 0.26, 0.28, 0.26, 0.012)), metal),
      ...solid(box(0.43, 0.48, 0.22, 0.014, 0.006), metal),
      ...solid(box(0.33, 0.44, 0.03, 0.045, 0.012), c.accent),
      ...solid(box(0.42, 0.43, 0.03, 0.055, 0.012), c.body),
      ...solid(box(0.33, 0.39, 0.015, 0.01), c.accentDark),
      ...solid(box(0.42, 0.37, 0.015, 0.01), c.bodyDark),
      ...solid(bucketA, hex("#d8443a")),
      ...solid(bucketB, hex("#3a78d8")),
      ...solid(box(0.71, 0.58, 0.12, 0.23, 0.015), c.body),
      ...solid(ring(box(0.71, 0.35, 0.12, 0.012, 0.006), 0.01), metal),
      { sdf: box(0.68, 0.6, 0.015, 0.2, 0.01), color: white, alpha: 0.2 },
      ...solid(box(0.5, 0.8, 0.34, 0.022, 0.01), darken(metal, 0.35)),
      ...wheel(0.24, 0.86, 0.038),
      ...wheel(0.5, 0.86, 0.038),
      ...wheel(0.76, 0.86, 0.038),
      ...label(m, c, 0.71, 0.6, 0.095, 0.075),
    ],
    focus: [0.62, 0.6],
    use: "machine",
    footprint: 0.36,
  };
}

function scrubber(m: Motif, c: Palette): Drawing {
  const body = box(0.46, 0.63, 0.26, 0.18, 0.07);
  return {
    layers: [
      ...solid(segment(0.68, 0.56, 0.82, 0.2, 0.016), rubber),
      ...solid(segment(0.78, 0.19, 0.9, 0.21, 0.024), hex("#15191d")),
      ...solid(box(0.41, 0.835, 0.21, 0.03, 0.015), rubber),
      ...solid(box(0.75, 0.872, 0.07, 0.012, 0.006), hex("#15191d")),
      ...solid(body, c.body),
      ...modelled(body, 0.46, 0.26, 0.45, 0.81),
      ...solid(box(0.46, 0.455, 0.245, 0.035, 0.03), c.accent),
      ...wheel(0.66, 0.835, 0.05),
      ...label(m, c, 0.43, 0.65, 0.17, 0.085),
    ],
    focus: [0.45, 0.6],
    use: "machine",
    footprint: 0.34,
  };
}

function vacuum(m: Motif, c: Palette): Drawing {
  const body = box(0.42, 0.68, 0.2, 0.16, 0.06);
  return {
    layers: [
      ...solid(polyline([0.6, 0.63, 0.7, 0.6, 0.76, 0.5, 0.78, 0.38, 0.8, 0.3], 0.022), rubber),
      ...solid(segment(0.8, 0.3, 0.86, 0.84, 0.011), metal),
      ...solid(box(0.86, 0.865, 0.075, 0.018, 0.01), rubber),
      ...solid(body, c.body),
      ...modelled(body, 0.42, 0.2, 0.52, 0.84),
      ...solid(
        subtract(box(0.42, 0.42, 0.085, 0.045, 0.03), box(0.42, 0.44, 0.05, 0.025, 0.015)),
        c.accentDark,
      ),
      ...solid(box(0.42, 0.5, 0.21, 0.05, 0.045), c.accent),
      ...wheel(0.28, 0.86, 0.03),
      ...wheel(0.56, 0.86, 0.03),
      ...label(m, c, 0.42, 0.7, 0.15, 0.08),
    ],
    focus: [0.45, 0.62],
    use: "machine",
    footprint: 0.3,
  };
}

function singleDisc(m: Motif, c: Palette): Drawing {
  const housing = box(0.42, 0.7, 0.16, 0.125, 0.075);
  return {
    layers: [
      ...solid(segment(0.5, 0.64, 0.74, 0.14, 0.016), metal),
      ...solid(segment(0.66, 0.1, 0.84, 0.15, 0.022), hex("#15191d")),
      ...solid(polyline([0.7, 0.2, 0.76, 0.36, 0.82, 0.52, 0.84, 0.6], 0.006), c.accentDark),
      ...solid(box(0.42, 0.88, 0.23, 0.012, 0.006), c.accent),
      ...solid(box(0.42, 0.84, 0.25, 0.035, 0.02), rubber),
      ...solid(housing, c.body),
      ...modelled(housing, 0.42, 0.16, 0.58, 0.82),
      ...solid(ellipse(0.42, 0.585, 0.1, 0.028), c.accent),
      ...wheel(0.19, 0.83, 0.035),
      ...label(m, c, 0.42, 0.72, 0.13, 0.065),
    ],
    focus: [0.45, 0.62],
    use: "machine",
    footprint: 0.3,
  };
}

function kit(m: Motif, c: Palette): Drawing {
  const crate = box(0.5, 0.69, 0.3, 0.19, 0.02);
  return {
    layers: [
      ...solid(box(0.33, 0.45, 0.055, 0.12, 0.03), c.accent),
      ...solid(box(0.33, 0.31, 0.03, 0.025, 0.008), c.accentDark),
      ...solid(box(0.5, 0.42, 0.06, 0.13, 0.03), lighten(c.body, 0.35)),
      ...solid(union(box(0.49, 0.28, 0.05, 0.03, 0.02), box(0.43, 0.274, 0.025, 0.012, 0.006)), c.accentDark),
      ...solid(segment(0.68, 0.24, 0.66, 0.5, 0.016), hex("#8a5a32")),
      ...solid(box(0.665, 0.5, 0.05, 0.03, 0.012), c.accent),
      ...solid(crate, c.body),
      ...modelled(crate, 0.5, 0.3, 0.5, 0.88),
      ...solid(box(0.5, 0.52, 0.31, 0.025, 0.01), c.bodyDark),
      ...label(m, c, 0.5, 0.71, 0.2, 0.1),
    ],
    focus: [0.5, 0.62],
    use: "kit",
    footprint: 0.32,
  };
}

/** A sheet of paper with its top right corner folded off. */
const sheetAt = (x: number, y: number): Sdf =>
  subtract(box(x, y, 0.22, 0.3, 0.01), rotate(box(x + 0.22, y - 0.3, 0.07, 0.07), x + 0.22, y - 0.3, 45));

/** A download product: a printed sheet with a folded corner, a stack of pages behind it and the file type. */
function documentSheet(m: Motif, c: Palette): Drawing {
  const front = sheetAt(0.5, 0.58);
  const fold = intersect(
    box(0.5, 0.58, 0.22, 0.3),
    rotate(box(0.72, 0.28, 0.07, 0.07), 0.72, 0.28, 45),
    box(0.67, 0.33, 0.05, 0.05),
  );
  return {
    layers: [
      ...solid(sheetAt(0.56, 0.56), lighten(c.body, 0.75)),
      ...solid(sheetAt(0.53, 0.57), lighten(c.body, 0.88)),
      ...solid(front, paper),
      ...solid(fold, darken(paper, 0.12), 0.003),
      ...solid(box(0.45, 0.38, 0.13, 0.035, 0.008), c.body),
      ...text(m.label, 0.45, 0.38, 0.12, 0.03, luminance(c.body) > 0.55 ? ink : paper),
      ...placeholderLines(0.5, 0.56, 0.18, 0.06),
      ...placeholderLines(0.5, 0.7, 0.18, 0.06),
      { sdf: box(0.5, 0.8, 0.16, 0.006, 0.006), color: c.accent },
    ],
    focus: [0.5, 0.45],
    use: "kit",
    footprint: 0.26,
  };
}

const drawings: Record<Exclude<MotifShape, "logo">, (m: Motif, c: Palette) => Drawing> = {
  bottle,
  spray,
  canister,
  drum,
  tin,
  bucket,
  tub,
  dispenser,
  roll,
  pad,
  brush,
  mop,
  cart,
  scrubber,
  vacuum,
  "single-disc": singleDisc,
  kit,
  document: documentSheet,
};

// Views ---------------------------------------------------------------------------------------------------------

/** Moves a drawing's layers: scale s and rotation (degrees) about `origin`, which lands on `target`. */
function transform(
  layers: Layer[],
  s: number,
  degrees: number,
  origin: [number, number],
  target: [number, number],
): Layer[] {
  const [ox, oy] = origin;
  const [tx, ty] = target;
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return layers.map((layer) => {
    const turned = degrees ? rotate(layer.sdf, ox, oy, degrees) : layer.sdf;
    const sdf = place(turned, s, tx - s * ox, ty - s * oy);
    const { color } = layer;
    if (typeof color !== "function") return { ...layer, sdf };
    // Colour functions get the drawing's own coordinates back.
    return {
      ...layer,
      sdf,
      color: (x: number, y: number) => {
        const dx = (x - tx) / s;
        const dy = (y - ty) / s;
        return color(ox + dx * cos + dy * sin, oy - dx * sin + dy * cos);
      },
    };
  });
}

function sparkle(x: number, y: number, size: number, alpha = 0.9): Layer {
  return {
    sdf: union(box(x, y, size, size * 0.13, size * 0.12), box(x, y, size * 0.13, size, size * 0.12)),
    color: white,
    alpha,
  };
}

function bubbles(seed: number, count: number, area: [number, number, number, number], size: number): Layer[] {
  const next = random(seed);
  const layers: Layer[] = [];
  for (let i = 0; i < count; i++) {
    const x = area[0] + next() * (area[2] - area[0]);
    const y = area[1] + next() * (area[3] - area[1]);
    const r = size * (0.4 + next() * 0.8);
    layers.push({ sdf: circle(x, y, r), color: white, alpha: 0.35 });
    layers.push({ sdf: ring(circle(x, y, r), Math.max(0.003, r * 0.12)), color: white, alpha: 0.85 });
    layers.push({ sdf: circle(x - r * 0.35, y - r * 0.35, r * 0.22), color: white, alpha: 0.9 });
  }
  return layers;
}

function groundShadow(cx: number, y: number, hw: number, s = 1): Layer[] {
  if (!hw) return [];
  // A stadium rather than an ellipse: its distance is exact, so the blur fades evenly all round.
  const hh = 0.022 * s;
  return [{ sdf: box(cx, y, hw * s * 0.95, hh, hh), color: black, alpha: 0.16, blur: 0.035 * s }];
}

function frontScene(drawing: Drawing, colors: Palette, aspect: number): Scene {
  const dx = (aspect - 1) / 2;
  const layers = dx ? transform(drawing.layers, 1, 0, [0, 0], [dx, 0]) : drawing.layers;
  return {
    background: (_x, y) => mix(colors.backdropTop, colors.backdropBottom, (y - 0.2) / 0.8),
    backgroundByRow: true,
    layers: [
      { sdf: box(aspect / 2, 0.96, aspect, 0.08), color: colors.backdropBottom, alpha: 0.6 },
      ...groundShadow(0.5 + dx, 0.885, drawing.footprint),
      ...layers,
    ],
  };
}

function detailScene(drawing: Drawing, colors: Palette, aspect: number, seed: number): Scene {
  const layers = transform(drawing.layers, 1.6, -9, drawing.focus, [aspect / 2, 0.52]);
  const ring1 = random(seed)() * 0.3;
  return {
    background: (_x, y) => mix(lighten(colors.accent, 0.85), lighten(colors.body, 0.75), y),
    backgroundByRow: true,
    layers: [
      // A soft light spot as three flat discs: a wide blur would make every pixel an edge pixel.
      ...[0.35, 0.27, 0.19].map((r) => ({
        sdf: circle(aspect * (0.2 + ring1), 0.2, r),
        color: white,
        alpha: 0.14,
      })),
      ...layers,
      sparkle(aspect * 0.86, 0.14, 0.035),
    ],
  };
}

/** Floor with tiles (grout lines) below a wall. */
function room(colors: Palette, aspect: number, horizon: number, wallTiles: boolean): Layer[] {
  const floor = box(aspect / 2, (horizon + 1) / 2 + 0.01, aspect, (1 - horizon) / 2 + 0.01);
  const wall = box(aspect / 2, horizon / 2, aspect, horizon / 2);
  return [
    { sdf: floor, color: mix(hex("#d9dde0"), colors.body, 0.08) },
    { sdf: stripes(floor, 0.05, 0.2, 0.004, false), color: black, alpha: 0.06 },
    { sdf: stripes(floor, 0.05, 0.22, 0.004), color: black, alpha: 0.06 },
    ...(wallTiles
      ? [
          { sdf: stripes(wall, 0.0, 0.12, 0.004, false), color: black, alpha: 0.07 },
          { sdf: stripes(wall, 0.0, 0.12, 0.004), color: black, alpha: 0.07 },
        ]
      : []),
    { sdf: box(aspect / 2, horizon, aspect, 0.006), color: colors.bodyDark, alpha: 0.25 },
  ];
}

function inUseScene(drawing: Drawing, colors: Palette, aspect: number, seed: number): Scene {
  const horizon = drawing.use === "wall" ? 0.8 : 0.6;
  const layers: Layer[] = [...room(colors, aspect, horizon, drawing.use === "wall")];
  const cx = aspect * 0.36;
  const scale = drawing.use === "machine" || drawing.use === "wall" ? 0.78 : 0.62;
  const transformAt = (items: Layer[], k: number, degrees: number, x: number) =>
    transform(items, k, degrees, [0.5, 0.88], [x, drawing.use === "wall" ? 0.74 : 0.93]);
  const product = (degrees = 0) => transformAt(drawing.layers, scale, degrees, cx);
  switch (drawing.use) {
    case "machine":
      // A glossy, freshly cleaned lane behind the machine.
      layers.push({
        sdf: box(cx + 0.3, 0.86, aspect * 0.5, 0.06, 0.03),
        color: white,
        alpha: 0.45,
        blur: 0.05,
      });
      layers.push(...groundShadow(cx, 0.93, drawing.footprint, scale));
      layers.push(...product());
      layers.push(sparkle(cx + 0.42, 0.83, 0.03), sparkle(cx + 0.55, 0.9, 0.022));
      break;
    case "wall":
      layers.push(...product());
      // A washbasin below the dispenser, drops and a sparkle.
      layers.push(...solid(intersect(ellipse(cx + 0.38, 0.8, 0.22, 0.09), above(0.8)), white));
      layers.push(...solid(box(cx + 0.38, 0.79, 0.23, 0.014, 0.01), hex("#f1f3f4")));
      layers.push(...solid(segment(cx + 0.38, 0.7, cx + 0.38, 0.775, 0.012), metal));
      layers.push(...bubbles(seed, 6, [cx + 0.25, 0.45, cx + 0.55, 0.7], 0.03));
      break;
    case "spray": {
      // The bottle on the right, spraying a mist to the left onto a glass pane being wiped clean.
      const sx = aspect * 0.66;
      const degrees = -10;
      const at = (x: number, y: number): [number, number] => {
        const a = (degrees * Math.PI) / 180;
        const dx = x - 0.5;
        const dy = y - 0.88;
        return [
          sx + scale * (dx * Math.cos(a) - dy * Math.sin(a)),
          0.93 + scale * (dx * Math.sin(a) + dy * Math.cos(a)),
        ];
      };
      const pane = box(aspect * 0.2, 0.42, aspect * 0.15, 0.2, 0.01);
      layers.push(...solid(pane, mix(hex("#cfe8f3"), white, 0.3)));
      layers.push({
        sdf: intersect(pane, ring(circle(aspect * 0.16, 0.52, 0.13), 0.05)),
        color: white,
        alpha: 0.55,
      });
      layers.push({
        sdf: intersect(pane, rotate(box(aspect * 0.26, 0.36, 0.01, 0.3), aspect * 0.26, 0.36, 25)),
        color: white,
        alpha: 0.5,
      });
      layers.push(...groundShadow(sx, 0.93, drawing.footprint, scale));
      layers.push(...transformAt(drawing.layers, scale, degrees, sx));
      const [nx, ny] = at(0.33, 0.262);
      const next = random(seed);
      for (let i = 0; i < 30; i++) {
        const t = 0.1 + next() * 0.9;
        const spread = (next() - 0.5) * t * 0.22;
        layers.push({
          sdf: circle(nx - t * (nx - aspect * 0.3), ny - t * 0.04 + spread, 0.004 + t * 0.01),
          color: white,
          alpha: 0.8,
        });
      }
      layers.push(
        ...solid(rotate(box(aspect * 0.22, 0.86, 0.09, 0.045, 0.02), aspect * 0.22, 0.86, -6), colors.accent),
      );
      layers.push(sparkle(aspect * 0.1, 0.22, 0.03), sparkle(aspect * 0.3, 0.5, 0.022));
      break;
    }
    case "tool":
      layers.push({
        sdf: rotate(box(aspect * 0.62, 0.82, aspect * 0.45, 0.07, 0.05), aspect * 0.62, 0.82, -4),
        color: white,
        alpha: 0.4,
        blur: 0.05,
      });
      layers.push(...groundShadow(cx, 0.93, drawing.footprint, scale));
      layers.push(...product(-8));
      layers.push(...bubbles(seed, 9, [cx + 0.15, 0.66, aspect - 0.1, 0.9], 0.03));
      layers.push(sparkle(aspect * 0.86, 0.74, 0.03));
      break;
    case "kit":
      layers.push(...groundShadow(cx, 0.93, drawing.footprint, scale));
      layers.push(...product());
      layers.push(...solid(box(cx + 0.42, 0.86, 0.045, 0.07, 0.02), colors.accent));
      layers.push(...solid(box(cx + 0.42, 0.77, 0.02, 0.02, 0.006), colors.accentDark));
      layers.push(
        ...solid(rotate(box(cx + 0.55, 0.9, 0.08, 0.03, 0.012), cx + 0.55, 0.9, -6), hex("#f4d03f")),
      );
      layers.push(sparkle(aspect * 0.85, 0.5, 0.03));
      break;
    default:
      // Liquids: a sponge, foam and a gleaming floor.
      layers.push({
        sdf: box(aspect * 0.7, 0.84, aspect * 0.35, 0.06, 0.03),
        color: white,
        alpha: 0.4,
        blur: 0.05,
      });
      layers.push(...groundShadow(cx, 0.93, drawing.footprint, scale));
      layers.push(...product());
      layers.push(
        ...solid(rotate(box(cx + 0.42, 0.86, 0.09, 0.04, 0.02), cx + 0.42, 0.86, -8), hex("#f4d03f")),
      );
      layers.push({
        sdf: rotate(box(cx + 0.42, 0.83, 0.09, 0.012, 0.01), cx + 0.42, 0.86, -8),
        color: hex("#3f9d5a"),
      });
      layers.push(...bubbles(seed, 10, [cx + 0.25, 0.62, aspect - 0.08, 0.82], 0.028));
      layers.push(sparkle(aspect * 0.88, 0.45, 0.035), sparkle(aspect * 0.8, 0.3, 0.022));
  }
  return {
    background: (_x, y) => mix(colors.backdropTop, lighten(colors.body, 0.85), y / horizon),
    backgroundByRow: true,
    layers,
  };
}

/** A manufacturer logo: a round emblem with the initial and the brand name, centred on any aspect ratio. */
function logoScene(motif: Motif, colors: Palette, aspect: number): Scene {
  const name = motif.label.trim() || "?";
  const emblemColor = colors.body;
  const initial = [...name][0]!.toUpperCase();
  const size = 0.22;
  const textWidth = measureText(name, { size });
  const emblemR = 0.2;
  const gap = 0.07;
  const maxWidth = aspect * 0.88;
  const total = emblemR * 2 + gap + textWidth;
  const k = Math.min(1, maxWidth / total);
  const left = (aspect - total * k) / 2;
  const cy = 0.5;
  const ex = left + emblemR * k;
  const initialSize = emblemR * 0.95 * k;
  const initialWidth = measureText(initial, { size: initialSize, weight: 0.16 });
  const emblemInk = luminance(colors.accent) > 0.45 && luminance(emblemColor) < 0.6 ? colors.accent : paper;
  const nameInk = luminance(emblemColor) > 0.7 ? colors.accentDark : emblemColor;
  return {
    background: () => paper,
    backgroundByRow: true,
    layers: [
      { sdf: circle(ex, cy, emblemR * k), color: emblemColor },
      { sdf: ring(circle(ex, cy, emblemR * k * 0.82), 0.012 * k), color: emblemInk, alpha: 0.5 },
      ...textShapes(initial, ex - initialWidth / 2, cy + initialSize / 2, {
        size: initialSize,
        weight: 0.16,
      }).map((sdf) => ({ sdf, color: emblemInk })),
      ...textShapes(name, left + (emblemR * 2 + gap) * k, cy + (size * k) / 2, {
        size: size * k,
        weight: 0.14,
      }).map((sdf) => ({ sdf, color: nameInk })),
      {
        sdf: box(
          left + (emblemR * 2 + gap + textWidth / 2) * k,
          cy + size * k * 0.95,
          (textWidth / 2) * k,
          0.012 * k,
          0.012 * k,
        ),
        color: luminance(colors.accent) > 0.85 ? colors.bodyDark : colors.accent,
      },
    ],
  };
}

/** The scene of a motif for an image of `width` × `height` (any aspect ratio; drawings are centred). */
export function motifScene(motif: Motif, width: number, height: number): Scene {
  const colors = palette(motif);
  const aspect = width / height;
  if (motif.shape === "logo") return logoScene(motif, colors, aspect);
  const draw = drawings[motif.shape] ?? drawings.bottle;
  const drawing = draw(motif, colors);
  const seed = seedOf(`${motif.shape}|${motif.label}|${motif.color}`);
  const view = ((Math.max(1, Math.floor(motif.view || 1)) - 1) % 3) + 1;
  if (view === 2) return detailScene(drawing, colors, aspect, seed);
  if (view === 3) return inUseScene(drawing, colors, aspect, seed);
  return frontScene(drawing, colors, aspect);
}
