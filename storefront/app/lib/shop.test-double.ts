/**
 * Tests only: the server's `shop` (shop.server.ts) on the test emulator of `@shop/mocks/node`, without
 * starting a server. `vi.mock("…/shop.server.ts", () => import("…/shop.test-double.ts"))`.
 */
import { languageIds } from "@shop/mocks";
import { EMULATOR_ACCESS_KEY, TEST_STORE_API_URL } from "@shop/mocks/node";
import { createStoreApiClient } from "@shop/store-api";
import type { Shop } from "./shop.server.ts";

export const shop: Pick<Shop, "endpoint" | "accessKey" | "languageId" | "salesChannel" | "currencies"> = {
  endpoint: TEST_STORE_API_URL,
  accessKey: EMULATOR_ACCESS_KEY,
  languageId: async (locale) => languageIds[locale],
  salesChannel: async () => ({ navigationCategoryId: "" }),
  currencies: () =>
    createStoreApiClient({ endpoint: TEST_STORE_API_URL, accessKey: EMULATOR_ACCESS_KEY }).readCurrencies(),
};
