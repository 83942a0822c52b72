import { expect, test, type Locator, type Page } from "@playwright/test";
import { productFixture } from "@shop/mocks/stories";
import { seoUrlsFor } from "@shop/mocks/fixtures";
import { localizePath } from "../app/lib/locale.ts";
import { expectNoAxeViolations, fillCart, hydrated, watchConsole } from "./support.ts";

// The service forms of issue 15: a new visitor asks for a quote from a hidden-price product and from the
// cart, and for a test machine from a machine's page, in both locales, with and without JavaScript; each
// sends a mail to the shop (the dev mailbox). axe at 390 and 1280 px on both pages.

type Locale = "de-DE" | "fr-CH";

const words = {
  "de-DE": {
    quote: "Offerte anfragen",
    testMachine: "Testmaschine anfragen",
    productNumber: "Artikelnummer (Zeile 1)",
    quantity: "Menge (Zeile 1)",
    company: "Firma",
    firstName: "Vorname",
    lastName: "Nachname",
    email: "E-Mail-Adresse",
    consent: /Datenschutzhinweise/,
    sendQuote: "Offertanfrage senden",
    quoteSent: /Wir haben Ihre Offertanfrage erhalten/,
    machine: "Maschine",
    date: "Wunschtermin für den Test",
    subject: "Betreff",
    consultation: "Ich wünsche eine Beratung",
    sendInquiry: "Anfrage senden",
    inquirySent: /Wir haben Ihre Anfrage erhalten/,
    required: "Dieses Feld ist erforderlich.",
    addToCart: "In den Warenkorb",
  },
  "fr-CH": {
    quote: "Demander une offre",
    testMachine: "Demander une machine d'essai",
    productNumber: "Numéro d'article (ligne 1)",
    quantity: "Quantité (ligne 1)",
    company: "Entreprise",
    firstName: "Prénom",
    lastName: "Nom",
    email: "Adresse e-mail",
    consent: /protection des données/,
    sendQuote: "Envoyer la demande d'offre",
    quoteSent: /Nous avons bien reçu votre demande d'offre/,
    machine: "Machine",
    date: "Date d'essai souhaitée",
    subject: "Objet",
    consultation: "Je souhaite un conseil",
    sendInquiry: "Envoyer la demande",
    inquirySent: /Nous avons bien reçu votre demande/,
    required: "Ce champ est obligatoire.",
    addToCart: "Ajouter au panier",
  },
} as const;

const SHOP_MAILBOX = "shop@clarus-shop.ch";

// Whole journeys through three pages on a shared machine.
test.describe.configure({ timeout: 120_000 });

function productPath(meaning: "hidden-price" | "machine-with-upgrades", locale: Locale) {
  const url = seoUrlsFor(productFixture(meaning).id, locale).find(
    (item) => item.routeName === "frontend.detail.page",
  )!;
  return localizePath(`/${url.seoPathInfo}`, locale);
}

