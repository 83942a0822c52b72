import { definePreset } from "@pandacss/dev";
import { badgeRecipe } from "../badge/badge.recipe.ts";
import { breadcrumbsRecipe } from "../breadcrumbs/breadcrumbs.recipe.ts";
import { buttonRecipe } from "../button/button.recipe.ts";
import { drawerRecipe } from "../drawer/drawer.recipe.ts";
import { ratingRecipe } from "../rating/rating.recipe.ts";
import { spinnerRecipe } from "../spinner/spinner.recipe.ts";
import { toastRecipe } from "../toast/toast.recipe.ts";
import { checkboxRecipe } from "../checkbox/checkbox.recipe.ts";
import { errorSummaryRecipe, formFieldRecipe } from "../form-field/formField.recipe.ts";
import { disclosureRecipe } from "../disclosure/disclosure.recipe.ts";
import { rangeSliderRecipe } from "../range-slider/rangeSlider.recipe.ts";
import { selectRecipe } from "../select/select.recipe.ts";
import { iconRecipe } from "../icon/icon.recipe.ts";
import { imageRecipe } from "../image/image.recipe.ts";
import { linkRecipe } from "../link/link.recipe.ts";
import { priceRecipe } from "../price/price.recipe.ts";
import { productCardRecipe } from "../product-card/productCard.recipe.ts";
import { megaMenuRecipe } from "../mega-menu/megaMenu.recipe.ts";
import { mobileMenuRecipe } from "../mobile-menu/mobileMenu.recipe.ts";
import { searchSuggestRecipe } from "../search-suggest/searchSuggest.recipe.ts";
import { galleryRecipe } from "../gallery/gallery.recipe.ts";
import { carouselRecipe } from "../carousel/carousel.recipe.ts";
import { variantPickerRecipe } from "../variant-picker/variantPicker.recipe.ts";
import { reviewListRecipe, reviewSummaryRecipe } from "../review-list/reviewList.recipe.ts";
import { ratingInputRecipe, reviewFormRecipe } from "../review-form/reviewForm.recipe.ts";
import { tabsRecipe } from "../tabs/tabs.recipe.ts";
import { quantityFieldRecipe } from "../quantity-field/quantityField.recipe.ts";
import { priceTiersRecipe } from "../price-tiers/priceTiers.recipe.ts";
import { cartLineItemRecipe } from "../cart-line-item/cartLineItem.recipe.ts";
import { cartSummaryRecipe } from "../cart-summary/cartSummary.recipe.ts";
import { sideCartRecipe } from "../side-cart/sideCart.recipe.ts";
import { downloadListRecipe } from "../download-list/downloadList.recipe.ts";
import { wishlistToggleRecipe } from "../wishlist-toggle/wishlistToggle.recipe.ts";
import { colors, semanticColors } from "./colors.ts";
import { conditions } from "./conditions.ts";
import {
  animations,
  borderWidths,
  breakpoints,
  durations,
  easings,
  keyframes,
  radii,
  semanticSpacing,
  shadows,
  sizes,
  spacing,
  zIndex,
} from "./scales.ts";
import {
  fonts,
  fontSizes,
  semanticFonts,
  webFontCondition,
  fontWeights,
  letterSpacings,
  lineHeights,
  textStyles,
} from "./typography.ts";

export { focusRing } from "./focus-ring.ts";

/** The shop's visual language: tokens, conditions and recipes. Replaces Panda's default theme. */
export const shopPreset = definePreset({
  name: "shop",
  conditions: { extend: { ...conditions, webFont: webFontCondition } },
  theme: {
    breakpoints,
    tokens: {
      colors,
      fonts,
      fontSizes,
      fontWeights,
      lineHeights,
      letterSpacings,
      spacing,
      sizes,
      radii,
      shadows,
      borderWidths,
      zIndex,
      durations,
      easings,
      animations,
    },
    semanticTokens: { colors: semanticColors, spacing: semanticSpacing, fonts: semanticFonts },
    textStyles,
    keyframes,
    recipes: { link: linkRecipe, icon: iconRecipe, image: imageRecipe, wishlistToggle: wishlistToggleRecipe },
    slotRecipes: {
      button: buttonRecipe,
      badge: badgeRecipe,
      spinner: spinnerRecipe,
      rating: ratingRecipe,
      breadcrumbs: breadcrumbsRecipe,
      toast: toastRecipe,
      drawer: drawerRecipe,
      price: priceRecipe,
      productCard: productCardRecipe,
      megaMenu: megaMenuRecipe,
      mobileMenu: mobileMenuRecipe,
      searchSuggest: searchSuggestRecipe,
      disclosure: disclosureRecipe,
      checkbox: checkboxRecipe,
      rangeSlider: rangeSliderRecipe,
      select: selectRecipe,
      gallery: galleryRecipe,
      carousel: carouselRecipe,
      variantPicker: variantPickerRecipe,
      reviewSummary: reviewSummaryRecipe,
      reviewList: reviewListRecipe,
      ratingInput: ratingInputRecipe,
      reviewForm: reviewFormRecipe,
      tabs: tabsRecipe,
      quantityField: quantityFieldRecipe,
      priceTiers: priceTiersRecipe,
      cartLineItem: cartLineItemRecipe,
      cartSummary: cartSummaryRecipe,
      sideCart: sideCartRecipe,
      downloadList: downloadListRecipe,
      formField: formFieldRecipe,
      errorSummary: errorSummaryRecipe,
    },
  },
  globalCss: {
    html: {
      "--global-color-focus-ring": "colors.focusRing",
      fontFamily: "body",
      color: "fg",
      bg: "bg",
      lineHeight: "normal",
      WebkitTextSizeAdjust: "100%",
    },
  },
  // Variants set only through props at runtime (stories, CMS data) must exist in the CSS too.
  staticCss: { recipes: "*" },
});

export default shopPreset;
