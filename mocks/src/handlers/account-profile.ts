import { addressStore, customerStore } from "../entities/customer.ts";
import { countryById } from "../fixtures/countries.ts";
import { customerByEmail } from "../fixtures/customers.ts";
import { salutationById, salutations } from "../fixtures/salutations.ts";
import {
  checkBusiness,
  checkCurrentPassword,
  checkNewPassword,
  equalTo,
  requireCustomer,
  successResponse,
  vatIdList,
} from "../lib/account-rules.ts";
import { clock } from "../lib/clock.ts";
import { storeApiRoute, type EmulatorRuntime, type RouteArgs } from "../lib/route.ts";
import { readJsonBody, Violations, violationsResponse } from "../lib/validation.ts";
import { contextTokenResponse } from "./account.ts";

const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

/** ChangeCustomerProfileRoute::getBirthday: a real date from `birthdayDay`, `-Month`, `-Year`, else none. */
function birthdayOf(body: Record<string, unknown>, now: number): string | null {
  const [day, month, year] = [body.birthdayDay, body.birthdayMonth, body.birthdayYear].map(Number);
  if (!day || !month || !year) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1 || date.getTime() > now) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * `POST /account/change-profile` (ChangeCustomerProfileRoute; customers and guest accounts): salutation
 * (an existing one, default "not specified"), `firstName` and `lastName` not blank, `title`, `accountType`
 * `private` or `business`, a birthday from `birthdayDay/Month/Year`. Business: `company` not blank and the
 * VAT ids in the default billing address's country format, as on registration; private clears both.
 * Answers `{success: true}`.
 */
async function changeProfile({ request, session, runtime }: RouteArgs): Promise<Response> {
  const { state } = runtime;
  const customer = requireCustomer(state, session, true);
  if (customer instanceof Response) return customer;
  const body = await readJsonBody(request);
  const business = body.accountType === "business";
  const check = new Violations();
  if (text(body.salutationId))
    check.exists("/salutationId", "salutation", body.salutationId, (id) => Boolean(salutationById(id)));
  check.notBlank("/firstName", body.firstName);
  check.notBlank("/lastName", body.lastName);
  if (text(body.accountType)) check.choice("/accountType", body.accountType, ["private", "business"]);
  const vatIds = vatIdList(body.vatIds).filter(Boolean);
  if (business) {
    const billing = addressStore(state).get(customer.defaultBillingAddressId);
    checkBusiness(check, body.company, vatIds, billing ? countryById(billing.countryId) : undefined);
  }
  if (!check.empty) return violationsResponse(check.list);

  customer.salutationId = text(body.salutationId) ?? salutations.not_specified.id;
  customer.firstName = String(body.firstName).trim();
  customer.lastName = String(body.lastName).trim();
  customer.title = text(body.title);
  if (text(body.accountType)) customer.accountType = business ? "business" : "private";
  customer.company = business ? text(body.company) : null;
  customer.vatIds = business ? vatIds : null;
  const birthday = birthdayOf(body, clock(state).now());
  if (birthday) customer.birthday = birthday;
  return successResponse();
}

/**
 * `POST /account/change-email {email, emailConfirmation, password}` (ChangeEmailRoute; accounts only):
 * `/email` a valid address, equal to the confirmation and used by no other account
 * (`CUSTOMER_EMAIL_NOT_UNIQUE`); `/password` the current one (`CUSTOMER_PASSWORD_NOT_CORRECT`).
 */
async function changeEmail({ request, session, runtime }: RouteArgs): Promise<Response> {
  const { state } = runtime;
  const customer = requireCustomer(state, session);
  if (customer instanceof Response) return customer;
  const body = await readJsonBody(request);
  const check = new Violations();
  if (check.email("/email", body.email) && equalTo(check, "/email", body.email, body.emailConfirmation)) {
    const others = [...customerStore(state).values()].filter(
      (other) => !other.guest && other.id !== customer.id,
    );
    if (customerByEmail(String(body.email), others)) {
      check.add(
        "/email",
        "CUSTOMER_EMAIL_NOT_UNIQUE",
        `The email address ${String(body.email)} is already in use`,
        {
          "{{ email }}": String(body.email),
        },
      );
    }
  }
  checkCurrentPassword(check, customer, body.password);
  if (!check.empty) return violationsResponse(check.list);
  customer.email = String(body.email).trim();
  return successResponse();
}

/**
 * `POST /account/change-password {password, newPassword, newPasswordConfirm}` (ChangePasswordRoute;
 * accounts only): `/newPassword` as on recovery, `/password` the current one. Answers Shopware's
 * ContextTokenResponse with the session's own token.
 */
async function changePassword({ request, token, session, runtime }: RouteArgs): Promise<Response> {
  const customer = requireCustomer(runtime.state, session);
  if (customer instanceof Response) return customer;
  const body = await readJsonBody(request);
  const check = new Violations();
  checkNewPassword(check, body.newPassword, body.newPasswordConfirm);
  checkCurrentPassword(check, customer, body.password);
  if (!check.empty) return violationsResponse(check.list);
  customer.password = String(body.newPassword);
  return contextTokenResponse(token);
}

export function accountProfileHandlers(runtime: EmulatorRuntime) {
  return [
    storeApiRoute(runtime, "post", "/account/change-profile", changeProfile),
    storeApiRoute(runtime, "post", "/account/change-email", changeEmail),
    storeApiRoute(runtime, "post", "/account/change-password", changePassword),
  ];
}
