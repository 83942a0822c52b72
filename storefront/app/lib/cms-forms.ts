import { rules, type FormRules } from "./forms/rules.ts";

/**
 * The CMS `form` element's forms (issue 15, docs/storefront-rules.md "CMS forms"), the parts the browser
 * and the server share: their intents and rules. The contact form follows Shopware's template
 * (contact-form.html.twig: salutation, first and last name, e-mail, subject and comment required, phone
 * optional, privacy consent); the newsletter form too (newsletter-form.html.twig: subscribe or unsubscribe,
 * e-mail required, salutation and names optional, privacy consent). The server side is
 * `cms-forms.server.ts`; the form is components/services/CmsForm.tsx.
 */

export const CMS_CONTACT_INTENT = "cms-contact";
export const CMS_NEWSLETTER_INTENT = "cms-newsletter";

/** What the newsletter form's `option` may say. */
export const NEWSLETTER_FORM_OPTIONS = ["subscribe", "unsubscribe"] as const;
export type NewsletterFormOption = (typeof NEWSLETTER_FORM_OPTIONS)[number];

const privacy = [rules.accepted({ rule: "acceptDataProtection" })];
/** Names as Shopware stores them; no links (the Store API refuses URLs in names). */
const name = (required: boolean) => [...(required ? [rules.required()] : []), rules.maxLength(255)];

export const contactFormRules: FormRules = {
  salutationId: [rules.required()],
  firstName: name(true),
  lastName: name(true),
  email: [rules.required(), rules.email(), rules.maxLength(254)],
  phone: [rules.maxLength(40)],
  subject: [rules.required(), rules.maxLength(255)],
  comment: [rules.required(), rules.maxLength(5000)],
  privacy,
};

/** Unsubscribing needs only the address (and the consent, as Shopware's form asks it for both). */
export function newsletterFormRules(values: Readonly<Record<string, string>>): FormRules {
  const subscribing = values["option"] !== "unsubscribe";
  return {
    email: [rules.required(), rules.email(), rules.maxLength(254)],
    ...(subscribing ? { firstName: name(false), lastName: name(false) } : {}),
    privacy,
  };
}

/** The option a posted form asks for: subscribe unless it says unsubscribe. */
export const newsletterOption = (values: Readonly<Record<string, string>>): NewsletterFormOption =>
  values["option"] === "unsubscribe" ? "unsubscribe" : "subscribe";
