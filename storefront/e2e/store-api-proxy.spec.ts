import { expect, test } from "@playwright/test";

test("the proxy adds the access key and mints no session for anonymous reads", async ({ request }) => {
  const response = await request.post("/store-api/navigation/main-navigation/main-navigation", {
    data: { depth: 1 },
  });
  expect(response.status()).toBe(200);
  expect(Array.isArray(await response.json())).toBe(true);
  expect(response.headers()["set-cookie"]).toBeUndefined();
  expect(response.headers()["sw-context-token"]).toBeUndefined();
});

test("a state change stores the context token in an HttpOnly cookie, never in a header", async ({
  request,
}) => {
  const languages = (await (await request.post("/store-api/language", { data: {} })).json()) as {
    elements: { id: string }[];
  };
  const response = await request.patch("/store-api/context", {
    data: { languageId: languages.elements[0]!.id },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()["sw-context-token"]).toBeUndefined();
  const cookie = response.headers()["set-cookie"] ?? "";
  expect(cookie).toMatch(/^sw-context-token=[A-Za-z0-9]+/);
  expect(cookie).toContain("HttpOnly");
  expect(cookie).toContain("Max-Age=31536000");
  expect(cookie).toContain("SameSite=Lax");

  const context = await request.get("/store-api/context");
  const token = cookie.match(/^sw-context-token=([^;]+)/)?.[1];
  expect(((await context.json()) as { token: string }).token).toBe(token);
});
