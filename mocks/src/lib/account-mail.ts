import type { CustomerFixture } from "../fixtures/customers.ts";
import type { L10n, Locale } from "../fixtures/locale.ts";
import { salesChannel } from "../fixtures/sales-channel.ts";
import { salutationById } from "../fixtures/salutations.ts";
import type { EmulatorState } from "../state.ts";
import { escape } from "./html.ts";
import { mailbox, SHOP_SENDER, type Mail } from "./mailbox.ts";

/** Shopware's mail template types of the account mails. */
export const ACCOUNT_MAILS = {
  registrationOptIn: "customer_register.double_opt_in",
  passwordRecovery: "customer.recovery.request",
  newsletterOptIn: "newsletterDoubleOptIn",
} as const;

/** The wording of each account mail per language, as the shop words Shopware's templates. */
const copy: Record<
  keyof typeof ACCOUNT_MAILS,
  L10n<{ subject: string; body: string; action: string; note: string }>
> = {
  registrationOptIn: {
    "de-DE": {
      subject: "Bitte bestätigen Sie Ihre Anmeldung bei Clarus",
      body: "vielen Dank für Ihre Anmeldung. Bitte bestätigen Sie Ihre E-Mail-Adresse über den folgenden Link; erst danach können Sie sich anmelden.",
      action: "Anmeldung bestätigen",
      note: "Falls Sie sich nicht angemeldet haben, können Sie diese E-Mail ignorieren.",
    },
    "fr-CH": {
      subject: "Veuillez confirmer votre inscription chez Clarus",
      body: "merci pour votre inscription. Veuillez confirmer votre adresse e-mail à l'aide du lien suivant ; vous pourrez ensuite vous connecter.",
      action: "Confirmer l'inscription",
      note: "Si vous ne vous êtes pas inscrit, vous pouvez ignorer cet e-mail.",
    },
  },
  passwordRecovery: {
    "de-DE": {
      subject: "Passwort zurücksetzen bei Clarus",
      body: "Sie haben ein neues Passwort angefordert. Über den folgenden Link legen Sie es fest. Der Link ist 2 Stunden gültig.",
      action: "Neues Passwort festlegen",
      note: "Falls Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.",
    },
    "fr-CH": {
      subject: "Réinitialiser votre mot de passe chez Clarus",
      body: "Vous avez demandé un nouveau mot de passe. Définissez-le à l'aide du lien suivant. Le lien est valable 2 heures.",
      action: "Définir un nouveau mot de passe",
      note: "Si vous n'avez pas demandé de nouveau mot de passe, ignorez cet e-mail ; votre mot de passe reste inchangé.",
    },
  },
  newsletterOptIn: {
    "de-DE": {
      subject: "Bitte bestätigen Sie Ihre Newsletter-Anmeldung bei Clarus",
      body: "vielen Dank für Ihr Interesse an unserem Newsletter. Bitte bestätigen Sie Ihre Anmeldung über den folgenden Link; erst danach erhalten Sie den Newsletter.",
      action: "Newsletter-Anmeldung bestätigen",
      note: "Falls Sie sich nicht angemeldet haben, können Sie diese E-Mail ignorieren.",
    },
    "fr-CH": {
      subject: "Veuillez confirmer votre inscription à la newsletter de Clarus",
      body: "merci de votre intérêt pour notre newsletter. Veuillez confirmer votre inscription à l'aide du lien suivant ; vous la recevrez ensuite.",
      action: "Confirmer l'inscription à la newsletter",
      note: "Si vous ne vous êtes pas inscrit, vous pouvez ignorer cet e-mail.",
    },
  },
};

const closing: L10n = {
  "de-DE": "Freundliche Grüsse\nIhr Clarus-Team",
  "fr-CH": "Meilleures salutations\nVotre équipe Clarus",
};

/** The letter greeting of a customer: "Sehr geehrte Frau Anna Muster", "Bonjour Lukas Brunner". */
export function greetingOf(
  person: Pick<CustomerFixture, "salutationId" | "firstName" | "lastName">,
  locale: Locale,
): string {
  const salutation = salutationById(person.salutationId ?? "");
  return `${salutation?.letterName[locale] ?? ""} ${person.firstName} ${person.lastName}`.trim();
}

/**
 * Sends one account mail (opt-in, recovery, ...) to the dev mailbox in `locale`: greeting, the template's
 * text, the action link and a closing, as HTML and plain text. `meta` carries the link and hashes for tests.
 */
export function sendAccountMail(
  state: EmulatorState,
  kind: keyof typeof ACCOUNT_MAILS,
  init: {
    to: { email: string; name: string };
    greeting: string;
    locale: Locale;
    link: string;
    meta?: Record<string, string>;
  },
): Mail {
  const words = copy[kind][init.locale];
  const { greeting, locale, link } = init;
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escape(words.subject)}</title></head>
<body style="font-family:Helvetica,Arial,sans-serif;color:#1d1d1b;max-width:640px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escape(salesChannel.name[locale])}</h1>
<p>${escape(greeting)},</p>
<p>${escape(words.body)}</p>
<p><a href="${escape(link)}">${escape(words.action)}</a><br><small>${escape(link)}</small></p>
<p>${escape(words.note)}</p>
<p>${escape(closing[locale]).replace("\n", "<br>")}</p>
</body></html>
`;
  const text = [
    `${greeting},`,
    "",
    words.body,
    "",
    `${words.action}: ${link}`,
    "",
    words.note,
    "",
    closing[locale],
  ].join("\n");
  return mailbox(state).send({
    type: ACCOUNT_MAILS[kind],
    to: init.to,
    from: SHOP_SENDER,
    subject: words.subject,
    html,
    text,
    locale,
    meta: { link, ...init.meta },
  });
}

/** SHA-1 in hex (Shopware's `Hasher::hash($email, 'sha1')` for the opt-in link's `em`). */
export async function sha1(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
