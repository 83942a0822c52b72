import { Image } from "@shop/design-system";
import type * as StoreApi from "@shop/store-api";
import { css } from "@shop/styled-system/css";
import { useCms } from "../CmsContext.ts";
import { mediaImage } from "../media.ts";
import { safeHref } from "../safeUrl.ts";
import type { CmsElementProps } from "../types.ts";
import { translatedName } from "@shop/store-api";

type LogoData = {
  media?: StoreApi.Media | null;
  url?: string | null;
  newTab?: boolean | null;
  manufacturer?: { name?: string | null; translated?: { name?: string | null } | null } | null;
};

// A fixed height (the width follows the aspect ratio of its width and height attributes), so the heading
// does not grow when the logo arrives.
const logo = css({ display: "inline-flex", "& img": { h: "12", w: "auto", maxW: "12rem" } });
/** The logo's rendered width as `logo` lays it out: 3rem high, at most 12rem wide. */
const logoSizes = (width: number, height: number) => `${Math.ceil(Math.min((48 * width) / height, 192))}px`;

/**
 * `manufacturer-logo`: the brand's logo, linked to the manufacturer's site when the link passes the link
 * policy (a new tab by default, as Shopware). Nothing without a logo.
 */
export function CmsElementManufacturerLogo({ slot }: CmsElementProps) {
  const { linkPolicy } = useCms();
  const data = slot.data as LogoData | null | undefined;
  const image = mediaImage(data?.media);
  if (!image?.width || !image.height) return null;
  const name = data?.manufacturer ? translatedName(data.manufacturer) : "";
  const img = (
    <Image
      src={image.src}
      alt={image.alt || name}
      width={image.width}
      height={image.height}
      thumbnails={image.thumbnails}
      sizes={logoSizes(image.width, image.height)}
    />
  );
  const href = safeHref(data?.url, linkPolicy);
  if (!href) return <div className={logo}>{img}</div>;
  const newTab = data?.newTab !== false;
  return (
    <a className={logo} href={href} {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {img}
    </a>
  );
}
