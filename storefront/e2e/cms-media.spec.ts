import { expect, test, type Page, type Request } from "@playwright/test";
import { axeViolations, hydrated, watchConsole } from "./support.ts";

// The CMS media types on their landing pages (the media showroom and the floor-care guide), in both locales:
// sliders scroll without JavaScript and get controls with it, galleries open the zoom dialog, and videos are
// a consent placeholder: nothing is requested from a third-party host before the shopper's click.

const pages = {
  "de-DE": {
    showroom: "/showroom/slider-und-videos",
    guide: "/ratgeber/boeden-richtig-pflegen",
    showroomTitle: "Showroom: Slider, Galerien und Videos",
    guideTitle: "Reinigungsratgeber: Böden richtig pflegen",
    loadYoutube: "Video von YouTube laden",
    loadVimeo: "Video von Vimeo laden",
    watchYoutube: "Auf YouTube ansehen",
    next: "Nächste Folie",
    pause: "Slider anhalten",
    play: "Slider abspielen",
    slide2: "Slide 2 von 5",
    zoom: "Bild vergrössern",
    close: "Schliessen",
    privacy: "/Rechtliches/Datenschutz/",
  },
  "fr-CH": {
    showroom: "/fr-CH/showroom/carrousels-et-videos",
    guide: "/fr-CH/guide/bien-entretenir-les-sols",
    showroomTitle: "Showroom : carrousels, galeries et vidéos",
    guideTitle: "Guide : bien entretenir les sols",
    loadYoutube: "Charger la vidéo YouTube",
    loadVimeo: "Charger la vidéo Vimeo",
    watchYoutube: "Regarder sur YouTube",
    next: "Diapositive suivante",
    pause: "Mettre le carrousel en pause",
    play: "Lancer le carrousel",
    slide2: "Diapositive 2 sur 5",
    zoom: "Agrandir l'image",
    close: "Fermer",
    privacy: "/fr-CH/Mentions-legales/Protection-des-donnees/",
  },
} as const;

/** Every request the page makes to a host other than the shop's. */
function thirdPartyRequests(page: Page, origin: string): string[] {
  const seen: string[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http") && url.origin !== origin) seen.push(request.url());
  });
  return seen;
}

/** Blocks the video players: the tests check the iframe's address, nothing may load from them. */
async function blockPlayers(page: Page) {
  await page.route(/youtube|vimeo/, (route) => route.abort());
}

