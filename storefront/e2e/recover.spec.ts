import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, hydrated, latestMail, registerCustomer, watchConsole } from "./support.ts";

// Password recovery (issue 14): /account/recover, the mail's link /account/recover/password?hash=…, the
// login afterwards, and the login's throttling. Each test registers its own customer. The expired-link test
// moves the emulator's clock, which every test of this server reads: the file runs serially.
test.describe.configure({ mode: "serial" });

const locales = [
  {
    locale: "de-DE",
    prefix: "",
    words: {
      recoverHeading: "Passwort vergessen?",
      email: "E-Mail-Adresse",
      send: "Link senden",
      sent: "Falls ein Kundenkonto mit dieser E-Mail-Adresse existiert",
      newPassword: "Neues Passwort",
      repeat: "Neues Passwort wiederholen",
      save: "Neues Passwort speichern",
      mismatch: "Die Passwörter stimmen nicht überein.",
      changed: "Ihr Passwort wurde geändert. Bitte melden Sie sich mit Ihrem neuen Passwort an.",
      expired: "Dieser Link ist abgelaufen oder wurde bereits verwendet.",
      newLink: "Neuen Link anfordern",
      login: "Anmelden",
      password: "Passwort",
      wrong: "Die E-Mail-Adresse oder das Passwort ist falsch.",
      throttled: /Zu viele Anmeldeversuche\. Bitte versuchen Sie es in \d+ Sekunden erneut\./,
    },
  },
  {
    locale: "fr-CH",
    prefix: "/fr-CH",
    words: {
      recoverHeading: "Mot de passe oublié ?",
      email: "Adresse e-mail",
      send: "Envoyer le lien",
      sent: "Si un compte client existe pour cette adresse e-mail",
      newPassword: "Nouveau mot de passe",
      repeat: "Répéter le nouveau mot de passe",
      save: "Enregistrer le nouveau mot de passe",
      mismatch: "Les mots de passe ne correspondent pas.",
      changed: "Votre mot de passe a été modifié. Veuillez vous connecter avec votre nouveau mot de passe.",
      expired: "Ce lien a expiré ou a déjà été utilisé.",
      newLink: "Demander un nouveau lien",
      login: "Se connecter",
      password: "Mot de passe",
      wrong: "L’adresse e-mail ou le mot de passe est incorrect.",
      throttled: /Trop de tentatives de connexion\. Veuillez réessayer dans \d+ secondes\./,
    },
  },
] as const;

type Words = (typeof locales)[number]["words"];

async function login(page: Page, words: Words, email: string, password: string) {
  const form = page.getByRole("form", { name: words.login });
  await form.getByRole("textbox", { name: words.email }).fill(email);
  await form.getByLabel(words.password, { exact: true }).fill(password);
  await form.getByRole("button", { name: words.login }).click();
}

