import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fixedWidth, viewportWidth, widthAt } from "../image/layoutWidth.ts";
import { Carousel, carouselSlideWidth, perPageCss, type CarouselProps } from "./Carousel.tsx";

const labels = {
  label: "Passendes Zubehör",
  previousLabel: "Vorherige Produkte",
  nextLabel: "Nächste Produkte",
  formatSlideLabel: (index: number, total: number) => `${index} von ${total}`,
} satisfies Omit<CarouselProps, "children">;

const products = ["Mikrofasertuch", "Sprühkopf", "Nachfüllkanister", "Dosierpumpe", "Handschuhe"];

function renderCarousel(props: Partial<CarouselProps> = {}, count = products.length) {
  return render(
    <Carousel {...labels} {...props}>
      {products.slice(0, count).map((name) => (
        <a key={name} href={`/produkt/${name}`}>
          {name}
        </a>
      ))}
    </Carousel>,
  );
}

/**
 * happy-dom has no layout: give every element a 600px box with `content` px of scrollable content, and a
 * resize observer that reports once, as a browser's does after laying the page out.
 */
function fakeLayout(content: number) {
  const spies = [
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(600),
    vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(content),
  ];
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(private readonly report: () => void) {}
      observe() {
        queueMicrotask(() => this.report());
      }
      disconnect() {}
    },
  );
  return () => {
    spies.forEach((spy) => spy.mockRestore());
    vi.unstubAllGlobals();
  };
}

async function scrollTrackTo(left: number) {
  const track = screen.getAllByRole("group")[0]!.parentElement!;
  track.scrollLeft = left;
  await act(async () => {
    track.dispatchEvent(new Event("scroll"));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

describe("Carousel on the server", () => {
  it("renders every slide, the buttons at the start and the per-page CSS", () => {
    const html = renderToString(
      <Carousel {...labels}>
        <p>Eins</p>
        <p>Zwei</p>
        <p>Drei</p>
      </Carousel>,
    );
    expect(html).toContain("Eins");
    expect(html).toContain("Drei");
    expect(html).toContain('aria-label="3 von 3"');
    expect(html).toContain('aria-label="Vorherige Produkte" aria-disabled="true"');
    expect(html).toContain("@container (min-width: calc(2 * 12rem + 1 * 1rem))");
  });
});

const noop = () => {};

describe("Carousel", () => {
  let restore = noop;
  afterEach(() => restore());

  it("is a region of slides named by their position", () => {
    renderCarousel();
    const region = screen.getByRole("region", { name: "Passendes Zubehör" });
    const slides = within(region).getAllByRole("group");
    expect(slides.map((slide) => slide.getAttribute("aria-label"))).toEqual([
      "1 von 5",
      "2 von 5",
      "3 von 5",
      "4 von 5",
      "5 von 5",
    ]);
    expect(within(slides[1]!).getByRole("link", { name: "Sprühkopf" })).toBeTruthy();
    expect(region.getAttribute("aria-roledescription")).toBeNull();
  });

  it("sets the role descriptions only when given", () => {
    renderCarousel({ roleDescription: "Karussell", slideRoleDescription: "Folie" });
    expect(screen.getByRole("region").getAttribute("aria-roledescription")).toBe("Karussell");
    expect(screen.getAllByRole("group")[0]!.getAttribute("aria-roledescription")).toBe("Folie");
  });

  describe("when the slides overflow", () => {
    beforeEach(() => {
      restore = fakeLayout(1800);
    });

    it("disables previous at the start and next at the end, keeping both focusable", async () => {
      renderCarousel();
      const previous = screen.getByRole("button", { name: "Vorherige Produkte" });
      const next = screen.getByRole("button", { name: "Nächste Produkte" });
      expect(previous.getAttribute("aria-disabled")).toBe("true");
      expect(next.getAttribute("aria-disabled")).toBeNull();
      expect(previous.hasAttribute("disabled")).toBe(false);

      await scrollTrackTo(600);
      expect(previous.getAttribute("aria-disabled")).toBeNull();
      expect(next.getAttribute("aria-disabled")).toBeNull();

      await scrollTrackTo(1200);
      expect(next.getAttribute("aria-disabled")).toBe("true");
    });

    it("scrolls by one page with the buttons, not past the ends", async () => {
      const scrollBy = vi.spyOn(HTMLElement.prototype, "scrollBy").mockImplementation(() => {});
      renderCarousel();
      await userEvent.click(screen.getByRole("button", { name: "Vorherige Produkte" }));
      expect(scrollBy).not.toHaveBeenCalled();

      await userEvent.click(screen.getByRole("button", { name: "Nächste Produkte" }));
      expect(scrollBy).toHaveBeenCalledTimes(1);
      expect((scrollBy.mock.calls[0]![0] as ScrollToOptions).left).toBeGreaterThan(0);

      await scrollTrackTo(600);
      await userEvent.click(screen.getByRole("button", { name: "Vorherige Produkte" }));
      expect((scrollBy.mock.calls[1]![0] as ScrollToOptions).left).toBeLessThan(0);
      scrollBy.mockRestore();
    });
  });

  it("hides the buttons when every slide fits", async () => {
    restore = fakeLayout(600);
    renderCarousel({}, 2);
    expect(screen.getAllByRole("group")).toHaveLength(2);
    // Measured when the track's resize observer first reports (after layout), not while rendering.
    await waitFor(() => expect(screen.queryByRole("button", { name: "Nächste Produkte" })).toBeNull());
    expect(screen.queryByRole("button", { name: "Vorherige Produkte" })).toBeNull();
  });
});

describe("perPageCss", () => {
  it("fits k slides from k × min + (k − 1) × gap", () => {
    const css = perPageCss("15rem");
    expect(css).toContain(
      '@container (min-width: calc(3 * 15rem + 2 * 1rem)){[data-carousel="15rem"] [data-carousel-slide]{flex-basis:calc((100% - 2 * 1rem) / 3)}',
    );
  });

  it("falls back to 12rem for anything but a plain length", () => {
    const { container } = renderCarousel({ itemMinWidth: "1rem;}body{display:none" });
    expect(container.querySelector("section")!.getAttribute("data-carousel")).toBe("12rem");
  });
});

describe("carouselSlideWidth", () => {
  it("is one page's share of the row, as the container queries fit it", () => {
    // 15rem = 240px slides, 1rem apart: three per page from 752px of row.
    expect(widthAt(carouselSlideWidth(fixedWidth(751), "15rem"), 0)).toBeCloseTo((751 - 16) / 2);
    expect(widthAt(carouselSlideWidth(fixedWidth(752), "15rem"), 0)).toBeCloseTo(240);
    expect(widthAt(carouselSlideWidth(viewportWidth, "200px"), 390)).toBe(390);
  });

  it("counts a width it cannot convert as one slide per page", () => {
    expect(widthAt(carouselSlideWidth(fixedWidth(900), "20ch"), 0)).toBe(900);
  });
});
