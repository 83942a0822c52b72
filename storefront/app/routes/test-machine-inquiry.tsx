import { data } from "react-router";
import type { Route } from "./+types/test-machine-inquiry";
import { TestMachineInquiryForm } from "../components/services-islands.ts";
import { serviceTexts } from "../components/services/texts.ts";
import { createI18n } from "../lib/i18n.ts";
import { localizePath } from "../lib/locale.ts";
import { metaTags } from "../lib/meta-tags.ts";
import { pageUrls } from "../lib/page-meta.server.ts";
import { localeContext, storeApiContext } from "../lib/request-context.server.ts";
import { readTestMachinePage, testMachineAction } from "../lib/test-machine-inquiry.server.ts";
import { PRIVATE_HEADERS } from "../lib/http-cache.server.ts";

/** `/test-machine-inquiry`: the inquiry (components/services/TestMachineInquiryForm.tsx, lib/test-machine-inquiry.server.ts). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const [page, i18n] = await Promise.all([
    readTestMachinePage(context.get(storeApiContext), url),
    createI18n(locale),
  ]);
  const meta = {
    title: i18n._(serviceTexts.testMachineTitle),
    description: i18n._(serviceTexts.testMachineDescription),
    ...pageUrls(url.origin, (language) => localizePath("/test-machine-inquiry", language), locale),
  };
  return data({ page, meta }, { headers: PRIVATE_HEADERS });
}

export function action({ request, context }: Route.ActionArgs) {
  return testMachineAction(request, context.get(storeApiContext), context.get(localeContext));
}

export function headers() {
  return PRIVATE_HEADERS;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...metaTags(loaderData?.meta),
  { name: "robots", content: "noindex, follow" },
];

export default function TestMachineInquiryRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <TestMachineInquiryForm {...loaderData.page} answer={actionData} />;
}
