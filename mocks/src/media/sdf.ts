/**
 * Signed distance functions for the procedural images: negative inside, in scene units (the image height is
 * one unit). Every constructor also records a bounding box, so the rasteriser only visits the pixels a shape
 * can touch, and every combinator keeps distances 1-Lipschitz (never over-estimating how far an edge is), so
 * it may skip whole tiles that are clearly inside or outside.
 */

export type Color = [number, number, number];
/** [minX, minY, maxX, maxY] in scene units. */
export type Bounds = [number, number, number, number];
export interface Sdf {
  (x: number, y: number): number;
  /** Outside these bounds the distance is positive; absent = unbounded. */
  bounds?: Bounds;
}

export const hex = (value: string): Color => [
  parseInt(value.slice(1, 3), 16),
  parseInt(value.slice(3, 5), 16),
  parseInt(value.slice(5, 7), 16),
];
export const mix = (a: Color, b: Color, t: number): Color => {
  const k = Math.min(1, Math.max(0, t));
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k];
};
export const white: Color = [255, 255, 255];
export const black: Color = [0, 0, 0];

function bounded(sdf: (x: number, y: number) => number, bounds: Bounds | undefined): Sdf {
  const shape: Sdf = sdf;
  if (bounds) shape.bounds = bounds;
  return shape;
}

function unionBounds(shapes: Sdf[]): Bounds | undefined {
  if (shapes.some((shape) => !shape.bounds)) return undefined;
  return shapes.reduce<Bounds>(
    (acc, { bounds: b }) => [
      Math.min(acc[0], b![0]),
      Math.min(acc[1], b![1]),
      Math.max(acc[2], b![2]),
      Math.max(acc[3], b![3]),
    ],
    [Infinity, Infinity, -Infinity, -Infinity],
  );
}

function intersectBounds(shapes: Sdf[]): Bounds | undefined {
  const known = shapes.filter((shape) => shape.bounds);
  if (!known.length) return undefined;
  return known.reduce<Bounds>(
    (acc, { bounds: b }) => [
      Math.max(acc[0], b![0]),
      Math.max(acc[1], b![1]),
      Math.min(acc[2], b![2]),
      Math.min(acc[3], b![3]),
    ],
    [-Infinity, -Infinity, Infinity, Infinity],
  );
}

export const grow = (b: Bounds | undefined, by: number): Bounds | undefined =>
  b && [b[0] - by, b[1] - by, b[2] + by, b[3] + by];

export const circle = (cx: number, cy: number, r: number): Sdf =>
  bounded(
    (x, y) => Math.sqrt((x - cx) * (x - cx) + (y - cy) * (y - cy)) - r,
    [cx - r, cy - r, cx + r, cy + r],
  );

/** A rectangle centred on (cx, cy) with half sizes hw × hh and corner radius r. */
export const box = (cx: number, cy: number, hw: number, hh: number, r = 0): Sdf =>
  bounded(
    (x, y) => {
      const qx = Math.abs(x - cx) - hw + r;
      const qy = Math.abs(y - cy) - hh + r;
      const ox = qx > 0 ? qx : 0;
      const oy = qy > 0 ? qy : 0;
      return Math.sqrt(ox * ox + oy * oy) + Math.min(Math.max(qx, qy), 0) - r;
    },
    [cx - hw, cy - hh, cx + hw, cy + hh],
  );

/**
 * An ellipse with its (near-)exact distance: the closest point is found with three iterations of
 * 0xfaded's trigonometry-free method, so outlines and soft edges keep their width all round (a scaled circle
 * would draw them several times wider at the tips of flat ellipses).
 */
export const ellipse = (cx: number, cy: number, rx: number, ry: number): Sdf => {
  if (rx === ry) return circle(cx, cy, rx);
  const e = rx * rx - ry * ry;
  return bounded(
    (x, y) => {
      const px = Math.abs(x - cx);
      const py = Math.abs(y - cy);
      let tx = Math.SQRT1_2;
      let ty = Math.SQRT1_2;
      for (let i = 0; i < 3; i++) {
        const ex = (e * tx * tx * tx) / rx;
        const ey = (-e * ty * ty * ty) / ry;
        const rxv = rx * tx - ex;
        const ryv = ry * ty - ey;
        const qx = px - ex;
        const qy = py - ey;
        const r = Math.sqrt(rxv * rxv + ryv * ryv);
        const q = Math.sqrt(qx * qx + qy * qy) || 1e-12;
        tx = Math.min(1, Math.max(0, ((qx * r) / q + ex) / rx));
        ty = Math.min(1, Math.max(0, ((qy * r) / q + ey) / ry));
        const t = Math.sqrt(tx * tx + ty * ty);
        tx /= t;
        ty /= t;
      }
      const dx = px - rx * tx;
      const dy = py - ry * ty;
      const distance = Math.sqrt(dx * dx + dy * dy);
      const inside = (px * px) / (rx * rx) + (py * py) / (ry * ry) < 1;
      return inside ? -distance : distance;
    },
    [cx - rx, cy - ry, cx + rx, cy + ry],
  );
};

