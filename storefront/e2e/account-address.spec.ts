import { expect, test, type Locator, type Page } from "@playwright/test";
import { fixtureIds } from "@shop/mocks/fixtures";
import { expectNoAxeViolations, hydrated, watchConsole } from "./support.ts";

// The address book /account/address (issue 14): add (validation first), edit, the default switches, delete
// (a non-default one; the default one is refused with a message), with and without JavaScript, by keyboard,
// in both locales, axe at 390 and 1280 px. Every test registers a customer of its own (double opt-in
// confirmed through the dev mailbox), so tests run in parallel without touching each other's addresses.

const locales = [
  {
    locale: "de-DE" as const,
    prefix: "",
    w: {
      title: "Adressen",
      add: "Adresse hinzufügen",
      save: "Adresse speichern",
      firstName: "Vorname",
      lastName: "Nachname",
      street: "Strasse und Nr.",
      zipcode: "PLZ",
      city: "Ort",
      summary: "Bitte korrigieren Sie folgende Angaben:",
      required: "Dieses Feld ist erforderlich.",
      zipWrong: "Die PLZ hat nicht das richtige Format für dieses Land.",
      created: "Die Adresse wurde hinzugefügt.",
      saved: "Die Adresse wurde gespeichert.",
      deleted: "Die Adresse wurde gelöscht.",
      edit: (name: string) => `Adresse ${name} bearbeiten`,
      remove: (name: string) => `Adresse ${name} löschen`,
      confirm: "Adresse löschen",
      confirmTitle: "Diese Adresse löschen?",
      cancel: "Abbrechen",
      useBilling: "Als Standard-Rechnungsadresse verwenden",
      useShipping: "Als Standard-Lieferadresse verwenden",
      billing: "Standard-Rechnungsadresse",
      shipping: "Standard-Lieferadresse",
      isDefault:
        "Diese Adresse ist eine Standard-Rechnungs- oder -Lieferadresse und kann nicht gelöscht werden. Wählen Sie zuerst eine andere Standardadresse.",
      login: "Anmelden",
    },
  },
  {
    locale: "fr-CH" as const,
    prefix: "/fr-CH",
    w: {
      title: "Adresses",
      add: "Ajouter une adresse",
      save: "Enregistrer l’adresse",
      firstName: "Prénom",
      lastName: "Nom",
      street: "Rue et n°",
      zipcode: "NPA",
      city: "Localité",
      summary: "Veuillez corriger les indications suivantes:",
      required: "Ce champ est obligatoire.",
      zipWrong: "Le NPA n’a pas le bon format pour ce pays.",
      created: "L’adresse a été ajoutée.",
      saved: "L’adresse a été enregistrée.",
      deleted: "L’adresse a été supprimée.",
      edit: (name: string) => `Modifier l’adresse ${name}`,
      remove: (name: string) => `Supprimer l’adresse ${name}`,
      confirm: "Supprimer l’adresse",
      confirmTitle: "Supprimer cette adresse ?",
      cancel: "Annuler",
      useBilling: "Utiliser comme adresse de facturation par défaut",
      useShipping: "Utiliser comme adresse de livraison par défaut",
      billing: "Adresse de facturation par défaut",
      shipping: "Adresse de livraison par défaut",
      isDefault:
        "Cette adresse est une adresse de facturation ou de livraison par défaut et ne peut pas être supprimée. Choisissez d’abord une autre adresse par défaut.",
      login: "Se connecter",
    },
  },
];

/**
 * A new customer, logged in on the page's session: registered through the Store API proxy (double opt-in),
 * confirmed with the hash of the opt-in mail in the dev mailbox. The registration's address is "Anna
 * Muster, Marktgasse 21, 3011 Bern", default billing and shipping.
 */
