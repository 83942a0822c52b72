import { expect, test, type Page } from "@playwright/test";
import {
  expectNoAxeViolations,
  hydrated,
  registerCustomer,
  watchConsole,
  type FreshCustomer,
} from "./support.ts";

// The account's profile and payment pages (issue 14): personal data, e-mail, password (each its own form
// and answer) and the default payment method. Every test registers its own customer.

const locales = [
  {
    locale: "de-DE",
    prefix: "",
    words: {
      login: "Anmelden",
      email: "E-Mail-Adresse",
      password: "Passwort",
      logout: "Abmelden",
      hello: "Hallo Lea Brunner",
      firstName: "Vorname",
      saveData: "Persönliche Daten speichern",
      dataSaved: "Ihre persönlichen Daten wurden gespeichert.",
      newEmail: "Neue E-Mail-Adresse",
      confirmEmail: "Neue E-Mail-Adresse bestätigen",
      current: "Aktuelles Passwort",
      changeEmail: "E-Mail-Adresse ändern",
      emailChanged: "Ihre E-Mail-Adresse wurde geändert.",
      newPassword: "Neues Passwort",
      repeat: "Neues Passwort wiederholen",
      changePassword: "Passwort ändern",
      passwordChanged: "Ihr Passwort wurde geändert.",
      wrongPassword: "Das Passwort ist falsch.",
      required: "Dieses Feld ist erforderlich.",
      savePayment: "Zahlungsart speichern",
      paymentChanged: "Ihre Standard-Zahlungsart wurde geändert.",
    },
  },
  {
    locale: "fr-CH",
    prefix: "/fr-CH",
    words: {
      login: "Se connecter",
      email: "Adresse e-mail",
      password: "Mot de passe",
      logout: "Se déconnecter",
      hello: "Bonjour Lea Brunner",
      firstName: "Prénom",
      saveData: "Enregistrer les données personnelles",
      dataSaved: "Vos données personnelles ont été enregistrées.",
      newEmail: "Nouvelle adresse e-mail",
      confirmEmail: "Confirmer la nouvelle adresse e-mail",
      current: "Mot de passe actuel",
      changeEmail: "Modifier l’adresse e-mail",
      emailChanged: "Votre adresse e-mail a été modifiée.",
      newPassword: "Nouveau mot de passe",
      repeat: "Répéter le nouveau mot de passe",
      changePassword: "Modifier le mot de passe",
      passwordChanged: "Votre mot de passe a été modifié.",
      wrongPassword: "Le mot de passe est erroné.",
      required: "Ce champ est obligatoire.",
      savePayment: "Enregistrer le mode de paiement",
      paymentChanged: "Votre mode de paiement par défaut a été modifié.",
    },
  },
] as const;

type Words = (typeof locales)[number]["words"];