for (const [locale, texts] of Object.entries(pages)) {
  test.describe(`${locale}`, () => {
    test("the showroom: sliders, galleries and videos, nothing from a third party before the click", async ({
      page,
      baseURL,
    }) => {
      const problems = watchConsole(page);
      const external = thirdPartyRequests(page, new URL(baseURL!).origin);
      await blockPlayers(page);
      await page.goto(texts.showroom);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1, name: texts.showroomTitle })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(texts.showroomTitle.split(":")[0]!));

      // Sliders: next buttons, dots named "Slide 2 von 5", the current one marked.
      const sliders = page.locator("section[aria-roledescription]");
      await expect(sliders).toHaveCount(3);
      const first = sliders.first();
      await expect(first.getByRole("group")).toHaveCount(5);
      await first.getByRole("button", { name: texts.next }).click();
      const contain = sliders.nth(2);
      await expect(contain.getByRole("button", { name: texts.next })).toHaveCount(0);
      const dot = contain.getByRole("button", { name: texts.slide2.replace("5", "3") });
      await dot.click();
      await expect(dot).toHaveAttribute("aria-current", "true");
      // Keyboard: the arrow keys move a focused slider.
      await contain.locator("[tabindex='0']").first().focus();
      await page.keyboard.press("ArrowLeft");
      await expect(
        contain.getByRole("button", { name: texts.slide2.replace("2", "1").replace("5", "3") }),
      ).toHaveAttribute("aria-current", "true");

      // The rotating slider has a pause button that toggles to play.
      const rotating = sliders.nth(1);
      await rotating.getByRole("button", { name: texts.pause }).click();
      await expect(rotating.getByRole("button", { name: texts.play })).toBeVisible();

      // Gallery zoom: a dialog, closed with Escape, focus back on its button.
      const zoom = page.getByRole("button", { name: texts.zoom }).first();
      await zoom.click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(zoom).toBeFocused();

      // Videos: placeholders with a privacy link; no iframe and no third-party request until the click.
      await expect(page.locator("iframe")).toHaveCount(0);
      await expect(
        page
          .getByRole("main")
          .getByRole("link", { name: /Datenschutzerklärung|Déclaration de protection des données/ })
          .first(),
      ).toHaveAttribute("href", texts.privacy);
      expect(external).toEqual([]);
      await page.getByRole("button", { name: texts.loadYoutube }).first().click();
      const youtube = page.locator("iframe").first();
      await expect(youtube).toHaveAttribute(
        "src",
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/Xk3pT9vQm2E\?.*start=12/,
      );
      await page.getByRole("button", { name: texts.loadVimeo }).click();
      await expect(page.locator("iframe[src*='player.vimeo.com']")).toHaveAttribute("src", /dnt=1/);
      expect(problems).toEqual([]);
    });

    test("the cleaning guide renders its slider, video and gallery", async ({ page, baseURL }) => {
      const problems = watchConsole(page);
      const external = thirdPartyRequests(page, new URL(baseURL!).origin);
      await page.goto(texts.guide);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1, name: texts.guideTitle })).toBeVisible();
      await expect(page.locator("section[aria-roledescription]").first().getByRole("group")).toHaveCount(5);
      await expect(page.getByRole("button", { name: texts.loadYoutube })).toBeVisible();
      await expect(page.getByRole("button", { name: texts.zoom })).toBeVisible();
      expect(external).toEqual([]);
      expect(problems).toEqual([]);
    });

    for (const path of [texts.showroom, texts.guide]) {
      test(`axe at 390 and 1280 px: ${path}`, async ({ page }) => {
        test.setTimeout(60_000);
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(path);
          await hydrated(page);
          expect(await axeViolations(page), `${path} at ${width}px`).toEqual([]);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${path} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
        }
      });
    }

    test("reduced motion: the slider does not rotate and has no pause button", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(texts.showroom);
      await hydrated(page);
      const rotating = page.locator("section[aria-roledescription]").nth(1);
      await expect(rotating.getByRole("button", { name: texts.pause })).toHaveCount(0);
      const track = rotating.locator("[tabindex='0']").first();
      const before = await track.evaluate((element) => element.scrollLeft);
      await page.waitForTimeout(6500);
      expect(await track.evaluate((element) => element.scrollLeft)).toBe(before);
    });
  });

  test.describe(`${locale} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test("slides scroll, links work and videos are links to the provider", async ({ page, baseURL }) => {
      const external = thirdPartyRequests(page, new URL(baseURL!).origin);
      await page.goto(texts.showroom);
      await expect(page.getByRole("heading", { level: 1, name: texts.showroomTitle })).toBeVisible();
      // Every slide is in the markup of a scrollable track.
      const track = page.locator("section[aria-roledescription] [tabindex='0']").first();
      await expect(track.getByRole("group")).toHaveCount(5);
      expect(await track.evaluate((element) => getComputedStyle(element).overflowX)).toBe("auto");
      await track.evaluate((element) =>
        element.scrollBy({ left: element.clientWidth * 4, behavior: "instant" }),
      );
      await expect(track.getByRole("group").nth(4)).toBeInViewport();
      // The linked slide is a plain link.
      await expect(page.locator("section[aria-roledescription] a[href]").first()).toHaveAttribute(
        "href",
        /.+/,
      );
      // The video placeholder: a link to the video on YouTube, no iframe.
      await expect(page.locator("iframe")).toHaveCount(0);
      await expect(page.getByRole("link", { name: new RegExp(texts.watchYoutube) }).first()).toHaveAttribute(
        "href",
        "https://www.youtube.com/watch?v=Xk3pT9vQm2E&t=12s",
      );
      await page.goto(texts.guide);
      await expect(page.getByRole("heading", { level: 1, name: texts.guideTitle })).toBeVisible();
      expect(external).toEqual([]);
    });
  });
}
