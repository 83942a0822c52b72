import { z } from "zod";
import { successSchema } from "../schemas/order.ts";
import type { RequestOptions, StoreApiTransport } from "../transport.ts";
import type { Success } from "./account-lifecycle.ts";

/** A newsletter recipient's status; `undefined` (a string) when the customer never subscribed. */
export const newsletterStatusSchema = z.enum(["notSet", "optIn", "optOut", "direct", "undefined"]);
export type NewsletterStatus = z.infer<typeof newsletterStatusSchema>;

export const newsletterSubscribeResultSchema = z.looseObject({
  success: z.boolean().nullish(),
  status: newsletterStatusSchema.nullish(),
});
export type NewsletterSubscribeResult = z.infer<typeof newsletterSubscribeResultSchema>;

export const newsletterRecipientSchema = z.looseObject({ status: newsletterStatusSchema });
export type NewsletterRecipient = z.infer<typeof newsletterRecipientSchema>;

export const contactFormResultSchema = z.looseObject({
  individualSuccessMessage: z.string().nullish(),
});
export type ContactFormResult = z.infer<typeof contactFormResultSchema>;

/** The body of a subscription: `option` `subscribe` (double opt-in mail) or `direct` (no mail). */
export interface NewsletterSubscription {
  email: string;
  /** Where the opt-in link points: `<storefrontUrl>/newsletter-subscribe?em=…&hash=…`. */
  storefrontUrl: string;
  option?: "subscribe" | "direct";
  salutationId?: string;
  firstName?: string;
  lastName?: string;
}

/**
 * `POST /newsletter/subscribe`: 400 violations (`/email`, `/option`, `/storefrontUrl`), 429 when throttled.
 * `subscribe` mails the opt-in link (status `notSet`), `direct` subscribes at once. A write.
 */
export function subscribeNewsletter(
  api: StoreApiTransport,
  subscription: NewsletterSubscription,
  options?: RequestOptions,
): Promise<NewsletterSubscribeResult> {
  return api.request({
    ...options,
    method: "POST",
    path: "/newsletter/subscribe",
    kind: "write",
    body: { option: "subscribe", ...subscription },
    schema: newsletterSubscribeResultSchema,
  });
}

/** `POST /newsletter/confirm {hash, em}` (the mailed link's parameters): 404 for an unknown hash, 400 for `em`. */
export function confirmNewsletter(
  api: StoreApiTransport,
  confirmation: { hash: string; em: string },
  options?: RequestOptions,
): Promise<Success> {
  return api.request({
    ...options,
    method: "POST",
    path: "/newsletter/confirm",
    kind: "write",
    body: confirmation,
    schema: successSchema,
  });
}

/** `POST /newsletter/unsubscribe {email}`: 404 when the address never subscribed. */
export function unsubscribeNewsletter(
  api: StoreApiTransport,
  email: string,
  options?: RequestOptions,
): Promise<Success> {
  return api.request({
    ...options,
    method: "POST",
    path: "/newsletter/unsubscribe",
    kind: "write",
    body: { email },
    schema: successSchema,
  });
}

/** `POST /account/newsletter-recipient`: the logged-in customer's subscription status (403 for guests). A read. */
export function readNewsletterRecipient(
  api: StoreApiTransport,
  options?: RequestOptions,
): Promise<NewsletterRecipient> {
  return api.request({
    ...options,
    method: "POST",
    path: "/account/newsletter-recipient",
    kind: "read",
    body: {},
    schema: newsletterRecipientSchema,
  });
}

/** The contact form's fields; the shop's settings may require names and phone. */
export interface ContactMessage {
  email: string;
  subject: string;
  comment: string;
  salutationId?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  /** The page's category (or landing page) the CMS form is on. */
  navigationId?: string;
  /** The CMS form element's slot: its receivers get the mail, its confirmation text is the answer. */
  slotId?: string;
}

/** `POST /contact-form`: mails the message to the shop; 400 violations, 429 when throttled. A write. */
export function sendContactForm(
  api: StoreApiTransport,
  message: ContactMessage,
  options?: RequestOptions,
): Promise<ContactFormResult> {
  return api.request({
    ...options,
    method: "POST",
    path: "/contact-form",
    kind: "write",
    body: message,
    schema: contactFormResultSchema,
  });
}

export const newsletterEndpoints = {
  subscribeNewsletter,
  confirmNewsletter,
  unsubscribeNewsletter,
  readNewsletterRecipient,
  sendContactForm,
};
