import { msg } from "@lingui/core/macro";
import { data } from "react-router";
import { css } from "@shop/styled-system/css";
import type { Route } from "./+types/newsletter-subscribe";
import { island } from "../components/islands.ts";
import { createI18n } from "../lib/i18n.ts";
import { localizePath } from "../lib/locale.ts";
import { metaTags } from "../lib/meta-tags.ts";
import { confirmSubscription } from "../lib/newsletter.server.ts";
import { pageUrls } from "../lib/page-meta.server.ts";
import { localeContext, storeApiContext } from "../lib/request-context.server.ts";
import { PRIVATE_HEADERS } from "../lib/http-cache.server.ts";

const NewsletterConfirmation = island(
  () => import("../components/account/NewsletterConfirmation.tsx"),
  (module) => module.NewsletterConfirmation,
  "account",
);

/**
 * `/newsletter-subscribe?em=<sha1(email)>&hash=<hash>`: the double opt-in mail's link. The loader confirms
 * the subscription (lib/newsletter.server.ts) and the page says so, or that the link has expired.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const i18n = await createI18n(locale);
  const result = await confirmSubscription(context.get(storeApiContext), url);
  const meta = {
    title: i18n._(msg`Newsletter`),
    ...pageUrls(url.origin, (language) => localizePath("/newsletter-subscribe", language), locale),
  };
  return data({ result, meta }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...metaTags(loaderData?.meta),
  { name: "robots", content: "noindex, follow" },
];

export default function NewsletterSubscribeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className={styles.page}>
      <NewsletterConfirmation result={loaderData.result} />
    </main>
  );
}

const styles = { page: css({ maxW: "container", mx: "auto", px: "gutter", py: "6", w: "full" }) };
