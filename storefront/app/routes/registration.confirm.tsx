import { msg } from "@lingui/core/macro";
import { data } from "react-router";
import { css } from "@shop/styled-system/css";
import type { Route } from "./+types/registration.confirm";
import { RegistrationConfirmFailure } from "../components/account-islands.ts";
import { createI18n } from "../lib/i18n.ts";
import { metaTags } from "../lib/meta-tags.ts";
import { confirmRegistrationLink } from "../lib/register.server.ts";
import { localeContext, storeApiContext } from "../lib/request-context.server.ts";
import { PRIVATE_CACHE_CONTROL } from "../lib/http-cache.server.ts";

/**
 * `/registration/confirm?em=…&hash=…`: the link of the opt-in mail. Activates the account and logs the
 * customer in (303 to `/account`); a link used before goes to the login page; otherwise this page says
 * the link leads nowhere. Logic: `lib/register.server.ts`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const result = await confirmRegistrationLink(request, context.get(storeApiContext), locale);
  const i18n = await createI18n(locale);
  const meta = { title: i18n._(msg`Activate your account`) };
  return data({ ...result.data, meta }, result.init ?? undefined);
}

export function headers() {
  return { "Cache-Control": PRIVATE_CACHE_CONTROL };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...metaTags(loaderData?.meta),
  { name: "robots", content: "noindex, nofollow" },
];

export default function RegistrationConfirmRoute({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className={styles.page}>
      <RegistrationConfirmFailure reason={loaderData.reason} />
    </main>
  );
}

const styles = {
  page: css({
    maxW: "container",
    mx: "auto",
    px: "gutter",
    py: "10",
    display: "flex",
    justifyContent: "center",
  }),
};
