import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { emulatorHomePage } from "./__fixtures__/emulator.ts";
import { CmsPage } from "./CmsPage.tsx";
import { sanitizeCmsPage } from "./sanitize.ts";
import { renderWithI18n } from "./test-utils.tsx";

describe("CmsPage with the emulator's home page", () => {
  it.each(["de-DE", "fr-CH"] as const)(
    "renders every section and block of %s without placeholders",
    (locale) => {
      const cmsPage = sanitizeCmsPage(emulatorHomePage(locale, "http://127.0.0.1:4010"));
      const { container } = renderWithI18n(<CmsPage cmsPage={cmsPage} />);
      const blockCount = cmsPage.sections.reduce((count, section) => count + section.blocks.length, 0);
      expect(container.querySelectorAll(".cms-section")).toHaveLength(cmsPage.sections.length);
      expect(container.querySelectorAll(".cms-block")).toHaveLength(blockCount);
      expect(screen.queryByText(/There is no/)).toBeNull();
      expect(screen.getAllByRole("heading").length).toBeGreaterThan(0);
      for (const image of screen.queryAllByRole("img")) {
        expect(image.getAttribute("width")).toMatch(/^\d+$/);
        expect(image.getAttribute("alt")).not.toMatch(/\.(jpe?g|png|webp|svg)$/i);
      }
    },
  );
});
