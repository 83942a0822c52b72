import { css } from "@shop/styled-system/css";
import type { Route } from "./+types/shopware";
import { shopwareTexts } from "../components/services/shopware-texts.ts";
import { createI18n } from "../lib/i18n.ts";
import { localizePath } from "../lib/locale.ts";
import { metaTags } from "../lib/meta-tags.ts";
import { pageUrls } from "../lib/page-meta.server.ts";
import { localeContext } from "../lib/request-context.server.ts";

/**
 * `/shopware`: the shop's credits page (what Shopware's demo store shows under the same path): what powers
 * the shop — Shopware 6 behind the Store API and this headless storefront with its stack. Static and
 * server-rendered; the texts come translated from the loader, so the page adds no JavaScript of its own
 * (docs/storefront-rules.md, "/shopware").
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const i18n = await createI18n(locale, ["services"]);
  const texts = Object.fromEntries(
    Object.entries(shopwareTexts).map(([key, descriptor]) => [key, i18n._(descriptor)]),
  ) as Record<keyof typeof shopwareTexts, string>;
  return {
    texts,
    home: localizePath("/", locale),
    meta: {
      title: texts.metaTitle,
      description: texts.metaDescription,
      ...pageUrls(url.origin, (language) => localizePath("/shopware", language), locale),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function ShopwareRoute({ loaderData: { texts, home } }: Route.ComponentProps) {
  const stack = [
    texts.reactRouter,
    texts.designSystem,
    texts.lingui,
    texts.storeApiClient,
    texts.emulator,
    texts.tests,
  ];
  return (
    <main id="main" className={styles.page}>
      <nav aria-label={texts.breadcrumb} className={styles.breadcrumb}>
        <ol className={styles.trail}>
          <li>
            <a href={home}>{texts.home}</a>
          </li>
          <li aria-current="page">Shopware</li>
        </ol>
      </nav>
      <h1 className={styles.title}>Shopware</h1>
      <p className={styles.lead}>{texts.intro}</p>
      <Diagram texts={texts} />
      <section aria-labelledby="shopware-backend" className={styles.section}>
        <h2 id="shopware-backend" className={styles.heading}>
          {texts.backendTitle}
        </h2>
        <p>{texts.backendText}</p>
      </section>
      <section aria-labelledby="shopware-api" className={styles.section}>
        <h2 id="shopware-api" className={styles.heading}>
          {texts.apiTitle}
        </h2>
        <p>{texts.apiText}</p>
      </section>
      <section aria-labelledby="shopware-storefront" className={styles.section}>
        <h2 id="shopware-storefront" className={styles.heading}>
          {texts.storefrontTitle}
        </h2>
        <p>{texts.storefrontText}</p>
      </section>
      <section aria-labelledby="shopware-stack" className={styles.section}>
        <h2 id="shopware-stack" className={styles.heading}>
          {texts.stackTitle}
        </h2>
        <ul className={styles.stack}>
          {stack.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    </main>
  );
}

/** Our own drawing instead of third-party images: browser → storefront → Store API → Shopware 6. */
function Diagram({ texts }: { texts: Record<keyof typeof shopwareTexts, string> }) {
  const boxes = [
    { x: 8, label: texts.browser },
    { x: 236, label: texts.storefront },
    { x: 464, label: "Shopware 6" },
  ];
  return (
    <svg viewBox="0 0 640 112" role="img" aria-label={texts.diagramLabel} className={styles.diagram}>
      {boxes.map((box) => (
        <g key={box.x}>
          <rect
            x={box.x}
            y="24"
            width="168"
            height="64"
            rx="8"
            fill="currentColor"
            fillOpacity="0.06"
            stroke="currentColor"
          />
          <text x={box.x + 84} y="61" textAnchor="middle" fontSize="18" fill="currentColor">
            {box.label}
          </text>
        </g>
      ))}
      <path d="M178 56h56M406 56h56" stroke="currentColor" strokeWidth="2" />
      <path d="M226 50l8 6-8 6M454 50l8 6-8 6" fill="none" stroke="currentColor" strokeWidth="2" />
      <text x="434" y="16" textAnchor="middle" fontSize="14" fill="currentColor">
        Store API
      </text>
    </svg>
  );
}

const styles = {
  page: css({ maxW: "48rem", mx: "auto", px: "gutter", py: "6", w: "full", display: "grid", gap: "5" }),
  breadcrumb: css({ fontSize: "sm" }),
  trail: css({
    display: "flex",
    flexWrap: "wrap",
    gap: "2",
    "& li + li::before": { content: '"/"', marginInlineEnd: "2", color: "fg.muted" },
    "& a": { textDecoration: "underline" },
  }),
  title: css({ textStyle: "h1" }),
  lead: css({ textStyle: "body.md" }),
  diagram: css({ w: "full", h: "auto", color: "fg.default" }),
  section: css({ display: "grid", gap: "2" }),
  heading: css({ textStyle: "h3" }),
  stack: css({ listStyle: "disc", pl: "5", display: "grid", gap: "1" }),
};
