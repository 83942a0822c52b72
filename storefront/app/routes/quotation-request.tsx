import { data } from "react-router";
import type { Route } from "./+types/quotation-request";
import { QuotationForm } from "../components/services-islands.ts";
import { serviceTexts } from "../components/services/texts.ts";
import { createI18n } from "../lib/i18n.ts";
import { localizePath } from "../lib/locale.ts";
import { metaTags } from "../lib/meta-tags.ts";
import { pageUrls } from "../lib/page-meta.server.ts";
import { quotationAction, readQuotationPage } from "../lib/quotation.server.ts";
import { localeContext, storeApiContext } from "../lib/request-context.server.ts";
import { PRIVATE_HEADERS } from "../lib/http-cache.server.ts";

/** `/quotation-request`: the quotation request (components/services/QuotationForm.tsx, lib/quotation.server.ts). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const [page, i18n] = await Promise.all([
    readQuotationPage(context.get(storeApiContext), url),
    createI18n(locale),
  ]);
  const meta = {
    title: i18n._(serviceTexts.quotationTitle),
    description: i18n._(serviceTexts.quotationDescription),
    ...pageUrls(url.origin, (language) => localizePath("/quotation-request", language), locale),
  };
  return data({ page, meta }, { headers: PRIVATE_HEADERS });
}

export function action({ request, context }: Route.ActionArgs) {
  return quotationAction(request, context.get(storeApiContext), context.get(localeContext));
}

export function headers() {
  return PRIVATE_HEADERS;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...metaTags(loaderData?.meta),
  { name: "robots", content: "noindex, follow" },
];

export default function QuotationRequestRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <QuotationForm {...loaderData.page} answer={actionData} />;
}
