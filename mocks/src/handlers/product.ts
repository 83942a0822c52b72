import { toCmsPage } from "../entities/cms.ts";
import { cmsPageId, productDetailLayout } from "../entities/cms-layout.ts";
import { searchResult } from "../entities/common.ts";
import { resolveAggregationEntities, searchScores } from "../entities/listing/index.ts";
import {
  catalogIndex,
  detailProduct,
  productConfigurator,
  productContextOf,
  requestedAssociations,
  toProduct,
} from "../entities/product.ts";
import {
  aggregateEntities,
  filterEntities,
  paginateCounted,
  readCriteria,
  readSortings,
  sortEntities,
  type Criteria,
} from "../lib/criteria.ts";
import { errorResponse, errors } from "../lib/errors.ts";
import { jsonResponse, storeApiRoute, type EmulatorRuntime, type RouteArgs } from "../lib/route.ts";

const flag = (value: string | null) => value !== null && !["", "0", "false"].includes(value.toLowerCase());

/**
 * `/product`: Shopware's ProductListRoute, a plain entity search over products (parents, variants and simple
 * products alike, e.g. `filter: [{type: "equals", field: "parentId", value}]` for a family's variants). `term`
 * ranks by relevance like the search; `total-count-mode` defaults to none, as in Shopware.
 */
async function listProducts({ request, scope, session, runtime }: RouteArgs) {
  const criteria = await readCriteria(request);
  const context = productContextOf(scope, session, runtime.state);
  const index = catalogIndex(context.catalog);
  let products = [...index.products.values()];
  const term = typeof criteria.term === "string" ? criteria.term.trim() : "";
  const scores = term ? searchScores(term, context) : undefined;
  if (scores) {
    // A term keeps the matches, best first (the DAL sorts by `_score` when no sorting is given).
    products = products
      .filter((product) => scores.has(product.id))
      .toSorted((a, b) => scores.get(b.id)! - scores.get(a.id)!);
  }
  // The fields criteria filter and sort on, next to the fixture they describe: every scalar of the fixture
  // (minPurchase, isCloseout, ...), translated texts in the request language, and the computed ones.
  const rows = products.map((product) => ({
    ...product,
    fixture: product,
    description: product.description[scope.locale],
    id: product.id,
    parentId: product.parentId,
    productNumber: product.productNumber,
    name: product.name[scope.locale],
    manufacturerId: product.manufacturerId,
    categoryIds: product.categoryIds,
    categoryTree: index.categoryTree(product),
    propertyIds: product.propertyIds,
    optionIds: product.optionIds,
    options: product.optionIds.map((id) => ({ id, groupId: index.options.get(id)?.groupId ?? null })),
    properties: product.propertyIds.map((id) => ({ id, groupId: index.options.get(id)?.groupId ?? null })),
    shippingFree: product.shippingFree,
    markAsTopseller: product.markAsTopseller,
    stock: product.stock,
    active: true,
    releaseDate: product.releaseDate,
    sales: product.sales,
    ean: product.ean,
    childCount: index.variants.get(product.id)?.length ?? 0,
    price: product.prices[0]!.gross,
    _score: scores?.get(product.id) ?? null,
  }));
  const matching = filterEntities(rows, criteria, "product");
  const sorted = sortEntities(matching, readSortings(criteria), "product");
  const { items, page, limit, total } = paginateCounted(sorted, criteria, "none");
  const associations = requestedAssociations(criteria.associations);
  const elements = items.map((row) => toProduct(row.fixture, context, { associations }));
  const result = searchResult("product", elements, { total, page, limit });
  const aggregations = aggregateEntities(
    matching,
    criteria.aggregations,
    "product",
    resolveAggregationEntities(index, scope),
  );
  // Shopware writes an empty aggregation collection as [] and a filled one keyed by name.
  if (Object.keys(aggregations).length > 0) result.aggregations = aggregations;
  return jsonResponse(result, criteria);
}

/**
 * `/product/{productId}`: Shopware's ProductDetailRoute. A parent resolves to its main or best variant; the
 * answer carries the configurator (unless `?skipConfigurator`) and the product page's layout resolved for
 * the product (unless `?skipCmsPage`; `?slots=` resolves only some slots).
 */
