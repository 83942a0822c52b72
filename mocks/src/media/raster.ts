/**
 * Rasterises scenes of SDF layers into 8-bit RGB. Scene units: the image height is 1, x runs to
 * width/height. Layers are composited in order with a one-pixel anti-aliased edge (or a wider `blur`).
 *
 * Speed comes from two shortcuts that never change a pixel: a layer is only visited inside its bounds, and
 * along each row a distance of n pixels proves the next n pixels entirely outside (skipped) or entirely
 * inside (filled without evaluating the shape again), so shapes are mostly evaluated near their edges. Both
 * rely on the distance functions being 1-Lipschitz, which every constructor in `sdf.ts` keeps.
 */
import type { Bounds, Color, Sdf } from "./sdf.ts";

export interface Layer {
  sdf: Sdf;
  color: Color | ((x: number, y: number) => Color);
  alpha?: number;
  /** Width of the soft edge in scene units (shadows, glows); default one pixel. */
  blur?: number;
  /**
   * An outline of this width (scene units) around an opaque shape, drawn in the same pass: the same as a ring
   * layer under the fill, at half the distance evaluations.
   */
  rim?: { color: Color; width: number };
}

export interface Scene {
  background: (x: number, y: number) => Color;
  /** The background only depends on y: evaluated once per row. */
  backgroundByRow?: boolean;
  layers: Layer[];
}

let buffer = new Float64Array(0);

/** Renders a scene at a pixel size. */
export function render(scene: Scene, width: number, height: number): Uint8Array<ArrayBuffer> {
  const size = width * height * 3;
  // One reusable accumulation buffer: rendering is synchronous, and a 1000×1000 image would otherwise
  // allocate 24 MB per call.
  if (buffer.length < size) buffer = new Float64Array(size);
  const acc = buffer;

  for (let py = 0; py < height; py++) {
    const y = (py + 0.5) / height;
    const rowStart = py * width * 3;
    if (scene.backgroundByRow) {
      const [r, g, b] = scene.background(0, y);
      for (let o = rowStart, end = rowStart + width * 3; o < end; o += 3) {
        acc[o] = r;
        acc[o + 1] = g;
        acc[o + 2] = b;
      }
      continue;
    }
    for (let px = 0; px < width; px++) {
      const color = scene.background((px + 0.5) / height, y);
      const o = rowStart + px * 3;
      acc[o] = color[0];
      acc[o + 1] = color[1];
      acc[o + 2] = color[2];
    }
  }

  for (const layer of scene.layers) drawLayer(acc, layer, width, height);

  const rgb = new Uint8Array(size);
  // floor(v + 0.5) is Math.round for the non-negative channel values, and much faster.
  for (let i = 0; i < size; i++) rgb[i] = (acc[i]! + 0.5) | 0;
  return rgb;
}

function pixelRange(bounds: Bounds | undefined, width: number, height: number, pad: number) {
  if (!bounds) return { x0: 0, y0: 0, x1: width, y1: height };
  return {
    x0: Math.max(0, Math.floor(bounds[0] * height - pad)),
    y0: Math.max(0, Math.floor(bounds[1] * height - pad)),
    x1: Math.min(width, Math.ceil(bounds[2] * height + pad)),
    y1: Math.min(height, Math.ceil(bounds[3] * height + pad)),
  };
}

function drawLayer(acc: Float64Array, layer: Layer, width: number, height: number) {
  const { sdf } = layer;
  const alpha = layer.alpha ?? 1;
  const flat = typeof layer.color === "function" ? undefined : layer.color;
  const shade = typeof layer.color === "function" ? layer.color : undefined;
  const rimWidth = layer.rim?.width ?? 0;
  const rimColor = layer.rim?.color;
  // Coverage = 0.5 - distance / edge; the default edge is one pixel (`distance * height`, kept in that
  // form so the committed static images stay byte-identical).
  const edge = layer.blur && layer.blur * height > 1 ? layer.blur : 0;
  const edgePixels = edge ? edge * height : 1;
  const coverageOf = (distance: number) =>
    edge
      ? Math.min(1, Math.max(0, 0.5 - distance / edge))
      : Math.min(1, Math.max(0, 0.5 - distance * height));
  const { x0, y0, x1, y1 } = pixelRange(sdf.bounds, width, height, edgePixels + 2 + rimWidth * height);
  if (x0 >= x1 || y0 >= y1) return;
  // Half the edge band in pixels, plus a hundredth of a pixel against rounding.
  const band = edgePixels / 2 + 0.01;
  const fullK = Math.min(1, Math.max(0, alpha));
  const blend = (px: number, py: number, color: Color, k: number) => {
    const o = (py * width + px) * 3;
    acc[o] = acc[o]! + (color[0] - acc[o]!) * k;
    acc[o + 1] = acc[o + 1]! + (color[1] - acc[o + 1]!) * k;
    acc[o + 2] = acc[o + 2]! + (color[2] - acc[o + 2]!) * k;
  };

  for (let py = y0; py < y1; py++) {
    const y = (py + 0.5) / height;
    let px = x0;
    while (px < x1) {
      const x = (px + 0.5) / height;
      const distance = sdf(x, y);
      // Without a rim the outer edge is the shape's own edge.
      const outer = distance - rimWidth;
      const coverage = coverageOf(outer);
      // Distances change by at most one pixel per pixel: the pixels this far from the edge band are all
      // outside (skipped) or all inside (painted without asking the shape again).
      if (coverage <= 0) {
        const ahead = outer * height - band;
        px += (ahead >= 1 ? Math.min(Math.floor(ahead), x1 - px - 1) : 0) + 1;
        continue;
      }
      const inner = rimColor ? coverageOf(distance) : coverage;
      const ahead = Math.abs(distance) * height - band;
      const run = inner >= 1 && ahead >= 1 ? Math.min(Math.floor(ahead), x1 - px - 1) : 0;
      if (inner >= 1 && flat) {
        const [r, g, b] = flat;
        for (let o = (py * width + px) * 3, end = (py * width + px + run + 1) * 3; o < end; o += 3) {
          acc[o] = acc[o]! + (r - acc[o]!) * fullK;
          acc[o + 1] = acc[o + 1]! + (g - acc[o + 1]!) * fullK;
          acc[o + 2] = acc[o + 2]! + (b - acc[o + 2]!) * fullK;
        }
        px += run + 1;
        continue;
      }
      for (const end = px + run; px <= end; px++) {
        if (rimColor) blend(px, py, rimColor, Math.min(1, Math.max(0, coverage * alpha)));
        if (inner > 0) {
          const color = flat ?? shade!((px + 0.5) / height, y);
          blend(px, py, color, Math.min(1, Math.max(0, inner * alpha)));
        }
      }
    }
  }
}
