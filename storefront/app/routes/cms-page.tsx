import { CmsPage } from "@shop/cms-blocks";
import { sanitizeCmsPage } from "@shop/cms-blocks/sanitize";
import type { Route } from "./+types/cms-page";
import { PageHeading } from "../components/PageHeading.tsx";
import { pageNotFound, toPageError } from "../lib/errors.server.ts";
import { splitLocalePath } from "../lib/locale.ts";
import { pageMeta } from "../lib/meta.ts";
import { categoryMeta } from "../lib/page-meta.server.ts";
import { localeContext, storeApiContext } from "../lib/request-context.server.ts";
import { resolvePath } from "../lib/resolve-path.server.ts";
import { localizedEntityPaths } from "../lib/seo-paths.server.ts";

/** Any other path: a CMS-driven page found through its SEO URL. Categories render now; more page types follow. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(storeApiContext);
  const locale = context.get(localeContext);
  const { path } = splitLocalePath(new URL(request.url).pathname);
  let category;
  try {
    const page = await resolvePath(api, path, locale);
    if (page?.routeName !== "frontend.navigation.page") throw pageNotFound(path);
    category = await api.readCategory(page.foreignKey);
  } catch (error) {
    throw toPageError(error, path);
  }
  const origin = new URL(request.url).origin;
  const paths = await localizedEntityPaths(`/navigation/${category.id}`);
  const alternates = Object.fromEntries(
    Object.entries(paths).map(([language, href]) => [language, origin + href]),
  );
  return {
    meta: { ...(await categoryMeta(category, locale)), canonical: origin + paths[locale], alternates },
    title: category.translated?.name ?? category.name ?? "",
    cmsPage: category.cmsPage ? sanitizeCmsPage(category.cmsPage) : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function CmsPageRoute({ loaderData }: Route.ComponentProps) {
  const { cmsPage, title } = loaderData;
  return (
    <main id="main">
      <PageHeading cmsPage={cmsPage} title={title} />
      {cmsPage ? <CmsPage cmsPage={cmsPage} /> : null}
    </main>
  );
}
