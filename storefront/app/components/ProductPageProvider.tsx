import type { ReactNode } from "react";
import { Form, Link, useActionData, useLocation, useNavigate, useNavigation } from "react-router";
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { isVariantSwitch, ProductPageContext, variantSearch, type ProductPageData } from "@shop/cms-blocks";
import { ReviewForm } from "@shop/design-system";
import { translatedName } from "@shop/store-api";
import { css } from "@shop/styled-system/css";
import { ADD_TO_CART_ACTION, useAddToCart } from "../lib/add-to-cart.ts";
import { localizePath } from "../lib/locale.ts";
import { useLocale } from "../lib/use-locale.ts";
import type { ReviewActionResult } from "../lib/product-reviews.server.ts";
import { quotationHref, testMachineHref } from "../lib/service-links.ts";
import { useWishlist } from "../lib/wishlist.ts";

/**
 * Puts a product page's data and the shop's actions where cms-blocks' product elements find them: the
 * add-to-cart form (a POST that works without JavaScript, a fetcher with it), the wishlist toggle, the
 * variant form (a GET to this page; with JavaScript a client navigation), the quote link for hidden prices,
 * and the review form for logged-in customers (a login hint for everyone else).
 */
export function ProductPageProvider({
  data,
  isLoggedIn,
  isMachine = false,
  children,
}: {
  data: ProductPageData;
  isLoggedIn: boolean;
  /** A machine: the buy box links to the test-machine inquiry. */
  isMachine?: boolean;
  children: ReactNode;
}) {
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const wishlist = useWishlist();
  const { onSubmit, pendingProductId } = useAddToCart();
  const { product } = data;
  const back = `${location.pathname}${location.search}`;
  const isVariantPending = navigation.state !== "idle" && isVariantSwitch(navigation.location?.search ?? "");
  const name = translatedName(product) || product.productNumber;
  const productNumber = product.productNumber;
  const value = {
    ...data,
    addToCart: {
      action: ADD_TO_CART_ACTION,
      fields: { productId: product.id, redirectTo: back },
      isPending: pendingProductId === product.id,
      onSubmit,
    },
    wishlist: {
      isSelected: wishlist.has(product.id),
      onChange: (isSelected: boolean) => wishlist.set(product.id, isSelected),
    },
    variantAction: location.pathname,
    onVariantChange: (groupId: string, _optionId: string, selection: Record<string, string>) => {
      const search = variantSearch({
        options: selection,
        parentId: product.parentId,
        switchedGroup: groupId,
      });
      void navigate(`${location.pathname}?${search}`, { preventScrollReset: true });
    },
    isVariantPending,
    quoteHref: localizePath(quotationHref([{ productNumber, quantity: 1 }]), locale),
    testMachineHref: isMachine
      ? localizePath(testMachineHref(`${name} (${productNumber})`), locale)
      : undefined,
    reviewForm: isLoggedIn ? <ShopReviewForm productId={product.parentId ?? product.id} /> : <LoginHint />,
  };
  return <ProductPageContext value={value}>{children}</ProductPageContext>;
}

const hint = css({
  p: "4",
  bg: "bg.subtle",
  borderRadius: "md",
  display: "flex",
  flexDirection: "column",
  gap: "2",
});
const linkStyle = css({ color: "accent.text", textDecoration: "underline", fontWeight: "medium" });
const success = css({
  p: "4",
  bg: "success.subtle",
  color: "success.text",
  borderRadius: "md",
  border: "1px solid",
  borderColor: "success.border",
});

/** For shoppers who are not logged in: Shopware takes reviews from customers only. */
function LoginHint() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const locale = useLocale();
  const login = `${localizePath("/login", locale)}?redirectTo=${encodeURIComponent(`${pathname}#reviews`)}`;
  return (
    <div className={hint}>
      <p>{t`Only customers can write a review. Please log in to share your experience.`}</p>
      <Link to={login} className={linkStyle}>
        {t`Log in to write a review`}
      </Link>
    </div>
  );
}

/** The review form: a POST to this page (the route's action), kept filled after an error. */
function ShopReviewForm({ productId }: { productId: string }) {
  const { t, i18n } = useLingui();
  const result = useActionData<ReviewActionResult>();
  const navigation = useNavigation();
  const isSubmitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "review";
  if (result?.ok) {
    return (
      <output className={success}>
        {t`Thank you! Your review was submitted and will appear once it has been approved.`}
      </output>
    );
  }
  return (
    <ReviewForm
      method="post"
      heading={t`Write a review`}
      labels={{ rating: t`Your rating`, title: t`Title`, content: t`Your review`, submit: t`Submit review` }}
      formatStarLabel={(points) => t`${plural(points, { one: "# star", other: "# stars" })}`}
      messages={{
        ratingRequired: t`Please choose a rating.`,
        titleRequired: t`Please enter a title.`,
        titleTooShort: t`The title needs at least 5 characters.`,
        contentRequired: t`Please write your review.`,
        contentTooShort: t`The review needs at least 40 characters.`,
      }}
      hiddenFields={{ intent: "review", productId }}
      defaultValues={result?.values}
      errors={result?.errors ? translateErrors(result.errors, i18n) : undefined}
      isSubmitting={isSubmitting}
      renderForm={({ children, encType: _encType, action: _action, method: _method, ...props }) => (
        <Form {...props} method="post" preventScrollReset>
          {children}
        </Form>
      )}
    />
  );
}

const reviewErrors = {
  "points-invalid": msg`Please choose a rating.`,
  "title-required": msg`Please enter a title.`,
  "title-too-short": msg`The title needs at least 5 characters.`,
  "content-required": msg`Please write your review.`,
  "content-too-short": msg`The review needs at least 40 characters.`,
  "login-required": msg`Your session has expired. Please log in again to write a review.`,
  "already-reviewed": msg`You have already reviewed this product.`,
  failed: msg`Something went wrong. Please try again later.`,
} as const;

function translateErrors(errors: NonNullable<ReviewActionResult["errors"]>, i18n: I18n) {
  return Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, i18n._(reviewErrors[key])]));
}