export const rotate = (sdf: Sdf, cx: number, cy: number, degrees: number): Sdf => {
  const a = (-degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  let bounds: Bounds | undefined;
  if (sdf.bounds) {
    const [x0, y0, x1, y1] = sdf.bounds;
    // The shape turns by +degrees: the inverse of the point mapping below.
    const corners = [
      [x0, y0],
      [x1, y0],
      [x0, y1],
      [x1, y1],
    ].map(([x, y]) => {
      const dx = x! - cx;
      const dy = y! - cy;
      return [cx + dx * cos + dy * sin, cy - dx * sin + dy * cos] as const;
    });
    bounds = [
      Math.min(...corners.map((c) => c[0])),
      Math.min(...corners.map((c) => c[1])),
      Math.max(...corners.map((c) => c[0])),
      Math.max(...corners.map((c) => c[1])),
    ];
  }
  return bounded((x, y) => {
    const dx = x - cx;
    const dy = y - cy;
    return sdf(cx + dx * cos - dy * sin, cy + dx * sin + dy * cos);
  }, bounds);
};

/** Scales a shape by `s` around the origin, then moves it by (dx, dy). */
export const place = (sdf: Sdf, s: number, dx: number, dy: number): Sdf =>
  bounded(
    (x, y) => sdf((x - dx) / s, (y - dy) / s) * s,
    sdf.bounds && [
      sdf.bounds[0] * s + dx,
      sdf.bounds[1] * s + dy,
      sdf.bounds[2] * s + dx,
      sdf.bounds[3] * s + dy,
    ],
  );

export const union = (...shapes: Sdf[]): Sdf => {
  const bounds = unionBounds(shapes);
  if (shapes.length === 2) {
    const [a, b] = shapes as [Sdf, Sdf];
    return bounded((x, y) => Math.min(a(x, y), b(x, y)), bounds);
  }
  return bounded((x, y) => {
    let d = Infinity;
    for (const shape of shapes) d = Math.min(d, shape(x, y));
    return d;
  }, bounds);
};

export const intersect = (...shapes: Sdf[]): Sdf => {
  const bounds = intersectBounds(shapes);
  if (shapes.length === 2) {
    const [a, b] = shapes as [Sdf, Sdf];
    return bounded((x, y) => Math.max(a(x, y), b(x, y)), bounds);
  }
  return bounded((x, y) => {
    let d = -Infinity;
    for (const shape of shapes) d = Math.max(d, shape(x, y));
    return d;
  }, bounds);
};

/** `shape` minus `cut`. */
export const subtract = (shape: Sdf, cut: Sdf): Sdf =>
  bounded((x, y) => Math.max(shape(x, y), -cut(x, y)), shape.bounds);

export const ring = (shape: Sdf, thickness: number): Sdf =>
  bounded((x, y) => Math.abs(shape(x, y)) - thickness / 2, grow(shape.bounds, thickness / 2));

/** Grows (r > 0) or shrinks a shape. */
export const offset = (shape: Sdf, r: number): Sdf =>
  bounded((x, y) => shape(x, y) - r, grow(shape.bounds, Math.max(r, 0)));

/** A line from a to b with round caps, `r` thick on each side. */
export const segment = (ax: number, ay: number, bx: number, by: number, r: number): Sdf => {
  const dx = bx - ax;
  const dy = by - ay;
  const inv = 1 / (dx * dx + dy * dy || 1);
  return bounded(
    (x, y) => {
      const t = Math.min(1, Math.max(0, ((x - ax) * dx + (y - ay) * dy) * inv));
      const ex = x - ax - t * dx;
      const ey = y - ay - t * dy;
      return Math.sqrt(ex * ex + ey * ey) - r;
    },
    [Math.min(ax, bx) - r, Math.min(ay, by) - r, Math.max(ax, bx) + r, Math.max(ay, by) + r],
  );
};

/**
 * An isosceles trapezoid centred on (cx, cy): half width `top` at the top edge, `bottom` at the bottom edge,
 * half height hh (Inigo Quilez's exact distance).
 */
export const trapezoid = (cx: number, cy: number, top: number, bottom: number, hh: number): Sdf => {
  // In iq's formulation r1 is the half width at -h (our top, y grows downwards) and r2 at +h.
  const r1 = top;
  const r2 = bottom;
  const k2x = r2 - r1;
  const k2y = 2 * hh;
  const k2dot = k2x * k2x + k2y * k2y;
  return bounded(
    (x, y) => {
      const px = Math.abs(x - cx);
      const py = y - cy;
      const cax = px - Math.min(px, py < 0 ? r1 : r2);
      const cay = Math.abs(py) - hh;
      // Closest point on the slanted side, measured from its top end (r1, -hh).
      const t = Math.min(1, Math.max(0, ((px - r1) * k2x + (py + hh) * k2y) / k2dot));
      const cbx = px - r1 - k2x * t;
      const cby = py + hh - k2y * t;
      const s = cbx < 0 && cay < 0 ? -1 : 1;
      return s * Math.sqrt(Math.min(cax * cax + cay * cay, cbx * cbx + cby * cby));
    },
    [cx - Math.max(top, bottom), cy - hh, cx + Math.max(top, bottom), cy + hh],
  );
};

/**
 * Parallel stripes (period `period` along x, each `width` wide) clipped to `within`: bristles, fringes,
 * tiles. Distance to the nearest stripe is exact, so the clip stays 1-Lipschitz.
 */
export const stripes = (within: Sdf, x0: number, period: number, width: number, vertical = true): Sdf =>
  bounded((x, y) => {
    const u = (vertical ? x : y) - x0;
    const local = u - Math.floor(u / period) * period - period / 2;
    return Math.max(within(x, y), Math.abs(local) - width / 2);
  }, within.bounds);

/** A water drop: a circle with a 45° point on top (the square's sides are tangent to the circle). */
export const drop = (cx: number, cy: number, r: number): Sdf =>
  union(
    circle(cx, cy, r),
    intersect(rotate(box(cx, cy, r, r), cx, cy, 45), (_x, y) => y - (cy - r / Math.SQRT2)),
  );

/** A seeded pseudo-random sequence, so "random" bubbles land on the same pixels every run. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 0x100000000;
  };
}
