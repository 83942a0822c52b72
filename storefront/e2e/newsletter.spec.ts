import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import { fixtureIds, registrations } from "@shop/mocks";
import { expectNoAxeViolations, hydrated, watchConsole } from "./support.ts";

// The newsletter (issue 14): the footer's signup (a plain form, with and without JavaScript), the mailed
// double opt-in link, /newsletter-subscribe, and unsubscribing on the account overview; both locales, axe.

const locales = [
  {
    locale: "de-DE",
    prefix: "",
    words: {
      email: "E-Mail-Adresse",
      subscribe: "Abonnieren",
      sent: "Bitte bestätigen Sie Ihre Anmeldung über den Link",
      confirmed: "Anmeldung bestätigt",
      expired: "Dieser Link ist abgelaufen",
      subject: "Bitte bestätigen Sie Ihre Newsletter-Anmeldung bei Clarus",
      invalid: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
      receives: "Sie erhalten unseren Newsletter.",
      unsubscribe: "Newsletter abbestellen",
      unsubscribed: "Sie haben den Newsletter abbestellt.",
      notReceiving: "Sie erhalten unseren Newsletter nicht.",
      login: "Anmelden",
      password: "Passwort",
    },
  },
  {
    locale: "fr-CH",
    prefix: "/fr-CH",
    words: {
      email: "Adresse e-mail",
      subscribe: "S'abonner",
      sent: "Veuillez confirmer votre inscription à l'aide du lien",
      confirmed: "Inscription confirmée",
      expired: "Ce lien a expiré",
      subject: "Veuillez confirmer votre inscription à la newsletter de Clarus",
      invalid: "Veuillez saisir une adresse e-mail valide.",
      receives: "Vous recevez notre newsletter.",
      unsubscribe: "Se désabonner de la newsletter",
      unsubscribed: "Vous vous êtes désabonné de la newsletter.",
      notReceiving: "Vous ne recevez pas notre newsletter.",
      login: "Se connecter",
      password: "Mot de passe",
    },
  },
] as const;

type Locale = (typeof locales)[number];

const PASSWORD = "Sicher-2026";

// Several page loads, sign-ins and mails per test.
test.describe.configure({ timeout: 90_000 });
const newEmail = (kind: string) =>
  `${kind}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ch`;

function signup(page: Page) {
  return page.getByRole("contentinfo").getByRole("region", { name: "Newsletter" });
}

/** The opt-in mail of `email` (newest), through the dev mailbox. */
async function optInMail(page: Page, email: string) {
  const inbox = await page.request.get(`/__emulator/mailbox?format=json&to=${encodeURIComponent(email)}`);
  const mails = (await inbox.json()) as {
    type: string;
    subject: string;
    locale: string;
    meta: { link: string };
  }[];
  return mails.find((mail) => mail.type === "newsletterDoubleOptIn");
}

/** A freshly registered, confirmed customer (Store API through the proxy, in a context of its own). */
async function registeredCustomer(baseURL: string, { locale, prefix }: Locale): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const email = newEmail("reader");
    const headers: Record<string, string> =
      locale === "de-DE" ? {} : { "sw-language-id": fixtureIds.languages[locale] };
    const registered = await api.post("/store-api/account/register", {
      headers,
      data: {
        ...registrations.guestDe,
        guest: false,
        email,
        password: PASSWORD,
        storefrontUrl: `${baseURL}${prefix}`,
      },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    const inbox = await api.get(`/__emulator/mailbox?format=json&to=${encodeURIComponent(email)}`);
    const [mail] = (await inbox.json()) as { meta: { link: string } }[];
    const link = new URL(mail!.meta.link);
    const confirmed = await api.post("/store-api/account/register-confirm", {
      data: { hash: link.searchParams.get("hash"), em: link.searchParams.get("em") },
    });
    expect(confirmed.ok()).toBe(true);
    return email;
  } finally {
    await api.dispose();
  }
}

