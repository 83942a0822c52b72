import { formSlotConfig } from "../entities/cms.ts";
import { customerStore } from "../entities/customer.ts";
import type { Locale } from "../fixtures/locale.ts";
import { greetingOf, sendAccountMail, sha1 } from "../lib/account-mail.ts";
import { checkStorefrontUrl, requireCustomer, successResponse } from "../lib/account-rules.ts";
import { isoNow } from "../lib/clock.ts";
import { errorResponse, errors, type ShopwareErrorInit } from "../lib/errors.ts";
import { escape } from "../lib/html.ts";
import { mailbox, SHOP_SENDER } from "../lib/mailbox.ts";
import { jsonResponse, storeApiRoute, type EmulatorRuntime, type RouteArgs } from "../lib/route.ts";
import { FORM_POLICY, throttle, throttleKey } from "../lib/throttle.ts";
import { readJsonBody, Violations, violationsResponse } from "../lib/validation.ts";
import { mintContextToken, type EmulatorState } from "../state.ts";

/** Shopware's newsletter recipient statuses (`NewsletterSubscribeRoute::STATUS_*`). */
export type NewsletterStatus = "notSet" | "optIn" | "optOut" | "direct";

/** One `newsletter_recipient` of the sales channel, keyed by its lower-cased e-mail. */
export interface NewsletterRecipient {
  email: string;
  status: NewsletterStatus;
  hash: string;
  locale: Locale;
  createdAt: string;
  confirmedAt: string | null;
}
const RECIPIENT_STORE = "newsletter-recipients";

export const newsletterRecipients = (state: EmulatorState) =>
  state.store<NewsletterRecipient>(RECIPIENT_STORE);

/** The `option` values NewsletterSubscribeRoute accepts. */
export const NEWSLETTER_OPTIONS = ["subscribe", "direct", "unsubscribe", "confirmSubscribe"] as const;

/** Shopware's default `core.newsletter.subscribeUrl`. */
const subscribeUrl = (storefrontUrl: string, em: string, hash: string) =>
  `${storefrontUrl.replace(/\/$/, "")}/newsletter-subscribe?em=${em}&hash=${hash}`;

/** The mail template of the shop's copy of a contact form message (`contact_form`). */
export const CONTACT_FORM_MAIL = "contact_form";

/** NewsletterException::recipientNotFound. */
const recipientNotFound = (identifier: string, value: string): ShopwareErrorInit => ({
  status: 404,
  code: "CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND",
  detail: `The NewsletterRecipient with the identifier "${identifier}" - ${value} was not found.`,
  parameters: { identifier, value },
});

function throttled(state: EmulatorState, policy: string, email: unknown, request: Request) {
  const attempt = throttle(state, FORM_POLICY(policy)).consume(throttleKey(email, request));
  if (attempt.accepted) return undefined;
  return errorResponse(errors.rateLimitExceeded(attempt.waitSeconds), {
    "retry-after": String(attempt.waitSeconds),
  });
}

/**
 * `POST /newsletter/subscribe {email, option, storefrontUrl, firstName?, lastName?}`
 * (NewsletterSubscribeRoute): e-mail, option (`subscribe|direct|unsubscribe|confirmSubscribe`) and a domain
 * of the shop (400 violations), then the `newsletter_form` limiter (429). `subscribe` stores the recipient
 * as `notSet` and mails the double opt-in link `<storefrontUrl>/newsletter-subscribe?em=<sha1(email)>&hash=…`
 * in the request's language (an address already confirmed gets no mail and keeps its status); `direct`
 * subscribes without a mail; `unsubscribe` and `confirmSubscribe` act like their own routes. Answers
 * `{success, status}`.
 */
