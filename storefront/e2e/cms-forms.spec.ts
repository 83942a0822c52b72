import { expect, test, type Locator, type Page } from "@playwright/test";
import { hydrated, watchConsole } from "./support.ts";

// The CMS form element (issue 15): the contact page's form in both locales, with and without JavaScript
// (an error keeps what was typed, success shows the element's confirmation text, the mail reaches the
// form's receiver), the showroom's newsletter form, and the age gate. axe at 390 and 1280 px.

type Locale = "de-DE" | "fr-CH";

const paths = {
  "de-DE": {
    contact: "/Service/Kontakt/",
    forms: "/showroom/formulare",
    gate: "/showroom/alterspruefung",
  },
  "fr-CH": {
    contact: "/fr-CH/Service/Contact/",
    forms: "/fr-CH/showroom/formulaires",
    gate: "/fr-CH/showroom/verification-age",
  },
} as const;

const words = {
  "de-DE": {
    salutation: "Anrede",
    mrs: "Frau",
    firstName: "Vorname",
    lastName: "Nachname",
    email: "E-Mail-Adresse",
    subject: "Betreff",
    comment: "Kommentar",
    consent: /Datenschutzhinweise/,
    send: "Nachricht senden",
    required: "Dieses Feld ist erforderlich.",
    confirmation: /Vielen Dank für Ihre Nachricht!/,
    newsletterSend: "Absenden",
    newsletterDone: /Fast geschafft/,
    gateTitle: "Sind Sie mindestens 16 Jahre alt?",
    gateConfirm: "Ja, ich bin 16 oder älter",
    gateHeading: "Showroom: Altersprüfung",
  },
  "fr-CH": {
    salutation: "Civilité",
    mrs: "Madame",
    firstName: "Prénom",
    lastName: "Nom",
    email: "Adresse e-mail",
    subject: "Objet",
    comment: "Commentaire",
    consent: /protection des données/,
    send: "Envoyer le message",
    required: "Ce champ est obligatoire.",
    confirmation: /Merci pour votre message/,
    newsletterSend: "Envoyer",
    newsletterDone: /Presque terminé/,
    gateTitle: "Avez-vous au moins 16 ans ?",
    gateConfirm: "Oui, j'ai 16 ans ou plus",
    gateHeading: "Showroom : vérification de l'âge",
  },
} as const;

/** The contact form's configured receiver (mocks/src/fixtures/cms/forms.ts). */
const RECEIVER = "service@clarus-shop.ch";

test.describe.configure({ timeout: 120_000 });