/** A field by its label (a required field's label ends in an aria-hidden "*"). */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*\\*?$`));

/** The recovery link's path (the mail names the shop's absolute URL). */
const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

test.afterAll(async ({ request }) => {
  await request.post("/__emulator/clock", { data: { reset: true } });
});

for (const { locale, prefix, words } of locales) {
  test.describe(locale, () => {
    test("recover: link by mail, new password, login with it", async ({ page, request, baseURL }) => {
      const errors = watchConsole(page);
      const customer = await registerCustomer(request, baseURL!, locale);
      const response = await page.goto(`${prefix}/account/recover`);
      expect(response?.headers()["cache-control"]).toBe("private, no-store");
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.recoverHeading);
      await page.getByRole("main").getByRole("textbox", { name: words.email }).fill(customer.email);
      await page.getByRole("button", { name: words.send }).click();
      await expect(page.getByRole("status").filter({ hasText: words.sent }).first()).toBeVisible();

      const mail = await latestMail(request, customer.email, "customer.recovery.request");
      expect(mail.meta.link).toContain(`${prefix}/account/recover/password?hash=`);
      await page.goto(pathOf(mail.meta.link));
      await hydrated(page);
      await field(page, words.newPassword).fill("Erneuert99");
      await field(page, words.repeat).fill("Erneuert98");
      await page.getByRole("button", { name: words.save }).click();
      await expect(page.getByText(words.mismatch).first()).toBeVisible();
      await field(page, words.newPassword).fill("Erneuert99");
      await field(page, words.repeat).fill("Erneuert99");
      await page.getByRole("button", { name: words.save }).click();
      await expect(page).toHaveURL(`${prefix}/login?password-changed=1`);
      await expect(page.getByRole("status").filter({ hasText: words.changed })).toBeVisible();
      await hydrated(page);
      await login(page, words, customer.email, "Erneuert99");
      await expect(page).toHaveURL(`${prefix}/account`);
      // The refused submit (passwords do not match) answers 400, as a plain form post gets it; the browser logs that.
      expect(errors.filter((error) => !error.includes("status of 400"))).toEqual([]);
    });

    test("an unknown address gets the same answer", async ({ page }) => {
      await page.goto(`${prefix}/account/recover`);
      await hydrated(page);
      await page
        .getByRole("main")
        .getByRole("textbox", { name: words.email })
        .fill(`nobody-${Date.now()}@example.ch`);
      await page.getByRole("button", { name: words.send }).click();
      await expect(page.getByRole("status").filter({ hasText: words.sent }).first()).toBeVisible();
    });

    test("an expired link (3 hours later) says so and leads to a new one", async ({
      page,
      request,
      baseURL,
    }) => {
      const customer = await registerCustomer(request, baseURL!, locale);
      const storefrontUrl = baseURL!.replace(/\/$/, "") + prefix;
      await request.post("/store-api/account/recovery-password", {
        data: { email: customer.email, storefrontUrl },
      });
      const mail = await latestMail(request, customer.email, "customer.recovery.request");
      await request.post("/__emulator/clock", { data: { advanceSeconds: 3 * 3600 } });
      try {
        const response = await page.goto(pathOf(mail.meta.link));
        expect(response?.status()).toBe(410);
        await expect(page.getByRole("alert")).toContainText(words.expired);
        await page.getByRole("link", { name: words.newLink }).click();
        await expect(page).toHaveURL(`${prefix}/account/recover`);
      } finally {
        await request.post("/__emulator/clock", { data: { reset: true } });
      }
    });

    test("the login is throttled after 10 wrong passwords, with the seconds to wait", async ({
      page,
      request,
      baseURL,
    }) => {
      const customer = await registerCustomer(request, baseURL!, locale);
      await page.goto(`${prefix}/login`);
      await hydrated(page);
      await login(page, words, customer.email, "wrong-password");
      await expect(page.getByRole("alert")).toHaveText(words.wrong);
      for (let attempt = 2; attempt <= 10; attempt++) {
        await page.request.post(`${prefix}/login`, {
          form: { email: customer.email, password: "wrong-password" },
        });
      }
      await login(page, words, customer.email, "wrong-password");
      await expect(page.getByRole("alert")).toHaveText(words.throttled);
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("recover and set the new password with plain form posts; throttled login", async ({
        page,
        request,
        baseURL,
      }) => {
        const customer = await registerCustomer(request, baseURL!, locale);
        await page.goto(`${prefix}/account/recover`);
        await page.getByRole("button", { name: words.send }).click();
        await expect(page.getByRole("main").getByRole("textbox", { name: words.email })).toHaveAttribute(
          "aria-invalid",
          "true",
        );
        await page.getByRole("main").getByRole("textbox", { name: words.email }).fill(customer.email);
        await page.getByRole("button", { name: words.send }).click();
        await expect(page.getByRole("status").filter({ hasText: words.sent })).toBeVisible();

        const mail = await latestMail(request, customer.email, "customer.recovery.request");
        await page.goto(pathOf(mail.meta.link));
        await field(page, words.newPassword).fill("Erneuert99");
        await field(page, words.repeat).fill("Anders999");
        await page.getByRole("button", { name: words.save }).click();
        await expect(page.getByText(words.mismatch).first()).toBeVisible();
        await field(page, words.newPassword).fill("Erneuert99");
        await field(page, words.repeat).fill("Erneuert99");
        await page.getByRole("button", { name: words.save }).click();
        await expect(page.getByRole("status").filter({ hasText: words.changed })).toBeVisible();

        for (let attempt = 1; attempt <= 10; attempt++) {
          await page.request.post(`${prefix}/login`, {
            form: { email: customer.email, password: "wrong-password" },
          });
        }
        await login(page, words, customer.email, "wrong-password");
        await expect(page.getByRole("alert")).toHaveText(words.throttled);
      });
    });
  });
}

test.describe("accessibility", () => {
  for (const width of [390, 1280]) {
    test(`the recovery pages have no axe violations at ${width} px`, async ({ page, request, baseURL }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/fr-CH/account/recover");
      await hydrated(page);
      await expectNoAxeViolations(page);
      // Keyboard only: Tab into the field, type, Enter sends.
      const emailField = page.getByRole("main").getByRole("textbox", { name: "Adresse e-mail" });
      await emailField.focus();
      await page.keyboard.press("Enter");
      await expect(
        page.getByRole("group", { name: "Veuillez corriger les indications suivantes:" }),
      ).toBeFocused();
      await expectNoAxeViolations(page);

      const customer = await registerCustomer(request, baseURL!);
      await request.post("/store-api/account/recovery-password", {
        data: { email: customer.email, storefrontUrl: baseURL!.replace(/\/$/, "") },
      });
      const mail = await latestMail(request, customer.email, "customer.recovery.request");
      await page.goto(pathOf(mail.meta.link));
      await hydrated(page);
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});