async function subscribe({ request, scope, session, runtime }: RouteArgs): Promise<Response> {
  const { state } = runtime;
  const body = await readJsonBody(request);
  const check = new Violations();
  check.email("/email", body.email);
  if (check.notBlank("/option", body.option)) check.choice("/option", body.option, NEWSLETTER_OPTIONS);
  checkStorefrontUrl(check, runtime, scope.origin, body.storefrontUrl);
  if (!check.empty) return violationsResponse(check.list);

  const refused = throttled(state, "newsletter_form", body.email, request);
  if (refused) return refused;

  const email = String(body.email).trim();
  const key = email.toLowerCase();
  const recipients = newsletterRecipients(state);
  const existing = recipients.get(key);
  if (body.option === "unsubscribe") {
    if (!existing) return errorResponse(recipientNotFound("email", email));
    existing.status = "optOut";
    return jsonResponse({ success: true, status: "optOut" });
  }
  if (body.option === "confirmSubscribe") {
    const confirmed = await confirmRecipient(state, String(body.hash ?? ""), String(body.em ?? ""));
    if (confirmed instanceof Response) return confirmed;
    return jsonResponse({ success: true, status: confirmed.status });
  }
  if (existing && (existing.status === "optIn" || existing.status === "direct")) {
    return jsonResponse({ success: true, status: existing.status });
  }
  const recipient: NewsletterRecipient = {
    email,
    status: body.option === "direct" ? "direct" : "notSet",
    hash: mintContextToken(),
    locale: scope.locale,
    createdAt: existing?.createdAt ?? isoNow(state),
    confirmedAt: body.option === "direct" ? isoNow(state) : null,
  };
  recipients.set(key, recipient);
  if (recipient.status === "notSet") {
    const em = await sha1(email);
    const customer = session.customerId ? customerStore(state).get(session.customerId) : undefined;
    const person =
      customer && customer.email.toLowerCase() === key
        ? customer
        : {
            firstName: String(body.firstName ?? ""),
            lastName: String(body.lastName ?? ""),
            salutationId: "",
          };
    const name = `${person.firstName} ${person.lastName}`.trim();
    sendAccountMail(state, "newsletterOptIn", {
      to: { email, name: name || email },
      greeting: name
        ? greetingOf(person, scope.locale)
        : { "de-DE": "Guten Tag", "fr-CH": "Bonjour" }[scope.locale],
      locale: scope.locale,
      link: subscribeUrl(String(body.storefrontUrl), em, recipient.hash),
      meta: { hash: recipient.hash, em },
    });
  }
  return jsonResponse({ success: true, status: recipient.status });
}

/** The recipient with `hash`, if `em` is the SHA-1 of its e-mail; confirmed (`optIn`). */
async function confirmRecipient(
  state: EmulatorState,
  hash: string,
  em: string,
): Promise<NewsletterRecipient | Response> {
  const recipient = hash
    ? [...newsletterRecipients(state).values()].find((entry) => entry.hash === hash)
    : undefined;
  if (!recipient) return errorResponse(recipientNotFound("hash", hash));
  const expected = await sha1(recipient.email);
  if (em !== expected) {
    const check = new Violations();
    check.add("/em", "NOT_EQUAL_ERROR", `This value should be equal to "${expected}".`, {
      "{{ value }}": `"${em}"`,
      "{{ compared_value }}": `"${expected}"`,
      "{{ compared_value_type }}": "string",
    });
    return violationsResponse(check.list);
  }
  if (recipient.status === "notSet") {
    recipient.status = "optIn";
    recipient.confirmedAt = isoNow(state);
  }
  return recipient;
}

/**
 * `POST /newsletter/confirm {hash, em}` (NewsletterConfirmRoute): `hash` of a recipient (else 404
 * CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND, also after the recipient unsubscribed and subscribed anew), `em`
 * the SHA-1 of its e-mail (else 400 at `/em`); the recipient becomes `optIn`. Confirming twice succeeds.
 */
async function confirm({ request, runtime }: RouteArgs): Promise<Response> {
  const body = await readJsonBody(request);
  const check = new Violations();
  check.notBlank("/hash", body.hash);
  check.notBlank("/em", body.em);
  if (!check.empty) return violationsResponse(check.list);
  const confirmed = await confirmRecipient(runtime.state, String(body.hash), String(body.em));
  if (confirmed instanceof Response) return confirmed;
  return successResponse();
}

/**
 * `POST /newsletter/unsubscribe {email}` (NewsletterUnsubscribeRoute): a valid e-mail (400), a recipient
 * with it (404 CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND); it becomes `optOut`.
 */
async function unsubscribe({ request, runtime }: RouteArgs): Promise<Response> {
  const body = await readJsonBody(request);
  const check = new Violations();
  check.email("/email", body.email);
  if (!check.empty) return violationsResponse(check.list);
  const email = String(body.email).trim();
  const recipient = newsletterRecipients(runtime.state).get(email.toLowerCase());
  if (!recipient) return errorResponse(recipientNotFound("email", email));
  recipient.status = "optOut";
  return successResponse();
}

/**
 * `GET|POST /account/newsletter-recipient` (AccountNewsletterRecipientRoute; accounts only, 403 otherwise):
 * the status of the recipient with the customer's e-mail, `undefined` when there is none.
 */
