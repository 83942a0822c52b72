import { msg } from "@lingui/core/macro";
import { css } from "@shop/styled-system/css";
import type { Route } from "./+types/register";
import { RegisterForm } from "../components/account-islands.ts";
import { createI18n } from "../lib/i18n.ts";
import { localizePath } from "../lib/locale.ts";
import { metaTags } from "../lib/meta-tags.ts";
import { pageUrls } from "../lib/page-meta.server.ts";
import { readRegisterPage, registerAction } from "../lib/register.server.ts";
import { localeContext, storeApiContext } from "../lib/request-context.server.ts";
import { PRIVATE_CACHE_CONTROL } from "../lib/http-cache.server.ts";

/**
 * `/register`: the registration form (`components/account/RegisterForm.tsx`) and its action; after
 * registering, the double opt-in notice. Logic: `lib/register.server.ts`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const page = await readRegisterPage(context.get(storeApiContext), request, locale);
  const i18n = await createI18n(locale);
  const meta = {
    title: i18n._(msg`Create a customer account`),
    description: i18n._(msg`Register for a Clarus customer account.`),
    ...pageUrls(new URL(request.url).origin, (language) => localizePath("/register", language), locale),
  };
  return { page, meta };
}

export function action({ request, context }: Route.ActionArgs) {
  return registerAction(request, context.get(storeApiContext), context.get(localeContext));
}

export function headers() {
  return { "Cache-Control": PRIVATE_CACHE_CONTROL };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...metaTags(loaderData?.meta),
  { name: "robots", content: "noindex, follow" },
];

export default function RegisterRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="main" className={styles.page}>
      <RegisterForm page={loaderData.page} failure={actionData} />
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
