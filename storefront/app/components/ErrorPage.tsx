import { Trans, useLingui } from "@lingui/react/macro";
import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { linkStyle } from "@shop/design-system";
import { MAINTENANCE_MODE } from "@shop/store-api";
import { css } from "@shop/styled-system/css";
import { localePrefix } from "../lib/locale.ts";
import { useLocalePath } from "../lib/use-locale.ts";
import { shopName } from "../lib/meta-tags.ts";

function readError(error: unknown): { status: number; message?: string } {
  if (isRouteErrorResponse(error)) {
    const message = (error.data as { message?: unknown } | undefined)?.message;
    return { status: error.status, message: typeof message === "string" ? message : undefined };
  }
  return { status: 500 };
}

/** The error page (docs/storefront-rules.md, "Page parts"): status, message, a 404's explanation, a link home; maintenance on 503. */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useLingui();
  const { locale, path } = useLocalePath();
  const location = useLocation();
  const { status, message } = readError(error);
  const home = localePrefix(locale) || "/";

  if (status === 503 && message === MAINTENANCE_MODE) {
    return (
      <ErrorLayout status={status} title={t`We are carrying out maintenance`}>
        <p>
          <Trans>The shop is being updated and will be back shortly. Thank you for your patience.</Trans>
        </p>
      </ErrorLayout>
    );
  }

  const titles: Record<number, string> = {
    403: t`Your session has expired`,
    404: t`Page not found`,
    500: t`Something went wrong`,
    502: t`The shop is temporarily unreachable`,
    503: t`The server is busy`,
    504: t`The shop did not answer in time`,
  };
  return (
    <ErrorLayout status={status} title={titles[status] ?? t`Error`}>
      {status === 404 ? (
        <>
          <p>
            <Trans>Page Not Found: {path}</Trans>
          </p>
          <p>
            <Trans>
              The page may have moved or no longer exists. Check the address or continue from the home page.
            </Trans>
          </p>
        </>
      ) : status === 403 ? (
        // Spec §8 "403: session expired": the request was refused (another site's form, a session Shopware
        // no longer knows). Nothing was changed; the page loaded afresh works again.
        <>
          <p>
            <Trans>
              For your security, the request was not carried out. Go back or reload the page, then try again.
            </Trans>
          </p>
          <p>
            <Link to={location.pathname + location.search} reloadDocument className={linkStyle()}>
              <Trans>Reload the page</Trans>
            </Link>
          </p>
        </>
      ) : status === 502 ? (
        <p>
          <Trans>Please try again in a few seconds.</Trans>
        </p>
      ) : status === 504 ? (
        <p>
          <Trans>The shop's interface did not respond in time. Please try again.</Trans>
        </p>
      ) : status === 503 ? (
        <p>
          <Trans>Too many requests at the moment. Please try again shortly.</Trans>
        </p>
      ) : (
        <p>
          <Trans>Something went wrong. Please try again later.</Trans>
        </p>
      )}
      <p>
        <Link to={home} className={linkStyle()}>
          <Trans>Back to the home page</Trans>
        </Link>
      </p>
    </ErrorLayout>
  );
}

function ErrorLayout({
  status,
  title,
  children,
}: {
  status: number;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <main id="main" className={styles.page}>
      {/* React hoists these into <head>: error pages have a title and are not indexed. */}
      <title>{`${title} | ${shopName}`}</title>
      <meta name="robots" content="noindex" />
      <p className={styles.status}>{status}</p>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.body}>{children}</div>
    </main>
  );
}

const styles = {
  page: css({ maxWidth: "prose", mx: "auto", px: "gutter", py: { base: "12", md: "20" } }),
  status: css({ fontSize: "5xl", fontWeight: "bold", color: "accent.text", lineHeight: "1" }),
  title: css({ textStyle: "h1", mt: "2", mb: "4" }),
  body: css({ display: "grid", gap: "3", color: "fg.muted" }),
};
