/**
 * Stories and tests only: product images as small SVG data URLs (no network, the same on every machine),
 * plus the spray bottle from the Image fixtures with two thumbnails for a real `srcset`.
 */
import bottle400 from "../../image/__fixtures__/spray-bottle-400.svg?no-inline";
import bottle800 from "../../image/__fixtures__/spray-bottle-800.svg?no-inline";
import bottle from "../../image/__fixtures__/spray-bottle.svg?no-inline";
import type { GalleryImage } from "../Gallery.tsx";

const r = (value: number) => Math.round(value * 10) / 10;

/** A flat product-like drawing: a body of `fg` on `bg`, with `marks` dots telling the pictures apart. */
function drawing(width: number, height: number, bg: string, fg: string, marks: number): string {
  const w = width / 10;
  const h = height / 10;
  const bodyW = Math.min(w, h) * 0.45;
  const bodyH = Math.min(h * 0.7, bodyW * 1.8);
  const x = (w - bodyW) / 2;
  const y = (h - bodyH) / 2;
  const dots = Array.from(
    { length: marks },
    (_, i) =>
      `<circle cx="${r(x + bodyW * ((i + 1) / (marks + 1)))}" cy="${r(y + bodyH * 0.6)}" r="${r(bodyW / 14)}" fill="${bg}"/>`,
  ).join("");
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${w} ${h}">` +
    `<rect width="${w}" height="${h}" fill="${bg}"/>` +
    `<rect x="${r(x)}" y="${r(y)}" width="${r(bodyW)}" height="${r(bodyH)}" rx="${r(bodyW / 8)}" fill="${fg}"/>` +
    `<rect x="${r(x + bodyW * 0.3)}" y="${r(y - bodyH * 0.08)}" width="${r(bodyW * 0.4)}" height="${r(bodyH * 0.1)}" fill="${fg}"/>` +
    dots +
    "</svg>";
  // Short URLs (the Image component rejects more than 1000 characters): escape only what must be.
  return `data:image/svg+xml,${svg.replaceAll('"', "'").replaceAll("#", "%23").replaceAll("<", "%3C").replaceAll(">", "%3E")}`;
}

const image = (
  alt: string,
  width: number,
  height: number,
  bg: string,
  fg: string,
  marks: number,
): GalleryImage => ({
  src: drawing(width, height, bg, fg, marks),
  alt,
  width,
  height,
});

export const sprayBottle: GalleryImage = {
  src: bottle,
  alt: "Allzweckreiniger, Sprühflasche 750 ml",
  width: 1200,
  height: 1200,
  thumbnails: [
    { url: bottle400, width: 400, height: 400 },
    { url: bottle800, width: 800, height: 800 },
  ],
};

/** Five square product images. */
export const galleryImages: readonly GalleryImage[] = [
  sprayBottle,
  image("Allzweckreiniger, Rückseite mit Etikett", 1200, 1200, "#eef8f6", "#125a53", 2),
  image("Allzweckreiniger, Nachfüllkanister 5 Liter", 1200, 1200, "#f4f1ea", "#7a5b17", 3),
  image("Allzweckreiniger im Einsatz auf Fliesen", 1200, 1200, "#edf2f8", "#234a7a", 4),
  image("Allzweckreiniger, Dosierhilfe", 1200, 1200, "#f6eef2", "#7a2350", 5),
];

/** Portrait, landscape and square images: all fit into the same square box. */
export const mixedImages: readonly GalleryImage[] = [
  image("Handsprüher, hochformatig", 800, 1400, "#eef8f6", "#125a53", 1),
  image("Reinigungswagen, querformatig", 1600, 900, "#edf2f8", "#234a7a", 2),
  image("Bodenreiniger, quadratisch", 1000, 1000, "#f4f1ea", "#7a5b17", 3),
  image("Panoramaansicht Lager, sehr breit", 2400, 600, "#f6eef2", "#7a2350", 4),
];
