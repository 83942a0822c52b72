import { data } from "react-router";
import { isStoreApiError, type Customer, type StoreApiClient } from "@shop/store-api";
import {
  echoValues,
  emailRules,
  passwordRules,
  paymentMethodRules,
  profileRules,
  type AccountFormIntent,
  type AccountFormResult,
} from "./account-forms.ts";
import { contextTokenCookieName, serializeCookie } from "./cookies.server.ts";
import { formValues, validate, type FormRules } from "./forms/rules.ts";
import { mapViolations } from "./forms/violations.ts";
import { PRIVATE_HEADERS } from "./http-cache.server.ts";

/**
 * `/account/profile` and `/account/payment` on the server (spec §2): the personal data, the e-mail
 * address and the password, each its own form (`intent`), and the payment method. Every form posts to
 * its page and gets the page again with the answer (`AccountFormResult`): success, or the values as typed
 * (never a password) with the problems per field — the Store API's violations at their fields, e.g. the
 * wrong current password at `password`. With JavaScript the same forms go through fetchers.
 */

export interface ProfilePageData {
  salutations: { id: string; name: string }[];
  profile: {
    salutationId: string;
    title: string;
    firstName: string;
    lastName: string;
    accountType: "private" | "business";
    company: string;
    vatId: string;
    email: string;
  };
}

export async function readProfilePage(api: StoreApiClient, customer: Customer): Promise<ProfilePageData> {
  const salutations = await api.readSalutations().catch((error: unknown) => {
    console.error("salutations failed", error);
    return { elements: [] };
  });
  return {
    salutations: salutations.elements.map((salutation) => ({
      id: salutation.id,
      name: salutation.displayName ?? salutation.salutationKey ?? "",
    })),
    profile: {
      salutationId: customer.salutationId ?? "",
      title: customer.title ?? "",
      firstName: customer.firstName ?? "",
      lastName: customer.lastName ?? "",
      accountType: customer.accountType === "business" ? "business" : "private",
      company: customer.company ?? "",
      vatId: customer.vatIds?.[0] ?? "",
      email: customer.email ?? "",
    },
  };
}

export interface PaymentPageData {
  methods: { id: string; name: string; description?: string }[];
  current: string;
}

/** The methods the shop offers (`onlyAvailable`) and the session's current one. */
export async function readPaymentPage(api: StoreApiClient): Promise<PaymentPageData> {
  const [methods, context] = await Promise.all([
    api.readPaymentMethods({ onlyAvailable: true }),
    api.readContext(),
  ]);
  return {
    methods: methods.elements.map((method) => ({
      id: method.id,
      name: method.translated?.name ?? method.name ?? "",
      description: method.translated?.description ?? method.description ?? undefined,
    })),
    current: context.paymentMethod.id,
  };
}

/** The current payment method's name for the overview; none on any failure (secondary data). */
export async function readCurrentPaymentMethod(api: StoreApiClient): Promise<string | undefined> {
  try {
    const { paymentMethod } = await api.readContext();
    return paymentMethod.translated?.name ?? paymentMethod.name ?? undefined;
  } catch (error) {
    console.error("context failed", error);
    return undefined;
  }
}

const fail = (result: Omit<AccountFormResult, "ok">, status: number) =>
  data<AccountFormResult>({ ok: false, ...result }, { status, headers: PRIVATE_HEADERS });

/**
 * A refused call as the form's answer: violations at their fields (`fields` renames pointers), 429 as
 * "throttled", anything else "failed" (logged when it is the shop's fault).
 */
export function failureOf(
  error: unknown,
  intent: AccountFormIntent,
  values: Record<string, string>,
  fields: Record<string, string> = {},
) {
  const echoed = echoValues(values);
  if (isStoreApiError(error) && error.status === 400) {
    const errors = mapViolations(error.errors, fields);
    if (Object.keys(errors).length > 0) return fail({ intent, values: echoed, errors }, 400);
  }
  if (isStoreApiError(error) && error.status === 429) {
    const meta = error.errors[0]?.meta as { parameters?: { seconds?: unknown } } | undefined;
    const seconds = Number(meta?.parameters?.seconds);
    const retryAfter = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 30;
    return fail({ intent, values: echoed, errors: {}, formError: "throttled", retryAfter }, 429);
  }
  if (!isStoreApiError(error) || error.status >= 500 || error.status === 0)
    console.error(`${intent} failed`, error);
  return fail({ intent, values: echoed, errors: {}, formError: "failed" }, 400);
}

/** The form's values checked with its rules: the values, or the answer naming the problems. */
export function checked(intent: AccountFormIntent, values: Record<string, string>, formRules: FormRules) {
  const errors = validate(formRules, values);
  return Object.keys(errors).length > 0
    ? fail({ intent, values: echoValues(values), errors }, 400)
    : undefined;
}

export const succeeded = (intent: AccountFormIntent, values: Record<string, string> = {}, headers = {}) =>
  data<AccountFormResult>(
    { ok: true, intent, values: echoValues(values), errors: {} },
    { headers: { ...PRIVATE_HEADERS, ...headers } },
  );

/** The profile page's three forms, by `intent`. */
export async function profileAction(request: Request, api: StoreApiClient) {
  const values = formValues(await request.formData().catch(() => new FormData()));
  const intent = values["intent"];
  if (intent === "email") {
    const refused = checked(intent, values, emailRules);
    if (refused) return refused;
    try {
      await api.changeEmail({
        email: values["email"]!.trim(),
        emailConfirmation: values["emailConfirmation"]!.trim(),
        password: values["password"] ?? "",
      });
      return succeeded(intent, values);
    } catch (error) {
      return failureOf(error, intent, values);
    }
  }
  if (intent === "password") {
    const refused = checked(intent, values, passwordRules);
    if (refused) return refused;
    try {
      const { contextToken } = await api.changePassword({
        password: values["password"] ?? "",
        newPassword: values["newPassword"] ?? "",
        newPasswordConfirm: values["newPasswordConfirm"] ?? "",
      });
      const token = contextToken ?? api.getContextToken();
      const cookie = token
        ? serializeCookie(contextTokenCookieName, token, { request, httpOnly: true })
        : undefined;
      return succeeded(intent, {}, cookie ? { "Set-Cookie": cookie } : {});
    } catch (error) {
      return failureOf(error, intent, values);
    }
  }
  const refused = checked("profile", values, profileRules(values));
  if (refused) return refused;
  const business = values["accountType"] === "business";
  try {
    await api.changeProfile({
      salutationId: values["salutationId"] || undefined,
      title: values["title"]?.trim() || undefined,
      firstName: values["firstName"]!.trim(),
      lastName: values["lastName"]!.trim(),
      accountType: business ? "business" : "private",
      ...(business ? { company: values["company"]?.trim(), vatIds: [values["vatId"]?.trim() ?? ""] } : {}),
    });
    return succeeded("profile", values);
  } catch (error) {
    return failureOf(error, "profile", values, { vatIds: "vatId" });
  }
}

/** `/account/payment`: the chosen method becomes the session's (`PATCH /context {paymentMethodId}`). */
export async function paymentAction(request: Request, api: StoreApiClient) {
  const values = formValues(await request.formData().catch(() => new FormData()));
  const refused = checked("payment-method", values, paymentMethodRules);
  if (refused) return refused;
  try {
    await api.updateContext({ paymentMethodId: values["paymentMethodId"] });
    return succeeded("payment-method", values);
  } catch (error) {
    return failureOf(error, "payment-method", values);
  }
}
