import type { Route } from "./+types/cms-page";
import { CategoryPage } from "../components/CategoryPage.tsx";
import { ProductPage } from "../components/ProductPage.tsx";
import { pageHasElement } from "@shop/cms-blocks";
import { loadCategoryPage } from "../lib/category-page.server.ts";
import { cmsFormAction, isAgeVerified } from "../lib/cms-forms.server.ts";
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
export async function loader({ request, url, context }: Route.LoaderArgs) {
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
        return withAgeGate(request, await loadLandingPage(api, page.foreignKey, url, locale));
      case "frontend.navigation.page":
        return withAgeGate(request, await loadCategoryPage(api, page.foreignKey, url, locale));
      default:
        throw pageNotFound(path);
    }
  } catch (error) {
    throw toPageError(error, path);
  }
}

/** A page with an age gate knows whether the visitor confirmed their age (the `age-verified` cookie). */
function withAgeGate<P extends { cmsPage: unknown }>(request: Request, page: P) {
  const gated = pageHasElement(page.cmsPage as Parameters<typeof pageHasElement>[0], "age-verification");
  return { ...page, ageVerified: gated ? isAgeVerified(request) : undefined };
}

/**
 * The product page's review form posts here (`intent=review`), and the CMS forms (`cms-contact`,
 * `cms-newsletter`, `age-verification`: lib/cms-forms.server.ts); other posts are refused.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const api = context.get(storeApiContext);
  if (form.get("intent") === "review") return submitReview(api, form);
  const answer = await cmsFormAction(request, api, context.get(localeContext), form);
  if (!answer) throw new Response("Unsupported form", { status: 400 });
  return answer;
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