function recipientStatus({ session, runtime }: RouteArgs): Response {
  const customer = requireCustomer(runtime.state, session);
  if (customer instanceof Response) return customer;
  const recipient = newsletterRecipients(runtime.state).get(customer.email.toLowerCase());
  return jsonResponse({ status: recipient?.status ?? "undefined", apiAlias: "account_newsletter_recipient" });
}

/** Optional text fields of the contact form: no URLs (Shopware's `/^[^\/:]*$/`-like name rule) . */
const NO_URL = /^((?!https?:|www\.).)*$/is;

/** A plausible e-mail address among a form's configured receivers. */
const RECEIVER = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Who gets a contact form's mail and what the shopper reads after sending (ContactFormRoute with
 * `slotId`): the CMS form element's `mailReceiver` list unless `defaultMailReceiver` is set or the list is
 * empty (then the shop's address), and its `confirmationText` as `individualSuccessMessage`. Without a
 * known form slot: the shop's address and no message.
 */
export function contactFormTarget(slotId: unknown, scope: RouteArgs["scope"]) {
  const config = typeof slotId === "string" ? formSlotConfig(slotId, scope) : undefined;
  const listed = Array.isArray(config?.mailReceiver)
    ? config.mailReceiver.filter(
        (entry): entry is string => typeof entry === "string" && RECEIVER.test(entry),
      )
    : [];
  const receivers =
    config?.defaultMailReceiver === false && listed.length > 0
      ? listed.map((email) => ({ email, name: SHOP_SENDER.name }))
      : [SHOP_SENDER];
  const message = typeof config?.confirmationText === "string" ? config.confirmationText : "";
  return { receivers, message };
}

/**
 * `POST /contact-form {email, subject, comment, salutationId?, firstName?, lastName?, phone?, navigationId?,
 * slotId?}` (ContactFormRoute): e-mail, subject and comment required (400 violations; names must not hold
 * URLs), the `contact_form` limiter (429), then a `contact_form` mail in the dev mailbox (reply-to the
 * sender) to the CMS form's receivers (`contactFormTarget`: its `mailReceiver`, else the shop's address).
 * Answers `{individualSuccessMessage, apiAlias: "contact_form_result"}`, the form's confirmation text or "".
 */
async function contactForm({ request, scope, runtime }: RouteArgs): Promise<Response> {
  const { state } = runtime;
  const body = await readJsonBody(request);
  const check = new Violations();
  check.email("/email", body.email);
  check.notBlank("/subject", body.subject);
  check.notBlank("/comment", body.comment);
  for (const field of ["firstName", "lastName"] as const) {
    const value = body[field];
    if (typeof value === "string" && !NO_URL.test(value)) {
      check.add(`/${field}`, "REGEX_FAILED_ERROR", "This value is not valid.", {
        "{{ value }}": `"${value}"`,
      });
    }
  }
  if (!check.empty) return violationsResponse(check.list);

  const refused = throttled(state, "contact_form", body.email, request);
  if (refused) return refused;

  const sender = String(body.email).trim();
  const name = `${String(body.firstName ?? "")} ${String(body.lastName ?? "")}`.trim();
  const subject = String(body.subject).trim();
  const comment = String(body.comment);
  const phone = String(body.phone ?? "").trim();
  const lines = [`${name || sender} <${sender}>`, ...(phone ? [phone] : []), "", comment];
  const target = contactFormTarget(body.slotId, scope);
  for (const receiver of target.receivers)
    mailbox(state).send({
      type: CONTACT_FORM_MAIL,
      to: receiver,
      from: SHOP_SENDER,
      subject: `Kontaktanfrage: ${subject}`,
      html: `<!doctype html>\n<html lang="${scope.locale}"><head><meta charset="utf-8"><title>${escape(subject)}</title></head><body>${lines
        .map((line) => `<p>${escape(line)}</p>`)
        .join("\n")}</body></html>\n`,
      text: lines.join("\n"),
      locale: scope.locale,
      meta: { replyTo: sender, subject },
    });
  return jsonResponse({ individualSuccessMessage: target.message, apiAlias: "contact_form_result" });
}

export function newsletterHandlers(runtime: EmulatorRuntime) {
  return [
    storeApiRoute(runtime, "post", "/newsletter/subscribe", subscribe),
    storeApiRoute(runtime, "post", "/newsletter/confirm", confirm),
    storeApiRoute(runtime, "post", "/newsletter/unsubscribe", unsubscribe),
    storeApiRoute(runtime, "get", "/account/newsletter-recipient", recipientStatus),
    storeApiRoute(runtime, "post", "/account/newsletter-recipient", recipientStatus),
    storeApiRoute(runtime, "post", "/contact-form", contactForm),
  ];
}
