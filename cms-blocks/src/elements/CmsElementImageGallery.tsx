import type * as StoreApi from "@shop/store-api";
import { useCms } from "../CmsContext.ts";
import { galleryImages, ProductGallery } from "../product-detail/ProductGallery.tsx";
import { useProductPage } from "../product-detail/ProductPageContext.ts";
import { galleryProps } from "../sliderConfig.ts";
import type { CmsElementProps } from "../types.ts";
import { translatedName } from "@shop/store-api";

type SliderData = { sliderItems?: { media?: StoreApi.Media | null }[] | null };

/**
 * `image-gallery`: the slot's images (`data.sliderItems`), or on a product page the product's images (the
 * layout maps `product.media`; the page sends them once, with the product). The first image is the page's
 * LCP image when the gallery is the first image slot of the page.
 */
export function CmsElementImageGallery({ slot }: CmsElementProps) {
  const page = useProductPage();
  const { prioritySlot } = useCms();
  const data = slot.data as SliderData | null | undefined;
  const product = page?.product;
  const name = product ? translatedName(product) : "";
  const media = data?.sliderItems?.length
    ? data.sliderItems.map((item) => item.media)
    : (product?.media ?? [])
        .toSorted((a, b) => (a.position ?? 0) - (b.position ?? 0))
        .map((item) => item.media);
  // A variant has its own images: a new variant starts at its first image.
  return (
    <ProductGallery
      key={product?.id}
      images={galleryImages(media, name)}
      priority={prioritySlot === slot}
      layout={galleryProps(slot)}
    />
  );
}
