import { useId } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { columnWidth, Select, skipOffscreen, Spinner } from "@shop/design-system";
import { css } from "@shop/styled-system/css";
import { button } from "@shop/styled-system/recipes";
import { useCms } from "../CmsContext.ts";
import { ProductBox } from "../product/ProductBox.tsx";
import { followInPlace, useListing } from "./ListingContext.ts";
import { activeFilterCount, listingChange, listingHref, readListingState } from "./listingUrl.ts";

/**
 * The cards of a phone's first row (two columns) are the likely LCP element of a category page: their
 * images load eagerly, with high priority. Further cards are lazy; on wider screens the rest of the first
 * row is in view and starts loading right after layout.
 */
const EAGER_CARDS = 2;

/**
 * A product listing: the count and sorting, the product grid and "load more". Sorting is a GET form and
 * "load more" a link to `p + 1` (the page shows pages 1 to `p`), so both work without JavaScript; with it,
 * they navigate in place and the new products append below the ones already shown.
 */
export function ProductListing() {
  const { t } = useLingui();
  const context = useListing();
  const headingId = useId();
  const { width } = useCms();
  if (!context) return null;
  const { listing, url, navigate, isPending = false } = context;
  const { criteria } = readListingState(url);
  const shown = listing.elements.length;
  const total = listing.total ?? shown;
  const sortings = listing.availableSortings;
  const currentOrder = criteria.order ?? listing.sorting ?? sortings[0]?.key ?? "";
  const nextHref = listingHref(url, criteria, { kind: "next-page" });
  const followNext = followInPlace(navigate, listingChange({ kind: "next-page" }));
  const followReset = followInPlace(navigate, listingChange({ kind: "reset" }));
  const hidden = Object.entries(Object.fromEntries(new URLSearchParams(url.search))).filter(
    ([name]) => name !== "order" && name !== "p",
  );
  return (
    <section className={styles.root} data-slot="product-listing" aria-labelledby={headingId}>
      {/* The cards' names are h3: this names the list for the page outline and screen readers' heading lists. */}
      <h2 id={headingId} className={styles.srOnly}>
        <Trans>Products</Trans>
      </h2>
      <div className={styles.toolbar}>
        <output className={styles.count}>
          {isPending && <Spinner size="sm" delay={150} label={t`Loading products`} />}
          {total === 0 ? (
            <Trans>No products found</Trans>
          ) : shown < total ? (
            <Trans>
              {shown} of {total} products
            </Trans>
          ) : (
            <Plural value={total} one="# product" other="# products" />
          )}
        </output>
        {sortings.length > 1 && (
          <form method="get" action={url.pathname} className={styles.sortForm} autoComplete="off">
            {hidden.map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <Select
              label={t`Sort by`}
              name="order"
              value={currentOrder}
              options={sortings.map((sorting) => ({
                value: sorting.key,
                label: sorting.translated?.label ?? sorting.label ?? sorting.key,
              }))}
              onChange={(order) => navigate?.(listingChange({ kind: "order", order }))}
              className={styles.sort}
            />
            <noscript>
              <button type="submit" className={button({ variant: "secondary", size: "md" }).root}>
                <Trans>Sort</Trans>
              </button>
            </noscript>
          </form>
        )}
      </div>
      {total === 0 ? (
        activeFilterCount(criteria) > 0 && (
          <p className={styles.empty}>
            <a href={listingHref(url, criteria, { kind: "reset" })} onClick={followReset}>
              <Trans>Reset all filters</Trans>
            </a>
          </p>
        )
      ) : (
        <ul className={styles.grid} aria-busy={isPending || undefined} data-pending={isPending || undefined}>
          {listing.elements.map((product, index) => (
            // Skipped by the browser while off screen after the first paint (ADR 6).
            <li key={product.id} {...skipOffscreen(styles.item)}>
              <ProductBox
                product={product}
                imageLoading={index < EAGER_CARDS ? "eager" : "lazy"}
                layoutWidth={columnWidth(width, gridColumns)}
              />
            </li>
          ))}
        </ul>
      )}
      {shown < total && (
        <p className={styles.more}>
          <a
            href={nextHref}
            onClick={followNext}
            className={button({ variant: "secondary", size: "md" }).root}
            aria-disabled={isPending || undefined}
          >
            <Trans>Load more products</Trans>
          </a>
        </p>
      )}
    </section>
  );
}

const styles = {
  root: css({ display: "flex", flexDirection: "column", gap: "6" }),
  srOnly: css({ srOnly: true }),
  toolbar: css({
    display: "flex",
    flexWrap: "wrap",
    alignItems: "end",
    justifyContent: "space-between",
    gap: "4",
    minH: "16",
  }),
  // No layout shift when the fonts swap or the native select becomes react-aria's (ADR 6): the sort field
  // has a fixed width, and whether it fits beside the count depends on the count's basis, not on its text.
  // They share a line from 5 + 1 + 13 = 19rem (a 390 px phone has 19.9), and the count wraps its own words.
  count: css({
    flex: "1 1 5rem",
    display: "flex",
    alignItems: "center",
    gap: "2",
    textStyle: "body.sm",
    color: "fg.muted",
  }),
  sortForm: css({ display: "flex", alignItems: "end", gap: "2" }),
  sort: css({ w: "13rem" }),
  // Keep `gridColumns` (below) in step: the cards' image `sizes` follow from it.
  grid: css({
    display: "grid",
    gap: "4",
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    md: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  }),
  item: css({ display: "flex", "& > *": { flex: "1" } }),
  empty: css({ textStyle: "body.md" }),
  more: css({ display: "flex", justifyContent: "center" }),
};

/** `styles.grid` as numbers: a card is one of these columns. */
const gridColumns = { columns: { base: 2, md: 3 }, gap: 16 } as const;
