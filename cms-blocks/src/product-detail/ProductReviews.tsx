import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link, ReviewList, ReviewSummary } from "@shop/design-system";
import { css } from "@shop/styled-system/css";
import { useCms } from "../CmsContext.ts";
import { useProductPage } from "./ProductPageContext.ts";

const layout = css({
  display: "grid",
  gap: "8",
  lg: { gridTemplateColumns: "minmax(16rem, 1fr) 2fr", alignItems: "start" },
});
const moreLink = css({ color: "accent.text", textDecoration: "underline", fontWeight: "medium" });

/**
 * The reviews tab: average and distribution, the reviews newest first with the shop's replies and the
 * shopper's own ones awaiting approval, "show more", and the app's review form (or login hint).
 */
export function ProductReviews() {
  const page = useProductPage();
  const { t, i18n } = useLingui();
  const { renderLink } = useCms();
  if (!page) return null;
  const { reviews } = page;
  const dateFormat = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "long", timeZone: "Europe/Zurich" });
  const decimal = new Intl.NumberFormat(i18n.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <div className={layout}>
      <div className={css({ display: "flex", flexDirection: "column", gap: "6" })}>
        <ReviewSummary
          average={reviews.stats.average}
          total={reviews.stats.total}
          distribution={reviews.stats.distribution}
          heading={t`Customer reviews`}
          headingLevel={3}
          formatAverageLabel={(average) => t`${average} of 5 stars`}
          formatAverage={(average) => decimal.format(average)}
          formatTotal={(total) => t`${plural(total, { one: "# review", other: "# reviews" })}`}
          formatBarLabel={(points, count, percent) =>
            t`${plural(points, { one: "# star", other: "# stars" })}: ${plural(count, { one: "# review", other: "# reviews" })} (${percent} %)`
          }
        />
        {page.reviewForm}
      </div>
      <ReviewList
        headingLevel={4}
        reviews={reviews.items.map((review) => ({
          id: review.id,
          title: review.title,
          content: review.content,
          points: review.points ?? 0,
          author: review.externalUser ?? undefined,
          date: review.createdAt ? dateFormat.format(new Date(review.createdAt)) : "",
          dateTime: review.createdAt ?? undefined,
          isPending: review.status === false,
          lang: review.languageId ? reviews.languages?.[review.languageId] : undefined,
          reply: review.comment ? { author: "Clarus", content: review.comment } : undefined,
        }))}
        formatRatingLabel={(points) => t`${points} of 5 stars`}
        pendingLabel={t`Awaiting approval`}
        replyHeading={(author) => t`Reply from ${author}`}
        emptyText={t`No reviews yet. Be the first to review this product.`}
        more={
          reviews.moreHref ? (
            <Link href={reviews.moreHref} render={renderLink} className={moreLink}>
              {t`Show more reviews`}
            </Link>
          ) : undefined
        }
      />
    </div>
  );
}