const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.ch`;

async function tick(box: Locator) {
  if (!(await box.isChecked())) await box.locator("xpath=ancestor::label").click();
  await expect(box).toBeChecked();
}

/** The receiver's mail sent from `email` (reply-to the sender). */
async function receiverMail(page: Page, email: string) {
  await expect(async () => {
    const inbox = await page.request.get(`/__emulator/mailbox?format=json&to=${RECEIVER}`);
    const mails = (await inbox.json()) as { type: string; meta?: { replyTo?: string } }[];
    expect(mails.some((mail) => mail.type === "contact_form" && mail.meta?.replyTo === email)).toBe(true);
  }).toPass({ timeout: 10_000 });
}

const contactForm = (page: Page) =>
  page.locator("main form").filter({ has: page.locator('[name="subject"]') });

async function fillContact(form: Locator, locale: Locale, email: string) {
  const w = words[locale];
  await form.getByRole("combobox", { name: w.salutation }).selectOption({ label: w.mrs });
  await form.getByRole("textbox", { name: w.firstName }).fill("Lea");
  await form.getByRole("textbox", { name: w.lastName, exact: true }).fill("Muster");
  await form.getByRole("textbox", { name: w.email }).fill(email);
  await form
    .getByRole("textbox", { name: w.comment })
    .fill("Bitte senden Sie mir ein Muster von Polymer Gloss.");
}

for (const locale of ["de-DE", "fr-CH"] as const) {
  const w = words[locale];
  const p = paths[locale];

  test.describe(`CMS forms ${locale} with JavaScript`, () => {
    test("the contact page's form: checked in the browser, sent, confirmed, mailed", async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(p.contact);
      await hydrated(page);
      const form = contactForm(page);
      const email = uniqueEmail("contact-js");
      await fillContact(form, locale, email);
      await form.getByRole("button", { name: w.send }).click();
      // Subject and consent are missing: the typed values stay.
      await expect(form.getByRole("textbox", { name: w.subject })).toHaveAccessibleDescription(w.required);
      await expect(form.getByRole("textbox", { name: w.firstName })).toHaveValue("Lea");
      await form.getByRole("textbox", { name: w.subject }).fill("Muster Polymer Gloss");
      await tick(form.getByRole("checkbox", { name: w.consent }));
      await form.getByRole("button", { name: w.send }).click();
      await expect(page.locator("main output").filter({ hasText: w.confirmation })).toBeVisible({
        timeout: 20_000,
      });
      await receiverMail(page, email);
      expect(problems).toEqual([]);
    });

    test("the showroom's newsletter form subscribes", async ({ page }) => {
      await page.goto(p.forms);
      await hydrated(page);
      const form = page.locator("main form").filter({ has: page.locator('[name="option"]') });
      const email = uniqueEmail("cms-newsletter");
      await form.getByRole("textbox", { name: w.email }).fill(email);
      await tick(form.getByRole("checkbox", { name: w.consent }));
      await form.getByRole("button", { name: w.newsletterSend }).click();
      await expect(form.locator("output").filter({ hasText: w.newsletterDone })).toBeVisible({
        timeout: 20_000,
      });
      await expect(async () => {
        const inbox = await page.request.get(`/__emulator/mailbox?format=json&to=${email}`);
        expect(((await inbox.json()) as unknown[]).length).toBeGreaterThan(0);
      }).toPass({ timeout: 10_000 });
    });

    test("the age gate: a modal dialog until confirmed, then remembered", async ({ page }) => {
      await page.goto(p.gate);
      await hydrated(page);
      const dialog = page.getByRole("dialog", { name: w.gateTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("heading", { name: w.gateTitle })).toBeFocused();
      await dialog.getByRole("button", { name: w.gateConfirm }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("heading", { level: 1, name: w.gateHeading })).toBeVisible();
      await page.reload();
      await hydrated(page);
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });

    // axe and overflow of the contact page, the forms showroom and the age gate at 320, 390 and 1280 px:
    // the crawl (crawl-pages.ts).
  });

  test.describe(`CMS forms ${locale} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test("the contact form: an error keeps the values, then the confirmation and the mail", async ({
      page,
    }) => {
      await page.goto(p.contact);
      const form = contactForm(page);
      const email = uniqueEmail("contact-nojs");
      await fillContact(form, locale, email);
      await form.getByRole("button", { name: w.send }).click();
      const again = contactForm(page);
      await expect(again.getByRole("textbox", { name: w.subject })).toHaveAccessibleDescription(w.required);
      await expect(again.getByRole("textbox", { name: w.email })).toHaveValue(email);
      await expect(again.getByRole("textbox", { name: w.comment })).toHaveValue(/Polymer Gloss/);
      await again.getByRole("textbox", { name: w.subject }).fill("Muster");
      await tick(again.getByRole("checkbox", { name: w.consent }));
      await again.getByRole("button", { name: w.send }).click();
      await expect(page.locator("main output").filter({ hasText: w.confirmation })).toBeVisible();
      await receiverMail(page, email);
    });

    test("the age gate is a form that sets the cookie and reloads", async ({ page }) => {
      await page.goto(p.gate);
      const dialog = page.getByRole("dialog", { name: w.gateTitle });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: w.gateConfirm }).click();
      await expect(page).toHaveURL(new RegExp(`${p.gate}$`));
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1, name: w.gateHeading })).toBeVisible();
    });
  });
}
