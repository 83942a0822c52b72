import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/** The resource route the footer's signup posts to (routes/newsletter.ts). */
export const NEWSLETTER_ACTION = "/newsletter";

/** The newsletter's one-time messages (flash keys of the footer signup and the account's unsubscribe). */
export const newsletterMessageKeys = [
  "newsletter-subscribed",
  "newsletter-invalid-email",
  "newsletter-failed",
  "newsletter-unsubscribed",
] as const;
export type NewsletterMessageKey = (typeof newsletterMessageKeys)[number];

export function newsletterMessageText(key: NewsletterMessageKey): MessageDescriptor {
  switch (key) {
    case "newsletter-subscribed":
      return msg`Thank you! Please confirm your subscription with the link we have sent to your e-mail address.`;
    case "newsletter-invalid-email":
      return msg`Please enter a valid e-mail address.`;
    case "newsletter-unsubscribed":
      return msg`You have unsubscribed from the newsletter.`;
    default:
      return msg`Your subscription could not be saved. Please try again later.`;
  }
}

export const isNewsletterMessageKey = (key: string): key is NewsletterMessageKey =>
  (newsletterMessageKeys as readonly string[]).includes(key);
