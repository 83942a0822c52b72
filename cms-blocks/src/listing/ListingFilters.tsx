import { useId, type FormEvent } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Checkbox, CheckboxGroup, Icon, RangeSlider, Rating } from "@shop/design-system";
import { translatedName, type ListingCriteria } from "@shop/store-api";
import { css } from "@shop/styled-system/css";
import { button } from "@shop/styled-system/recipes";
import { useCms } from "../CmsContext.ts";
import { followInPlace, useListing, type ListingContextValue, type PageListing } from "./ListingContext.ts";
import { activeFilterCount, listingChange, listingHref, readListingState } from "./listingUrl.ts";
import { HydrationSlice } from "../hydrationTurn.tsx";

/** Options shown per filter group before "show all". */
const VISIBLE_OPTIONS = 6;

/**
 * The listing's filters (Shopware's sidebar-filter): category links, manufacturer, price range, one group
 * per property, minimum rating and free shipping, from the listing's aggregations. It is a GET form on the
 * page's URL (real named inputs, an apply button without JavaScript); with JavaScript every change applies
 * at once. Below lg the filters fold into a native disclosure ("Filter"), which also works without scripts.
 */
export function ListingFilters() {
  const { t } = useLingui();
  const context = useListing();
  const headingId = useId();
  if (!context) return null;
  const { listing, url, navigate } = context;
  const { criteria } = readListingState(url);
  const apply = (changes: Partial<ListingCriteria>) => navigate?.(listingChange({ kind: "filter", changes }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!navigate) return;
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string") query.append(name, value);
    }
    const target = new URL(`${url.pathname}?${query.toString()}`, url);
    navigate(`${target.pathname}${readListingState(target).canonicalSearch ?? target.search}`);
  };
  const activeCount = activeFilterCount(criteria);
  const resetHref = listingHref(url, criteria, { kind: "reset" });
  const followReset = followInPlace(navigate, listingChange({ kind: "reset" }));
  return (
    <details className={styles.root} data-slot="listing-filters">
      <summary className={styles.summary}>
        <Icon name="menu" size="sm" />
        <span id={headingId}>{activeCount > 0 ? t`Filter (${activeCount})` : t`Filter`}</span>
        <Icon name="chevron-down" size="sm" className={styles.chevron} />
      </summary>
      <div className={styles.panel}>
        {context.categories && <CategoryLinks {...context.categories} />}
        <form
          method="get"
          action={url.pathname}
          onSubmit={onSubmit}
          className={styles.form}
          aria-labelledby={headingId}
          // The URL is the state: the browser must not restore stale checkbox states on reload or back.
          autoComplete="off"
        >
          {criteria.search && <input type="hidden" name="search" value={criteria.search} />}
          {criteria.order && <input type="hidden" name="order" value={criteria.order} />}
          {url.searchParams.has("limit") && <input type="hidden" name="limit" value={criteria.limit} />}
          <FilterFields listing={listing} criteria={criteria} apply={apply} />
          <div className={styles.actions}>
            <noscript>
              <button type="submit" className={button({ size: "md" }).root}>
                <Trans>Apply filters</Trans>
              </button>
            </noscript>
            {activeCount > 0 && (
              <a href={resetHref} onClick={followReset} className={styles.reset}>
                <Trans>Reset all filters</Trans>
              </a>
            )}
          </div>
        </form>
      </div>
    </details>
  );
}