const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.ch`;

async function tick(box: Locator) {
  if (!(await box.isChecked())) await box.locator("xpath=ancestor::label").click();
  await expect(box).toBeChecked();
}

interface Mail {
  id: string;
  type: string;
  subject: string;
  meta?: { replyTo?: string };
}

/** The shop's copy of the message sent from `email`, with its plain text (the inbox lists no bodies). */
async function shopMail(page: Page, email: string): Promise<Mail & { text: string }> {
  let found: Mail | undefined;
  await expect(async () => {
    const inbox = await page.request.get(`/__emulator/mailbox?format=json&to=${SHOP_MAILBOX}`);
    const mails = (await inbox.json()) as Mail[];
    found = mails.find((mail) => mail.type === "contact_form" && mail.meta?.replyTo === email);
    expect(found).toBeDefined();
  }).toPass({ timeout: 10_000 });
  const text = await (await page.request.get(`/__emulator/mailbox/${found!.id}.txt`)).text();
  return { ...found!, text };
}

async function fillContact(form: Locator, locale: Locale, email: string) {
  const w = words[locale];
  await form.getByRole("textbox", { name: w.firstName }).fill("Lea");
  await form.getByRole("textbox", { name: w.lastName, exact: true }).fill("Muster");
  await form.getByRole("textbox", { name: w.email }).fill(email);
  await tick(form.getByRole("checkbox", { name: w.consent }));
}

for (const locale of ["de-DE", "fr-CH"] as const) {
  const w = words[locale];

  test.describe(`services ${locale} with JavaScript`, () => {
    test("a quote from a hidden-price product: checked in the browser, sent, mailed", async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(productPath("hidden-price", locale));
      await hydrated(page);
      const number = productFixture("hidden-price").productNumber;
      await page.getByRole("link", { name: w.quote }).click();
      await expect(page).toHaveURL(/\/quotation-request\?product=/);
      await hydrated(page);
      const form = page.locator("main form");
      await expect(form.getByRole("textbox", { name: w.productNumber })).toHaveValue(number);
      await expect(form.getByRole("textbox", { name: w.quantity })).toHaveValue("1");
      await form.getByRole("button", { name: w.sendQuote }).click();
      await expect(form.getByRole("textbox", { name: w.company })).toHaveAccessibleDescription(w.required);
      const email = uniqueEmail("quote");
      await form.getByRole("textbox", { name: w.company }).fill("Hotel Rigi AG");
      await fillContact(form, locale, email);
      await form.getByRole("button", { name: w.sendQuote }).click();
      await expect(page.locator("main output").filter({ hasText: w.quoteSent })).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.locator("main dl")).toContainText(`1 × ${number}`);
      const mail = await shopMail(page, email);
      expect(mail.subject).toContain("Offertanfrage: Hotel Rigi AG");
      expect(mail.text).toContain(`- 1 × ${number}`);
      expect(problems).toEqual([]);
    });

    test("a quote from the cart takes every cart line", async ({ page }) => {
      await fillCart(page.request, { count: 2, quantity: 2 });
      await page.goto(localizePath("/checkout/cart", locale));
      await hydrated(page);
      await page.getByRole("link", { name: w.quote }).click();
      await expect(page).toHaveURL(/\/quotation-request\?from=cart$/);
      const form = page.locator("main form");
      await expect(form.getByRole("textbox", { name: w.productNumber })).not.toHaveValue("");
      await expect(form.getByRole("textbox", { name: w.quantity })).toHaveValue("2");
      const second = await form
        .getByRole("textbox", { name: w.productNumber.replace("1", "2") })
        .inputValue();
      expect(second).not.toBe("");
      const email = uniqueEmail("cart-quote");
      await hydrated(page);
      await form.getByRole("textbox", { name: w.company }).fill("Kantine Nord GmbH");
      await fillContact(form, locale, email);
      await form.getByRole("button", { name: w.sendQuote }).click();
      await expect(page.locator("main output").filter({ hasText: w.quoteSent })).toBeVisible({
        timeout: 20_000,
      });
      const mail = await shopMail(page, email);
      expect(mail.text).toContain(`- 2 × ${second}`);
    });

    test("a test machine from a machine's page", async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(productPath("machine-with-upgrades", locale));
      await hydrated(page);
      await page.getByRole("link", { name: w.testMachine }).click();
      await expect(page).toHaveURL(/\/test-machine-inquiry\?machine=/);
      await hydrated(page);
      const form = page.locator("main form");
      await expect(form.getByRole("textbox", { name: w.machine })).not.toHaveValue("");
      const machine = await form.getByRole("textbox", { name: w.machine }).inputValue();
      await form.getByLabel(w.date).fill("2001-01-01");
      await form.getByRole("textbox", { name: w.subject }).fill("Test in der Kantine");
      const email = uniqueEmail("test-machine");
      await fillContact(form, locale, email);
      await form.getByRole("button", { name: w.sendInquiry }).click();
      await expect(form.getByLabel(w.date)).toHaveAttribute("aria-invalid", "true");
      await form.getByLabel(w.date).fill("2099-03-02");
      await tick(form.getByRole("checkbox", { name: w.consultation }));
      await form.getByRole("button", { name: w.sendInquiry }).click();
      await expect(page.locator("main output").filter({ hasText: w.inquirySent })).toBeVisible({
        timeout: 20_000,
      });
      const mail = await shopMail(page, email);
      expect(mail.subject).toContain(`Testmaschine: ${machine}`);
      expect(mail.text).toContain("Wunschtermin: 2099-03-02");
      expect(mail.text).toContain("Beratung gewünscht: ja");
      expect(problems).toEqual([]);
    });

    for (const width of [390, 1280]) {
      test(`axe and no overflow at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        for (const path of [
          "/quotation-request?product=CL-1&quantity=2",
          "/test-machine-inquiry?machine=M",
        ]) {
          await page.goto(localizePath(path, locale));
          await hydrated(page);
          await expectNoAxeViolations(page);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth > window.innerWidth,
          );
          expect(overflow).toBe(false);
        }
      });
    }
  });

  test.describe(`services ${locale} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test("a quote: five empty lines, errors at the fields with the values kept, then sent", async ({
      page,
    }) => {
      await page.goto(productPath("hidden-price", locale));
      await page.getByRole("link", { name: w.quote }).click();
      const form = page.locator("main form");
      await expect(form.getByRole("textbox", { name: w.productNumber.replace("1", "6") })).toHaveValue("");
      await expect(form.getByRole("textbox", { name: w.productNumber.replace("1", "7") })).toHaveCount(0);
      const email = uniqueEmail("quote-nojs");
      await fillContact(form, locale, email);
      await form.getByRole("button", { name: w.sendQuote }).click();
      await expect(form.getByRole("textbox", { name: w.company })).toHaveAccessibleDescription(w.required);
      await expect(form.getByRole("textbox", { name: w.email })).toHaveValue(email);
      await form.getByRole("textbox", { name: w.company }).fill("Hotel Rigi AG");
      await tick(form.getByRole("checkbox", { name: w.consent }));
      await form.getByRole("button", { name: w.sendQuote }).click();
      await expect(page.locator("main output").filter({ hasText: w.quoteSent })).toBeVisible({
        timeout: 20_000,
      });
      await shopMail(page, email);
    });

    test("a test machine", async ({ page }) => {
      await page.goto(productPath("machine-with-upgrades", locale));
      await page.getByRole("link", { name: w.testMachine }).click();
      const form = page.locator("main form");
      await expect(form.getByRole("textbox", { name: w.machine })).not.toHaveValue("");
      await form.getByRole("textbox", { name: w.subject }).fill("Vorführung");
      const email = uniqueEmail("test-machine-nojs");
      await fillContact(form, locale, email);
      await form.getByRole("button", { name: w.sendInquiry }).click();
      await expect(page.locator("main output").filter({ hasText: w.inquirySent })).toBeVisible({
        timeout: 20_000,
      });
      await shopMail(page, email);
    });
  });
}
