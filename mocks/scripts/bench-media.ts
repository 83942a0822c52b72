/**
 * Times drawing catalog images as the emulator does on request (CPU time per image, after a warm-up), per
 * size, over one product image per shape and view of the default catalog:
 *
 *   node scripts/bench-media.ts
 */
import { catalog } from "../src/fixtures/catalog/index.ts";
import { imageFiles } from "../src/media/catalog-media.ts";
import { catalogPngOptions } from "../src/media/node.ts";
import { encodePng } from "../src/media/png-node.ts";
import { renderImagePixels } from "../src/media/render.ts";

const cpu = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

const sample = new Map<string, (typeof catalog.images)[number]>();
for (const image of catalog.images) {
  const key = `${image.motif.shape}/${image.motif.view}`;
  if (image.width === 1000 && !sample.has(key)) sample.set(key, image);
}
const images = [...sample.values()];

for (const size of [1000, 800, 400, 280]) {
  const rows: Array<{ key: string; render: number; encode: number; bytes: number }> = [];
  for (let pass = 0; pass < 2; pass++) {
    rows.length = 0;
    for (const image of images) {
      const file = imageFiles(image).find((item) => item.width === size) ?? imageFiles(image)[0]!;
      const start = cpu();
      const rgb = renderImagePixels(image, file.width, file.height);
      const drawn = cpu();
      const png = encodePng(file.width, file.height, rgb, catalogPngOptions);
      const end = cpu();
      rows.push({
        key: `${image.motif.shape}/${image.motif.view}`,
        render: drawn - start,
        encode: end - drawn,
        bytes: png.length,
      });
    }
  }
  const total = rows.map((row) => row.render + row.encode).toSorted((a, b) => a - b);
  const average = (pick: (row: (typeof rows)[number]) => number) =>
    (rows.reduce((sum, row) => sum + pick(row), 0) / rows.length).toFixed(1);
  const slowest = rows.toSorted((a, b) => b.render + b.encode - (a.render + a.encode))[0]!;
  console.info(
    `${size}×${size}: ${rows.length} images, draw ${average((row) => row.render)} ms + encode ` +
      `${average((row) => row.encode)} ms on average, median ${total[total.length >> 1]!.toFixed(1)} ms, ` +
      `slowest ${slowest.key} ${(slowest.render + slowest.encode).toFixed(1)} ms, ` +
      `${(rows.reduce((sum, row) => sum + row.bytes, 0) / rows.length / 1024).toFixed(1)} KiB on average`,
  );
}
