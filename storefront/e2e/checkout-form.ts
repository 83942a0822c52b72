import { expect, type Locator, type Page } from "@playwright/test";

// The checkout's guest form as the tests fill it (checkout.spec.ts, faults.spec.ts).

/** The checkout has no shop header: hydrated once the shell is and the checkout island runs. */
export async function hydrated(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page.locator("[data-ready]")).toBeAttached({ timeout: 20_000 });
}

/** A design-system checkbox: its label is the target (the drawn box covers the native input). */
export async function tick(box: Locator) {
  if (!(await box.isChecked())) await box.locator("xpath=ancestor::label").click();
  await expect(box).toBeChecked();
}

export type Locale = "de-DE" | "fr-CH";

export const words = {
  "de-DE": {
    path: "/checkout",
    guestForm: "Als Gast bestellen",
    business: "Geschäftskunde",
    company: "Firma",
    vatId: "UID / MWST-Nummer",
    firstName: "Vorname",
    lastName: "Nachname",
    email: "E-Mail-Adresse",
    street: "Strasse und Nr.",
    zipcode: "PLZ",
    city: "Ort",
    canton: "Kanton",
    consent: /Datenschutzhinweise/,
    continue: "Weiter",
    shipping: "Versandart",
    payment: "Zahlungsart",
    tos: /AGB gelesen/,
    reference: "Bestellreferenz",
    placeOrder: "Zahlungspflichtig bestellen",
    zipError: "Die PLZ hat nicht das richtige Format für dieses Land.",
    summary: "Bitte korrigieren Sie folgende Angaben:",
    login: "Anmelden",
    password: "Passwort",
  },
  "fr-CH": {
    path: "/fr-CH/checkout",
    guestForm: "Commander en tant qu’invité",
    business: "Client professionnel",
    company: "Entreprise",
    vatId: "Numéro IDE / TVA",
    firstName: "Prénom",
    lastName: "Nom",
    email: "Adresse e-mail",
    street: "Rue et n°",
    zipcode: "NPA",
    city: "Localité",
    canton: "Canton",
    consent: /protection des données/,
    continue: "Continuer",
    shipping: "Mode de livraison",
    payment: "Mode de paiement",
    tos: /conditions générales/,
    reference: "Référence de commande",
    placeOrder: "Commander avec obligation de paiement",
    zipError: "Le NPA n’a pas le bon format pour ce pays.",
    summary: "Veuillez corriger les indications suivantes:",
    login: "Se connecter",
    password: "Mot de passe",
  },
} as const;

export function guestForm(page: Page, locale: Locale) {
  return page.getByRole("form", { name: words[locale].guestForm });
}

export async function fillGuest(
  page: Page,
  locale: Locale,
  options: { business?: boolean; zipcode?: string; email: string },
) {
  const w = words[locale];
  const form = guestForm(page, locale);
  if (options.business) {
    await form.getByRole("radio", { name: w.business }).locator("xpath=ancestor::label").click();
    await form.getByRole("textbox", { name: w.company, exact: true }).fill("Muster AG");
    await form.getByRole("textbox", { name: w.vatId }).fill("CHE-123.456.789 MWST");
  }
  await form.getByRole("textbox", { name: w.firstName, exact: true }).first().fill("Anna");
  await form.getByRole("textbox", { name: w.lastName, exact: true }).first().fill("Muster");
  await form.getByRole("textbox", { name: w.email }).fill(options.email);
  const billing = form.getByRole("group", {
    name: locale === "de-DE" ? "Rechnungsadresse" : "Adresse de facturation",
  });
  await billing.getByRole("textbox", { name: w.street }).fill("Bahnhofstrasse 1");
  await billing.getByRole("textbox", { name: w.zipcode }).fill(options.zipcode ?? "8604");
  await billing.getByRole("textbox", { name: w.city }).fill("Volketswil");
  await billing
    .getByRole("combobox", { name: w.canton })
    .selectOption({ label: locale === "de-DE" ? "Zürich" : "Zurich" })
    .catch(async () => {
      await billing.getByRole("combobox", { name: w.canton }).selectOption({ index: 1 });
    });
  await tick(form.getByRole("checkbox", { name: w.consent }));
}

/** Chooses a payment method on the checkout; without JavaScript its button applies it (a 303 back). */
export async function choosePayment(page: Page, locale: Locale, payment: RegExp) {
  await page.getByRole("radio", { name: payment }).locator("xpath=ancestor::label").click();
  const apply = page.getByRole("button", {
    name: locale === "de-DE" ? "Zahlungsart übernehmen" : "Appliquer le mode de paiement",
  });
  if (await apply.isVisible()) await apply.click();
  await expect(page.getByRole("radio", { name: payment })).toBeChecked();
}
