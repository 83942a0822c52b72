import { afterEach, describe, expect, it } from "vitest";
import { catalog, reviewsOf, variantsOf } from "../fixtures/catalog/index.ts";
import { createTestEmulator, type StoreApiRequestInit } from "../node.ts";

type Json = Record<string, any>; // oxlint-disable-line typescript/no-explicit-any -- test access into deep JSON

const emulator = createTestEmulator();
afterEach(() => emulator.reset());

const mains = catalog.products.filter((product) => product.parentId === null);
/** A product with approved and pending catalog reviews. */
const reviewed =
  mains.find(
    (product) =>
      reviewsOf(product.id).some((review) => review.status) &&
      reviewsOf(product.id).some((review) => !review.status),
  ) ?? mains.find((product) => reviewsOf(product.id).length > 0)!;
const customerId = "c".repeat(32);
const validReview = {
  title: "Sehr zufrieden",
  content: "Reinigt gründlich, riecht angenehm und ist sparsam in der Anwendung.",
  points: 4,
};

async function post(path: string, json: Json = {}, init: StoreApiRequestInit = {}) {
  const response = await emulator.request(path, { json, ...init });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Json };
}

function login(token: string) {
  emulator.state.update(token, { customerId });
}

describe("POST /product/{productId}/reviews", () => {
  it("lists the approved reviews of the product and its variants, not the pending ones", async () => {
    const { status, body } = await post(`/product/${reviewed.id}/reviews`, { "total-count-mode": "exact" });
    expect(status).toBe(200);
    const approved = reviewsOf(reviewed.id).filter((review) => review.status);
    expect(body).toMatchObject({ entity: "product_review", total: approved.length });
    expect(body.elements.map((review: Json) => review.id).toSorted()).toEqual(
      approved.map((review) => review.id).toSorted(),
    );
    for (const review of body.elements) {
      expect(review).toMatchObject({ productId: reviewed.id, status: true, apiAlias: "product_review" });
      expect(review.externalEmail).toBeUndefined();
    }
  });

  it("pages, sorts and aggregates with criteria", async () => {
    const { body } = await post(`/product/${reviewed.id}/reviews`, {
      limit: 1,
      sort: [{ field: "points", order: "DESC" }],
      aggregations: [{ name: "points", type: "terms", field: "points" }],
    });
    const approved = reviewsOf(reviewed.id).filter((review) => review.status);
    expect(body.elements).toHaveLength(Math.min(1, approved.length));
    expect(body.elements[0]?.points).toBe(Math.max(...approved.map((review) => review.points)));
    const buckets = body.aggregations.points.buckets as Json[];
    expect(buckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(approved.length);
  });

  it("includes the variants' reviews when asked for the parent", async () => {
    const parent = mains.find(
      (product) => variantsOf(product.id).length > 0 && reviewsOf(product.id).length > 0,
    );
    if (!parent) return;
    const { body } = await post(`/product/${parent.id}/reviews`, { "total-count-mode": "exact" });
    expect(body.total).toBeGreaterThan(0);
  });
});

describe("POST /product/{productId}/review", () => {
  it("answers 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN for guests", async () => {
    const { status, body } = await post(`/product/${reviewed.id}/review`, validReview);
    expect(status).toBe(403);
    expect(body.errors[0].code).toBe("CHECKOUT__CUSTOMER_NOT_LOGGED_IN");
  });

  it("validates like Shopware, one violation per field", async () => {
    const token = "review-invalid";
    login(token);
    const { status, body } = await post(
      `/product/${reviewed.id}/review`,
      { title: "Gut", content: "Zu kurz.", points: 7 },
      { token },
    );
    expect(status).toBe(400);
    expect(body.errors.map((error: Json) => [error.code, error.source.pointer])).toEqual([
      ["VIOLATION::TOO_SHORT_ERROR", "/title"],
      ["VIOLATION::TOO_SHORT_ERROR", "/content"],
      ["VIOLATION::TOO_HIGH_ERROR", "/points"],
    ]);
    expect(body.errors[0]).toMatchObject({
      status: "400",
      title: "Constraint violation error",
      meta: { parameters: { "{{ limit }}": 5 } },
    });
    const blank = await post(
      `/product/${reviewed.id}/review`,
      { title: "", content: "", points: 0 },
      { token },
    );
    expect(blank.body.errors.map((error: Json) => error.code)).toEqual([
      "VIOLATION::IS_BLANK_ERROR",
      "VIOLATION::IS_BLANK_ERROR",
      "VIOLATION::TOO_LOW_ERROR",
    ]);
  });

  it("stores a valid review as pending: 204, then only its author sees it", async () => {
    const token = "review-author";
    login(token);
    const saved = await emulator.request(`/product/${reviewed.id}/review`, { json: validReview, token });
    expect(saved.status).toBe(204);
    expect(await saved.text()).toBe("");
    const own = await post(`/product/${reviewed.id}/reviews`, { "total-count-mode": "exact" }, { token });
    const mine = own.body.elements.find((review: Json) => review.title === validReview.title);
    expect(mine).toMatchObject({ status: false, points: 4, customerId, content: validReview.content });
    const guest = await post(`/product/${reviewed.id}/reviews`, { "total-count-mode": "exact" });
    expect(guest.body.elements.some((review: Json) => review.title === validReview.title)).toBe(false);
  });

  it("allows one review per customer and product, updated through its id", async () => {
    const token = "review-twice";
    login(token);
    expect((await post(`/product/${reviewed.id}/review`, validReview, { token })).status).toBe(204);
    const again = await post(`/product/${reviewed.id}/review`, validReview, { token });
    expect(again.status).toBe(400);
    expect(again.body.errors[0]).toMatchObject({
      code: "VIOLATION::ENTITY_EXISTS",
      source: { pointer: "/customerId" },
    });
    const list = await post(`/product/${reviewed.id}/reviews`, {}, { token });
    const mine = list.body.elements.find((review: Json) => review.customerId === customerId);
    const updated = await post(
      `/product/${reviewed.id}/review`,
      { ...validReview, id: mine.id, points: 5 },
      { token },
    );
    expect(updated.status).toBe(204);
    const after = await post(`/product/${reviewed.id}/reviews`, {}, { token });
    expect(after.body.elements.find((review: Json) => review.id === mine.id).points).toBe(5);
  });

  it("answers 404 for an unknown product and keeps reviews per emulator instance", async () => {
    const token = "review-unknown";
    login(token);
    expect((await post(`/product/${"0".repeat(32)}/review`, validReview, { token })).status).toBe(404);
    expect((await post(`/product/${reviewed.id}/review`, validReview, { token })).status).toBe(204);
    const other = createTestEmulator();
    other.state.update(token, { customerId });
    const response = await other.request(`/product/${reviewed.id}/reviews`, { json: {}, token });
    const body = (await response.json()) as Json;
    expect(body.elements.some((review: Json) => review.customerId === customerId)).toBe(false);
  });
});