async function newCustomer(page: Page, baseURL: string, locale: "de-DE" | "fr-CH") {
  const email = `address-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ch`;
  const headers: Record<string, string> =
    locale === "de-DE" ? {} : { "sw-language-id": fixtureIds.languages[locale] };
  const registered = await page.request.post("/store-api/account/register", {
    headers,
    data: {
      email,
      password: "Test1234!",
      firstName: "Anna",
      lastName: "Muster",
      acceptedDataProtection: true,
      storefrontUrl: locale === "de-DE" ? baseURL : `${baseURL}/fr-CH`,
      billingAddress: {
        street: "Marktgasse 21",
        zipcode: "3011",
        city: "Bern",
        countryId: fixtureIds.countries.CH,
      },
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const inbox = await page.request.get(`/__emulator/mailbox?format=json&to=${encodeURIComponent(email)}`);
  const mails = (await inbox.json()) as { meta?: { hash?: string; em?: string } }[];
  const meta = mails.find((mail) => mail.meta?.hash)?.meta;
  expect(meta).toBeDefined();
  const confirmed = await page.request.post("/store-api/account/register-confirm", {
    headers,
    data: { hash: meta?.hash, em: meta?.em },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  return email;
}

const card = (page: Page, name: string) => page.getByRole("article", { name });

/** Presses Tab until `target` has focus (keyboard only). */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let index = 0; index < max; index++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

for (const { locale, prefix, w } of locales) {
  test.describe(`address book (${locale})`, () => {
    test(`add with errors, edit, defaults, delete (${locale})`, async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const problems = watchConsole(page);
      await newCustomer(page, baseURL!, locale);
      await page.goto(`${prefix}/account/address`);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
      await expect(card(page, "Anna Muster").getByText(w.billing, { exact: true })).toBeVisible();

      await page.getByRole("link", { name: w.add }).click();
      await page.waitForURL(`**${prefix}/account/address/create`);
      await expect(page.locator("form[data-ready]")).toBeAttached();
      await page.getByRole("textbox", { name: w.firstName, exact: true }).fill("Max");
      await page.getByRole("textbox", { name: w.street, exact: true }).fill("Weg 2");
      await page.getByRole("textbox", { name: w.zipcode, exact: true }).fill("12");
      await page.getByRole("textbox", { name: w.city, exact: true }).fill("Bern");
      await page.getByRole("button", { name: w.add }).click();
      const summary = page.getByRole("group", { name: w.summary });
      await expect(summary).toBeFocused();
      await expect(summary.getByRole("link")).toHaveText([
        `${w.lastName}: ${w.required}`,
        `${w.zipcode}: ${w.zipWrong}`,
      ]);
      await expect(page.getByRole("textbox", { name: w.lastName, exact: true })).toHaveAttribute(
        "aria-invalid",
        "true",
      );
      await expect(page.getByRole("textbox", { name: w.firstName, exact: true })).toHaveValue("Max");
      await expect(page.getByRole("textbox", { name: w.street, exact: true })).toHaveValue("Weg 2");
      await summary.getByRole("link").first().click();
      await expect(page.getByRole("textbox", { name: w.lastName, exact: true })).toBeFocused();
      await page.getByRole("textbox", { name: w.lastName, exact: true }).fill("Meier");
      await page.getByRole("textbox", { name: w.zipcode, exact: true }).fill("3000");
      await page.getByRole("button", { name: w.add }).click();
      await page.waitForURL(`**${prefix}/account/address?done=created`);
      await expect(page.getByRole("status").filter({ hasText: w.created })).toBeVisible();
      await hydrated(page);

      await card(page, "Max Meier")
        .getByRole("link", { name: w.edit("Max Meier") })
        .click();
      await expect(page.getByRole("textbox", { name: w.city, exact: true })).toHaveValue("Bern");
      await expect(page.locator("form[data-ready]")).toBeAttached();
      await page.getByRole("textbox", { name: w.city, exact: true }).fill("Thun");
      await page.getByRole("button", { name: w.save }).click();
      await page.waitForURL(`**${prefix}/account/address?done=saved`);
      await expect(card(page, "Max Meier").getByText("3000 Thun")).toBeVisible();
      await hydrated(page);

      await card(page, "Max Meier").getByRole("button", { name: w.useBilling }).click();
      await expect(card(page, "Max Meier").getByText(w.billing, { exact: true })).toBeVisible();
      await card(page, "Max Meier").getByRole("button", { name: w.useShipping }).click();
      await expect(card(page, "Max Meier").getByText(w.shipping, { exact: true })).toBeVisible();
      await expect(card(page, "Anna Muster").getByText(w.billing, { exact: true })).toHaveCount(0);

      await page.goto(`${prefix}/account`);
      await expect(page.locator("#account-billing").locator("xpath=..")).toContainText("3000 Thun");
      await expect(page.locator("#account-shipping").locator("xpath=..")).toContainText("3000 Thun");

      await page.goto(`${prefix}/account/address`);
      await hydrated(page);
      await card(page, "Max Meier")
        .getByRole("button", { name: w.remove("Max Meier") })
        .click();
      const dialog = page.getByRole("alertdialog", { name: w.confirmTitle });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: w.confirm }).click();
      await expect(page.getByText(w.isDefault).first()).toBeVisible();
      await expect(card(page, "Max Meier")).toBeVisible();

      await card(page, "Anna Muster")
        .getByRole("button", { name: w.remove("Anna Muster") })
        .click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: w.confirm }).click();
      await expect(dialog).toBeHidden();
      await expect(card(page, "Anna Muster")).toHaveCount(0);
      await expect(page.getByText(w.deleted).first()).toBeVisible();
      // The refused deletion is a 400 the browser logs; nothing else.
      expect(problems.filter((problem) => !problem.includes("status of 400"))).toEqual([]);
    });

    test(`keyboard only (${locale})`, async ({ page, baseURL }) => {
      test.setTimeout(90_000);
      await newCustomer(page, baseURL!, locale);
      await page.goto(`${prefix}/account/address`);
      await hydrated(page);
      await tabTo(page, page.getByRole("link", { name: w.add }));
      await page.keyboard.press("Enter");
      await page.waitForURL(`**${prefix}/account/address/create`);
      await expect(page.locator("form[data-ready]")).toBeAttached();
      for (const [label, value] of [
        [w.firstName, "Lea"],
        [w.lastName, "Keller"],
        [w.street, "Seeweg 5"],
        [w.zipcode, "6003"],
        [w.city, "Luzern"],
      ] as const) {
        await tabTo(page, page.getByRole("textbox", { name: label, exact: true }));
        await page.keyboard.type(value);
      }
      await tabTo(page, page.getByRole("button", { name: w.add }));
      await page.keyboard.press("Enter");
      await page.waitForURL(`**${prefix}/account/address?done=created`);
      await hydrated(page);

      const remove = card(page, "Lea Keller").getByRole("button", { name: w.remove("Lea Keller") });
      await tabTo(page, remove);
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("alertdialog", { name: w.confirmTitle });
      await expect(dialog).toBeVisible();
      await expect(page.locator("[role=alertdialog]:focus, [role=alertdialog] :focus")).toHaveCount(1);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(remove).toBeFocused();
      await page.keyboard.press("Enter");
      await tabTo(page, dialog.getByRole("button", { name: w.confirm }), 5);
      await page.keyboard.press("Enter");
      await expect(card(page, "Lea Keller")).toHaveCount(0);
    });

    test(`axe at 390 and 1280 px (${locale})`, async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      await newCustomer(page, baseURL!, locale);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${prefix}/account/address`);
        await hydrated(page);
        await expectNoAxeViolations(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await card(page, "Anna Muster")
          .getByRole("button", { name: w.remove("Anna Muster") })
          .click();
        await expect(page.getByRole("alertdialog")).toBeVisible();
        await expectNoAxeViolations(page);
        await page.getByRole("alertdialog").getByRole("button", { name: w.cancel }).click();

        await page.goto(`${prefix}/account/address/create`);
        await hydrated(page);
        await page.getByRole("button", { name: w.add }).click();
        await expect(page.getByRole("group", { name: w.summary })).toBeFocused();
        await expectNoAxeViolations(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    });

    test(`a guest goes to the login and back (${locale})`, async ({ page }) => {
      await page.goto(`${prefix}/account/address`);
      await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?redirectTo=`));
      await expect(page.getByRole("heading", { level: 1, name: w.login })).toBeVisible();
    });
  });

  test.describe(`address book without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });

    test(`add, edit, defaults, delete (${locale})`, async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      await newCustomer(page, baseURL!, locale);
      await page.goto(`${prefix}/account/address/create`);
      await page.getByRole("textbox", { name: w.firstName, exact: true }).fill("Max");
      await page.getByRole("textbox", { name: w.street, exact: true }).fill("Weg 2");
      await page.getByRole("textbox", { name: w.zipcode, exact: true }).fill("12");
      await page.getByRole("textbox", { name: w.city, exact: true }).fill("Bern");
      await page.getByRole("button", { name: w.add }).click();
      const summary = page.getByRole("group", { name: w.summary });
      await expect(summary.getByRole("link")).toHaveText([
        `${w.lastName}: ${w.required}`,
        `${w.zipcode}: ${w.zipWrong}`,
      ]);
      await expect(page.getByRole("textbox", { name: w.firstName, exact: true })).toHaveValue("Max");
      await expect(page.getByRole("textbox", { name: w.zipcode, exact: true })).toHaveValue("12");
      await page.getByRole("textbox", { name: w.lastName, exact: true }).fill("Meier");
      await page.getByRole("textbox", { name: w.zipcode, exact: true }).fill("3000");
      await page.getByRole("button", { name: w.add }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/account/address\\?done=created$`));
      await expect(page.getByRole("status")).toHaveText(w.created);

      await card(page, "Max Meier")
        .getByRole("link", { name: w.edit("Max Meier") })
        .click();
      await page.getByRole("textbox", { name: w.city, exact: true }).fill("Thun");
      await page.getByRole("button", { name: w.save }).click();
      await expect(page.getByRole("status")).toHaveText(w.saved);
      await expect(card(page, "Max Meier").getByText("3000 Thun")).toBeVisible();

      await card(page, "Max Meier").getByRole("button", { name: w.useBilling }).click();
      await card(page, "Max Meier").getByRole("button", { name: w.useShipping }).click();
      await expect(card(page, "Max Meier").getByText(w.billing, { exact: true })).toBeVisible();
      await expect(card(page, "Max Meier").getByText(w.shipping, { exact: true })).toBeVisible();

      await card(page, "Max Meier")
        .getByRole("link", { name: w.remove("Max Meier") })
        .click();
      await expect(page.getByRole("heading", { name: w.confirmTitle })).toBeVisible();
      await card(page, "Max Meier").getByRole("button", { name: w.confirm }).click();
      await expect(page.getByRole("alert")).toHaveText(w.isDefault);

      await card(page, "Anna Muster")
        .getByRole("link", { name: w.remove("Anna Muster") })
        .click();
      await card(page, "Anna Muster").getByRole("button", { name: w.confirm }).click();
      await expect(page.getByRole("status")).toHaveText(w.deleted);
      await expect(card(page, "Anna Muster")).toHaveCount(0);
    });
  });
}
