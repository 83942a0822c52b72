import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { css } from "@shop/styled-system/css";
import { localePrefix, type Locale } from "../lib/locale.ts";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";
import { Logo } from "./Logo.tsx";

/** The header: skip link, logo linking home, language switcher. More arrives as it works (search, cart, menu). */
export function SiteHeader({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  return (
    <header className={styles.header}>
      <a href="#main" className={styles.skip}>
        <Trans>Skip to content</Trans>
      </a>
      <div className={styles.bar}>
        <Link to={localePrefix(locale) || "/"} aria-label={t`Clarus home page`} className={styles.logo}>
          <Logo />
        </Link>
        <LanguageSwitcher />
      </div>
    </header>
  );
}

const styles = {
  header: css({ borderBottomWidth: "1px", borderColor: "border", bg: "bg" }),
  bar: css({
    maxW: "container",
    mx: "auto",
    px: "gutter",
    h: "16",
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: "4",
  }),
  logo: css({
    display: "inline-flex",
    borderRadius: "md",
    focusVisibleRing: "outside",
  }),
  skip: css({
    position: "absolute",
    left: "4",
    top: "-20",
    zIndex: "skipLink",
    px: "4",
    py: "2",
    bg: "accent",
    color: "accent.fg",
    borderRadius: "md",
    _focus: { top: "2" },
  }),
};
