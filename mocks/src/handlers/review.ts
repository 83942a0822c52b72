import { HttpResponse } from "msw";
import { catalogIndex } from "../entities/product.ts";
import { toReview, type StoredReview } from "../entities/review.ts";
import { FIXTURE_UPDATED_AT, fixtureId } from "../fixtures/ids.ts";
import {
  aggregateEntities,
  filterEntities,
  paginateCounted,
  readCriteria,
  readSortings,
  sortEntities,
} from "../lib/criteria.ts";
import { errorResponse, errors, shopwareError, type ShopwareErrorInit } from "../lib/errors.ts";
import { jsonResponse, storeApiRoute, type EmulatorRuntime, type RouteArgs } from "../lib/route.ts";

/** The per-instance store of reviews written through the Store API (pending until someone approves them). */
const REVIEW_STORE = "reviews";

/**
 * `/product/{productId}/reviews`: Shopware's ProductReviewRoute. The reviews of the product and of its
 * variants that are approved, plus the logged-in customer's own (also pending ones); criteria filter, sort,
 * page and aggregate them (e.g. a `terms` aggregation on `points`).
 */
async function listReviews({ request, params, session, runtime }: RouteArgs) {
  const criteria = await readCriteria(request);
  const productId = params.productId ?? "";
  const index = catalogIndex();
  const belongs = (review: { productId: string }) =>
    review.productId === productId || index.products.get(review.productId)?.parentId === productId;
  const stored = [...runtime.state.store<StoredReview>(REVIEW_STORE).values()];
  const all = [...index.catalog.reviews.map((review) => ({ ...review, customerId: null })), ...stored];
  const visible = all
    .filter(belongs)
    .filter(
      (review) => review.status || (session.customerId !== null && review.customerId === session.customerId),
    )
    .map(toReview);
  const matching = filterEntities(visible, criteria, "product_review");
  const sorted = sortEntities(matching, readSortings(criteria), "product_review");
  const { items, page, limit, total } = paginateCounted(sorted, criteria, "none");
  const aggregations = aggregateEntities(matching, criteria.aggregations, "product_review");
  return jsonResponse(
    {
      entity: "product_review",
      total,
      // Shopware serialises an empty aggregation collection as [] and a filled one keyed by name.
      aggregations: Object.keys(aggregations).length > 0 ? aggregations : [],
      page,
      limit,
      elements: items,
      apiAlias: "dal_entity_search_result",
    },
    criteria,
  );
}

const text = (value: unknown) => (typeof value === "string" ? value : value == null ? null : String(value));
const quoted = (value: unknown) => (value == null ? "null" : JSON.stringify(value));

/**
 * Shopware's `product.create_rating` validation (ProductReviewSaveRoute): name and title not blank, a title of
 * at least 5 and a content of at least 40 characters, points from 1 to 5 (Symfony's comparison constraints
 * skip a missing value), and one review per customer and product unless an own review's `id` is sent.
 */
function validate(
  body: Record<string, unknown>,
  existing: StoredReview | undefined,
  ownReview: StoredReview | undefined,
): ShopwareErrorInit[] {
  const violations: ShopwareErrorInit[] = [];
  const notBlank = (field: string) => {
    const value = text(body[field]);
    if (value === null || value.trim() === "") {
      violations.push(
        errors.constraintViolation(`/${field}`, "IS_BLANK_ERROR", "This value should not be blank.", {
          "{{ value }}": quoted(body[field]),
        }),
      );
      return false;
    }
    return true;
  };
  const minLength = (field: string, min: number) => {
    const value = text(body[field]) ?? "";
    if ([...value].length < min) {
      violations.push(
        errors.constraintViolation(
          `/${field}`,
          "TOO_SHORT_ERROR",
          `This value is too short. It should have ${min} characters or more.`,
          { "{{ value }}": quoted(body[field]), "{{ limit }}": min, "{{ value_length }}": [...value].length },
        ),
      );
    }
  };
  notBlank("name");
  if (notBlank("title")) minLength("title", 5);
  if (notBlank("content")) minLength("content", 40);
  const points = body.points;
  if (points !== undefined && points !== null) {
    const value = Number(points);
    if (!(value >= 1)) {
      violations.push(
        errors.constraintViolation(
          "/points",
          "TOO_LOW_ERROR",
          "This value should be greater than or equal to 1.",
          {
            "{{ value }}": quoted(points),
            "{{ compared_value }}": "1",
            "{{ compared_value_type }}": "int",
          },
        ),
      );
    } else if (value > 5) {
      violations.push(
        errors.constraintViolation(
          "/points",
          "TOO_HIGH_ERROR",
          "This value should be less than or equal to 5.",
          {
            "{{ value }}": quoted(points),
            "{{ compared_value }}": "5",
            "{{ compared_value_type }}": "int",
          },
        ),
      );
    }
  }
  if (typeof body.id === "string" && body.id) {
    if (!ownReview) violations.push(errors.entityDoesNotExist("id", "product_review", body.id));
  } else if (existing) {
    violations.push(
      errors.constraintViolation(
        "/customerId",
        "ENTITY_EXISTS",
        "The product_review entity already exists.",
        {
          "{{ entity }}": "product_review",
        },
      ),
    );
  }
  return violations;
}

/**
 * `POST /product/{productId}/review`: Shopware's ProductReviewSaveRoute. Customers only (403 for guests);
 * a valid review is stored for this emulator instance as pending (`status: false`) and answered with 204.
 */
async function saveReview({ request, params, session, scope, runtime }: RouteArgs) {
  if (!session.customerId) return errorResponse(errors.customerNotLoggedIn());
  const productId = params.productId ?? "";
  const product = catalogIndex().products.get(productId);
  if (!product) return errorResponse(errors.productNotFound(productId));
  const body = (await readCriteria(request)) as Record<string, unknown>;
  const store = runtime.state.store<StoredReview>(REVIEW_STORE);
  // Shopware fills name and e-mail from the customer; the account part of the emulator may know them.
  const customer = runtime.state.store<Record<string, unknown>>("customers").get(session.customerId);
  // Only a missing name is filled in; an empty one fails validation, as in Shopware (`$data->has('name')`).
  if (body.name === undefined || body.name === null) body.name = text(customer?.firstName) ?? "Kunde";
  const mine = [...store.values()].filter((review) => review.customerId === session.customerId);
  const existing = mine.find((review) => review.productId === productId);
  const ownReview = typeof body.id === "string" ? mine.find((review) => review.id === body.id) : undefined;
  const violations = validate(body, existing, ownReview);
  if (violations.length > 0) {
    return HttpResponse.json({ errors: violations.map(shopwareError) }, { status: 400 });
  }
  const id = ownReview?.id ?? fixtureId(`review:${session.customerId}:${productId}:${store.size}`);
  store.set(id, {
    key: id,
    id,
    productId,
    languageId: scope.languageId,
    externalUser: text(body.name),
    title: text(body.title)!,
    content: text(body.content)!,
    points: body.points === undefined || body.points === null ? 0 : Number(body.points),
    status: false,
    comment: null,
    createdAt: ownReview?.createdAt ?? FIXTURE_UPDATED_AT,
    customerId: session.customerId,
  });
  return new HttpResponse(null, { status: 204 });
}

export function reviewHandlers(runtime: EmulatorRuntime) {
  return [
    storeApiRoute(runtime, "post", "/product/:productId/reviews", listReviews),
    storeApiRoute(runtime, "get", "/product/:productId/reviews", listReviews),
    storeApiRoute(runtime, "post", "/product/:productId/review", saveReview),
  ];
}
