import { ToggleButton } from "react-aria-components";
import { cx } from "@shop/styled-system/css";
import { wishlistToggle, type WishlistToggleVariantProps } from "@shop/styled-system/recipes";
import { Icon } from "../icon/Icon.tsx";

/** A product's place on the wishlist, as the app wires it: whether it is there and how to change that. */
export interface WishlistState {
  /** Whether the product is on the wishlist (`aria-pressed`, `data-selected`). */
  isSelected: boolean;
  /** Called with the new state; the app adds or removes the product. */
  onChange: (isSelected: boolean) => void;
}

export interface WishlistToggleProps extends WishlistState {
  /**
   * The button's name, the same in both states (the pressed state is announced), e.g. "Merken". The `icon`
   * variant only names the button with it; `labelled` shows it next to the heart.
   */
  label: string;
  /** `icon`: a round heart button (product cards); `labelled`: heart and label as text (the buy box). @default "icon" */
  variant?: WishlistToggleVariantProps["variant"];
  /** Describes the button, e.g. by the product name when the label repeats in a listing. */
  "aria-describedby"?: string;
  /** Extra classes (e.g. where the button sits), applied after the recipe's. */
  className?: string;
}

/** The wishlist toggle (react-aria ToggleButton): a heart, filled while the product is on the wishlist. */
export function WishlistToggle({
  isSelected,
  onChange,
  label,
  variant = "icon",
  className,
  "aria-describedby": describedBy,
}: WishlistToggleProps) {
  const isLabelled = variant === "labelled";
  return (
    <ToggleButton
      className={cx(wishlistToggle({ variant }), className)}
      isSelected={isSelected}
      onChange={onChange}
      aria-label={isLabelled ? undefined : label}
      aria-describedby={describedBy}
    >
      <Icon name="heart" />
      {isLabelled && label}
    </ToggleButton>
  );
}
