import type * as StoreApi from "@shop/store-api";

/** Sections and blocks in the order the CMS gives them; a missing position sorts last. */
export function byPosition<T extends { position?: number | null }>(
  items: readonly T[] | null | undefined,
): T[] {
  return (items ?? []).toSorted(
    (a, b) => (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER),
  );
}

// The admin's SLOT_POSITIONS: the server sorts slots by name, which is not the visual order.
const SLOT_POSITIONS: Record<string, number> = {
  left: 0,
  "left-image": 100,
  "left-top": 200,
  "left-text": 300,
  "left-bottom": 400,
  "center-left": 1000,
  center: 1100,
  "center-image": 1200,
  "center-top": 1300,
  "center-text": 1400,
  "center-bottom": 1500,
  "center-right": 1600,
  right: 2000,
  "right-image": 2100,
  "right-top": 2200,
  "right-text": 2300,
  "right-bottom": 2400,
  content: 3000,
  image: 3100,
  video: 3200,
  imageSlider: 3300,
};

const slotPosition = (slot: StoreApi.CmsSlot) => SLOT_POSITIONS[slot.slot] ?? 5000;

/** A block's slots in visual order. */
export function slotsInOrder(block: StoreApi.CmsBlock): StoreApi.CmsSlot[] {
  return block.slots.toSorted((a, b) => slotPosition(a) - slotPosition(b));
}

/** A sidebar section shows its sidebar column first. */
export function blocksInReadingOrder(section: StoreApi.CmsSection): StoreApi.CmsBlock[] {
  const blocks = byPosition(section.blocks);
  if (section.type !== "sidebar") return blocks;
  return [
    ...blocks.filter((block) => block.sectionPosition === "sidebar"),
    ...blocks.filter((block) => block.sectionPosition !== "sidebar"),
  ];
}

/** The first image element of a section: the page's likely LCP image when the section comes first. */
export function firstImageSlot(section: StoreApi.CmsSection | undefined): StoreApi.CmsSlot | undefined {
  if (!section) return undefined;
  for (const block of blocksInReadingOrder(section)) {
    const image = slotsInOrder(block).find((slot) => slot.type === "image" || slot.type === "image-gallery");
    if (image) return image;
  }
  return undefined;
}
