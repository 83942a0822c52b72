import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useRouteLoaderData } from "react-router";
import { Icon, linkStyle, skipOffscreen } from "@shop/design-system";
import { css } from "@shop/styled-system/css";
import type { CurrencyOption } from "../lib/currency.ts";
import type { Locale } from "../lib/locale.ts";
import type { FooterColumn } from "../lib/navigation.ts";
import { labelsPagePath, shopContact } from "../lib/shop-contact.ts";
import { CurrencySwitcher } from "./CurrencySwitcher.tsx";
import { NewsletterSignup } from "./NewsletterSignup.tsx";
import { TrackingSettings } from "./TrackingConsent.tsx";

const badges = (locale: Locale) => [
  { src: `/images/badges/swiss-quality-${locale === "fr-CH" ? "fr" : "de"}.svg`, key: "swiss" },
  { src: `/images/badges/biodegradable-${locale === "fr-CH" ? "fr" : "de"}.svg`, key: "bio" },
  { src: "/images/badges/iso-9001.svg", key: "iso9001", alt: "ISO 9001" },
  { src: "/images/badges/iso-14001.svg", key: "iso14001", alt: "ISO 14001" },
  { src: "/images/badges/iso-45001.svg", key: "iso45001", alt: "ISO 45001" },
  { src: "/images/badges/reach.svg", key: "reach", alt: "REACH" },
];

/**
 * The footer (docs/storefront-rules.md): contact, opening hours, social links, navigation columns,
 * certificates, payment, the currency switch.
 */
