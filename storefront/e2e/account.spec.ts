import { expect, test, type Page } from "@playwright/test";
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD } from "@shop/mocks";
import { expectNoAxeViolations, hydrated, watchConsole, holdDemoCustomer } from "./support.ts";

// Sign-in, the account overview and logout (issue 14). One demo customer: a login ends that customer's
// other sessions (as Shopware's CartRestorer does), so these tests run one after the other.
test.describe.configure({ mode: "serial" });
holdDemoCustomer();

const locales = [
  {
    locale: "de-DE",
    prefix: "",
    words: {
      login: "Anmelden",
      email: "E-Mail-Adresse",
      password: "Passwort",
      hello: "Hallo Anna Muster",
      customerNumber: "Kundennummer: 10001",
      wrong: "Die E-Mail-Adresse oder das Passwort ist falsch.",
      required: "Bitte geben Sie Ihr Passwort ein.",
      logout: "Abmelden",
      loggedOut: "Sie wurden abgemeldet.",
      account: "Konto",
      yourAccount: "Ihr Konto",
      signUp: "Registrieren",
      forgot: "Passwort vergessen?",
    },
  },
  {
    locale: "fr-CH",
    prefix: "/fr-CH",
    words: {
      login: "Se connecter",
      email: "Adresse e-mail",
      password: "Mot de passe",
      hello: "Bonjour Anna Muster",
      customerNumber: "Numéro de client: 10001",
      wrong: "L’adresse e-mail ou le mot de passe est incorrect.",
      required: "Veuillez saisir votre mot de passe.",
      logout: "Se déconnecter",
      loggedOut: "Vous avez été déconnecté(e).",
      account: "Compte",
      yourAccount: "Votre compte",
      signUp: "S’inscrire",
      forgot: "Mot de passe oublié ?",
    },
  },
] as const;

type Words = (typeof locales)[number]["words"];

function loginForm(page: Page, words: Words) {
  return page.getByRole("form", { name: words.login });
}

async function fillLogin(page: Page, words: Words, password: string = DEMO_CUSTOMER_PASSWORD) {
  const form = loginForm(page, words);
  await form.getByRole("textbox", { name: words.email }).fill(DEMO_CUSTOMER_EMAIL);
  await form.getByLabel(words.password, { exact: true }).fill(password);
  await form.getByRole("button", { name: words.login }).click();
}

for (const { locale, prefix, words } of locales) {
  test.describe(locale, () => {
    test("logs in on /login, shows the account overview, logs out with a notice", async ({ page }) => {
      const errors = watchConsole(page);
      const response = await page.goto(`${prefix}/login`);
      expect(response?.headers()["cache-control"]).toBe("private, no-store");
      await hydrated(page);
      const form = loginForm(page, words);
      await expect(form.getByRole("link", { name: words.signUp })).toHaveAttribute(
        "href",
        `${prefix}/register`,
      );
      await expect(form.getByRole("link", { name: words.forgot })).toHaveAttribute(
        "href",
        `${prefix}/account/recover`,
      );
      await fillLogin(page, words);
      await expect(page).toHaveURL(`${prefix}/account`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.hello);
      await expect(page.getByText(DEMO_CUSTOMER_EMAIL).first()).toBeVisible();
      await expect(page.getByText(words.customerNumber)).toBeVisible();
      await expect(page.getByText("Seefeldstrasse 12").first()).toBeVisible();
      await expect(page.getByRole("link", { name: words.yourAccount })).toHaveAttribute(
        "href",
        `${prefix}/account`,
      );
      expect(await page.evaluate(() => document.cookie)).not.toContain("sw-context-token");

      await page.getByRole("button", { name: words.logout }).click();
      await expect(page).toHaveURL(prefix || "/");
      await expect(page.getByRole("status").filter({ hasText: words.loggedOut })).toBeVisible();
      // A guest's header again: the account icon opens the login.
      await expect(page.getByRole("button", { name: words.account, exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: words.yourAccount })).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test("a wrong password gives the one login error and keeps the e-mail", async ({ page }) => {
      await page.goto(`${prefix}/login`);
      await hydrated(page);
      await fillLogin(page, words, "wrong-password");
      await expect(page.getByRole("alert")).toHaveText(words.wrong);
      const form = loginForm(page, words);
      await expect(form.getByRole("textbox", { name: words.email })).toHaveValue(DEMO_CUSTOMER_EMAIL);
      await expect(form.getByLabel(words.password, { exact: true })).toHaveValue("");
      await expect(page).toHaveURL(`${prefix}/login`);

      await form.getByRole("button", { name: words.login }).click();
      await expect(form.getByText(words.required)).toBeVisible();
      await expect(form.getByLabel(words.password, { exact: true })).toBeFocused();
    });

    test("a guest visiting /account goes to the login, and back after it", async ({ page }) => {
      const response = await page.goto(`${prefix}/account`);
      expect(response?.url()).toContain(
        `${prefix}/login?redirectTo=${encodeURIComponent(`${prefix}/account`)}`,
      );
      await hydrated(page);
      await fillLogin(page, words);
      await expect(page).toHaveURL(`${prefix}/account`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.hello);
    });

    test("logs in from the header's modal; Escape closes it and focus returns to the icon", async ({
      page,
    }) => {
      await page.goto(prefix || "/");
      await hydrated(page);
      const icon = page.getByRole("button", { name: words.account, exact: true });
      await icon.click();
      const dialog = page.getByRole("dialog", { name: words.login });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(icon).toBeFocused();

      await icon.click();
      await fillLogin(page, words);
      await expect(page).toHaveURL(`${prefix}/account`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.hello);
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("logs in and out with plain form posts", async ({ page }) => {
        await page.goto(`${prefix}/login`);
        await fillLogin(page, words, "wrong-password");
        await expect(page.getByRole("alert")).toHaveText(words.wrong);
        await expect(loginForm(page, words).getByRole("textbox", { name: words.email })).toHaveValue(
          DEMO_CUSTOMER_EMAIL,
        );
        await fillLogin(page, words);
        await expect(page).toHaveURL(`${prefix}/account`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.hello);
        await page.getByRole("button", { name: words.logout }).click();
        await expect(page).toHaveURL(prefix || "/");
        await expect(page.getByRole("status").filter({ hasText: words.loggedOut })).toBeVisible();
      });
    });
  });
}

test.describe("accessibility", () => {
  for (const width of [390, 1280]) {
    test(`/login and /account have no axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/login");
      await hydrated(page);
      await expectNoAxeViolations(page);
      await fillLogin(page, locales[0].words);
      await expect(page).toHaveURL("/account");
      // Loaded afresh: react-aria's announcer still holds the login button's pending announcement, labelled
      // by the button that has gone with the login page (role-img-alt until its 7 s timeout).
      await page.reload();
      await hydrated(page);
      await expectNoAxeViolations(page);
    });
  }
});
