import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Gallery, type GalleryImage, type GalleryProps } from "./Gallery.tsx";

const images: GalleryImage[] = [1, 2, 3].map((n) => ({
  src: `/media/produkt-${n}.jpg`,
  alt: `Produkt Ansicht ${n}`,
  width: 1200,
  height: n === 2 ? 800 : 1200,
  thumbnails: [{ url: `/media/produkt-${n}-400.jpg`, width: 400 }],
}));

const labels = {
  label: "Produktbilder",
  formatImageLabel: (index: number, total: number) => `Bild ${index} von ${total}`,
  previousLabel: "Vorheriges Bild",
  nextLabel: "Nächstes Bild",
  thumbnailsLabel: "Bild auswählen",
  openFullscreenLabel: "Vollbild öffnen",
  closeLabel: "Schliessen",
} satisfies Omit<GalleryProps, "images">;

const renderGallery = (props: Partial<GalleryProps> = {}) =>
  render(<Gallery images={images} {...labels} {...props} />);

/** The main images (the thumbnails are decorative: their links carry the names). */
const slideImages = () => screen.getAllByRole("group").map((slide) => within(slide).getByRole("img"));

describe("Gallery on the server", () => {
  it("renders every slide with its image", () => {
    const html = renderToString(<Gallery images={images} {...labels} />);
    for (const image of images) expect(html).toContain(image.src);
    const container = document.createElement("div");
    container.innerHTML = html;
    expect(container.querySelectorAll("[role=group] img")).toHaveLength(3);
    expect(container.querySelectorAll("a[aria-label]")).toHaveLength(3);
  });

  it("links the thumbnails to the slides, so they work without JavaScript", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Gallery images={images} {...labels} />);
    const links = [...container.querySelectorAll("a")];
    for (const [index, link] of links.entries()) {
      const target = link.getAttribute("href")!.slice(1);
      const slide = [...container.querySelectorAll("[role=group]")].find((el) => el.id === target);
      expect(slide?.getAttribute("aria-label")).toBe(`Bild ${index + 1} von 3`);
    }
  });
});

