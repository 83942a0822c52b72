export { Button, type ButtonProps } from "./button/Button.tsx";
export { Link, linkStyle, type LinkProps, type LinkRenderProps } from "./link/Link.tsx";
export { Icon, type IconProps } from "./icon/Icon.tsx";
export { iconNames, type IconName } from "./icon/icons.tsx";
export { Price, type PriceProps } from "./price/Price.tsx";
export { formatPrice } from "./price/formatPrice.ts";
export { Image, type ImageProps } from "./image/Image.tsx";
export {
  buildSrcSet,
  isImageUrlTooLong,
  MAX_IMAGE_URL_LENGTH,
  roundImageWidth,
  type ImageThumbnail,
} from "./image/imageSources.ts";
export { focusRing } from "./preset/focus-ring.ts";
