import { toCmsPage } from "../entities/cms.ts";
import { cmsLayoutByKey, cmsPageId } from "../entities/cms-layout.ts";
import { allCmsLayouts } from "../fixtures/cms/index.ts";
import { toLandingPage } from "../entities/landing-page.ts";
import { catalogIndex, productContextOf } from "../entities/product.ts";
import { readCriteria } from "../lib/criteria.ts";
import { errorResponse, errors } from "../lib/errors.ts";
import { jsonResponse, storeApiRoute, type EmulatorRuntime, type RouteArgs } from "../lib/route.ts";

/**
 * `/landing-page/{landingPageId}`: Shopware's LandingPageRoute, the landing page with its layout resolved
 * (listing parameters of the body reach a product-listing on it; `slots` resolves only some slots).
 */
async function readLandingPage({ request, params, scope, session, runtime }: RouteArgs) {
  const criteria = await readCriteria(request);
  const requested = params.landingPageId ?? "";
  const context = productContextOf(scope, session, runtime.state);
  const page = catalogIndex(context.catalog).catalog.landingPages.find((item) => item.id === requested);
  if (!page) return errorResponse(errors.landingPageNotFound(requested));
  const layout = cmsLayoutByKey(page.cmsLayout);
  const slots = typeof criteria.slots === "string" ? criteria.slots : null;
  const cmsPage = layout
    ? toCmsPage(
        layout,
        scope,
        { landingPage: page },
        { slotIds: slots ? slots.split("|").filter(Boolean) : undefined, criteria, prices: context.prices },
      )
    : null;
  return jsonResponse(
    toLandingPage(page, scope, { cmsPage, cmsPageId: layout ? cmsPageId(layout) : null }),
    criteria,
  );
}

/**
 * `/cms/{id}`: Shopware's CmsRoute, one layout resolved on its own (no entity, so `mapped` config stays
 * empty; listing parameters of the body reach a product-listing on it).
 */
async function readCmsPage({ request, params, scope, session, runtime }: RouteArgs) {
  const criteria = await readCriteria(request);
  const requested = params.id ?? "";
  const layout = Object.values(allCmsLayouts).find((candidate) => cmsPageId(candidate) === requested);
  if (!layout) return errorResponse(errors.cmsPageNotFound(requested));
  const context = productContextOf(scope, session, runtime.state);
  const slots = typeof criteria.slots === "string" ? criteria.slots : null;
  return jsonResponse(
    toCmsPage(
      layout,
      scope,
      {},
      { slotIds: slots ? slots.split("|").filter(Boolean) : undefined, criteria, prices: context.prices },
    ),
    criteria,
  );
}

export function landingPageHandlers(runtime: EmulatorRuntime) {
  return [
    storeApiRoute(runtime, "post", "/cms/:id", readCmsPage),
    storeApiRoute(runtime, "get", "/cms/:id", readCmsPage),
    storeApiRoute(runtime, "post", "/landing-page/:landingPageId", readLandingPage),
    storeApiRoute(runtime, "get", "/landing-page/:landingPageId", readLandingPage),
  ];
}
