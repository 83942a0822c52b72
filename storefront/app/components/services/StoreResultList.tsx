import { css } from "@shop/styled-system/css";
import type { Locale } from "../../lib/locale.ts";
import type { StoreCard } from "../../lib/store-finder.server.ts";
import { StoreResultCard } from "./StoreResultCard.tsx";

export interface StoreResultListProps {
  stores: StoreCard[];
  locale: Locale;
  /** The list's accessible name (the results summary). */
  label: string;
}

/** The results, nearest first: the primary, accessible content of the store finder (the map only adds to it). */
export function StoreResultList({ stores, locale, label }: StoreResultListProps) {
  return (
    <ol className={styles.list} aria-label={label}>
      {stores.map((store) => (
        <li key={store.id} className={styles.item}>
          <StoreResultCard store={store} locale={locale} />
        </li>
      ))}
    </ol>
  );
}

const styles = {
  list: css({
    display: "grid",
    gridTemplateColumns: { base: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" },
    gap: "4",
  }),
  item: css({ display: "flex", "& > article": { flex: "1" } }),
};
