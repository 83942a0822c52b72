import { expect, test, type Page } from "@playwright/test";
import { categoryPath, productPath } from "./first-load.ts";
import { hydrated } from "./support.ts";

// A phone never downloads an image larger than it shows at its pixel ratio, and only the likely LCP
// image loads eagerly: every `<img>`'s `sizes` must match the width its layout gives it.

const DPR = 2;
// A phone: its screen is the viewport (the preload scanner reads `imagesizes` against the screen; the
// project's desktop screen would make it fetch the desktop candidate).
const phone = { width: 390, height: 844 };
test.use({ viewport: phone, screen: phone, deviceScaleFactor: DPR, isMobile: true, hasTouch: true });

interface Shown {
  label: string;
  width: number;
  currentSrc: string;
  srcset: string;
  sizes: string;
  loading: string | null;
  fetchPriority: string | null;
  belowFold: boolean;
}

/** Every rendered `<img>` of the page: its box, chosen source and loading hints. */
const images = (page: Page) =>
  page.evaluate(() =>
    [...document.images]
      .filter((img) => img.getBoundingClientRect().width > 0)
      .map((img) => {
        const box = img.getBoundingClientRect();
        return {
          label: img.alt || img.getAttribute("src") || "",
          width: box.width,
          currentSrc: img.currentSrc,
          srcset: img.getAttribute("srcset") ?? "",
          sizes: img.getAttribute("sizes") ?? "",
          loading: img.getAttribute("loading"),
          fetchPriority: img.getAttribute("fetchpriority"),
          belowFold: box.top + window.scrollY >= window.innerHeight,
        };
      }),
  );

const candidates = (srcset: string) =>
  srcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter(([url, width]) => url && width?.endsWith("w"))
    .map(([url, width]) => ({ url: new URL(url!, "http://x").pathname, width: Number.parseInt(width!) }))
    .toSorted((a, b) => a.width - b.width);

/** The smallest candidate that covers `width` CSS px at the pixel ratio (the largest when none does). */
function needed(image: Shown) {
  const list = candidates(image.srcset);
  return list.find((candidate) => candidate.width >= image.width * DPR) ?? list.at(-1);
}

async function checkImages(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  const atLoad = await images(page);
  expect(atLoad.length).toBeGreaterThan(0);

  // Only the LCP candidates load eagerly, with high priority; nothing below the fold is eager.
  const eager = atLoad.filter((image) => image.loading !== "lazy");
  expect(
    eager.filter((image) => image.belowFold || image.fetchPriority !== "high").map((image) => image.label),
    "eager images below the fold or without fetchpriority=high",
  ).toEqual([]);

  // Scroll through the page so every lazy image loads, then compare each choice with what it needs.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForLoadState("networkidle");
  const shown = (await images(page)).filter((image) => image.srcset && image.currentSrc);
  expect(shown.length).toBeGreaterThan(0);
  const tooLarge = shown.flatMap((image) => {
    const chosen = candidates(image.srcset).find(
      (candidate) => new URL(image.currentSrc).pathname === candidate.url,
    );
    const best = needed(image);
    if (!chosen || !best || chosen.width <= best.width) return [];
    // The browser may reuse a larger file another image of the page needs (the gallery's thumbnails
    // show the slides' images): that downloads nothing more.
    const reused = shown.some(
      (other) => other.currentSrc === image.currentSrc && (needed(other)?.width ?? 0) >= chosen.width,
    );
    return reused
      ? []
      : [
          `${image.label}: ${Math.round(image.width)} px shown, ${chosen.width}w loaded, ${best.width}w would do (sizes="${image.sizes}")`,
        ];
  });
  expect(tooLarge, `images larger than a ${DPR}x phone needs`).toEqual([]);
}

test("category page: card images as wide as the cards, only the first row eager", async ({
  page,
  baseURL,
}) => {
  await checkImages(page, await categoryPath(baseURL!));
});

test("product page: gallery, logo and cross-selling images as wide as shown", async ({ page, baseURL }) => {
  await checkImages(page, await productPath(baseURL!));
});

test("home page: CMS images as wide as their slots", async ({ page }) => {
  await checkImages(page, "/");
});
