import { useLingui } from "@lingui/react/macro";
import { css } from "@shop/styled-system/css";
import type { OpeningInterval, StoreService, StoreType } from "@shop/store-api";
import type { Locale } from "../../lib/locale.ts";
import type { OpeningState, StoreCard } from "../../lib/store-finder.server.ts";

/** "17:00" in German, "17h00" in Swiss French. */
export function formatTime(time: string, locale: Locale): string {
  return locale === "fr-CH" ? time.replace(":", "h") : time;
}

/** The weekday's name (1 = Monday) in the shopper's language. */
export function weekdayName(weekday: number, locale: Locale): string {
  // 2024-01-01 was a Monday.
  return new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, 0, weekday)),
  );
}

/** "2.3 km" (de) / "2,3 km" (fr), Swiss number formats. */
export function formatDistance(distance: number, locale: Locale): string {
  const format = new Intl.NumberFormat(locale === "fr-CH" ? "fr-CH" : "de-CH", {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return `${format.format(distance)} km`;
}

function useStoreTexts(locale: Locale) {
  const { t } = useLingui();
  const typeLabel: Record<StoreType, string> = {
    branch: t`Branch`,
    "partner-depot": t`Partner depot`,
    showroom: t`Head office and showroom`,
  };
  const serviceLabel: Record<StoreService, string> = {
    "machine-service": t`Machine service`,
    "test-machines": t`Test machines`,
    pickup: t`Order pickup`,
  };
  const opening = (state: OpeningState): string => {
    if (state.state === "open") {
      const time = formatTime(state.until, locale);
      return t`Open now until ${time}`;
    }
    if (state.state === "opens-later") {
      const time = formatTime(state.at, locale);
      return t`Closed now, opens at ${time}`;
    }
    if (!state.next) return t`Closed`;
    const day = weekdayName(state.next.weekday, locale);
    const time = formatTime(state.next.at, locale);
    return t`Closed now, opens ${day} at ${time}`;
  };
  const intervals = (list: OpeningInterval[]): string =>
    list.length === 0
      ? t`closed`
      : list
          .map((interval) => `${formatTime(interval.opens, locale)}–${formatTime(interval.closes, locale)}`)
          .join(", ");
  return { typeLabel, serviceLabel, opening, intervals };
}

export interface StoreResultCardProps {
  store: StoreCard;
  locale: Locale;
  /** The heading level of the store's name (the list's heading is one above). */
  headingLevel?: 2 | 3;
}

/** One store of the results: name, type, distance, address, today's opening state, the week, contact, links. */
export function StoreResultCard({ store, locale, headingLevel = 3 }: StoreResultCardProps) {
  const { t } = useLingui();
  const { typeLabel, serviceLabel, opening, intervals } = useStoreTexts(locale);
  const Heading = `h${headingLevel}` as const;
  const newTab = t`(opens in a new tab)`;
  const open = store.opening.state === "open";
  const name = store.name;
  return (
    <article className={styles.card} aria-labelledby={`store-${store.id}`}>
      <div className={styles.head}>
        <Heading id={`store-${store.id}`} className={styles.name}>
          {store.name}
        </Heading>
        <span className={styles.distance}>{formatDistance(store.distance, locale)}</span>
      </div>
      <p className={styles.type}>{typeLabel[store.type]}</p>
      <address className={styles.address}>
        {store.street}
        <br />
        {store.postalCode} {store.place}
      </address>
      <p className={styles.opening} data-open={open || undefined}>
        {opening(store.opening)}
      </p>
      <details className={styles.details}>
        <summary className={styles.summary}>{t`Opening hours`}</summary>
        <table className={styles.hours}>
          <caption className={css({ srOnly: true })}>{t`Opening hours of ${name}`}</caption>
          <tbody>
            {store.week.map((day) => (
              <tr key={day.weekday} data-today={day.weekday === store.today || undefined}>
                <th scope="row">{weekdayName(day.weekday, locale)}</th>
                <td>{intervals(day.intervals)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      {store.services.length > 0 && (
        <ul className={styles.services} aria-label={t`Services`}>
          {store.services.map((service) => (
            <li key={service}>{serviceLabel[service]}</li>
          ))}
        </ul>
      )}
      <ul className={styles.links}>
        <li>
          <a href={store.phoneHref}>
            <span className={css({ srOnly: true })}>{t`Phone`} </span>
            {store.phone}
          </a>
        </li>
        <li>
          <a href={`mailto:${store.email}`} className={styles.email}>
            <span className={css({ srOnly: true })}>{t`E-mail`} </span>
            {store.email}
          </a>
        </li>
        <li>
          <a href={store.mapUrl} target="_blank" rel="noopener noreferrer">
            {t`Show on OpenStreetMap`}
            <span className={css({ srOnly: true })}>
              {" "}
              {store.name} {newTab}
            </span>
          </a>
        </li>
        <li>
          <a href={store.routeUrl} target="_blank" rel="noopener noreferrer">
            {t`Plan route`}
            <span className={css({ srOnly: true })}>
              {" "}
              {store.name} {newTab}
            </span>
          </a>
        </li>
      </ul>
    </article>
  );
}

const styles = {
  card: css({
    display: "flex",
    flexDirection: "column",
    gap: "2",
    p: "4",
    borderWidth: "1px",
    borderColor: "border",
    borderRadius: "md",
    bg: "bg",
    minW: "0",
  }),
  head: css({ display: "flex", justifyContent: "space-between", alignItems: "baseline", gap: "3" }),
  name: css({ textStyle: "h4", overflowWrap: "anywhere" }),
  distance: css({ fontWeight: "semibold", whiteSpace: "nowrap" }),
  type: css({ color: "fg.muted", fontSize: "sm" }),
  address: css({ fontStyle: "normal" }),
  opening: css({ fontWeight: "medium", color: "fg.muted", "&[data-open]": { color: "success.text" } }),
  details: css({ fontSize: "sm" }),
  summary: css({ cursor: "pointer", textDecoration: "underline", w: "fit-content" }),
  hours: css({
    mt: "2",
    borderCollapse: "collapse",
    "& th": { textAlign: "start", fontWeight: "normal", pr: "4", py: "0.5" },
    "& td": { py: "0.5" },
    "& tr[data-today]": { fontWeight: "semibold" },
    "& tr[data-today] th": { fontWeight: "semibold" },
  }),
  services: css({
    display: "flex",
    flexWrap: "wrap",
    gap: "2",
    fontSize: "sm",
    "& li": { px: "2", py: "0.5", borderRadius: "full", bg: "bg.subtle" },
  }),
  links: css({
    display: "flex",
    flexWrap: "wrap",
    gap: "2 4",
    "& a": { textDecoration: "underline", color: "accent.text" },
  }),
  email: css({ overflowWrap: "anywhere" }),
};