function CategoryLinks({ label, items }: NonNullable<ListingContextValue["categories"]>) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={styles.categories}>
      <p className={styles.groupLabel} aria-hidden="true">
        {label}
      </p>
      <ul className={styles.categoryList}>
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={item.href}
              aria-current={item.isCurrent ? "page" : undefined}
              className={styles.categoryLink}
            >
              {item.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface FilterFieldsProps {
  listing: PageListing;
  criteria: ListingCriteria;
  apply: (changes: Partial<ListingCriteria>) => void;
}

function FilterFields({ listing, criteria, apply }: FilterFieldsProps) {
  const { t } = useLingui();
  const { currency = "CHF" } = useCms();
  const { aggregations } = listing;
  const manufacturers = (aggregations.manufacturer?.entities ?? []).toSorted((a, b) =>
    translatedName(a).localeCompare(translatedName(b)),
  );
  const groups = aggregations.properties?.entities ?? [];
  const selectedProperties = criteria.properties ?? [];
  const price = aggregations.price;
  const low = Math.floor(Math.min(price?.min ?? 0, criteria.minPrice ?? Infinity));
  const high = Math.ceil(Math.max(price?.max ?? 0, criteria.maxPrice ?? -Infinity));
  const bestRating = Math.floor(aggregations.rating?.max ?? 0);
  const hasShippingFree = (aggregations["shipping-free"]?.max ?? 0) > 0 || Boolean(criteria.shippingFree);
  const moreLabels = (count: number) => ({
    limit: VISIBLE_OPTIONS,
    showMoreLabel: t`Show all ${count}`,
    showLessLabel: t`Show fewer`,
  });
  // Each filter hydrates in a commit of its own (ADR 6): all of them at once were one of 1,061 fibers.
  return (
    <>
      {manufacturers.length > 0 && (
        <HydrationSlice>
          <CheckboxGroup
            label={t`Brand`}
            name="manufacturer"
            value={[...(criteria.manufacturer ?? [])]}
            onChange={(manufacturer) => apply({ manufacturer })}
            options={manufacturers.map((manufacturer) => ({
              value: manufacturer.id,
              label: translatedName(manufacturer),
            }))}
            {...moreLabels(manufacturers.length)}
          />
        </HydrationSlice>
      )}
      {price && high > low && (
        <HydrationSlice>
          <RangeSlider
            // Remount when the URL's range changes (back/forward), so the thumbs follow it.
            key={`${criteria.minPrice ?? ""}-${criteria.maxPrice ?? ""}`}
            label={t`Price`}
            minLabel={t`Minimum price`}
            maxLabel={t`Maximum price`}
            minName="min-price"
            maxName="max-price"
            minValue={low}
            maxValue={high}
            defaultValue={[criteria.minPrice ?? low, criteria.maxPrice ?? high]}
            currency={currency}
            onChangeEnd={([min, max]) =>
              apply({ minPrice: min > low ? min : undefined, maxPrice: max < high ? max : undefined })
            }
          />
        </HydrationSlice>
      )}
      {groups.map((group) => {
        const options = group.options ?? [];
        if (options.length === 0) return null;
        const ids = new Set(options.map((option) => option.id));
        return (
          <HydrationSlice key={group.id}>
            <CheckboxGroup
              label={translatedName(group)}
              name="properties"
              value={selectedProperties.filter((id) => ids.has(id))}
              onChange={(values) =>
                apply({ properties: [...selectedProperties.filter((id) => !ids.has(id)), ...values] })
              }
              options={options.map((option) => ({
                value: option.id,
                label: translatedName(option),
                color: group.displayType === "color" ? (option.colorHexCode ?? undefined) : undefined,
              }))}
              {...moreLabels(options.length)}
            />
          </HydrationSlice>
        );
      })}
      {bestRating > 0 && (
        <HydrationSlice>
          <RatingFilter best={bestRating} value={criteria.rating} onChange={(rating) => apply({ rating })} />
        </HydrationSlice>
      )}
      {hasShippingFree && (
        <HydrationSlice>
          <Checkbox
            // No native validation for a filter (see CheckboxGroup): nothing re-renders after hydration.
            validationBehavior="aria"
            name="shipping-free"
            value="true"
            isSelected={Boolean(criteria.shippingFree)}
            onChange={(isSelected) => apply({ shippingFree: isSelected || undefined })}
          >
            {t`Free shipping`}
          </Checkbox>
        </HydrationSlice>
      )}
    </>
  );
}

function RatingFilter({
  best,
  value,
  onChange,
}: {
  best: number;
  value: number | undefined;
  onChange: (rating: number | undefined) => void;
}) {
  const { t } = useLingui();
  const levels = [4, 3, 2, 1].filter((level) => level <= best);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.groupLabel}>{t`Customer rating`}</legend>
      <label className={styles.radio}>
        <input
          type="radio"
          name="rating"
          value=""
          checked={value === undefined}
          onChange={() => onChange(undefined)}
        />
        <span>{t`All ratings`}</span>
      </label>
      {levels.map((level) => (
        <label key={level} className={styles.radio}>
          <input
            type="radio"
            name="rating"
            value={level}
            checked={value === level}
            onChange={() => onChange(level)}
          />
          <span aria-hidden="true">
            <Rating value={level} size="sm" />
          </span>
          <Plural value={level} one="# star & up" other="# stars & up" />
        </label>
      ))}
    </fieldset>
  );
}

const styles = {
  root: css({
    "& > summary": { listStyle: "none" },
    "& > summary::-webkit-details-marker": { display: "none" },
    "&[open] [data-chevron], &[open] summary svg:last-child": { transform: "rotate(180deg)" },
    // Closed on a phone, the panel (about 470 elements on a category page, nearly half of it) is left out of
    // the page's first style pass: Chrome computes the style of a closed details' content (it is only
    // skipped for layout, `content-visibility: hidden`), `display: none` spares that.
    lgDown: { "&:not([open])::details-content": { display: "none" } },
    lg: {
      // From lg the filters are always shown (where ::details-content is supported; else the toggle stays).
      "@supports selector(::details-content)": {
        "& > summary": { display: "none" },
        "&::details-content": { contentVisibility: "visible", display: "contents" },
      },
    },
  }),
  summary: css({
    display: "flex",
    alignItems: "center",
    gap: "2",
    minH: "11",
    px: "4",
    borderWidth: "1px",
    borderColor: "border",
    borderRadius: "md",
    cursor: "pointer",
    fontWeight: "semibold",
    focusVisibleRing: "outside",
  }),
  chevron: css({ ms: "auto", transition: "transform 0.2s" }),
  panel: css({ display: "flex", flexDirection: "column", gap: "6", pt: "4", lg: { pt: "0" } }),
  form: css({ display: "flex", flexDirection: "column", gap: "6" }),
  actions: css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "4" }),
  reset: css({ textDecoration: "underline", color: "fg", focusVisibleRing: "outside" }),
  categories: css({ display: "flex", flexDirection: "column", gap: "2" }),
  categoryList: css({ display: "flex", flexDirection: "column", gap: "1" }),
  categoryLink: css({
    display: "block",
    py: "1",
    color: "fg",
    textDecoration: "none",
    _hover: { textDecoration: "underline" },
    "&[aria-current=page]": { fontWeight: "bold" },
    focusVisibleRing: "outside",
  }),
  groupLabel: css({ fontWeight: "semibold", textStyle: "body.md" }),
  fieldset: css({ display: "flex", flexDirection: "column", gap: "2", border: "none", p: "0", m: "0" }),
  radio: css({
    display: "flex",
    alignItems: "center",
    gap: "2",
    minH: "6",
    cursor: "pointer",
    "& input": { w: "4", h: "4", accentColor: "accent" },
  }),
};
