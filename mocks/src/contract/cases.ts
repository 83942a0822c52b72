/**
 * One contract case: a request to the emulator whose answer Shopware's OpenAPI schema must accept.
 * Shared by every `*.contract.test.ts`, so each domain only lists its cases.
 */
import { gzipSync } from "node:zlib";
import { expect } from "vitest";
import type { SwitchesInput } from "../lib/switches.ts";
import { createTestEmulator, type StoreApiRequestInit, type TestEmulator } from "../node.ts";
import type { ContractValidator } from "./openapi.ts";

export type Method = "get" | "post" | "patch" | "delete";

export interface ContractStep {
  path: string;
  init?: StoreApiRequestInit;
}

export interface ContractCase {
  name: string;
  /** The operation in Shopware's schema: method and path template. */
  operation: [method: Method, path: string];
  /** The concrete request path. */
  path: string;
  init?: StoreApiRequestInit;
  /** Builds the request after `setup` instead of `init` (for hashes and ids the setup created). */
  request?: (emulator: TestEmulator) => StoreApiRequestInit;
  status: number;
  /** Run first with the same token (fill the cart, switch the session). */
  before?: ContractStep[];
  /** Prepares the instance (log a customer in, write a review). */
  setup?: (emulator: TestEmulator) => Promise<void> | void;
  /** Operator switches of the emulator instance. */
  switches?: SwitchesInput;
  /** What the answer must show besides matching the schema, so each case tests what it names. */
  expect?: (body: Record<string, unknown>) => void;
}

/** `_criteria` of a GET read: gzip + base64url JSON, as `encodeForQuery` of @shopware/api-client builds it. */
export const compressed = (criteria: unknown) => gzipSync(JSON.stringify(criteria)).toString("base64url");

/** A case's `setup` that stores a logged-in session of `customerId` for `token` (what a login leaves). */
export const loggedInAs = (token: string, customerId: string) => (emulator: TestEmulator) => {
  emulator.state.update(token, { customerId });
};

/** Token of the steps of a case that has `before` steps but sends no token of its own. */
const STEP_TOKEN = "contract-steps-token-00000000001";

/** Runs one case on a fresh emulator and checks status, content type and the schema. */
export async function expectContract(validator: ContractValidator, contractCase: ContractCase) {
  const { operation, path, status, before, setup, switches } = contractCase;
  const emulator = createTestEmulator();
  await setup?.(emulator);
  const init = contractCase.request?.(emulator) ?? contractCase.init;
  const token = init?.token ?? (before?.length ? STEP_TOKEN : undefined);
  for (const step of before ?? []) {
    const response = await emulator.request(step.path, { ...step.init, token });
    expect(response.status).toBeLessThan(300);
  }
  if (switches) emulator.setSwitches(switches);
  const response = await emulator.request(path, { ...init, token });
  const body = (await response.json()) as Record<string, unknown>;
  // The body rides along so a wrong status shows what the emulator said.
  expect({ status: response.status, body }).toMatchObject({ status });
  expect(response.headers.get("content-type")).toContain("application/json");
  const result = validator.validate(operation[0], operation[1], status, body);
  expect(result.errors).toEqual([]);
  expect(result.valid).toBe(true);
  contractCase.expect?.(body);
}