export function SiteFooter({
  locale,
  columns,
  contentBlock,
  year,
  currency,
  currencies = [],
}: {
  locale: Locale;
  /** The footer navigation's columns (`toFooterColumns`). */
  columns: readonly FooterColumn[];
  /**
   * The footer content block: sanitised HTML from the fixed footer CMS category (`readFooterBlock`). By
   * default the layout route's `footerBlock`, read here so the layout's first-load chunk does not grow.
   */
  contentBlock?: readonly string[];
  year?: number;
  /** The session's currency (ISO code) and the sales channel's currencies: the switch. */
  currency?: string;
  currencies?: CurrencyOption[];
}) {
  const { t } = useLingui();
  const layout = useRouteLoaderData(`${locale}/default-layout`) as { footerBlock?: string[] } | undefined;
  const block = contentBlock ?? layout?.footerBlock ?? [];
  const badgeAlt: Record<string, string> = { swiss: t`Swiss quality`, bio: t`Biodegradable` };
  return (
    // Skipped by the browser while off screen after the first paint (ADR 6).
    <footer {...skipOffscreen(styles.footer)}>
      <div className={styles.grid}>
        <section aria-labelledby="footer-contact" className={styles.column}>
          <h2 id="footer-contact" className={styles.heading}>
            <Trans>Contact</Trans>
          </h2>
          <address className={styles.address}>
            <span>{shopContact.company}</span>
            <span>{shopContact.street}</span>
            <span>{shopContact.postalCity}</span>
          </address>
          <a href={shopContact.phoneHref} className={styles.contactLink}>
            <Icon name="phone" size={18} />
            <span>{shopContact.phone}</span>
          </a>
          <a href={`mailto:${shopContact.email}`} className={styles.contactLink}>
            <Icon name="mail" size={18} />
            <span>{shopContact.email}</span>
          </a>
          <h3 className={styles.subheading}>
            <Icon name="clock" size={18} />
            <Trans>Opening hours</Trans>
          </h3>
          <dl className={styles.hours}>
            <dt>
              <Trans>Monday to Thursday</Trans>
            </dt>
            <dd>08:00–12:00, 13:30–17:00</dd>
            <dt>
              <Trans>Friday</Trans>
            </dt>
            <dd>08:00–12:00, 13:30–16:00</dd>
          </dl>
          <ul className={styles.social} aria-label={t`Social media`}>
            {shopContact.social.map(({ network, icon, href }) => (
              <li key={network}>
                <a href={href} className={styles.socialLink} rel="noopener noreferrer" target="_blank">
                  <Icon name={icon} size={22} label={t`Clarus on ${network} (opens in a new tab)`} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        {columns.map((column) => (
          <nav key={column.id} aria-labelledby={`footer-nav-${column.id}`} className={styles.column}>
            <h2 id={`footer-nav-${column.id}`} className={styles.heading}>
              {column.label}
            </h2>
            <ul className={styles.links}>
              {column.links.map((item) => {
                const { href } = item;
                if (!href) return <li key={item.id}>{item.label}</li>;
                return (
                  <li key={item.id}>
                    {item.external ? (
                      <a
                        href={href}
                        className={footerLink}
                        rel="noopener noreferrer"
                        target={item.newTab ? "_blank" : undefined}
                      >
                        {item.label}
                      </a>
                    ) : (
                      <Link to={href} className={footerLink}>
                        {item.label}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
        ))}
      </div>
      <NewsletterSignup locale={locale} />
      <div className={styles.certificates}>
        <h2 id="footer-certificates" className={styles.heading}>
          <Link to={labelsPagePath[locale]} className={footerLink}>
            <Trans>Certificates and labels</Trans>
          </Link>
        </h2>
        <ul className={styles.badges} aria-labelledby="footer-certificates">
          {badges(locale).map((badge) => (
            <li key={badge.key}>
              <img
                src={badge.src}
                alt={badge.alt ?? badgeAlt[badge.key] ?? ""}
                width={64}
                height={64}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
        {block.map((html, index) => (
          <div
            key={index}
            className={styles.contentBlock}
            data-testid="footer-content-block"
            // Sanitised on the server (`readFooterBlock`, `sanitizeCmsHtml`).
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ))}
        <img
          src="/images/payment-cards.svg"
          alt={t`We accept Visa, Mastercard, TWINT and PostFinance`}
          width={374}
          height={32}
          loading="lazy"
          className={styles.cards}
        />
        {currency && <CurrencySwitcher currency={currency} currencies={currencies} />}
      </div>
      <TrackingSettings />
      <p className={styles.legal}>
        © {year ? `${year} ` : ""}
        {shopContact.company}
      </p>
    </footer>
  );
}

const footerLink = linkStyle({ variant: "subtle" });

const styles = {
  footer: css({ mt: "16", bg: "bg.subtle", borderTopWidth: "1px", borderColor: "border", color: "fg" }),
  grid: css({
    maxW: "container",
    mx: "auto",
    px: "gutter",
    py: "10",
    display: "grid",
    gap: "8",
    gridTemplateColumns: { base: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(4, 1fr)" },
  }),
  column: css({ display: "flex", flexDirection: "column", gap: "2", alignItems: "flex-start" }),
  heading: css({ fontSize: "md", fontWeight: "bold", mb: "1" }),
  subheading: css({
    display: "flex",
    alignItems: "center",
    gap: "2",
    fontSize: "sm",
    fontWeight: "bold",
    mt: "3",
  }),
  address: css({ fontStyle: "normal", display: "flex", flexDirection: "column" }),
  contactLink: css({
    display: "inline-flex",
    alignItems: "center",
    gap: "2",
    minH: "6",
    _hover: { textDecoration: "underline" },
    focusVisibleRing: "outside",
  }),
  hours: css({
    display: "grid",
    gridTemplateColumns: "auto",
    fontSize: "sm",
    "& dt": { fontWeight: "semibold" },
    "& dd": { color: "fg.muted" },
  }),
  social: css({ display: "flex", gap: "2", mt: "3" }),
  socialLink: css({
    display: "inline-flex",
    p: "2",
    minW: "10",
    minH: "10",
    alignItems: "center",
    justifyContent: "center",
    borderRadius: "md",
    color: "accent.text",
    _hover: { bg: "bg" },
    focusVisibleRing: "outside",
  }),
  links: css({ display: "flex", flexDirection: "column", gap: "1" }),
  certificates: css({
    maxW: "container",
    mx: "auto",
    px: "gutter",
    pb: "8",
    display: "flex",
    flexDirection: "column",
    gap: "4",
  }),
  badges: css({ display: "flex", flexWrap: "wrap", gap: "4" }),
  contentBlock: css({
    maxW: "prose",
    fontSize: "sm",
    overflowWrap: "break-word",
    "& :where(p, ul, ol)": { marginBlock: "0 0.75em" },
    "& > :last-child": { marginBottom: "0" },
    "& a": { textDecoration: "underline", textUnderlineOffset: "0.15em", color: "accent.text" },
  }),
  cards: css({ maxW: "full", h: "auto" }),
  legal: css({
    textAlign: "center",
    fontSize: "sm",
    color: "fg.muted",
    py: "4",
    borderTopWidth: "1px",
    borderColor: "border",
  }),
};