describe("Gallery", () => {
  it("names the region, the slides, the buttons and the thumbnails", () => {
    renderGallery();
    expect(screen.getByRole("region", { name: "Produktbilder" })).toBeTruthy();
    expect(screen.getAllByRole("group").map((slide) => slide.getAttribute("aria-label"))).toEqual([
      "Bild 1 von 3",
      "Bild 2 von 3",
      "Bild 3 von 3",
    ]);
    expect(screen.getByRole("button", { name: "Vorheriges Bild" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Nächstes Bild" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Vollbild öffnen" })).toBeTruthy();
    const list = screen.getByRole("list", { name: "Bild auswählen" });
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => link.getAttribute("aria-label")),
    ).toEqual(["Bild 1 von 3", "Bild 2 von 3", "Bild 3 von 3"]);
    expect(screen.getByRole("status").textContent).toBe("Bild 1 von 3");
  });

  it("gives the fetch priority to the first image only", () => {
    renderGallery();
    const [first, ...rest] = slideImages();
    expect(first!.getAttribute("loading")).toBe("eager");
    expect(first!.getAttribute("fetchpriority")).toBe("high");
    for (const image of rest) {
      expect(image.getAttribute("loading")).toBe("lazy");
      expect(image.getAttribute("fetchpriority")).toBeNull();
    }
  });

  it("loads every image lazily without priority", () => {
    renderGallery({ priority: false });
    for (const image of slideImages()) expect(image.getAttribute("loading")).toBe("lazy");
  });

  it("uses the main sizes for the slides and 5rem for the thumbnails", () => {
    const { container } = renderGallery();
    expect(slideImages()[0]!.getAttribute("sizes")).toBe("(min-width: 1024px) 58vw, 100vw");
    expect(container.querySelector("a img")!.getAttribute("sizes")).toBe("5rem");
  });

  it("moves with the buttons and wraps around at the ends", async () => {
    const onSelectedIndexChange = vi.fn<(index: number) => void>();
    renderGallery({ onSelectedIndexChange });
    const status = screen.getByRole("status");

    await userEvent.click(screen.getByRole("button", { name: "Nächstes Bild" }));
    expect(status.textContent).toBe("Bild 2 von 3");
    expect(screen.getByRole("link", { name: "Bild 2 von 3" }).getAttribute("aria-current")).toBe("true");
    expect(screen.getByRole("link", { name: "Bild 1 von 3" }).getAttribute("aria-current")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Vorheriges Bild" }));
    await userEvent.click(screen.getByRole("button", { name: "Vorheriges Bild" }));
    expect(status.textContent).toBe("Bild 3 von 3");
    expect(onSelectedIndexChange.mock.calls).toEqual([[1], [0], [2]]);
  });

  it("selects with a thumbnail click in place, without following the link", async () => {
    renderGallery();
    const third = screen.getByRole("link", { name: "Bild 3 von 3" });
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      third.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(third.getAttribute("aria-current")).toBe("true");
    expect(screen.getByRole("status").textContent).toBe("Bild 3 von 3");
  });

  it("moves with the arrow keys, Home and End while focus is inside", async () => {
    renderGallery();
    const status = screen.getByRole("status");
    screen.getByRole("link", { name: "Bild 1 von 3" }).focus();

    await userEvent.keyboard("{ArrowRight}");
    expect(status.textContent).toBe("Bild 2 von 3");
    await userEvent.keyboard("{End}");
    expect(status.textContent).toBe("Bild 3 von 3");
    await userEvent.keyboard("{ArrowRight}");
    expect(status.textContent).toBe("Bild 1 von 3");
    await userEvent.keyboard("{ArrowLeft}");
    expect(status.textContent).toBe("Bild 3 von 3");
    await userEvent.keyboard("{Home}");
    expect(status.textContent).toBe("Bild 1 von 3");
  });

  it("ignores keys with modifiers", () => {
    renderGallery();
    fireEvent.keyDown(screen.getByRole("link", { name: "Bild 1 von 3" }), {
      key: "ArrowRight",
      altKey: true,
    });
    expect(screen.getByRole("status").textContent).toBe("Bild 1 von 3");
  });

  it("follows a controlled selectedIndex", async () => {
    const onSelectedIndexChange = vi.fn<(index: number) => void>();
    const { rerender } = renderGallery({ selectedIndex: 1, onSelectedIndexChange });
    expect(screen.getByRole("status").textContent).toBe("Bild 2 von 3");

    await userEvent.click(screen.getByRole("button", { name: "Nächstes Bild" }));
    expect(onSelectedIndexChange).toHaveBeenCalledWith(2);
    expect(screen.getByRole("status").textContent).toBe("Bild 2 von 3");

    rerender(<Gallery images={images} {...labels} selectedIndex={2} />);
    expect(screen.getByRole("status").textContent).toBe("Bild 3 von 3");
  });

  it("starts at defaultSelectedIndex", () => {
    renderGallery({ defaultSelectedIndex: 2 });
    expect(screen.getByRole("link", { name: "Bild 3 von 3" }).getAttribute("aria-current")).toBe("true");
  });

  it("shows one image without navigation", () => {
    renderGallery({ images: images.slice(0, 1) });
    expect(screen.getByRole("img", { name: "Produkt Ansicht 1" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Nächstes Bild" })).toBeNull();
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByRole("button", { name: "Vollbild öffnen" })).toBeTruthy();
  });

  it("shows a placeholder without images", () => {
    renderGallery({ images: [] });
    expect(screen.getByRole("region", { name: "Produktbilder" })).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("opens the full-screen dialog on the selected image and shares the selection", async () => {
    renderGallery({ defaultSelectedIndex: 1 });
    const trigger = screen.getByRole("button", { name: "Vollbild öffnen" });
    await userEvent.click(trigger);

    const dialog = await screen.findByRole("dialog", { name: "Produktbilder" }, { timeout: 5000 });
    expect(within(dialog).getByText("Bild 2 von 3")).toBeTruthy();
    expect(within(dialog).getAllByRole("img")).toHaveLength(3);

    await userEvent.click(within(dialog).getByRole("button", { name: "Nächstes Bild" }));
    expect(within(dialog).getByText("Bild 3 von 3")).toBeTruthy();
    await userEvent.keyboard("{ArrowRight}");
    expect(within(dialog).getByText("Bild 1 von 3")).toBeTruthy();

    await userEvent.click(within(dialog).getByRole("button", { name: "Schliessen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("link", { name: "Bild 1 von 3" }).getAttribute("aria-current")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});