for (const locale of locales) {
  const { prefix, words } = locale;
  test.describe(locale.locale, () => {
    test("subscribe in the footer (keyboard only) → mail → confirm → subscribed; axe at 390 and 1280", async ({
      page,
    }) => {
      const errors = watchConsole(page);
      await page.goto(`${prefix}/`);
      await hydrated(page);
      const email = newEmail("news");
      const field = signup(page).getByRole("textbox", { name: words.email });
      await field.focus();
      await page.keyboard.type(email);
      await page.keyboard.press("Tab");
      await expect(signup(page).getByRole("button", { name: words.subscribe, exact: true })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(`${prefix}/`);
      await expect(page.getByRole("status").filter({ hasText: words.sent })).toBeVisible();

      const mail = await optInMail(page, email);
      expect(mail).toMatchObject({ subject: words.subject, locale: locale.locale });
      const link = new URL(mail!.meta.link);
      expect(link.pathname).toBe(`${prefix}/newsletter-subscribe`);
      expect(link.searchParams.get("em")).toMatch(/^[0-9a-f]{40}$/);

      const response = await page.goto(link.pathname + link.search);
      expect(response?.headers()["cache-control"]).toBe("private, no-store");
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1, name: words.confirmed })).toBeVisible();
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoAxeViolations(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(
          false,
        );
      }

      await page.goto(`${prefix}/newsletter-subscribe?em=${"0".repeat(40)}&hash=unknown`);
      await expect(page.getByRole("heading", { level: 1, name: words.expired })).toBeVisible();
      expect(errors).toEqual([]);
    });

    test("a signed-in customer subscribes and unsubscribes on the account overview", async ({
      page,
      baseURL,
    }) => {
      const email = await registeredCustomer(baseURL!, locale);
      await page.goto(`${prefix}/login`);
      const form = page.getByRole("form", { name: words.login });
      await form.getByRole("textbox", { name: words.email }).fill(email);
      await form.getByLabel(words.password, { exact: true }).fill(PASSWORD);
      await form.getByRole("button", { name: words.login }).click();
      await expect(page).toHaveURL(`${prefix}/account`);
      await hydrated(page);
      await expect(page.getByText(words.notReceiving)).toBeVisible();

      // Subscribed in the footer with the account's address, confirmed from the mail.
      await signup(page).getByRole("textbox", { name: words.email }).fill(email);
      await signup(page).getByRole("button", { name: words.subscribe, exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: words.sent })).toBeVisible();
      const link = new URL((await optInMail(page, email))!.meta.link);
      await page.goto(link.pathname + link.search);
      await expect(page.getByRole("heading", { level: 1, name: words.confirmed })).toBeVisible();

      await page.goto(`${prefix}/account`);
      await expect(page.getByText(words.receives)).toBeVisible();
      await page.getByRole("button", { name: words.unsubscribe }).click();
      await expect(page.getByRole("status").filter({ hasText: words.unsubscribed })).toBeVisible();
      await expect(page.getByText(words.notReceiving)).toBeVisible();
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("the footer signup posts and comes back with a notice; a wrong address is refused", async ({
        page,
      }) => {
        await page.goto(`${prefix}/checkout/cart`);
        // The browser's own check (type=email) lets `name@host` pass: the server wants a domain.
        await signup(page).getByRole("textbox", { name: words.email }).fill("leser@localhost");
        await signup(page).getByRole("button", { name: words.subscribe, exact: true }).click();
        await expect(page).toHaveURL(`${prefix}/checkout/cart`);
        await expect(page.getByRole("status").filter({ hasText: words.invalid })).toHaveCount(0);
        await expect(page.getByRole("alert").filter({ hasText: words.invalid })).toBeVisible();

        const email = newEmail("plain");
        await signup(page).getByRole("textbox", { name: words.email }).fill(email);
        await signup(page).getByRole("button", { name: words.subscribe, exact: true }).click();
        await expect(page).toHaveURL(`${prefix}/checkout/cart`);
        await expect(page.getByRole("status").filter({ hasText: words.sent })).toBeVisible();
        expect(await optInMail(page, email)).toMatchObject({ locale: locale.locale });
      });
    });
  });
}
