import type { Route } from "./+types/cms-page";
import { CategoryPage } from "../components/CategoryPage.tsx";
import { ProductPage } from "../components/ProductPage.tsx";
import { loadCategoryPage } from "../lib/category-page.server.ts";
import { pageNotFound, toPageError } from "../lib/errors.server.ts";
import { loadLandingPage } from "../lib/landing-page.server.ts";
import { splitLocalePath } from "../lib/locale.ts";
import { metaTags } from "../lib/meta-tags.ts";
import { loadProductPage } from "../lib/product-page.server.ts";
import { submitReview } from "../lib/product-reviews.server.ts";
import { localeContext, storeApiContext } from "../lib/request-context.server.ts";
import { resolvePath } from "../lib/resolve-path.server.ts";

/**
 * Any other path: an entity page found through its SEO URL (or `/navigation/{id}`, `/detail/{id}` and
 * `/landingPage/{id}`, which answer 301 to their SEO URL), dispatched by its type to its loader and its
 * page component: categories (`category-page.server.ts`), products (`product-page.server.ts`) and landing
 * pages (`landing-page.server.ts`).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const api = context.get(storeApiContext);
  const locale = context.get(localeContext);
  const { path } = splitLocalePath(url.pathname);
  try {
    const page = await resolvePath(api, path, locale, url.search);
    switch (page?.routeName) {
      case "frontend.detail.page": {
        const product = await loadProductPage(api, page.foreignKey, url, locale);
        return { kind: "product" as const, title: product.meta.title, ...product };
      }
      case "frontend.landing.page":
        return await loadLandingPage(api, page.foreignKey, url, locale);
      case "frontend.navigation.page":
        return await loadCategoryPage(api, page.foreignKey, url, locale);
      default:
        throw pageNotFound(path);
    }
  } catch (error) {
    throw toPageError(error, path);
  }
}

/** The product page's review form posts here (`intent=review`); other posts are refused. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") !== "review") throw new Response("Unsupported form", { status: 400 });
  return submitReview(context.get(storeApiContext), form);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...metaTags(loaderData?.meta),
  ...(loaderData?.kind === "product"
    ? loaderData.structuredData.map((item) => ({ "script:ld+json": item }))
    : []),
];

export default function CmsPageRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "product" ? <ProductPage {...loaderData} /> : <CategoryPage {...loaderData} />;
}