async function readProduct({ request, params, scope, session, runtime }: RouteArgs) {
  const criteria = await readCriteria(request);
  const query = new URL(request.url).searchParams;
  const requested = params.productId ?? "";
  const context = productContextOf(scope, session, runtime.state);
  const product = detailProduct(requested, context.catalog);
  if (!product) return errorResponse(errors.productNotFound(requested));
  const layout = productDetailLayout();
  const slots = query.get("slots") ?? (typeof criteria.slots === "string" ? criteria.slots : null);
  const cmsPage =
    layout && !flag(query.get("skipCmsPage"))
      ? toCmsPage(
          layout,
          scope,
          { product },
          {
            slotIds: slots ? slots.split("|").filter(Boolean) : undefined,
            criteria,
            prices: context.prices,
          },
        )
      : null;
  return jsonResponse(
    {
      product: toProduct(product, context, {
        detail: true,
        cmsPage,
        cmsPageId: layout ? cmsPageId(layout) : null,
      }),
      configurator: flag(query.get("skipConfigurator")) ? null : productConfigurator(product, context),
      apiAlias: "product_detail",
    },
    criteria,
  );
}

/**
 * `/product/{productId}/find-variant`: Shopware's FindProductVariantRoute. The variant of the parent with
 * all the options; else, dropping one option after the other (never the switched group's), the first that
 * has the rest. Options come as a list or as a map group id → option id; the answer keeps that shape.
 */
async function findVariant({ request, params, scope, session, runtime }: RouteArgs) {
  const criteria: Criteria = await readCriteria(request);
  const productId = params.productId ?? "";
  const index = catalogIndex(productContextOf(scope, session, runtime.state).catalog);
  const raw = criteria.options ?? [];
  const switchedGroup = typeof criteria.switchedGroup === "string" ? criteria.switchedGroup : null;
  const entries: Array<[key: string, optionId: string]> = Array.isArray(raw)
    ? raw.map((value, position) => [String(position), value as string])
    : raw && typeof raw === "object"
      ? Object.entries(raw as Record<string, unknown>).map(([key, value]) => [key, value as string])
      : [];
  if (entries.some(([, value]) => typeof value !== "string")) {
    return errorResponse(errors.invalidOptionsParameter());
  }
  const variants = index.variants.get(productId) ?? [];
  const groupOf = (key: string, optionId: string) =>
    Array.isArray(raw) ? (index.options.get(optionId)?.groupId ?? key) : key;
  const search = (options: Array<[string, string]>) =>
    variants.find((variant) => options.every(([, optionId]) => variant.optionIds.includes(optionId)));
  const answer = (variantId: string, options: Array<[string, string]>) =>
    jsonResponse({
      foundCombination: {
        variantId,
        options: Array.isArray(raw) ? options.map(([, optionId]) => optionId) : Object.fromEntries(options),
      },
      apiAlias: "product_find_variant_route_response",
    });
  let options = entries;
  let found = search(options);
  if (found) return answer(found.id, options);
  while (options.length > 1) {
    const drop = options.findIndex(([key, optionId]) => groupOf(key, optionId) !== switchedGroup);
    if (drop < 0) break;
    options = options.filter((_, position) => position !== drop);
    found = search(options);
    if (found) return answer(found.id, options);
  }
  return errorResponse(
    errors.productVariantNotFound(
      productId,
      Array.isArray(raw) ? options.map(([, id]) => id) : Object.fromEntries(options),
    ),
  );
}

export function productHandlers(runtime: EmulatorRuntime) {
  return [
    storeApiRoute(runtime, "post", "/product", listProducts),
    storeApiRoute(runtime, "get", "/product", listProducts),
    storeApiRoute(runtime, "post", "/product/:productId/find-variant", findVariant),
    storeApiRoute(runtime, "get", "/product/:productId/find-variant", findVariant),
    storeApiRoute(runtime, "post", "/product/:productId", readProduct),
    storeApiRoute(runtime, "get", "/product/:productId", readProduct),
  ];
}
