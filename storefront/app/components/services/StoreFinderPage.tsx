import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Button, useIsHydrated } from "@shop/design-system";
import { css, cx } from "@shop/styled-system/css";
import { hiddenUntilHydrated } from "../hydration-styles.ts";
import { lazy, Suspense, useState } from "react";
import { useNavigation } from "react-router";
import { localizePath } from "../../lib/locale.ts";
import type { StoreFinderResult } from "../../lib/store-finder.server.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { StoreFinderForm } from "./StoreFinderForm.tsx";
import { StoreResultList } from "./StoreResultList.tsx";

/** Leaflet and its CSS load only when the shopper asks for the map: never in the page's first load. */
const StoreFinderMap = lazy(() =>
  import("./StoreFinderMap.tsx").then((module) => ({ default: module.StoreFinderMap })),
);

/**
 * `/store-finder`: heading, the search form, the results summary (a polite live region), the list or the
 * empty / not-found state. Everything is in the server HTML; the form works without JavaScript.
 */
export function StoreFinderPage({ result }: { result: StoreFinderResult }) {
  const { t } = useLingui();
  const locale = useLocale();
  const navigation = useNavigation();
  const hydrated = useIsHydrated();
  const [showMap, setShowMap] = useState(false);
  const action = localizePath("/store-finder", locale);
  const isPending = navigation.state === "loading" && navigation.location.pathname === action;
  const place =
    result.status === "found" ? `${result.origin.postalCode} ${result.origin.place}` : result.search;
  const radius = result.radius;
  let summary = "";
  if (result.status === "found") {
    const count = result.stores.length;
    summary = t({
      message: plural(count, {
        one: `# location within ${radius} km of ${place}`,
        other: `# locations within ${radius} km of ${place}`,
      }),
    });
  } else if (result.status === "not-found") {
    summary = t`Place not found: “${place}”`;
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t`Store finder`}</h1>
      <p className={styles.intro}>
        {t`Find Clarus branches, our showroom and partner depots near you: pick up orders, test machines and get your machines serviced.`}
      </p>
      <StoreFinderForm
        action={action}
        search={result.search}
        radius={radius}
        errorMessage={result.status === "invalid" ? t`Please enter a postal code or a place.` : undefined}
        isPending={isPending}
      />
      <output aria-live="polite" className={styles.summary}>
        {summary}
      </output>
      {result.status === "not-found" && (
        <div className={styles.empty}>
          <p>{t`We do not know this postal code or place. Please check the spelling or enter a four-digit Swiss postal code.`}</p>
          {result.suggestions.length > 0 && (
            <>
              <p>{t`Did you mean:`}</p>
              <ul className={styles.suggestions}>
                {result.suggestions.map((suggestion) => (
                  <li key={suggestion}>
                    <a
                      href={`${action}?${new URLSearchParams({ search: suggestion, radius: String(radius) })}`}
                    >
                      {suggestion}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      {result.status === "found" && result.stores.length === 0 && (
        <p className={styles.empty}>
          {t`No location within this radius. Choose a larger radius or search for another place.`}
        </p>
      )}
      {result.status === "found" && result.stores.length > 0 && (
        <section aria-labelledby="store-finder-results" className={styles.results}>
          <h2 id="store-finder-results" className={css({ srOnly: true })}>
            {t`Results`}
          </h2>
          <Button
            variant="secondary"
            aria-expanded={showMap}
            aria-controls={showMap ? "store-finder-map" : undefined}
            onPress={() => setShowMap((shown) => !shown)}
            className={cx(styles.mapToggle, !hydrated && hiddenUntilHydrated)}
          >
            {showMap ? t`Hide map` : t`Show map`}
          </Button>
          {showMap && (
            <div id="store-finder-map">
              <Suspense fallback={<div className={styles.mapPlaceholder} />}>
                <StoreFinderMap
                  origin={result.origin}
                  stores={result.stores}
                  label={t`Map of the locations (the list shows every detail)`}
                />
              </Suspense>
            </div>
          )}
          <StoreResultList stores={result.stores} locale={locale} label={summary} />
        </section>
      )}
    </div>
  );
}

const styles = {
  page: css({ display: "flex", flexDirection: "column", gap: "5" }),
  heading: css({ textStyle: "h1", overflowWrap: "anywhere" }),
  intro: css({ maxW: "48rem", color: "fg.muted" }),
  summary: css({ display: "block", minH: "6", fontWeight: "semibold" }),
  empty: css({
    display: "flex",
    flexDirection: "column",
    gap: "2",
    p: "4",
    bg: "bg.subtle",
    borderRadius: "md",
  }),
  suggestions: css({
    display: "flex",
    flexWrap: "wrap",
    gap: "2 4",
    "& a": { textDecoration: "underline", color: "accent.text" },
  }),
  results: css({ display: "flex", flexDirection: "column", gap: "4" }),
  mapToggle: css({ alignSelf: "flex-start" }),
  mapPlaceholder: css({ h: { base: "20rem", md: "28rem" }, bg: "bg.subtle", borderRadius: "md" }),
};
