import { render, screen } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { setupI18n } from "@lingui/core";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import { privacyPolicyPath, usePrivacyPolicyHref } from "./service-links.ts";

function Link() {
  return <a href={usePrivacyPolicyHref()}>policy</a>;
}

/** The link on a page of `path`, with the catalog's (or a text override's) path for the message. */
function privacyHref(path: string, locale: string, translated?: string) {
  const id = privacyPolicyPath.id;
  const i18n = setupI18n({
    locale,
    messages: { [locale]: translated === undefined ? {} : { [id]: translated } },
  });
  const Stub = createRoutesStub([{ path, Component: Link }]);
  const { unmount } = render(
    <I18nProvider i18n={i18n}>
      <Stub initialEntries={[path]} />
    </I18nProvider>,
  );
  const href = screen.getByRole("link", { name: "policy" }).getAttribute("href");
  unmount();
  return href;
}

it("links the privacy policy in the page's locale, by the catalog's path", () => {
  expect(privacyHref("/Reinigungsmittel/", "de-DE")).toBe("/Rechtliches/Datenschutz/");
  expect(
    privacyHref("/fr-CH/Produits-de-nettoyage/", "fr-CH", "/Mentions-legales/Protection-des-donnees/"),
  ).toBe("/fr-CH/Mentions-legales/Protection-des-donnees/");
});

it("takes a shop's own path from a text override", () => {
  expect(privacyHref("/", "de-DE", "/Service/Datenschutzerklaerung/?tab=cookies")).toBe(
    "/Service/Datenschutzerklaerung/?tab=cookies",
  );
});

it("refuses an override that is not a path on the shop, and keeps the German default", () => {
  for (const value of [
    "javascript:alert(1)",
    "//evil.example/privacy",
    "https://evil.example/",
    "/\\evil.example",
  ]) {
    expect(privacyHref("/", "de-DE", value)).toBe("/Rechtliches/Datenschutz/");
  }
  expect(privacyHref("/fr-CH/", "fr-CH", "//evil.example")).toBe("/Rechtliches/Datenschutz/");
});