/** A field by its label (a required field's label ends in an aria-hidden "*"). */
const field = (scope: Page | ReturnType<Page["locator"]>, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*\\*?$`));

async function login(page: Page, words: Words, prefix: string, email: string, password: string) {
  await page.goto(`${prefix}/login`);
  const form = page.getByRole("form", { name: words.login });
  await form.getByRole("textbox", { name: words.email }).fill(email);
  await form.getByLabel(words.password, { exact: true }).fill(password);
  await form.getByRole("button", { name: words.login }).click();
  await expect(page).toHaveURL(`${prefix}/account`);
}

/**
 * A form post's answer: the action, then every loader of the page again (layout, account, profile), on a
 * 2-core machine that two test workers share with the server: more than the default 5 s when it is busy.
 */
const answered = expect.configure({ timeout: 15_000 });

async function changeProfile(page: Page, words: Words, customer: FreshCustomer, hasJs: boolean) {
  const data = page.locator("form").filter({ has: page.getByRole("button", { name: words.saveData }) });
  await field(data, words.firstName).fill("");
  await data.getByRole("button", { name: words.saveData }).click();
  await expect(field(data, words.firstName)).toHaveAttribute("aria-invalid", "true");
  await expect(data.getByText(words.required).first()).toBeVisible();
  await field(data, words.firstName).fill("Lea");
  await data.getByRole("button", { name: words.saveData }).click();
  await answered(page.getByRole("status").filter({ hasText: words.dataSaved }).first()).toBeVisible();
  if (!hasJs) await expect(field(data, words.firstName)).toHaveValue("Lea");

  const password = page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: words.changePassword }) });
  await field(password, words.current).fill("wrong-password");
  await field(password, words.newPassword).fill("Geheimer99");
  await field(password, words.repeat).fill("Geheimer99");
  await password.getByRole("button", { name: words.changePassword }).click();
  await expect(field(password, words.current)).toHaveAttribute("aria-invalid", "true");
  await expect(password.getByText(words.wrongPassword).first()).toBeVisible();
  await field(password, words.current).fill(customer.password);
  await field(password, words.newPassword).fill("Geheimer99");
  await field(password, words.repeat).fill("Geheimer99");
  await password.getByRole("button", { name: words.changePassword }).click();
  await answered(page.getByRole("status").filter({ hasText: words.passwordChanged }).first()).toBeVisible();

  const newEmail = customer.email.replace("@", ".neu@");
  const email = page.locator("form").filter({ has: page.getByRole("button", { name: words.changeEmail }) });
  await field(email, words.newEmail).fill(newEmail);
  await field(email, words.confirmEmail).fill(newEmail);
  await field(email, words.current).fill("Geheimer99");
  await email.getByRole("button", { name: words.changeEmail }).click();
  await answered(page.getByRole("status").filter({ hasText: words.emailChanged }).first()).toBeVisible();
  return { email: newEmail, password: "Geheimer99" };
}

for (const { locale, prefix, words } of locales) {
  test.describe(locale, () => {
    test("profile: personal data, password (wrong, then right), e-mail; login with the new ones", async ({
      page,
      request,
      baseURL,
    }) => {
      // Three logins and four form posts, each a page load: a long journey.
      test.slow();
      const errors = watchConsole(page);
      const customer = await registerCustomer(request, baseURL!, locale);
      await login(page, words, prefix, customer.email, customer.password);
      const response = await page.goto(`${prefix}/account/profile`);
      expect(response?.headers()["cache-control"]).toBe("private, no-store");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await hydrated(page);
      const next = await changeProfile(page, words, customer, true);
      await page.getByRole("button", { name: words.logout }).click();
      // Logged out once the home page is there: going to the login page before that raced the logout's
      // post, and a session still logged in is sent from the login page to the account.
      await expect(page).toHaveURL(prefix || "/");
      await login(page, words, prefix, next.email, next.password);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.hello);
      // Refused forms answer 400 (the status a plain form post gets too); the browser logs that.
      expect(errors.filter((error) => !error.includes("status of 400"))).toEqual([]);
    });

    test("payment: the chosen default method shows on the overview", async ({ page, request, baseURL }) => {
      const customer = await registerCustomer(request, baseURL!, locale);
      await login(page, words, prefix, customer.email, customer.password);
      await page.goto(`${prefix}/account/payment`);
      await hydrated(page);
      await page.locator("label").filter({ hasText: "TWINT" }).click();
      await expect(page.getByRole("radio", { name: /TWINT/ })).toBeChecked();
      await page.getByRole("button", { name: words.savePayment }).click();
      await answered(
        page.getByRole("status").filter({ hasText: words.paymentChanged }).first(),
      ).toBeVisible();
      await page.goto(`${prefix}/account`);
      await expect(page.getByTestId("account-payment-method")).toHaveText("TWINT");
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("every form works with plain posts", async ({ page, request, baseURL }) => {
        const customer = await registerCustomer(request, baseURL!, locale);
        await login(page, words, prefix, customer.email, customer.password);
        await page.goto(`${prefix}/account/profile`);
        const next = await changeProfile(page, words, customer, false);
        await page.goto(`${prefix}/account/payment`);
        await page.locator("label").filter({ hasText: "TWINT" }).click();
        await expect(page.getByRole("radio", { name: /TWINT/ })).toBeChecked();
        await page.getByRole("button", { name: words.savePayment }).click();
        await expect(page.getByRole("status").filter({ hasText: words.paymentChanged })).toBeVisible();
        await page.goto(`${prefix}/account`);
        await expect(page.getByTestId("account-payment-method")).toHaveText("TWINT");
        await page.getByRole("button", { name: words.logout }).click();
        await expect(page).toHaveURL(prefix || "/");
        await login(page, words, prefix, next.email, next.password);
      });
    });
  });
}

test("keyboard only: the personal data form is filled and sent without a mouse", async ({
  page,
  request,
  baseURL,
}) => {
  const words = locales[0].words;
  const customer = await registerCustomer(request, baseURL!);
  await login(page, words, "", customer.email, customer.password);
  await page.goto("/account/profile");
  await hydrated(page);
  await field(page, words.firstName).focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Enter");
  // The summary takes focus; its link leads back to the field.
  const summary = page.getByRole("group", { name: "Bitte korrigieren Sie folgende Angaben:" });
  await expect(summary).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(field(page, words.firstName)).toBeFocused();
  await page.keyboard.type("Lea");
  await page.keyboard.press("Enter");
  await answered(page.getByRole("status").filter({ hasText: words.dataSaved }).first()).toBeVisible();
});

test.describe("accessibility", () => {
  for (const width of [390, 1280]) {
    test(`/account/profile and /account/payment have no axe violations at ${width} px`, async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      const customer = await registerCustomer(request, baseURL!, "fr-CH");
      await login(page, locales[1].words, "/fr-CH", customer.email, customer.password);
      for (const path of ["/fr-CH/account/profile", "/fr-CH/account/payment", "/account/profile"]) {
        await page.goto(path);
        await hydrated(page);
        await expectNoAxeViolations(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    });
  }
});
