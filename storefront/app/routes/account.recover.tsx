import { data } from "react-router";
import type { Route } from "./+types/account.recover";
import { RecoverRequestForm } from "../components/account-islands.ts";
import { accountTexts } from "../components/account/texts.ts";
import { createI18n } from "../lib/i18n.ts";
import { localizePath } from "../lib/locale.ts";
import { metaTags } from "../lib/meta-tags.ts";
import { pageUrls } from "../lib/page-meta.server.ts";
import { requestRecovery } from "../lib/recover.server.ts";
import { localeContext, storeApiContext } from "../lib/request-context.server.ts";
import { PRIVATE_HEADERS } from "../lib/http-cache.server.ts";

/** `/account/recover`: asks for a password recovery link (lib/recover.server.ts). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const i18n = await createI18n(locale);
  const meta = {
    title: i18n._(accountTexts.recoverTitle),
    description: i18n._(accountTexts.recoverDescription),
    ...pageUrls(url.origin, (language) => localizePath("/account/recover", language), locale),
  };
  return data({ meta }, { headers: PRIVATE_HEADERS });
}

export function action({ request, context }: Route.ActionArgs) {
  return requestRecovery(request, context.get(storeApiContext), context.get(localeContext));
}

export function headers() {
  return PRIVATE_HEADERS;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...metaTags(loaderData?.meta),
  { name: "robots", content: "noindex, follow" },
];

export default function AccountRecoverRoute({ actionData }: Route.ComponentProps) {
  return <RecoverRequestForm answer={actionData} />;
}
